/// Migration 11: a partial index per table whose rows have bounds, holding only the rows
/// outside them (``PlausibleRows``).
///
/// `Store.implausibleCounts()` runs before every read command; with these its counts are
/// answered from indexes that are empty in a healthy database, in time that does not grow with
/// the history. The queries must spell each condition exactly as the index does (SQLite uses a
/// partial index only for a query whose WHERE clause contains the index's own).
enum ImplausibleIndexes {
    /// Each table with its bound, and the index that holds the rows outside it. The conditions
    /// are written out, not taken from ``PlausibleRows``: a shipped migration never changes, and
    /// an index is used only by a query spelling its condition exactly. The counts use these
    /// strings; a test checks they are ``PlausibleRows``' own (new bounds need a new migration).
    static let tables: [(table: String, index: String, column: String, condition: String)] = [
        ("sessions", "sessions_implausible", "start_ms",
         "(+start_ms >= 0 AND +start_ms < 4102444800000 AND duration_ms >= 0 AND duration_ms <= 4102444800000)"),
        ("day_totals", "day_totals_implausible", "day",
         "(+day BETWEEN 0 AND 47481 AND seconds >= 0 AND seconds <= 90000)"),
        ("entries", "entries_implausible", "day",
         "(+day BETWEEN 0 AND 47481 AND (value IS NULL OR value BETWEEN -1000000000000 AND 1000000000000) "
            + "AND (instant_ms IS NULL OR (instant_ms >= 0 AND instant_ms < 4102444800000)))"),
        ("disruptions", "disruptions_implausible", "from_day",
         "(+from_day BETWEEN 0 AND 47481 AND to_day BETWEEN from_day AND 47481)"),
    ]

    /// The condition of `table`'s index.
    static func condition(_ table: String) -> String {
        tables.first { $0.table == table }?.condition ?? "1"
    }

    /// The WHERE clause of a table's index, and of the query that counts its rows.
    static func outside(_ condition: String) -> String { "NOT \(condition)" }

    static let migration = tables.map { item in
        "CREATE INDEX \(item.index) ON \(item.table) (\(item.column)) WHERE \(outside(item.condition));"
    }.joined(separator: "\n")
}
