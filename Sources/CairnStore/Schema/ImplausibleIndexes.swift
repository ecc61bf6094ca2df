/// Migration 11: a partial index per table whose rows have bounds, holding only the rows
/// outside them (``PlausibleRows``).
///
/// `Store.implausibleCounts()` runs before every read command; with these its counts are
/// answered from indexes that are empty in a healthy database, in time that does not grow with
/// the history. The queries must spell each condition exactly as the index does (SQLite uses a
/// partial index only for a query whose WHERE clause contains the index's own).
enum ImplausibleIndexes {
    /// Each table with its bound, and the index that holds the rows outside it.
    static let tables: [(table: String, index: String, column: String, condition: String)] = [
        ("sessions", "sessions_implausible", "start_ms", PlausibleRows.session),
        ("day_totals", "day_totals_implausible", "day", PlausibleRows.dayTotal),
        ("entries", "entries_implausible", "day", PlausibleRows.entry),
        ("disruptions", "disruptions_implausible", "from_day", PlausibleRows.disruption),
    ]

    /// The WHERE clause of a table's index, and of the query that counts its rows.
    static func outside(_ condition: String) -> String { "NOT \(condition)" }

    static let migration = tables.map { item in
        "CREATE INDEX \(item.index) ON \(item.table) (\(item.column)) WHERE \(outside(item.condition));"
    }.joined(separator: "\n")
}
