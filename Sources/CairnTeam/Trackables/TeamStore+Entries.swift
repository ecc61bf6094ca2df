import CairnCore
import Foundation

/// An entry of a person as stored: its id, the entry the engine reads, and what a text entry says.
public struct PersonEntry: Sendable, Hashable {
    /// Its id among the person's entries.
    public var id: Int64
    /// The entry.
    public var entry: Entry
    /// The words of a text entry.
    public var text: String?

    public init(id: Int64, entry: Entry, text: String?) {
        self.id = id
        self.entry = entry
        self.text = text
    }
}

/// Each person's entries, keyed by the person first; a Nothing has no trackable.
extension TeamStore {
    private static let entryColumns = "id, trackable_id, day, instant_ms, value, source, text, items, tags"

    /// `person`'s entries, newest first (by day, then instant, then id): every one, or one
    /// trackable's (`trackableId`; 0 for the Nothings), between two dates, at most `limit`.
    public func entries(of person: Person, trackableId: Int64? = nil, from: LocalDate? = nil, to: LocalDate? = nil,
                        limit: Int? = nil) throws(TeamError) -> [PersonEntry] {
        var conditions = ["person_id = $1"]
        var parameters: [String?] = [String(person.id)]
        if let trackableId {
            if trackableId == 0 {
                conditions.append("trackable_id IS NULL")
            } else {
                parameters.append(String(trackableId))
                conditions.append("trackable_id = $\(parameters.count)")
            }
        }
        if let from { parameters.append(String(from.daysSinceEpoch)); conditions.append("day >= $\(parameters.count)") }
        if let to { parameters.append(String(to.daysSinceEpoch)); conditions.append("day <= $\(parameters.count)") }
        return try readEntries("""
            SELECT \(Self.entryColumns) FROM person_entries WHERE \(conditions.joined(separator: " AND "))
            ORDER BY day DESC, coalesce(instant_ms, 0) DESC, id DESC\(limit.map { " LIMIT \($0)" } ?? "")
            """, parameters)
    }

    /// `person`'s entry `id`, if it is theirs.
    public func entry(id: Int64, of person: Person) throws(TeamError) -> PersonEntry? {
        try readEntries("SELECT \(Self.entryColumns) FROM person_entries WHERE person_id = $1 AND id = $2",
                        [String(person.id), String(id)]).first
    }

    /// Every entry of `person` (Nothings included), by day then id.
    public func allEntries(of person: Person) throws(TeamError) -> [Entry] {
        try readEntries("SELECT \(Self.entryColumns) FROM person_entries WHERE person_id = $1 ORDER BY day, id",
                        [String(person.id)]).map(\.entry)
    }

    /// What re-reading the trackables `ids` needs: their entries, every Nothing, and a stand-in
    /// (trackable 0, no value) for each day `person` logged anything of their own, by day; on
    /// one day the Nothings first, then by trackable, then the stand-ins (the SQLite store's order).
    public func evaluationEntries(of person: Person, forAll ids: Set<Int64>) throws(TeamError) -> [Entry] {
        let list = ids.sorted().map(String.init).joined(separator: ",")
        let rows = try readEntries("""
            SELECT \(Self.entryColumns) FROM person_entries WHERE person_id = $1
            AND (trackable_id IS NULL\(ids.isEmpty ? "" : " OR trackable_id IN (\(list))"))
            ORDER BY day, coalesce(trackable_id, -9223372036854775808), id
            """, [String(person.id)]).map(\.entry)
        let days = try connection.execute("""
            SELECT DISTINCT day FROM person_entries WHERE person_id = $1 AND source = 'manual' ORDER BY day
            """, [String(person.id)]).rows.compactMap { ($0.first ?? nil).flatMap { Int($0) } }
        var result: [Entry] = []
        result.reserveCapacity(rows.count + days.count)
        var next = 0
        for day in days {
            while next < rows.count, rows[next].date.daysSinceEpoch <= day {
                result.append(rows[next])
                next += 1
            }
            result.append(Entry(trackableId: 0, date: LocalDate(daysSinceEpoch: day), value: nil))
        }
        result += rows[next...]
        return result
    }

    /// Stores `entry` for `person` (with `id` when given: an import keeping its ids) and returns its id.
    public func insertEntry(_ entry: Entry, text: String?, id: Int64? = nil, for person: Person) throws(TeamError) -> Int64 {
        guard Plausible.isEntry(entry) else {
            throw .conflict(Plausible.entryRefusal(entry))
        }
        return try connection.transaction { () throws(TeamError) -> Int64 in
            let stored: Int64
            if let id { stored = id } else { stored = try nextId("entries", for: person) }
            try connection.execute("""
                INSERT INTO person_entries (person_id, id, trackable_id, day, instant_ms, value, source, text, items, tags)
                VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
                """, [String(person.id), String(stored)] + (try Self.entryValues(entry, text: text)))
            return stored
        }
    }

    /// Replaces `person`'s entry `id`'s day, instant, value, text, items and tags; whether it was theirs.
    @discardableResult
    public func updateEntry(id: Int64, to entry: Entry, text: String?, for person: Person) throws(TeamError) -> Bool {
        let values = try Self.entryValues(entry, text: text)
        return try connection.execute("""
            UPDATE person_entries SET day = $3, instant_ms = $4, value = $5, text = $6, items = $7, tags = $8
            WHERE person_id = $1 AND id = $2
            """, [String(person.id), String(id), values[1], values[2], values[3], values[5], values[6], values[7]]).affected > 0
    }

    /// Removes `person`'s entry `id`; whether it was theirs.
    @discardableResult
    public func removeEntry(id: Int64, for person: Person) throws(TeamError) -> Bool {
        try connection.execute("DELETE FROM person_entries WHERE person_id = $1 AND id = $2", [String(person.id), String(id)]).affected > 0
    }

    /// How many entries `person`'s trackable `id` has.
    public func entryCount(trackableId: Int64, of person: Person) throws(TeamError) -> Int {
        Int(try connection.execute("SELECT count(*) FROM person_entries WHERE person_id = $1 AND trackable_id = $2",
                                   [String(person.id), String(trackableId)]).scalar ?? "0") ?? 0
    }

    /// Whether `person` logged anything of their own on `date`, and whether a Nothing is among it.
    public func ownEntries(on date: LocalDate, of person: Person) throws(TeamError) -> (any: Bool, nothing: Bool) {
        let row = try connection.execute("""
            SELECT count(*), count(*) FILTER (WHERE trackable_id IS NULL) FROM person_entries
            WHERE person_id = $1 AND day = $2 AND source = 'manual'
            """, [String(person.id), String(date.daysSinceEpoch)]).rows.first
        let all = (row?.first ?? nil).flatMap { Int($0) } ?? 0
        let nothings = (row?.dropFirst().first ?? nil).flatMap { Int($0) } ?? 0
        return (all > 0, nothings > 0)
    }

    /// The columns `$3` … `$10` of an entry: trackable, day, instant, value, source, text, items, tags.
    static func entryValues(_ entry: Entry, text: String?) throws(TeamError) -> [String?] {
        [
            entry.trackableId.map(String.init), String(entry.date.daysSinceEpoch),
            entry.instant.map { String(PersonColumns.milliseconds($0)) },
            // SQLite keeps a REAL -0 as 0; so does this store.
            entry.value.map { "\($0 == 0 ? 0 : $0)" }, entry.source.rawValue, text,
            entry.items.isEmpty ? nil : try PersonColumns.encode(entry.items),
            entry.tags.isEmpty ? nil : try PersonColumns.encode(entry.tags),
        ]
    }

    private func readEntries(_ sql: String, _ parameters: [String?]) throws(TeamError) -> [PersonEntry] {
        var result: [PersonEntry] = []
        for row in try connection.execute(sql, parameters).rows {
            guard row.count == 9, let id = row[0].flatMap({ Int64($0) }), let day = row[2].flatMap({ Int($0) }) else { continue }
            let date = LocalDate(daysSinceEpoch: day)
            let instant = row[3].flatMap { Int64($0) }.map { Date(timeIntervalSince1970: Double($0) / 1000) }
            var entry: Entry
            if let trackable = row[1].flatMap({ Int64($0) }) {
                entry = Entry(trackableId: trackable, date: date, value: row[4].flatMap { Double($0) }, instant: instant,
                              source: row[5].flatMap(EntrySource.init(rawValue:)) ?? .manual)
                if let items = row[7] { entry.items = try PersonColumns.decode([EventItem].self, from: items, what: "an event's items") }
                if let tags = row[8] { entry.tags = try PersonColumns.decode([Int64].self, from: tags, what: "an entry's tags") }
            } else {
                entry = .nothing(on: date, instant: instant)
            }
            result.append(PersonEntry(id: id, entry: entry, text: row[6]))
        }
        return result
    }
}
