import CairnCore

extension BackupDocument {
    /// Checks that every record can be stored as it is and that every id it names is in the
    /// file: a rule's trackable, zone and Reading (the zone and the Reading of the rule's own
    /// trackable), a zone's, a Reading's or an entry's trackable. Nothing is written.
    ///
    /// - Throws: ``BackupError/invalid(file:record:problem:)`` for the first record that is wrong.
    public func check(file: String) throws(BackupError) {
        func fail(_ record: String, _ problem: String) -> BackupError {
            .invalid(file: file, record: record, problem: problem)
        }
        func unique<ID: Hashable>(_ ids: [ID], _ what: String) throws(BackupError) {
            var seen: Set<ID> = []
            for id in ids where !seen.insert(id).inserted { throw fail("\(what) \(id)", "appears twice") }
        }
        // Every id the file brings, and every sequence's last id, at most 2^53 (Plausible.largestId):
        // a restore continues each sequence past the ids kept, and must leave it room.
        func bounded(_ id: Int64, _ record: String) throws(BackupError) {
            if id <= 0 { throw fail(record, "has an id that is not positive") }
            if id > Plausible.largestId { throw fail(record, "has an id above \(Plausible.largestId) (2^53), the largest a file may bring") }
        }
        func finite(_ value: Double?, _ record: String, _ field: String) throws(BackupError) {
            if let value, !value.isFinite { throw fail(record, "has a \(field) that is not a finite number") }
        }

        var beginnings = 0
        try unique(goalHistory.map { $0.from.map { "\($0)" } ?? "the beginning" }, "the goal version from")
        for (index, version) in goalHistory.enumerated() {
            if version.from == nil { beginnings += 1 }
            do {
                try version.config.validate()
            } catch {
                throw fail("goal version \(index + 1)", "is not valid: \(error.description)")
            }
        }
        if beginnings > 1 { throw fail("the goal history", "has more than one version in force from the beginning") }

        for key in settings.other.keys
        where key == Store.seenKey || key == BackupFormat.nudgesFiredKey || key.hasPrefix(BackupFormat.encouragementPrefix) {
            throw fail("settings.other", "holds \"\(key)\", which has its own field in settings")
        }

        for (table, value) in idSequences {
            guard BackupFormat.sequencedTables.contains(table) else {
                throw fail("idSequences", "names \"\(table)\", which is not one of \(BackupFormat.sequencedTables.joined(separator: ", "))")
            }
            if value < 0 { throw fail("idSequences.\(table)", "is negative") }
            if value > Plausible.largestId { throw fail("idSequences.\(table)", "is above \(Plausible.largestId) (2^53), the largest a file may bring") }
        }

        try unique(trackables.map(\.id), "trackable")
        try unique(trackables.map { Self.folded($0.name) }, "the trackable name")
        let trackableIds = Set(trackables.map(\.id))
        for trackable in trackables {
            try bounded(trackable.id, "trackable \(trackable.id)")
            if trackable.name.trimmingCharacters(in: .whitespaces).isEmpty { throw fail("trackable \(trackable.id)", "has no name") }
        }

        try unique(zones.map(\.id), "zone")
        try unique(zones.map { "\($0.trackableId)/\(Self.folded($0.name))" }, "the zone (trackable/name)")
        var zoneOwner: [Int64: Int64] = [:]
        for zone in zones {
            let record = "zone \(zone.id)"
            try bounded(zone.id, record)
            guard trackableIds.contains(zone.trackableId) else {
                throw fail(record, "belongs to trackable \(zone.trackableId), which is not in the file")
            }
            try finite(zone.min, record, "min")
            try finite(zone.max, record, "max")
            zoneOwner[zone.id] = zone.trackableId
        }

        let readings = readings ?? []
        try unique(readings.map(\.id), "Reading")
        try unique(readings.map { "\($0.trackableId)/\(Self.folded($0.name))" }, "the Reading (trackable/name)")
        var readingOwner: [Int64: Int64] = [:]
        for reading in readings {
            let record = "Reading \(reading.id)"
            try bounded(reading.id, record)
            if reading.name.isEmpty { throw fail(record, "has no name") }
            guard trackableIds.contains(reading.trackableId) else {
                throw fail(record, "belongs to trackable \(reading.trackableId), which is not in the file")
            }
            readingOwner[reading.id] = reading.trackableId
        }

        try unique(rules.map(\.id), "rule")
        for rule in rules {
            let record = "rule \(rule.id)"
            try bounded(rule.id, record)
            guard trackableIds.contains(rule.trackableId) else {
                throw fail(record, "belongs to trackable \(rule.trackableId), which is not in the file")
            }
            if let zoneId = rule.zoneId {
                guard let owner = zoneOwner[zoneId] else { throw fail(record, "names zone \(zoneId), which is not in the file") }
                if owner != rule.trackableId {
                    throw fail(record, "names zone \(zoneId), which belongs to another trackable (\(owner))")
                }
            }
            if let readingId = rule.readingId {
                guard let owner = readingOwner[readingId] else { throw fail(record, "reads Reading \(readingId), which is not in the file") }
                if owner != rule.trackableId {
                    throw fail(record, "reads Reading \(readingId), which belongs to another trackable (\(owner))")
                }
            }
        }

        try unique(disruptions.map(\.id), "disruption")
        try unique(disruptions.compactMap(\.importKey), "the disruption import key")
        for disruption in disruptions {
            let record = "disruption \(disruption.id)"
            try bounded(disruption.id, record)
            if disruption.to < disruption.from { throw fail(record, "ends (\(disruption.to)) before it starts (\(disruption.from))") }
            if let owner = disruption.trackableId, !trackableIds.contains(owner) {
                throw fail(record, "is for trackable \(owner), which is not in the file")
            }
        }

        try unique(dayTotals.map { "\($0.date) (\($0.source))" }, "the day total of")
        for total in dayTotals {
            let record = "the day total of \(total.date)"
            try finite(total.seconds, record, "seconds")
            if total.seconds < 0 { throw fail(record, "is negative") }
        }

        try unique(entries.map(\.id), "entry")
        try unique(entries.compactMap(\.importKey), "the entry import key")
        for entry in entries {
            let record = "entry \(entry.id)"
            try bounded(entry.id, record)
            if let owner = entry.trackableId, !trackableIds.contains(owner) {
                throw fail(record, "belongs to trackable \(owner), which is not in the file")
            }
            if let at = entry.at, BackupText.milliseconds(instant: at) == nil {
                throw fail(record, "has \"at\": \"\(at)\", which is not an instant like 2026-03-01T08:00:00.000Z")
            }
            try finite(entry.value, record, "value")
        }

        for (index, session) in sessions.enumerated() {
            let record = "session \(index + 1) (\(session.start))"
            if BackupText.milliseconds(instant: session.start) == nil {
                throw fail(record, "has a start that is not an instant like 2026-03-01T08:00:00.000Z")
            }
            try finite(session.seconds, record, "length")
            if session.seconds < 0 || session.seconds > 1e12 { throw fail(record, "has a length of \(session.seconds) seconds") }
        }

        let heartbeats = heartbeats ?? []
        try unique(heartbeats.map(\.id), "heartbeat")
        var sameBeat: Set<[String]> = []
        for beat in heartbeats {
            let record = "heartbeat \(beat.id)"
            try bounded(beat.id, record)
            guard let time = BackupText.milliseconds(instant: beat.time) else {
                throw fail(record, "has a time that is not an instant like 2026-03-01T08:00:00.000Z")
            }
            // WakaTime's duplicate rule, which the table keeps unique.
            guard sameBeat.insert(["\(time)", beat.entity, beat.type, beat.project, beat.branch, beat.language]).inserted else {
                throw fail(record, "repeats another heartbeat's time, entity, type, project, branch and language")
            }
        }
    }

    /// A name as SQLite's `NOCASE` compares it: ASCII letters folded, every other character as it is.
    private static func folded(_ name: String) -> String {
        String(String.UnicodeScalarView(name.unicodeScalars.map { scalar in
            ("A"..."Z").contains(scalar) ? Unicode.Scalar(scalar.value + 32) ?? scalar : scalar
        }))
    }
}
