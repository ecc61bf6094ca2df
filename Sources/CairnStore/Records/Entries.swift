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
        try insertEntries(entries.map { ($0.entry, $0.importKey, nil) })
    }

    /// Stores one entry with what a text trackable's entry says (the engine's `Entry` carries
    /// no text: it reads only that the day was logged), inside a transaction the caller holds.
    public func insertEntry(_ entry: Entry, text: String?) throws(StoreError) {
        _ = try insertEntries([(entry, nil, text)])
    }

    private func insertEntries(_ entries: [(entry: Entry, importKey: String?, text: String?)]) throws(StoreError) -> ImportSummary {
        let insert = try connection.prepare("""
            INSERT INTO entries (trackable_id, day, instant_ms, value, source, import_key, text)
            VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING
            """)
        var summary = ImportSummary()
        for (entry, key, text) in entries {
            guard Plausible.isDate(entry.date), entry.value.map(Plausible.isValue) ?? true,
                  entry.instant.map({ Plausible.isInstant($0.timeIntervalSince1970) }) ?? true else {
                throw .conflict("an entry on \(entry.date) with value \(entry.value.map { "\($0)" } ?? "none") is outside the plausible range; nothing was stored")
            }
            try insert.run([
                entry.trackableId.map { .integer($0) } ?? .null,
                .integer(Int64(entry.date.daysSinceEpoch)),
                entry.instant.map { .integer(Store.milliseconds($0.timeIntervalSince1970)) } ?? .null,
                entry.value.map { .real($0) } ?? .null,
                .text(entry.source.rawValue),
                key.map { .text($0) } ?? .null,
                text.map { .text($0) } ?? .null,
            ])
            if connection.changes > 0 { summary.added += 1 } else { summary.duplicates += 1 }
        }
        return summary
    }

    /// Every entry of every trackable (Nothing entries included), by day; entries outside
    /// ``Plausible``'s bounds are skipped.
    ///
    /// - Complexity: one indexed scan; the achievements engine needs them all, since a day's
    ///   hold depends on the person's own entries of any trackable.
    public func entries() throws(StoreError) -> [Entry] {
        let statement = try connection.prepare("SELECT trackable_id, day, instant_ms, value, source FROM entries WHERE \(PlausibleRows.entry) ORDER BY day, id")
        try statement.bind([])
        return try readEntries(statement)
    }

    /// What re-reading one trackable needs: its own entries, every Nothing, and for each day on
    /// which the person logged anything of their own, one manual stand-in entry of no trackable
    /// (id 0), so days on hold and Logged anything read as they would over every entry.
    ///
    /// - Parameter trackableId: the trackable, or `nil` for Logged anything alone.
    /// - Complexity: the trackable's entries plus the logged days, not every entry.
    public func evaluationEntries(for trackableId: Int64?) throws(StoreError) -> [Entry] {
        let statement = try connection.prepare("""
            SELECT trackable_id, day, instant_ms, value, source FROM entries
                WHERE (trackable_id IS NULL OR trackable_id = ?) AND \(PlausibleRows.entry)
            UNION ALL
            SELECT 0, day, NULL, NULL, 'manual' FROM logged_days WHERE \(PlausibleRows.loggedDay)
            ORDER BY 2
            """)
        try statement.bind([trackableId.map { .integer($0) } ?? .integer(-1)])
        return try readEntries(statement)
    }

    private func readEntries(_ statement: Statement) throws(StoreError) -> [Entry] {
        var result: [Entry] = []
        while try statement.step() {
            let date = LocalDate(daysSinceEpoch: Int(statement.int64(1)))
            let instant = statement.isNull(2) ? nil : Date(timeIntervalSince1970: Double(statement.int64(2)) / 1000)
            let value = statement.isNull(3) ? nil : statement.double(3)
            let source = statement.text(4).flatMap(EntrySource.init(rawValue:)) ?? .manual
            if statement.isNull(0) {
                result.append(.nothing(on: date, instant: instant))
            } else {
                result.append(Entry(trackableId: statement.int64(0), date: date, value: value, instant: instant, source: source))
            }
        }
        return result
    }
}
