import Foundation

/// The heartbeats table is partitioned by range of `time_ms`, one partition per UTC month
/// (`heartbeats_y2026m03`), made on demand in the transaction that first inserts into it.
public enum HeartbeatPartitions {
    /// The month holding `ms` as `year * 12 + month - 1` (UTC).
    public static func month(ofMilliseconds ms: Int64) -> Int {
        let days = Int((Double(ms) / 86_400_000).rounded(.down))
        let (year, month, _) = civil(fromDays: days)
        return year * 12 + month - 1
    }

    /// The partition's table name.
    public static func name(ofMonth month: Int) -> String {
        let year = month.quotient(12), number = month - year * 12 + 1
        return "heartbeats_y\(year)m\(number < 10 ? "0" : "")\(number)"
    }

    /// The partition's bounds in epoch milliseconds, `[from, to)`.
    static func bounds(ofMonth month: Int) -> (Int64, Int64) {
        let year = month.quotient(12), number = month - year * 12 + 1
        let next = month + 1
        let nextYear = next.quotient(12), nextNumber = next - nextYear * 12 + 1
        return (Int64(days(fromCivil: year, number, 1)) * 86_400_000, Int64(days(fromCivil: nextYear, nextNumber, 1)) * 86_400_000)
    }

    /// Days since 1970-01-01 of a proleptic Gregorian date (Howard Hinnant's algorithm).
    static func days(fromCivil year: Int, _ month: Int, _ day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = y.quotient(400)
        let yoe = y - era * 400
        let doy = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        return era * 146_097 + doe - 719_468
    }

    /// The date of `days` since 1970-01-01.
    static func civil(fromDays days: Int) -> (Int, Int, Int) {
        let z = days + 719_468
        let era = z.quotient(146_097)
        let doe = z - era * 146_097
        let yoe = (doe - doe / 1460 + doe / 36524 - doe / 146_096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        let day = doy - (153 * mp + 2) / 5 + 1
        let month = mp < 10 ? mp + 3 : mp - 9
        return (yoe + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }
}

private extension Int {
    /// Division rounding toward minus infinity.
    func quotient(_ divisor: Int) -> Int {
        let q = self / divisor
        return (self % divisor != 0 && (self < 0) != (divisor < 0)) ? q - 1 : q
    }
}

extension TeamStore {
    /// Makes the partitions `months` need that are not there yet; call inside the transaction
    /// that inserts. A lock per month keeps two servers from making the same one at once.
    /// - Returns: the months now known to exist (remember them only once the transaction commits).
    func ensurePartitions(_ months: Set<Int>) throws(TeamError) -> Set<Int> {
        for month in months.subtracting(knownMonths).sorted() {
            let name = HeartbeatPartitions.name(ofMonth: month)
            if try connection.execute("SELECT to_regclass($1)", [name]).scalar != nil { continue }
            try connection.execute("SELECT pg_advisory_xact_lock(7461, $1::integer)", [String(month)])
            let (from, to) = HeartbeatPartitions.bounds(ofMonth: month)
            // DDL takes no parameters; the name and bounds are made here from integers, never from input.
            try connection.execute("CREATE TABLE IF NOT EXISTS \(name) PARTITION OF heartbeats FOR VALUES FROM (\(from)) TO (\(to))")
        }
        return months
    }

    /// The heartbeat partitions that exist, by name.
    public func heartbeatPartitions() throws(TeamError) -> [String] {
        try connection.execute("""
            SELECT c.relname FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid
            WHERE i.inhparent = 'heartbeats'::regclass ORDER BY c.relname
            """).rows.compactMap { $0.first ?? nil }
    }
}
