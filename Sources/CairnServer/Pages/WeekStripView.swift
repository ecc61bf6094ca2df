import CairnCore

/// The week strip under the rings: seven mini-rings, first weekday first, each with its own
/// progress; a leaf on a rest day, a slash on a day on hold, an outline where there is no verdict.
public struct WeekStripView: Sendable {
    /// The week of a Today report.
    public var week: WeekProgress
    /// Today's date, marked.
    public var today: LocalDate

    public init(week: WeekProgress, today: LocalDate) {
        self.week = week
        self.today = today
    }

    /// An `<ol>` of seven days.
    public func render() -> String {
        let byDate = Dictionary(week.days.map { ($0.date, $0) }, uniquingKeysWith: { a, _ in a })
        var items: [String] = []
        for offset in 0..<7 {
            let date = week.start.adding(days: offset)
            let verdict = byDate[date]
            let (label, body) = Self.mini(verdict, date: date)
            let current = date == today ? #" aria-current="date""# : ""
            items.append(#"<li\#(current)><svg viewBox="0 0 32 32" width="32" height="32" role="img" aria-label="\#(Escape.attribute(label))">\#(body)</svg><span>\#(Escape.html(date.weekday.shortLabel))</span></li>"#)
        }
        return #"<ol class="week-strip" aria-label="This week">"# + items.joined() + "</ol>"
    }

    static func mini(_ verdict: DayVerdict?, date: LocalDate) -> (String, String) {
        let name = Words.date(date)
        guard let verdict, let status = verdict.status else {
            return ("\(name): no verdict", #"<circle class="mini-none" cx="16" cy="16" r="11"/>"#)
        }
        if status == .hold {
            return ("\(name): on hold", #"<circle class="mini-track" cx="16" cy="16" r="11"/><line class="mini-hold" x1="8" y1="24" x2="24" y2="8"/>"#)
        }
        if verdict.isRestDay {
            let words = verdict.codedSeconds > 0 ? "rest day, coded \(Words.duration(verdict.codedSeconds))" : "rest day"
            return ("\(name): \(words)", #"<path class="mini-leaf\#(verdict.codedSeconds > 0 ? " coded" : "")" d="M 9 24 C 6 14, 15 7, 24 7 C 25 16, 18 24, 9 24 Z"/>"#)
        }
        let fraction = Swift.min(Swift.max(verdict.ringProgress, 0), 1)
        let circumference = 2 * Double.pi * 11
        var body = #"<circle class="mini-track" cx="16" cy="16" r="11"/>"#
        if fraction > 0 {
            body += #"<circle class="mini-lap" cx="16" cy="16" r="11" stroke-dasharray="\#(n(fraction * circumference)) \#(n(circumference))" transform="rotate(-90 16 16)"/>"#
        }
        return ("\(name): \(Words.percent(verdict.ringProgress)) percent, \(Words.duration(verdict.codedSeconds)) of \(Words.duration(verdict.goalSeconds))", body)
    }
}
