import CairnCore
@testable import CairnStore
import Foundation
import Testing

/// `entry_packs` is a cache of the entries table: whatever writes the table, and however a pack
/// is altered, ``Store/entries()`` must give what a plain read of the table gives.
@Suite("entry packs: every entry read through each trackable's pack, always as the table holds them")
struct EntryPacksTests {
    /// A fresh store in a temporary folder, removed after `body`.
    func withStore(_ body: (Store, String) throws -> Void) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cairn-packs-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("db.sqlite").path
        try body(try Store(path: path), path)
    }

    /// The entries as a plain read of the table gives them: rows inside the bounds, (day, id) order.
    func tableRead(_ store: Store) throws -> [Entry] {
        let lastDay = Plausible.dates.upperBound.daysSinceEpoch
        let statement = try store.connection.prepare("""
            SELECT trackable_id, day, instant_ms, value, source, tags FROM entries
            WHERE day BETWEEN 0 AND \(lastDay) AND (value IS NULL OR value BETWEEN -1e12 AND 1e12)
              AND (instant_ms IS NULL OR (instant_ms >= 0 AND instant_ms < 4102444800000))
            ORDER BY day, id
            """)
        try statement.bind([])
        var result: [Entry] = []
        while try statement.step() {
            let date = LocalDate(daysSinceEpoch: Int(statement.int64(1)))
            let instant = statement.isNull(2) ? nil : Date(timeIntervalSince1970: Double(statement.int64(2)) / 1000)
            if statement.isNull(0) {
                result.append(.nothing(on: date, instant: instant))
                continue
            }
            var entry = Entry(trackableId: statement.int64(0), date: date, value: statement.isNull(3) ? nil : statement.double(3),
                              instant: instant, source: statement.text(4).flatMap(EntrySource.init(rawValue:)) ?? .manual)
            if let tags = statement.text(5) { entry.tags = try JSONDecoder().decode([Int64].self, from: Data(tags.utf8)) }
            result.append(entry)
        }
        return result
    }

    /// `store.entryGroups()`, which reads each trackable's entries from its pack only when
    /// asked, against the table: each trackable's entries in (day, id) order, the Nothings
    /// with one stand-in per day with an entry of the person's own, the first date.
    func expectGroupsMatchTable(_ store: Store, _ comment: Comment? = nil) throws {
        let table = try tableRead(store)
        func cacheSize() throws -> Int64 {
            let statement = try store.connection.prepare("PRAGMA cache_size")
            return try statement.step() ? statement.int64(0) : 0
        }
        let cache = try cacheSize()
        let groups = try store.entryGroups()
        #expect(try cacheSize() == cache, "the scan's small page cache is given back")
        let ids = Set(table.compactMap(\.trackableId)).sorted()
        #expect(groups.ids == ids, comment)
        for id in ids { #expect(groups.own(id) == table.filter { $0.trackableId == id }, comment) }
        #expect(groups.own(-5).isEmpty, comment)
        let logged = Set(table.filter { $0.source == .manual }.map(\.date.daysSinceEpoch)).sorted()
        #expect(groups.shared == table.filter(\.isNothing) + AchievementEngine.standIns(days: logged), comment)
        #expect(groups.firstDate == table.map(\.date).min(), comment)
        // Every entry again, by day (within a day by trackable, not by id).
        #expect(groups.all.map(\.date) == table.map(\.date), comment)
        for id in [nil] + ids.map(Optional.some) {
            #expect(groups.all.filter { $0.trackableId == id } == table.filter { $0.trackableId == id }, comment)
        }
    }

    func staleCount(_ store: Store) throws -> Int64 {
        let statement = try store.connection.prepare("SELECT count(*) FROM entry_packs WHERE rows IS NULL")
        try statement.bind([])
        _ = try statement.step()
        return statement.int64(0)
    }

    @Test("random inserts, edits, moves and deletes, through the store and by hand: the read always equals the table",
          arguments: [UInt64(1), 7, 2026])
    func randomWrites(seed: UInt64) throws {
        try withStore { store, _ in
            var rng = SplitMix64(seed: seed)
            var ids: [Int64] = []
            for name in ["Run", "Weight", "Mood"] {
                ids.append(try store.insertTrackable(name: name, kind: .number(.length), unit: "km", dayReduction: nil).id)
            }
            var reads = 0
            for step in 0..<240 {
                let day = 20_000 + Int.random(in: 0..<40, using: &rng)
                let instant: Int64? = Bool.random(using: &rng) ? Int64(day) * 86_400_000 + Int64.random(in: 0..<86_400_000, using: &rng) : nil
                let value: Double? = Bool.random(using: &rng) ? Double(Int.random(in: -50...500, using: &rng)) / 4 : nil
                switch Int.random(in: 0..<10, using: &rng) {
                case 0...3:
                    let nothing = Int.random(in: 0..<6, using: &rng) == 0
                    var entry = nothing
                        ? Entry.nothing(on: LocalDate(daysSinceEpoch: day), instant: instant.map { Date(timeIntervalSince1970: Double($0) / 1000) })
                        : Entry(trackableId: ids.randomElement(using: &rng) ?? 1, date: LocalDate(daysSinceEpoch: day), value: value,
                                instant: instant.map { Date(timeIntervalSince1970: Double($0) / 1000) },
                                source: EntrySource.allCases.randomElement(using: &rng) ?? .manual)
                    if !nothing, Int.random(in: 0..<4, using: &rng) == 0 { entry.tags = [ids[0]] }
                    _ = try store.addEntries([(entry, nil)])
                case 4:
                    try store.connection.execute("UPDATE entries SET day = \(day), value = \(value.map { "\($0)" } ?? "NULL") WHERE id = (SELECT id FROM entries ORDER BY id LIMIT 1 OFFSET \(step % 7))")
                case 5:
                    let target = ids.randomElement(using: &rng) ?? 1
                    try store.connection.execute("UPDATE entries SET trackable_id = \(target) WHERE id = (SELECT id FROM entries WHERE trackable_id IS NOT NULL ORDER BY id DESC LIMIT 1 OFFSET \(step % 5))")
                case 6:
                    try store.connection.execute("DELETE FROM entries WHERE id = (SELECT id FROM entries ORDER BY id LIMIT 1 OFFSET \(step % 11))")
                case 7:
                    // A row outside the bounds, written by hand: never read.
                    try store.connection.execute("INSERT INTO entries (trackable_id, day, value, source) VALUES (\(ids[1]), \(day), 1e300, 'manual')")
                default:
                    try store.connection.execute("UPDATE entries SET instant_ms = \(instant.map { "\($0)" } ?? "NULL"), source = 'schedule' WHERE id = (SELECT max(id) FROM entries)")
                }
                if step % 4 == 3 {
                    #expect(try store.entries() == tableRead(store), "seed \(seed), step \(step)")
                    try expectGroupsMatchTable(store, "seed \(seed), step \(step)")
                    #expect(try staleCount(store) == 0, "the read stores the packs it made again")
                    reads += 1
                }
            }
            // A trackable removed takes its entries (a cascade, through the same triggers).
            try store.connection.execute("DELETE FROM trackables WHERE id = \(ids[2])")
            #expect(try store.entries() == tableRead(store))
            #expect(!(try store.entries()).contains { $0.trackableId == ids[2] })
            #expect(reads == 60)
        }
    }

    @Test("an insert, an edit and a delete each make their trackable's pack stale, and only theirs")
    func staleByTrigger() throws {
        try withStore { store, _ in
            let run = try store.insertTrackable(name: "Run", kind: .number(.length), unit: "km", dayReduction: nil)
            let swim = try store.insertTrackable(name: "Swim", kind: .number(.length), unit: "km", dayReduction: nil)
            _ = try store.addEntries([(Entry(trackableId: run.id, date: LocalDate(daysSinceEpoch: 20_000), value: 5), nil),
                                      (Entry(trackableId: swim.id, date: LocalDate(daysSinceEpoch: 20_000), value: 1), nil),
                                      (.nothing(on: LocalDate(daysSinceEpoch: 20_001)), nil)])
            #expect(try staleCount(store) == 3)
            _ = try store.entries()
            #expect(try staleCount(store) == 0)
            func stale() throws -> Set<Int64> {
                let statement = try store.connection.prepare("SELECT trackable_key FROM entry_packs WHERE rows IS NULL")
                try statement.bind([])
                var keys: Set<Int64> = []
                while try statement.step() { keys.insert(statement.int64(0)) }
                return keys
            }
            try store.connection.execute("UPDATE entries SET value = 6 WHERE trackable_id = \(run.id)")
            #expect(try stale() == [run.id])
            _ = try store.entries()
            try store.connection.execute("DELETE FROM entries WHERE trackable_id = \(swim.id)")
            #expect(try stale() == [swim.id])
            _ = try store.entries()
            try store.connection.execute("INSERT INTO entries (trackable_id, day, source) VALUES (NULL, 20002, 'manual')")
            #expect(try stale() == [Int64.min], "the Nothings have a pack of their own")
            #expect(try store.entries() == tableRead(store))
            #expect(try store.entries().map(\.value) == [6, nil, nil])
        }
    }

    @Test("a few entries added through the store keep their trackables' fresh packs fresh, with the rows the table holds")
    func keptFresh() throws {
        try withStore { store, _ in
            let run = try store.insertTrackable(name: "Run", kind: .number(.length), unit: "km", dayReduction: nil)
            _ = try store.addEntries([(Entry(trackableId: run.id, date: LocalDate(daysSinceEpoch: 20_005), value: 5), nil),
                                      (.nothing(on: LocalDate(daysSinceEpoch: 20_001)), nil)])
            _ = try store.entries()
            #expect(try staleCount(store) == 0)
            var tagged = Entry(trackableId: run.id, date: LocalDate(daysSinceEpoch: 20_002), value: -0.0,
                               instant: Date(timeIntervalSince1970: 1_728_000_000.1234), source: .integration)
            tagged.tags = [run.id]
            _ = try store.addEntries([(tagged, nil), (Entry(trackableId: run.id, date: LocalDate(daysSinceEpoch: 20_009), value: 2.5), nil),
                                      (.nothing(on: LocalDate(daysSinceEpoch: 20_003)), nil)])
            #expect(try staleCount(store) == 0, "the store added the rows to the packs instead of leaving them to be packed again")
            #expect(try store.entries() == tableRead(store))
            #expect(try store.entries().map(\.date.daysSinceEpoch) == [20_001, 20_002, 20_003, 20_005, 20_009])
            #expect(try store.entries()[1].tags == [run.id] && store.entries()[1].value?.sign == .plus)
            // A duplicate import key adds nothing and leaves the pack as it was.
            _ = try store.addEntries([(Entry(trackableId: run.id, date: LocalDate(daysSinceEpoch: 20_010), value: 1), "k")])
            _ = try store.addEntries([(Entry(trackableId: run.id, date: LocalDate(daysSinceEpoch: 20_010), value: 1), "k")])
            #expect(try staleCount(store) == 0)
            #expect(try store.entries() == tableRead(store))
        }
    }

    @Test("a row added at a pack's end gives the bytes of packing every row; one out of order or a broken pack is refused",
          arguments: [UInt64(3), 11, 99])
    func appending(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        var rows: [EntryPack.Row] = []
        var id: Int64 = 1, day = 20_000
        for _ in 0..<300 {
            id += Int64(rng.next() % 50) + 1
            day += Int(rng.next() % 3)
            let row = EntryPack.Row(id: id, day: day,
                                    instantMs: rng.next() % 3 == 0 ? nil : Int64(day) * 86_400_000 + Int64(rng.next() % 86_400_000),
                                    value: rng.next() % 4 == 0 ? nil : Double(Int(rng.next() % 2000) - 1000) / 8,
                                    source: UInt8(rng.next() % 3), hasParts: rng.next() % 5 == 0)
            #expect(EntryPack.appending(row, to: EntryPack.encode(rows)) == EntryPack.encode(rows + [row]))
            rows.append(row)
        }
        let earlier = EntryPack.Row(id: 1, day: 20_000, instantMs: nil, value: 1, source: 0, hasParts: false)
        #expect(EntryPack.appending(earlier, to: EntryPack.encode(rows)) == nil)
        #expect(Store.pack(EntryPack.encode(rows), adding: earlier) == EntryPack.encode([earlier] + rows))
        #expect(EntryPack.appending(earlier, to: [EntryPack.format, 0xFF]) == nil && Store.pack([2], adding: earlier) == nil)
        #expect(EntryPack.appending(earlier, to: [EntryPack.format]) == EntryPack.encode([earlier]))
    }

    @Test("the source codes a pack holds read back as the cases the packing query numbers")
    func sourceCodes() {
        for (code, source) in EntrySource.allCases.enumerated() {
            #expect(EntryPack.source(UInt8(code)) == source)
            #expect(EntryPack.code(source) == UInt8(code))
        }
        #expect(EntryPack.source(3) == .manual)
    }

    @Test("a pack altered by hand (garbage, an unknown format, a value outside the bounds) is packed again from the table",
          arguments: ["X'01FF'", "X'02'", "X''",
                      // Format 1, one entry: a value, id 1, day 20000, then 1e300's bytes.
                      "X'010102A09C019C7500883CE4377E'"])
    func alteredPack(bytes: String) throws {
        try withStore { store, _ in
            let run = try store.insertTrackable(name: "Run", kind: .number(.length), unit: "km", dayReduction: nil)
            _ = try store.addEntries([(Entry(trackableId: run.id, date: LocalDate(daysSinceEpoch: 20_000), value: 5), nil),
                                      (Entry(trackableId: run.id, date: LocalDate(daysSinceEpoch: 20_003), value: 7), nil)])
            let expected = try tableRead(store)
            #expect(try store.entries() == expected)
            try store.connection.execute("UPDATE entry_packs SET rows = \(bytes)")
            #expect(try store.entries() == expected)
            try expectGroupsMatchTable(store)
            #expect(try !store.entries().contains { ($0.value ?? 0) > 1e12 })
        }
    }

    @Test("while another connection writes, the read neither waits for it nor goes wrong: the stale pack is read from the table")
    func lockedFile() throws {
        try withStore { store, path in
            let run = try store.insertTrackable(name: "Run", kind: .number(.length), unit: "km", dayReduction: nil)
            _ = try store.addEntries([(Entry(trackableId: run.id, date: LocalDate(daysSinceEpoch: 20_000), value: 5), nil)])
            let writer = try Connection(path: path, create: false)
            try writer.execute("BEGIN IMMEDIATE")
            defer { try? writer.execute("ROLLBACK") }
            let started = Date()
            #expect(try store.entries() == tableRead(store))
            try expectGroupsMatchTable(store)
            #expect(Date().timeIntervalSince(started) < 1, "a pack is a cache, not worth the 5 s busy timeout")
            #expect(try staleCount(store) == 1)
        }
    }
}
