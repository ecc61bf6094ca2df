import CairnCore
import Foundation

extension Store {
    /// Adds entries in one transaction. An entry with an import key already stored is skipped,
    /// so importing a file twice adds nothing; manual entries have no key and always add.
    ///
    /// - Parameter entries: entries with an optional import key each.
    /// - Returns: how many were added and how many skipped as already there.
    public func addEntries(_ entries: [(entry: Entry, importKey: String?)]) throws -> ImportSummary {
        try connection.writeTransaction { try insertEntries(entries) }
    }

    /// ``addEntries(_:)`` for use inside a transaction the caller already holds.
    public func insertEntries(_ entries: [(entry: Entry, importKey: String?)]) throws(StoreError) -> ImportSummary {
        try insertEntries(withText: entries.map { ($0.entry, $0.importKey, nil) })
    }

    /// Stores one entry with what a text trackable's entry says (the engine's `Entry` carries
    /// no text: it reads only that the day was logged), inside a transaction the caller holds.
    public func insertEntry(_ entry: Entry, text: String?) throws(StoreError) {
        _ = try insertEntries(withText: [(entry, nil, text)])
    }

    /// ``insertEntries(_:)`` with what each entry says (a note, a text entry's words), inside a
    /// transaction the caller holds. An entry whose import key is already stored is skipped.
    public func insertEntries(withText entries: [(entry: Entry, importKey: String?, text: String?)]) throws(StoreError) -> ImportSummary {
        let insert = try connection.prepare("""
            INSERT INTO entries (trackable_id, day, instant_ms, value, source, import_key, text, items, tags)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING
            """)
        var summary = ImportSummary()
        // A few entries (a log, a form): the packs of their trackables that are fresh now get the
        // new rows here, in the same transaction, so the read that follows (the log's re-read)
        // need not pack them again from the table. An import of many leaves them to the next read.
        // (A list, not a dictionary: a few keys, and a command's first dictionary of a new
        // type costs more than the search.)
        var packs: [(key: Int64, bytes: [UInt8]?)] = []
        if entries.count <= 16 {
            for key in entries.map({ $0.entry.trackableId ?? EntryPackTable.nothingKey }) where !packs.contains(where: { $0.key == key }) {
                if let bytes = try freshPack(key: key) { packs.append((key, bytes)) }
            }
        }
        for (entry, key, text) in entries {
            guard Plausible.isEntry(entry) else {
                throw .conflict(Plausible.entryRefusal(entry))
            }
            try insert.run([
                entry.trackableId.map { .integer($0) } ?? .null,
                .integer(Int64(entry.date.daysSinceEpoch)),
                entry.instant.map { .integer(Store.milliseconds($0.timeIntervalSince1970)) } ?? .null,
                entry.value.map { .real($0) } ?? .null,
                .text(entry.source.rawValue),
                key.map { .text($0) } ?? .null,
                text.map { .text($0) } ?? .null,
                try Store.itemsColumn(entry), try Store.tagsColumn(entry),
            ])
            guard connection.changes > 0 else {
                summary.duplicates += 1
                continue
            }
            summary.added += 1
            let packKey = entry.trackableId ?? EntryPackTable.nothingKey
            if let index = packs.firstIndex(where: { $0.key == packKey }), let bytes = packs[index].bytes {
                // An unreadable pack stays stale (the triggers made it so): the next read packs it.
                packs[index].bytes = Store.pack(bytes, adding: EntryPack.Row(
                    id: connection.lastInsertRowID, day: entry.date.daysSinceEpoch,
                    instantMs: entry.instant.map { Store.milliseconds($0.timeIntervalSince1970) },
                    value: entry.value.map { $0 == 0 ? 0 : $0 },  // SQLite keeps a REAL -0 as 0
                    source: EntryPack.code(entry.source),
                    hasParts: !entry.items.isEmpty || !entry.tags.isEmpty))
            }
        }
        // The inserts' triggers marked these packs stale; they are whole again.
        for case let (key, bytes?) in packs { try storePack(key: key, bytes: bytes) }
        return summary
    }

    /// Every entry of every trackable (Nothing entries included), in (day, id) order; entries
    /// outside ``Plausible``'s bounds are skipped.
    ///
    /// Read from each trackable's pack (`entry_packs`): a stale pack is packed again first, and
    /// stored when the file can be written.
    /// - Complexity: one row per trackable and a counting sort by day; the achievements engine
    ///   needs them all, since a day's hold depends on the person's own entries of any trackable.
    public func entries() throws(StoreError) -> [Entry] {
        refreshEntryPacks()
        return try connection.readTransaction { () throws(StoreError) -> [Entry] in
            let parts = try entryParts()
            var read: [Entry] = []
            var ids: [Int64] = []
            var low = Int.max, high = Int.min
            try forEachPackedRow(keys: nil) { (key, row) throws(StoreError) in
                low = Swift.min(low, row.day)
                high = Swift.max(high, row.day)
                ids.append(row.id)
                read.append(try Store.entry(row, key: key, parts: parts))
            }
            return Store.byDay(read, ids: ids, low: low, high: high)
        }
    }

    /// Every entry as the achievements engine reads them (``EntryGroups``): each trackable's
    /// straight from its pack, in (day, id) order, and the Nothings with one stand-in per day
    /// the person logged anything of their own. The same entries as ``entries()``, without
    /// putting them all in one order only for the engine to split them again.
    ///
    /// Every pack is read inside one read transaction and checked whole, but a trackable's
    /// entries are made from its pack's bytes only when the engine reads that trackable: a
    /// command over every trackable holds the packs' bytes (about 11 bytes an entry) and one
    /// trackable's entries at a time, instead of every entry at once (64 bytes each; on ten
    /// years of 100 trackables, 22 MB of memory first touched, a fifth of the command's time).
    ///
    /// - Complexity: one row per trackable and two passes over the packed entries.
    public func entryGroups() throws(StoreError) -> EntryGroups {
        refreshEntryPacks()
        // Each pack's pages are read once: a page cache of 64 pages instead of SQLite's 2 MB
        // keeps the scan from first touching 2 MB of memory it never reads again.
        let current = try connection.prepare("PRAGMA cache_size")
        let cacheSize = try current.step() ? current.int64(0) : -2000
        try connection.execute("PRAGMA cache_size = 64")
        defer { try? connection.execute("PRAGMA cache_size = \(cacheSize)") }
        return try connection.readTransaction { () throws(StoreError) -> EntryGroups in
            let parts = try decodedEntryParts()
            var packs: [Int64: (bytes: [UInt8], count: Int)] = [:]
            var stale: [Int64] = []
            var nothings: [Entry] = []
            // The days with an entry of the person's own, over the plausible dates.
            var logged = [Bool](repeating: false, count: PlausibleRows.lastDay + 1)
            var first = Int.max
            let statement = try connection.prepare("SELECT trackable_key, rows FROM entry_packs")
            try statement.bind([])
            while try statement.step() {
                let key = statement.int64(0)
                var count = 0
                let bytes: [UInt8]? = statement.isNull(1) ? nil : try statement.withBlob(1) { blob in
                    // Checked whole now, so reading it again later cannot fail.
                    let read = EntryPack.decode(blob) { row in
                        count += 1
                        Store.scan(row, key: key, first: &first, logged: &logged)
                    }
                    return read ? Array(blob) : nil
                }
                guard let bytes else {
                    stale.append(key)
                    continue
                }
                if key == EntryPackTable.nothingKey {
                    nothings = Store.entries(packed: bytes, count: count, key: key, parts: parts)
                } else if count > 0 {
                    packs[key] = (bytes, count)
                }
            }
            // A stale or unreadable pack, packed from the table in memory (a busy or read-only file).
            var unpacked: [Int64: [Entry]] = [:]
            for key in stale {
                let rows = try packRows(key: key)
                for row in rows { Store.scan(row, key: key, first: &first, logged: &logged) }
                let entries = rows.map { Store.entry($0, key: key, parts: parts) }
                if key == EntryPackTable.nothingKey { nothings = entries } else { unpacked[key] = entries }
            }
            let ids = Array(packs.keys) + unpacked.keys.filter { !(unpacked[$0]?.isEmpty ?? true) }
            return EntryGroups(ids: ids, nothings: nothings, loggedDays: logged.indices.filter { logged[$0] },
                               firstDate: first == Int.max ? nil : LocalDate(daysSinceEpoch: first)) { [packs, unpacked] id in
                if let pack = packs[id] { return Store.entries(packed: pack.bytes, count: pack.count, key: id, parts: parts) }
                return unpacked[id] ?? []
            }
        }
    }

    /// What ``entryGroups()`` notes of every row before making any entry: the first day, and
    /// the day as logged when the entry is the person's own.
    @inline(__always)
    private static func scan(_ row: EntryPack.Row, key: Int64, first: inout Int, logged: inout [Bool]) {
        first = Swift.min(first, row.day)
        if source(of: row, key: key) == .manual { logged[row.day] = true }
    }

    /// The `count` entries of `key`'s pack `bytes`, already checked whole, with their items and
    /// tags: written in place into an array of that size, the one cost every entry of a command
    /// over every trackable pays.
    private static func entries(packed bytes: [UInt8], count: Int, key: Int64, parts: [Int64: DecodedEntryParts]) -> [Entry] {
        // With no room asked, `Array(unsafeUninitializedCapacity:)` hands the closure the
        // process's one shared empty-array storage and writes the count (0) back into it, which
        // ThreadSanitizer reports as a race with every other thread reading an empty array.
        guard count > 0 else { return [] }
        return Array(unsafeUninitializedCapacity: count) { buffer, initialized in
            initialized = 0
            guard let base = buffer.baseAddress else { return }
            _ = bytes.withUnsafeBytes { blob in
                EntryPack.decode(blob) { row in
                    // The pack was read whole before, with this count: the guard only keeps a
                    // changed pack from writing past the end.
                    guard initialized < count else { return }
                    (base + initialized).initialize(to: Store.entry(row, key: key, parts: parts))
                    initialized += 1
                }
            }
        }
    }

    /// The items and tags of the few entries that have them, decoded, by entry id.
    private func decodedEntryParts() throws(StoreError) -> [Int64: DecodedEntryParts] {
        var decoded: [Int64: DecodedEntryParts] = [:]
        for (id, part) in try entryParts() {
            var entry = Entry(trackableId: 0, date: LocalDate(daysSinceEpoch: 0), value: nil)
            try Store.readItemsAndTags(items: part.items, tags: part.tags, into: &entry)
            decoded[id] = DecodedEntryParts(items: entry.items, tags: entry.tags)
        }
        return decoded
    }

    /// The entry a packed row of `key`'s pack holds, with its decoded items and tags.
    private static func entry(_ row: EntryPack.Row, key: Int64, parts: [Int64: DecodedEntryParts]) -> Entry {
        var entry = Store.entry(row, key: key)
        if row.hasParts, key != EntryPackTable.nothingKey, let part = parts[row.id] {
            entry.items = part.items
            entry.tags = part.tags
        }
        return entry
    }

    /// The items and tags columns of the few entries that have them, by entry id, from their
    /// partial index (migration 12): the packs hold only that an entry has them.
    private func entryParts() throws(StoreError) -> [Int64: (items: String?, tags: String?)] {
        var parts: [Int64: (items: String?, tags: String?)] = [:]
        let statement = try connection.prepare("SELECT id, items, tags FROM entries WHERE \(EntryParts.condition)")
        try statement.bind([])
        while try statement.step() { parts[statement.int64(0)] = (statement.text(1), statement.text(2)) }
        return parts
    }

    /// The entry a packed row of `key`'s pack holds, with its items and tags from `parts` (see
    /// ``entryParts()``).
    static func entry(_ row: EntryPack.Row, key: Int64, parts: [Int64: (items: String?, tags: String?)]) throws(StoreError) -> Entry {
        var entry = Store.entry(row, key: key)
        if row.hasParts, key != EntryPackTable.nothingKey, let part = parts[row.id] {
            try Store.readItemsAndTags(items: part.items, tags: part.tags, into: &entry)
        }
        return entry
    }

    /// The entry a packed row of `key`'s pack holds (a Nothing for the Nothings' pack), without
    /// its items and tags.
    static func entry(_ row: EntryPack.Row, key: Int64) -> Entry {
        let date = LocalDate(daysSinceEpoch: row.day)
        let instant = row.instantMs.map { Date(timeIntervalSince1970: Double($0) / 1000) }
        if key == EntryPackTable.nothingKey { return .nothing(on: date, instant: instant) }
        return Entry(trackableId: key, date: date, value: row.value, instant: instant, source: source(of: row, key: key))
    }

    /// The source of the entry a packed row of `key`'s pack holds (a Nothing is the person's own).
    static func source(of row: EntryPack.Row, key: Int64) -> EntrySource {
        key == EntryPackTable.nothingKey ? .manual : EntryPack.source(row.source)
    }

    /// `runs`, each already in day order, merged by day; on one day the earlier run's entries
    /// come first: the stable sort of their concatenation by day, without sorting.
    ///
    /// - Complexity: O(entries × runs); a command reads a few runs.
    static func merged(byDay runs: [[Entry]]) -> [Entry] {
        let runs = runs.filter { !$0.isEmpty }
        guard runs.count > 1 else { return runs.first ?? [] }
        var result: [Entry] = []
        result.reserveCapacity(runs.reduce(0) { $0 + $1.count })
        var next = [Int](repeating: 0, count: runs.count)
        while true {
            var pick = -1, day = Int.max
            for run in runs.indices where next[run] < runs[run].count {
                let candidate = runs[run][next[run]].date.daysSinceEpoch
                if candidate < day { (pick, day) = (run, candidate) }
            }
            guard pick >= 0 else { return result }
            // The whole stretch of that day in the run chosen.
            while next[pick] < runs[pick].count, runs[pick][next[pick]].date.daysSinceEpoch == day {
                result.append(runs[pick][next[pick]])
                next[pick] += 1
            }
        }
    }

    /// `entries` (each with its row id in `ids`, days `low ... high`) in (day, id) order: a
    /// counting sort by day, then each day's few entries by id; a comparison sort when the days
    /// are far apart.
    static func byDay(_ entries: [Entry], ids: [Int64], low: Int, high: Int) -> [Entry] {
        guard entries.count > 1 else { return entries }
        var order = [Int](repeating: 0, count: entries.count)
        guard high - low < 4 * entries.count + 1024 else {
            order = Array(entries.indices)
            order.sort { entries[$0].date < entries[$1].date || (entries[$0].date == entries[$1].date && ids[$0] < ids[$1]) }
            return order.map { entries[$0] }
        }
        var next = [Int](repeating: 0, count: high - low + 2)
        for entry in entries { next[entry.date.daysSinceEpoch - low + 1] += 1 }
        for i in 1..<next.count { next[i] += next[i - 1] }
        let starts = next
        for (i, entry) in entries.enumerated() {
            let slot = entry.date.daysSinceEpoch - low
            order[next[slot]] = i
            next[slot] += 1
        }
        order.withUnsafeMutableBufferPointer { order in
            for day in 0..<(high - low + 1) where starts[day + 1] - starts[day] > 1 {
                let bucket = starts[day]..<starts[day + 1]
                var sorted = true
                for i in bucket.dropFirst() where ids[order[i]] < ids[order[i - 1]] {
                    sorted = false
                    break
                }
                if !sorted { order[bucket].sort { ids[$0] < ids[$1] } }
            }
        }
        return order.map { entries[$0] }
    }

    /// What re-reading one trackable needs: its own entries, every Nothing, and for each day on
    /// which the person logged anything of their own, one manual stand-in entry of no trackable
    /// (id 0), so days on hold and Logged anything read as they would over every entry.
    ///
    /// - Parameter trackableId: the trackable, or `nil` for Logged anything alone.
    /// - Complexity: the trackable's pack, the Nothings' and the logged days, not every entry.
    public func evaluationEntries(for trackableId: Int64?) throws(StoreError) -> [Entry] {
        try evaluationEntries(forAll: trackableId.map { [$0] } ?? [])
    }

    /// ``evaluationEntries(for:)`` for several trackables at once: their entries, every Nothing,
    /// and the stand-ins of the days the person logged anything of their own (what re-reading a
    /// trackable and the derived trackables that read others needs), by day.
    public func evaluationEntries(forAll trackableIds: Set<Int64>) throws(StoreError) -> [Entry] {
        let keys = trackableIds.union([EntryPackTable.nothingKey])
        refreshEntryPacks(keys: keys)
        return try connection.readTransaction { () throws(StoreError) -> [Entry] in
            let parts = try entryParts()
            // Each pack's entries, then the stand-ins, as runs already in day order.
            var runs: [[Entry]] = []
            var runKey: Int64?
            try forEachPackedRow(keys: keys) { (key, row) throws(StoreError) in
                if key != runKey {
                    runs.append([])
                    runKey = key
                }
                runs[runs.count - 1].append(try Store.entry(row, key: key, parts: parts))
            }
            let days = try connection.prepare("SELECT day FROM logged_days WHERE \(PlausibleRows.loggedDay) ORDER BY day")
            try days.bind([])
            var standIns: [Entry] = []
            standIns.reserveCapacity(runs.reduce(0) { $0 + $1.count })
            while try days.step() {
                standIns.append(Entry(trackableId: 0, date: LocalDate(daysSinceEpoch: Int(days.int64(0))), value: nil))
            }
            runs.append(standIns)
            return Store.merged(byDay: runs)
        }
    }

    /// An entry's items as their column holds them (NULL for none).
    static func itemsColumn(_ entry: Entry) throws(StoreError) -> Statement.Value {
        entry.items.isEmpty ? .null : .text(try JSONColumn.encode(entry.items))
    }

    /// An entry's tags as their column holds them (NULL for none).
    static func tagsColumn(_ entry: Entry) throws(StoreError) -> Statement.Value {
        entry.tags.isEmpty ? .null : .text(try JSONColumn.encode(entry.tags))
    }

    /// Reads the items and tags columns (at `items` and `tags`) into `entry`; NULL reads as none.
    static func readItemsAndTags(_ statement: Statement, items: Int32, tags: Int32, into entry: inout Entry) throws(StoreError) {
        try readItemsAndTags(items: statement.text(items), tags: statement.text(tags), into: &entry)
    }

    /// Reads an entry's items and tags from their columns' text; `nil` reads as none.
    static func readItemsAndTags(items: String?, tags: String?, into entry: inout Entry) throws(StoreError) {
        if let items {
            entry.items = try JSONColumn.decode([EventItem].self, from: items, what: "an event's items")
        }
        if let tags {
            entry.tags = try JSONColumn.decode([Int64].self, from: tags, what: "an entry's tags")
        }
    }
}

/// An entry as stored: its row id, the entry the engine reads, and what a text entry says.
public struct StoredEntry: Sendable, Hashable {
    /// The row id (never reused).
    public var id: Int64
    /// The entry.
    public var entry: Entry
    /// The words of a text entry (or a note imported with it).
    public var text: String?

    /// Creates a stored entry.
    public init(id: Int64, entry: Entry, text: String?) {
        self.id = id
        self.entry = entry
        self.text = text
    }
}

extension Store {
    /// Entries with their ids, newest first (by date, then instant, then id): every entry, or
    /// one trackable's (`trackableId`; 0 for the Nothings), between two dates.
    public func storedEntries(trackableId: Int64? = nil, from: LocalDate? = nil, to: LocalDate? = nil,
                              limit: Int? = nil) throws(StoreError) -> [StoredEntry] {
        var conditions: [String] = []
        var values: [Statement.Value] = []
        if let trackableId {
            conditions.append(trackableId == 0 ? "trackable_id IS NULL" : "trackable_id = ?")
            if trackableId != 0 { values.append(.integer(trackableId)) }
        }
        if let from { conditions.append("day >= ?"); values.append(.integer(Int64(from.daysSinceEpoch))) }
        if let to { conditions.append("day <= ?"); values.append(.integer(Int64(to.daysSinceEpoch))) }
        let filter = conditions.isEmpty ? "" : " WHERE " + conditions.joined(separator: " AND ")
        let statement = try connection.prepare("""
            SELECT id, trackable_id, day, instant_ms, value, source, text, items, tags FROM entries\(filter)
            ORDER BY day DESC, coalesce(instant_ms, 0) DESC, id DESC\(limit.map { " LIMIT \($0)" } ?? "")
            """)
        try statement.bind(values)
        var result: [StoredEntry] = []
        while try statement.step() {
            let date = LocalDate(daysSinceEpoch: Int(statement.int64(2)))
            let instant = statement.isNull(3) ? nil : Date(timeIntervalSince1970: Double(statement.int64(3)) / 1000)
            let source = statement.text(5).flatMap(EntrySource.init(rawValue:)) ?? .manual
            var entry = statement.isNull(1)
                ? Entry.nothing(on: date, instant: instant)
                : Entry(trackableId: statement.int64(1), date: date, value: statement.isNull(4) ? nil : statement.double(4),
                        instant: instant, source: source)
            try Store.readItemsAndTags(statement, items: 7, tags: 8, into: &entry)
            result.append(StoredEntry(id: statement.int64(0), entry: entry, text: statement.text(6)))
        }
        return result
    }

    /// The entry with row id `id`, if there is one.
    public func storedEntry(id: Int64) throws(StoreError) -> StoredEntry? {
        let statement = try connection.prepare("SELECT trackable_id FROM entries WHERE id = ?")
        try statement.bind([.integer(id)])
        guard try statement.step() else { return nil }
        let owner = statement.isNull(0) ? 0 : statement.int64(0)
        return try storedEntries(trackableId: owner).first { $0.id == id }
    }

    /// Inserts one entry (inside a transaction the caller holds) and returns its row id.
    public func insertStoredEntry(_ entry: Entry, text: String?) throws(StoreError) -> Int64 {
        try insertEntry(entry, text: text)
        return connection.lastInsertRowID
    }

    /// Replaces an entry's date, instant, value, text, items and tags; whether it existed.
    @discardableResult
    public func updateEntry(id: Int64, to entry: Entry, text: String?) throws(StoreError) -> Bool {
        try connection.prepare("UPDATE entries SET day = ?, instant_ms = ?, value = ?, text = ?, items = ?, tags = ? WHERE id = ?").run([
            .integer(Int64(entry.date.daysSinceEpoch)),
            entry.instant.map { .integer(Store.milliseconds($0.timeIntervalSince1970)) } ?? .null,
            entry.value.map { .real($0) } ?? .null, text.map { .text($0) } ?? .null,
            try Store.itemsColumn(entry), try Store.tagsColumn(entry), .integer(id),
        ])
        return connection.changes > 0
    }

    /// Removes one entry; whether it existed.
    @discardableResult
    public func removeEntry(id: Int64) throws(StoreError) -> Bool {
        try connection.prepare("DELETE FROM entries WHERE id = ?").run([.integer(id)])
        return connection.changes > 0
    }

    /// How many entries a trackable has.
    public func entryCount(trackableId: Int64) throws(StoreError) -> Int {
        let statement = try connection.prepare("SELECT count(*) FROM entries WHERE trackable_id = ?")
        try statement.bind([.integer(trackableId)])
        return try statement.step() ? Int(statement.int64(0)) : 0
    }

    /// Whether the person logged anything of their own (any trackable, or a Nothing) on `date`,
    /// and whether a Nothing is among it.
    public func ownEntries(on date: LocalDate) throws(StoreError) -> (any: Bool, nothing: Bool) {
        let statement = try connection.prepare("""
            SELECT count(*), count(*) FILTER (WHERE trackable_id IS NULL) FROM entries WHERE day = ? AND source = 'manual'
            """)
        try statement.bind([.integer(Int64(date.daysSinceEpoch))])
        guard try statement.step() else { return (false, false) }
        return (statement.int64(0) > 0, statement.int64(1) > 0)
    }
}

/// An entry's items and tags, decoded once for a read that makes its entries later.
private struct DecodedEntryParts: Sendable {
    var items: [EventItem]
    var tags: [Int64]
}
