import Foundation

extension Store {
    /// Each named project's first start and last end (epoch seconds) over the stored sessions,
    /// the most recently worked on first (then by name, byte by byte). One pass over the sessions.
    ///
    /// The rows are grouped here, not by SQL's `GROUP BY` (which sorts every session in a
    /// temporary b-tree): a project is its name's bytes, as SQLite compares them.
    package func projectSpans() throws(StoreError) -> [(name: String, first: Double, last: Double)] {
        let statement = try connection.prepare("""
            SELECT project, start_ms, start_ms + duration_ms FROM sessions
            WHERE project <> '' AND \(PlausibleRows.session)
            """)
        try statement.bind([])
        var groups: [(bytes: [UInt8], name: String, first: Int64, last: Int64)] = []
        var index: [[UInt8]: Int] = [:]
        var previous = -1
        while try statement.step() {
            let start = statement.int64(1), end = statement.int64(2)
            let group = try statement.withBlob(0) { (bytes: UnsafeRawBufferPointer) throws(StoreError) -> Int in
                func same(_ g: Int) -> Bool { groups[g].bytes.elementsEqual(bytes) }
                if previous >= 0, same(previous) { return previous }
                if groups.count <= 16, let found = groups.indices.first(where: same) { return found }
                let key = Array(bytes)
                if let found = index[key] { return found }
                index[key] = groups.count
                groups.append((key, statement.text(0) ?? "", start, end))
                return groups.count - 1
            }
            groups[group].first = Swift.min(groups[group].first, start)
            groups[group].last = Swift.max(groups[group].last, end)
            previous = group
        }
        groups.sort { $0.last != $1.last ? $0.last > $1.last : $0.bytes.lexicographicallyPrecedes($1.bytes) }
        return groups.map { ($0.name, Double($0.first) / 1000, Double($0.last) / 1000) }
    }
}
