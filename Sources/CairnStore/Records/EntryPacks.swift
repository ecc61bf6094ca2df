import CairnCore
import Foundation

/// Reading entries through `entry_packs` (see `Schema/EntryPackTable.swift` and ``EntryPack``):
/// a trackable's pack is read when fresh, packed again from the table when stale, and stored
/// again when the file can be written.
extension Store {
    /// Packs again every stale pack among `keys` (every stale pack when `nil`) and stores them,
    /// in one write transaction, so the reads that follow find them fresh.
    ///
    /// Best effort: a pack is a cache, not worth waiting for. When the file cannot be written at
    /// once (another connection is writing, or it is read-only), nothing is stored and the read
    /// packs the stale ones in memory instead.
    func refreshEntryPacks(keys: Set<Int64>? = nil) {
        guard let stale = try? staleEntryPacks(keys: keys), !stale.isEmpty else { return }
        _ = try? connection.withoutWaiting { try connection.writeTransaction { () throws(StoreError) in
            // Read again inside the transaction: another writer may have packed or changed them.
            for key in try staleEntryPacks(keys: keys) { try storePack(key: key, rows: try packRows(key: key)) }
        } }
    }

    /// The bytes of `key`'s pack when it is fresh; `nil` when stale.
    func freshPack(key: Int64) throws(StoreError) -> [UInt8]? {
        let statement = try connection.prepare("SELECT rows FROM entry_packs WHERE trackable_key = ? AND rows IS NOT NULL")
        try statement.bind(1, key)
        guard try statement.step() else { return nil }
        return try statement.withBlob(0) { Array($0) }
    }

    /// The pack `bytes` with `row` added: at the end when it comes last (a log of today),
    /// else by reading the rows, adding it in order and packing them again; `nil` when the
    /// bytes do not read whole.
    static func pack(_ bytes: [UInt8], adding row: EntryPack.Row) -> [UInt8]? {
        if let appended = EntryPack.appending(row, to: bytes) { return appended }
        var rows: [EntryPack.Row] = []
        let read = bytes.withUnsafeBytes { blob in EntryPack.decode(blob) { rows.append($0) } }
        guard read else { return nil }
        rows.append(row)
        rows.sort(by: EntryPack.Row.precedes)
        return EntryPack.encode(rows)
    }

    /// Stores `bytes` as `key`'s pack, fresh, inside the caller's transaction.
    func storePack(key: Int64, bytes: [UInt8]) throws(StoreError) {
        let update = try connection.prepare("UPDATE entry_packs SET rows = ? WHERE trackable_key = ?")
        try update.bind(1, blob: bytes)
        try update.bind(2, key)
        try update.step()
    }

    /// Stores `rows` (in (day, id) order) as `key`'s pack, fresh, inside the caller's transaction.
    func storePack(key: Int64, rows: [EntryPack.Row]) throws(StoreError) {
        try storePack(key: key, bytes: EntryPack.encode(rows))
    }

    /// The keys among `keys` (all when `nil`) whose pack is stale.
    private func staleEntryPacks(keys: Set<Int64>?) throws(StoreError) -> [Int64] {
        let statement = try connection.prepare("SELECT trackable_key FROM entry_packs WHERE rows IS NULL")
        try statement.bind([])
        var stale: [Int64] = []
        while try statement.step() {
            let key = statement.int64(0)
            if keys?.contains(key) ?? true { stale.append(key) }
        }
        return stale
    }

    /// The rows of one trackable's pack (`EntryPackTable.nothingKey` for the Nothings), read
    /// from the entries table, in (day, id) order; rows outside ``Plausible``'s bounds are left out.
    func packRows(key: Int64) throws(StoreError) -> [EntryPack.Row] {
        let source = "CASE source " + EntrySource.allCases.map { "WHEN '\($0.rawValue)' THEN \(EntryPack.code($0))" }
            .joined(separator: " ") + " ELSE 0 END"
        let which = key == EntryPackTable.nothingKey ? "trackable_id IS NULL" : "trackable_id = ?"
        let statement = try connection.prepare("""
            SELECT id, day, instant_ms, value, \(source), \(EntryParts.condition) FROM entries WHERE \(which)
            """)
        try statement.bind([])
        if key != EntryPackTable.nothingKey { try statement.bind(1, key) }
        var rows: [EntryPack.Row] = []
        while try statement.step() {
            guard PlausibleRows.keepsEntry(statement, day: 1, value: 3, instant: 2) else { continue }
            rows.append(EntryPack.Row(id: statement.int64(0), day: Int(statement.int64(1)),
                                      instantMs: statement.isNull(2) ? nil : statement.int64(2),
                                      value: statement.isNull(3) ? nil : statement.double(3),
                                      source: UInt8(truncatingIfNeeded: statement.int64(4)), hasParts: statement.int64(5) != 0))
        }
        if !rows.isSorted(by: EntryPack.Row.precedes) { rows.sort(by: EntryPack.Row.precedes) }
        return rows
    }

    /// Reads the packs of `keys` (every pack when `nil`) inside the caller's read transaction,
    /// calling `body` with each pack's key and rows; a stale or unreadable pack is packed from
    /// the entries table in memory.
    func forEachPackedRow(keys: Set<Int64>?, _ body: (Int64, EntryPack.Row) throws(StoreError) -> Void) throws(StoreError) {
        // The keys chosen in SQL: a step makes its whole result row, so a pack left out in Swift
        // would still have been read from disk, blob and all.
        let only = keys.map { " WHERE trackable_key IN (" + $0.sorted().map(String.init).joined(separator: ", ") + ")" } ?? ""
        let statement = try connection.prepare("SELECT trackable_key, rows FROM entry_packs" + only)
        try statement.bind([])
        var stale: [Int64] = []
        var rows: [EntryPack.Row] = []
        while try statement.step() {
            let key = statement.int64(0)
            rows.removeAll(keepingCapacity: true)
            let read = statement.isNull(1) ? false : try statement.withBlob(1) { bytes in
                EntryPack.decode(bytes) { rows.append($0) }
            }
            if read {
                for row in rows { try body(key, row) }
            } else {
                stale.append(key)
            }
        }
        for key in stale {
            for row in try packRows(key: key) { try body(key, row) }
        }
    }
}

extension EntryPack.Row {
    /// Whether `a` comes before `b` in (day, id) order.
    static func precedes(_ a: Self, _ b: Self) -> Bool { a.day < b.day || (a.day == b.day && a.id < b.id) }
}

extension Array {
    /// Whether the elements are already in the order of `areInIncreasingOrder`.
    func isSorted(by areInIncreasingOrder: (Element, Element) -> Bool) -> Bool {
        indices.dropFirst().allSatisfy { !areInIncreasingOrder(self[$0], self[$0 - 1]) }
    }
}
