/// Where the coding time went: seconds per project (or language, editor, source) over a range.
///
/// **The rule.** A range is a run of local days, `[start of the first, start of the day after
/// the last)` from the ``DayTable`` of the goals' zone, so it is cut at local midnights like the
/// rings. Sessions are clipped to it. Where sessions overlap, each instant is shared equally
/// among the sessions covering it: two sessions of different projects overlapping for 10 minutes
/// give each project 5 of those minutes. So the names' seconds add up to the union of the
/// sessions, which is exactly the coded (timed) seconds the days report, never more. Sessions
/// without a name are counted under ``unnamed``; the part of the days' coding known only from
/// daily totals (with no time of day and no names) is one more row, ``untimed``. Rows are sorted
/// by seconds, most first, then by name.
public enum Breakdown {
    /// The row for sessions that carry no name under the dimension.
    public static let unnamed = "(none)"
    /// The row for coding known only as a daily total (`untimedSeconds` of the days).
    public static let untimed = "(day totals)"

    /// The rows for `sessions` over `range`.
    ///
    /// - Parameters:
    ///   - sessions: the sessions, in any order, overlaps allowed.
    ///   - dimension: what to group by.
    ///   - range: `[start, end)` in epoch seconds, local midnights (e.g. a ``DayTable``'s first and last bound).
    ///   - untimedSeconds: the days' coding known only from daily totals; a row of its own when above 0.
    /// - Complexity: O(n log n + n · names) for n sessions.
    public static func rows(_ sessions: [Session], by dimension: BreakdownDimension, within range: TimeSpan,
                            untimedSeconds: Double = 0) -> [BreakdownRow] {
        rows(SharedTime.Sorted(sessions, within: range), by: dimension, untimedSeconds: untimedSeconds)
    }

    /// The rows for sessions already sorted over their range (several dimensions, one sort).
    package static func rows(_ sorted: SharedTime.Sorted, by dimension: BreakdownDimension, untimedSeconds: Double = 0) -> [BreakdownRow] {
        let (names, seconds) = sorted.seconds { session in
            dimension.name(of: session).flatMap { $0.isEmpty ? nil : $0 } ?? unnamed
        }
        return rows(names: names, seconds: seconds, untimedSeconds: untimedSeconds)
    }

    /// The rows for each name's seconds (as a sweep gives them), with the untimed row, shares and order.
    package static func rows(names: [String], seconds: [Double], untimedSeconds: Double = 0) -> [BreakdownRow] {
        var rows = zip(names, seconds).map { BreakdownRow(name: $0, seconds: $1, share: 0) }
        if untimedSeconds > 0 { rows.append(BreakdownRow(name: untimed, seconds: untimedSeconds, share: 0)) }
        let sum = rows.reduce(0) { $0 + $1.seconds }
        for i in rows.indices { rows[i].share = sum > 0 ? rows[i].seconds / sum : 0 }
        return rows.sorted { $0.seconds != $1.seconds ? $0.seconds > $1.seconds : $0.name < $1.name }
    }
}
