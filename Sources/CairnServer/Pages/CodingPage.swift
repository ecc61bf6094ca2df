import CairnApp
import CairnCore

/// The Coding screen (`/coding`): the range picker, the totals, the daily bars, the time per
/// project, language, editor, machine and source, and the weekday × hour rhythm.
struct CodingPage: Sendable {
    var document: CodingAnalyticsDocument
    var range: CodingRange

    /// The links of the range picker and the custom range's form, the current one marked.
    static func picker(_ range: CodingRange, from: LocalDate, to: LocalDate, path: String) -> String {
        let links = CodingRange.offered.map { item in
            let current = item == range ? #" aria-current="true""# : ""
            return #"<a href="\#(Escape.attribute(path + "?" + item.query))"\#(current)>\#(Escape.html(item.title))</a>"#
        }.joined(separator: "\n")
        return """
        <nav class="ranges" aria-label="Range">
        \(links)
        </nav>
        <form class="custom-range" method="get" action="\(Escape.attribute(path))">
        <label>From <input type="date" name="start" value="\(from)" required></label>
        <label>To <input type="date" name="end" value="\(to)" required></label>
        <button type="submit">Show</button>
        </form>
        """
    }

    func render() -> String {
        let d = document
        let summary = [
            ("Total", Words.short(d.totalSeconds)),
            ("Average per working day", d.averagePerWorkingDaySeconds.map(Words.short) ?? "–"),
            ("Best day", d.bestDay.map { "\(Words.short($0.seconds)) on \(Words.date($0.date))" } ?? "–"),
            ("Working days", "\(d.workingDays)"),
        ].map { #"<li><span class="term">\#(Escape.html($0.0))</span> <span class="value">\#(Escape.html($0.1))</span></li>"# }.joined()
        let bars = CodingBarsView(bars: d.days.map { .init(date: $0.date, seconds: $0.seconds, goalSeconds: $0.goalSeconds, isRestDay: $0.isRestDay, onHold: $0.onHold) },
                                  title: "Coding time per \(d.days.count > CodingBarsView.dailyLimit ? "month" : "day"), \(Words.compact(d.range.from)) to \(Words.compact(d.range.to))", id: "days")
        let query = range.query
        let shares = d.breakdowns.map { breakdown in
            ShareBarsView(title: Self.heading(breakdown.by), rows: breakdown.rows.map { row in
                let link = breakdown.by == .project && row.name != Breakdown.untimed
                    ? "/coding/projects/" + Escape.urlComponent(row.name) + "?" + query : nil
                return .init(name: row.name, seconds: row.seconds, share: row.share, link: link)
            }).render()
        }
        let machines = #"<section class="shares"><h3>Machines</h3><p>Cairn does not keep the machine a session was recorded on yet, so there is nothing to show here.</p></section>"#
        let all = shares[0] + "\n" + shares[1] + "\n" + shares[2] + "\n" + machines + "\n" + shares[3]
        return """
        <section class="coding" aria-labelledby="coding-title">
        <h1 id="coding-title">Coding · \(Escape.html(range.title))</h1>
        \(Self.picker(range, from: d.range.from, to: d.range.to, path: "/coding"))
        <ul class="coding-summary">\(summary)</ul>
        <h2>Day by day</h2>
        \(bars.render())
        <h2>Where the time went</h2>
        <div class="share-grid">
        \(all)
        </div>
        <h2>Coding rhythm</h2>
        \(CodingRhythmView(rows: d.rhythm.map { .init(weekday: $0.weekday, seconds: $0.seconds) }).render())
        </section>
        """
    }

    /// A breakdown's heading.
    static func heading(_ dimension: BreakdownDimension) -> String {
        switch dimension {
        case .project: "Projects"
        case .language: "Languages"
        case .editor: "Editors"
        case .source: "Sources"
        }
    }
}
