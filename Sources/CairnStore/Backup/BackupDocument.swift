import CairnCore

/// A Cairn export as read back: every record of a person's data with its row id, as
/// `docs/EXPORT.md` describes field by field. `cairn export` writes the same shape by hand,
/// row by row (``Store/export(to:cairnVersion:now:)``), so that a large sessions table is
/// never held in memory on the way out.
///
/// Fields added by a later Cairn are optional, so an older document reads with their defaults.
public struct BackupDocument: Sendable, Hashable, Codable {
    /// Always ``BackupFormat/name``.
    public var format: String
    /// ``BackupFormat/version`` for a document this Cairn reads.
    public var version: Int
    /// The version of the `cairn` that wrote it.
    public var cairn: String?
    /// When it was written (an instant, `YYYY-MM-DDTHH:MM:SS.sssZ`).
    public var exportedAt: String?
    /// The goal settings, oldest version first.
    public var goalHistory: [GoalVersionRow]
    /// The encouragement switches, the seen set, the nudges fired and any other setting.
    public var settings: SettingsRow
    /// For each table whose ids never repeat, the highest id it ever gave (removed rows included).
    public var idSequences: [String: Int64]
    /// The trackables.
    public var trackables: [TrackableRow]
    /// The zones.
    public var zones: [ZoneRow]
    /// The Readings of event trackables; optional, so a document from before Readings reads as
    /// having none.
    public var readings: [ReadingRow]?
    /// The achievement rules.
    public var rules: [RuleRow]
    /// The disruptions.
    public var disruptions: [DisruptionRow]
    /// Coding known only as a total per day.
    public var dayTotals: [DayTotalRow]
    /// The entries (Nothings included).
    public var entries: [EntryRow]
    /// The coding sessions.
    public var sessions: [SessionRow]
    /// Heartbeats received from editors (the live feed), in the order they arrived; optional, so
    /// a document from before Cairn kept heartbeats reads as having none.
    public var heartbeats: [HeartbeatRecord]?
}

extension BackupDocument {
    /// One version of the goal settings.
    public struct GoalVersionRow: Sendable, Hashable, Codable {
        package init(from: LocalDate?, config: GoalConfig) {
            self.from = from
            self.config = config
        }

        /// The first date it is in force; `nil` for the version in force from the beginning.
        public var from: LocalDate?
        /// The settings.
        public var config: GoalConfig
    }

    /// The settings rows, the known ones by name.
    public struct SettingsRow: Sendable, Hashable, Codable {
        package init(encouragement: [String: String], seen: [String], nudgesFired: [String], other: [String: String]) {
            self.encouragement = encouragement
            self.seen = seen
            self.nudgesFired = nudgesFired
            self.other = other
        }

        /// The stored encouragement switches by short name (`streaks`: `off`); a switch never set is absent (on).
        public var encouragement: [String: String]
        /// The keys of every moment already announced.
        public var seen: [String]
        /// The keys of the nudges already fired, in stored order.
        public var nudgesFired: [String]
        /// Every other setting, by key, as stored.
        public var other: [String: String]
    }

    /// A trackable.
    public struct TrackableRow: Sendable, Hashable, Codable {
        package init(id: Int64, name: String, kind: TrackableKind, unit: String?, dayValue: DayReduction?, fields: [TrackableField]?,
                     derivation: Derivation?) {
            self.id = id
            self.name = name
            self.kind = kind
            self.unit = unit
            self.dayValue = dayValue
            self.fields = fields
            self.derivation = derivation
        }

        /// The row id, kept on restore.
        public var id: Int64
        /// Its name.
        public var name: String
        /// Its kind, as stored.
        public var kind: TrackableKind
        /// The unit it is shown in (a zone: the unit its bounds were typed in).
        public var unit: String?
        /// How its day value is read; `nil`: the kind's default.
        public var dayValue: DayReduction?
        /// An event trackable's fields; `nil` (or absent, in a document from before events): none
        /// stored (the column NULL).
        public var fields: [TrackableField]?
        /// How a derived trackable is computed; `nil` (or absent): it is logged.
        public var derivation: Derivation?
    }

    /// A Reading: one number a day read from an event trackable's items.
    public struct ReadingRow: Sendable, Hashable, Codable {
        package init(id: Int64, trackableId: Int64, name: String, reading: Reading) {
            self.id = id
            self.trackableId = trackableId
            self.name = name
            self.reading = reading
        }

        /// The row id, kept on restore; a rule's `readingId` names it.
        public var id: Int64
        /// The event trackable it reads.
        public var trackableId: Int64
        /// Its name, unique within its trackable (compared without case).
        public var name: String
        /// The Reading as stored (its own `id`, `trackableId` and `name` are those the Reading was
        /// stored with; the row's fields above are the ones read).
        public var reading: Reading
    }

    /// A zone of a trackable, in its author's unit.
    public struct ZoneRow: Sendable, Hashable, Codable {
        package init(id: Int64, trackableId: Int64, name: String, min: Double?, max: Double?, unit: String?) {
            self.id = id
            self.trackableId = trackableId
            self.name = name
            self.min = min
            self.max = max
            self.unit = unit
        }

        /// The row id, kept on restore.
        public var id: Int64
        /// The trackable it belongs to.
        public var trackableId: Int64
        /// Its name.
        public var name: String
        /// The lower bound in the zone's unit; `nil`: open.
        public var min: Double?
        /// The upper bound in the zone's unit; `nil`: open.
        public var max: Double?
        /// The unit it is shown in (a zone: the unit its bounds were typed in).
        public var unit: String?
    }

    /// An achievement rule: its row id is its identity in the seen set.
    public struct RuleRow: Sendable, Hashable, Codable {
        package init(id: Int64, trackableId: Int64, zoneId: Int64?, sortOrder: Int64, rule: AchievementRule, readingId: Int64?) {
            self.id = id
            self.trackableId = trackableId
            self.zoneId = zoneId
            self.sortOrder = sortOrder
            self.rule = rule
            self.readingId = readingId
        }

        /// The row id, kept on restore.
        public var id: Int64
        /// The trackable it belongs to.
        public var trackableId: Int64
        /// The zone that says which days count, if any.
        public var zoneId: Int64?
        /// Its place in its trackable's list.
        public var sortOrder: Int64
        /// The rule as stored.
        public var rule: AchievementRule
        /// The Reading it reads instead of its trackable's own value (its `of`); `nil` (or absent,
        /// in a document from before Readings): none.
        public var readingId: Int64?
    }

    /// A disruption: for every trackable (`trackableId` null) or for one.
    public struct DisruptionRow: Sendable, Hashable, Codable {
        package init(id: Int64, from: LocalDate, to: LocalDate, reason: String, trackableId: Int64?, importKey: String?) {
            self.id = id
            self.from = from
            self.to = to
            self.reason = reason
            self.trackableId = trackableId
            self.importKey = importKey
        }

        /// The row id, kept on restore.
        public var id: Int64
        /// The first day it holds.
        public var from: LocalDate
        /// The last day it holds.
        public var to: LocalDate
        /// Why (may be empty).
        public var reason: String
        /// The trackable it is for; `nil`: every trackable (a disruption) or a Nothing (an entry).
        public var trackableId: Int64?
        /// The key an import gave it, so the same file imported again adds nothing.
        public var importKey: String?
    }

    /// Coding seconds of one date from one source, with no time of day.
    public struct DayTotalRow: Sendable, Hashable, Codable {
        package init(date: LocalDate, seconds: Double, source: String) {
            self.date = date
            self.seconds = seconds
            self.source = source
        }

        /// The local date it counts for.
        public var date: LocalDate
        /// Seconds, 0 or more.
        public var seconds: Double
        /// Where it came from.
        public var source: String
    }

    /// An entry; `trackableId` null is a Nothing.
    public struct EntryRow: Sendable, Hashable, Codable {
        package init(id: Int64, trackableId: Int64?, date: LocalDate, at: String?, value: Double?, source: EntrySource,
                     importKey: String?, text: String?, items: [EventItem]?, tags: [Int64]?) {
            self.id = id
            self.trackableId = trackableId
            self.date = date
            self.at = at
            self.value = value
            self.source = source
            self.importKey = importKey
            self.text = text
            self.items = items
            self.tags = tags
        }

        /// The row id, kept on restore.
        public var id: Int64
        /// The trackable it is for; `nil`: every trackable (a disruption) or a Nothing (an entry).
        public var trackableId: Int64?
        /// The local date it counts for.
        public var date: LocalDate
        /// The instant logged, `YYYY-MM-DDTHH:MM:SS.sssZ`, when it has one.
        public var at: String?
        /// The value in the base unit.
        public var value: Double?
        /// Who made it: the person, an integration or a schedule.
        public var source: EntrySource
        /// The key an import gave it, so the same file imported again adds nothing.
        public var importKey: String?
        /// What a text entry says, or a note imported with it.
        public var text: String?
        /// An Event's items; `nil` (or absent, in a document from before events): none stored.
        public var items: [EventItem]?
        /// The ids of the tag trackables attached to it; `nil` (or absent): none stored.
        public var tags: [Int64]?
    }

    /// A heartbeat as the live feed stored it; the sessions joined from it are among the sessions.
    public struct HeartbeatRecord: Sendable, Hashable, Codable {
        package init(id: Int64, time: String, entity: String, type: String, project: String, branch: String, language: String,
                     editor: String) {
            self.id = id
            self.time = time
            self.entity = entity
            self.type = type
            self.project = project
            self.branch = branch
            self.language = language
            self.editor = editor
        }

        /// The row id: the order heartbeats arrived in, which breaks ties between equal times.
        public var id: Int64
        /// Its instant, `YYYY-MM-DDTHH:MM:SS.sssZ`.
        public var time: String
        /// The file, app or domain.
        public var entity: String
        /// `file`, `app` or `domain`.
        public var type: String
        /// The project ("" for none).
        public var project: String
        /// The branch ("" for none).
        public var branch: String
        /// The language ("" for none).
        public var language: String
        /// The editor ("" when unknown).
        public var editor: String
    }

    /// A coding session, in the shape `cairn import sessions` reads.
    public struct SessionRow: Sendable, Hashable, Codable {
        package init(start: String, seconds: Double, project: String?, language: String?, editor: String?, source: String?) {
            self.start = start
            self.seconds = seconds
            self.project = project
            self.language = language
            self.editor = editor
            self.source = source
        }

        /// Its start, `YYYY-MM-DDTHH:MM:SS.sssZ`.
        public var start: String
        /// Seconds, 0 or more.
        public var seconds: Double
        /// The project, when known.
        public var project: String?
        /// The language, when known.
        public var language: String?
        /// The editor, when known.
        public var editor: String?
        /// The tool it came from, when known.
        public var source: String?
    }
}
