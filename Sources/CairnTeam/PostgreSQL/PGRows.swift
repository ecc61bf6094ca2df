import CPostgreSQL

/// The rows a statement returned, read out of libpq's result as text (NULL is `nil`).
public struct PGRows: Sendable, Hashable {
    /// The column names, in order.
    public var columns: [String]
    /// Each row's values, one per column.
    public var rows: [[String?]]
    /// The count libpq reports for the command (`INSERT 0 3` → 3), 0 when it has none.
    public var affected: Int

    init(_ result: OpaquePointer) {
        let width = Int(PQnfields(result)), height = Int(PQntuples(result))
        columns = (0..<width).map { String(cString: PQfname(result, Int32($0))) }
        rows = (0..<height).map { row in
            (0..<width).map { column in
                PQgetisnull(result, Int32(row), Int32(column)) == 1
                    ? nil : String(cString: PQgetvalue(result, Int32(row), Int32(column)))
            }
        }
        affected = Int(String(cString: PQcmdTuples(result))) ?? 0
    }

    /// The first row's first value, if any.
    public var scalar: String? { rows.first?.first ?? nil }
}
