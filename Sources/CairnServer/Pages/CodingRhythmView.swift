import CairnCore

/// The weekday × hour "coding rhythm": a table of 7 rows and 24 columns, each cell shaded in
/// five steps by its minutes against the busiest cell and holding its value as text (shown to
/// screen readers, and as the cell's tooltip), so the chart is its own text alternative. With the script it is one tab stop: the arrow keys
/// move an hour sideways and a day up and down (`Script+Roving`).
struct CodingRhythmView: Sendable {
    /// One weekday's row: seconds per wall-clock hour.
    struct Row: Sendable, Hashable {
        var weekday: Weekday
        var seconds: [Double]
    }

    var rows: [Row]

    static let weekdayNames = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]

    /// The shading step of a value: 0 for nothing, else 1…4 by its part of the busiest cell.
    static func level(_ seconds: Double, busiest: Double) -> Int {
        guard seconds > 0, busiest > 0 else { return 0 }
        return Swift.min(4, Swift.max(1, Int((seconds / busiest * 4).rounded(.up))))
    }

    /// An hour as two digits.
    static func two(_ hour: Int) -> String { hour < 10 ? "0\(hour)" : "\(hour)" }

    func render() -> String {
        let busiest = rows.flatMap(\.seconds).max() ?? 0
        let hours = (0..<24).map { hour in
            #"<th scope="col" abbr="\#(hour):00">\#(hour % 3 == 0 ? Self.two(hour) : "")</th>"#
        }.joined()
        let body = rows.map { row in
            let name = Self.weekdayNames[row.weekday.mondayIndex]
            let cells = row.seconds.enumerated().map { hour, seconds in
                let minutes = Int((seconds / 60).rounded())
                let text = "\(name) \(Self.two(hour) + ":00"): \(minutes) min"
                return #"<td class="r\#(Self.level(seconds, busiest: busiest))" title="\#(Escape.attribute(text))" aria-label="\#(Escape.attribute(text))"><span class="visually-hidden">\#(minutes) min</span></td>"#
            }.joined()
            return #"<tr><th scope="row" abbr="\#(name)">\#(row.weekday.shortLabel)</th>\#(cells)</tr>"#
        }.joined(separator: "\n")
        return """
        <div class="rhythm-wrap"><table class="rhythm" aria-labelledby="rhythm-title" data-roving="tbody td" data-step-y="24">
        <caption id="rhythm-title">Coding rhythm: minutes by weekday and hour of the day</caption>
        <thead><tr><td></td>\(hours)</tr></thead>
        <tbody>
        \(body)
        </tbody></table></div>
        <p class="legend rhythm-legend">Fewer minutes <span class="key r1"></span><span class="key r2"></span><span class="key r3"></span><span class="key r4"></span> more</p>
        """
    }
}
