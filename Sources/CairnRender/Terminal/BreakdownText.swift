import CairnCore

/// A breakdown as a bar chart for a terminal: one row a name, the bar scaled to the largest.
public struct BreakdownText: Sendable {
    /// The rows, most first.
    public var rows: [BreakdownRow]
    /// What the rows are (`project`), for the header.
    public var dimension: BreakdownDimension
    /// The range's first and last date.
    public var from: LocalDate
    public var to: LocalDate

    /// Creates a chart.
    public init(rows: [BreakdownRow], dimension: BreakdownDimension, from: LocalDate, to: LocalDate) {
        self.rows = rows
        self.dimension = dimension
        self.from = from
        self.to = to
    }

    /// The chart, ending in a newline; names are escaped, since they come from imported files.
    public func render(width: Int = 24) -> String {
        let total = rows.reduce(0) { $0 + $1.seconds }
        var text = "Coding by \(dimension.rawValue), \(from) to \(to): \(DurationText.format(seconds: total))\n"
        guard let largest = rows.first?.seconds, largest > 0 else { return text + "  nothing coded\n" }
        let names = rows.map { TerminalText.escaped($0.name) }
        let nameWidth = Swift.min(names.map(\.count).max() ?? 0, 32)
        for (row, name) in zip(rows, names) {
            let shown = name.count > nameWidth ? String(name.prefix(nameWidth - 1)) + "…" : name
            let filled = Int((row.seconds / largest * Double(width)).rounded())
            let bar = String(repeating: "█", count: filled) + String(repeating: " ", count: width - filled)
            text += "  " + shown + String(repeating: " ", count: nameWidth - shown.count) + "  " + bar + "  "
                + DurationText.format(seconds: row.seconds) + "  " + ProgressBar.percent(row.share).trimmingLeadingSpaces + "\n"
        }
        return text
    }
}
