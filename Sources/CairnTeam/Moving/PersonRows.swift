import CairnCore

/// Every row of one person's data in a team database, ids included: what moving a person in
/// (a personal export restored into their empty account) writes and moving out (their export)
/// reads. The application layer maps it to and from the export format.
public struct PersonRows: Sendable, Hashable {
    /// A rule's row: its columns, and the rule as its JSON was stored (its own ids are the
    /// columns' when read, so they are kept only as they were written).
    public struct StoredRule: Sendable, Hashable {
        public var id: Int64
        public var trackableId: Int64
        public var zoneId: Int64?
        public var readingId: Int64?
        public var sortOrder: Int64
        public var rule: AchievementRule
        public init(id: Int64, trackableId: Int64, zoneId: Int64?, readingId: Int64?, sortOrder: Int64, rule: AchievementRule) {
            self.id = id
            self.trackableId = trackableId
            self.zoneId = zoneId
            self.readingId = readingId
            self.sortOrder = sortOrder
            self.rule = rule
        }
    }

    /// A Reading's row: its columns, and the Reading as its JSON was stored.
    public struct StoredReading: Sendable, Hashable {
        public var id: Int64
        public var trackableId: Int64
        public var name: String
        public var reading: Reading
        public init(id: Int64, trackableId: Int64, name: String, reading: Reading) {
            self.id = id
            self.trackableId = trackableId
            self.name = name
            self.reading = reading
        }
    }

    /// An entry with its id, text and import key.
    public struct StoredEntry: Sendable, Hashable {
        public var id: Int64
        public var entry: Entry
        public var text: String?
        public var importKey: String?
        public init(id: Int64, entry: Entry, text: String?, importKey: String?) {
            self.id = id
            self.entry = entry
            self.text = text
            self.importKey = importKey
        }
    }

    /// A coding session as the team store keeps it ("" for a name not known).
    public struct StoredSession: Sendable, Hashable {
        public var startMs: Int64
        public var durationMs: Int64
        public var project: String
        public var language: String
        public var editor: String
        /// Where it came from (``TeamStore/sessionSource`` for live heartbeats, an import's own).
        public var source: String
        public init(startMs: Int64, durationMs: Int64, project: String, language: String, editor: String,
                    source: String = TeamStore.sessionSource) {
            self.startMs = startMs
            self.durationMs = durationMs
            self.project = project
            self.language = language
            self.editor = editor
            self.source = source
        }
    }

    /// Coding seconds of one date from one source (an imported daily summary).
    public struct ImportedDay: Sendable, Hashable {
        public var date: LocalDate
        public var source: String
        public var seconds: Double
        public init(date: LocalDate, source: String, seconds: Double) {
            self.date = date
            self.source = source
            self.seconds = seconds
        }
    }

    /// The goal versions, oldest first.
    public var goalVersions: [GoalHistory.Version] = []
    /// Every setting by key (the seen set is apart).
    public var settings: [String: String] = [:]
    /// The moments already announced.
    public var seen: Set<String> = []
    /// The highest id each per-person sequence gave (`trackables`, `entries`, `zones`, `readings`,
    /// `rules`; and `disruptions`, the highest hold id the person's export had given).
    public var sequences: [String: Int64] = [:]
    public var trackables: [Trackable] = []
    public var zones: [Zone] = []
    public var readings: [StoredReading] = []
    public var rules: [StoredRule] = []
    /// The holds (each for everything or for one trackable), with their ids and import keys.
    public var holds: [TeamStore.Hold] = []
    public var importedDays: [ImportedDay] = []
    public var entries: [StoredEntry] = []
    public var sessions: [StoredSession] = []
    /// The heartbeats, by time.
    public var heartbeats: [HeartbeatRow] = []

    public init() {}
}
