import CairnCore

/// A table of day verdicts for a terminal, one row a date.
public struct DaysText: Sendable {
    /// The verdicts, in date order.
    public var days: [DayVerdict]

    /// Creates a table.
    public init(days: [DayVerdict]) { self.days = days }

    /// The table, header first, ending in a newline.
    public func render() -> String {
        var rows = [["date", "day", "coded", "in window", "goal", "ring", "status"]]
        for day in days {
            rows.append([
                day.date.description,
                day.date.weekday.shortLabel,
                DurationText.format(seconds: day.codedSeconds),
                DurationText.format(seconds: day.insideWindowSeconds),
                day.isRestDay ? "rest" : DurationText.format(seconds: day.goalSeconds),
                day.goalSeconds > 0 ? ProgressBar.percent(day.ringProgress).trimmingLeadingSpaces : "—",
                day.status?.rawValue ?? "—",
            ])
        }
        let widths = (0..<rows[0].count).map { column in rows.map { $0[column].count }.max() ?? 0 }
        return rows.map { row in
            row.enumerated().map { column, cell in
                cell + String(repeating: " ", count: widths[column] - cell.count)
            }.joined(separator: "  ").trimmingTrailingSpaces
        }.joined(separator: "\n") + "\n"
    }
}

extension String {
    var trimmingLeadingSpaces: String { String(drop { $0 == " " }) }
    var trimmingTrailingSpaces: String {
        var s = self
        while s.last == " " { s.removeLast() }
        return s
    }
}
