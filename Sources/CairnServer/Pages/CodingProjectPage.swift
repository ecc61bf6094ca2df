import CairnApp
import CairnCore

/// A project's own page (`/coding/projects/NAME`): its daily bars, share, first and last day,
/// languages and editors over the range picked.
struct CodingProjectPage: Sendable {
    var document: CodingProjectDocument
    var range: CodingRange

    func render() -> String {
        let d = document
        let path = "/coding/projects/" + Escape.urlComponent(d.name)
        let facts = [
            ("Time in this range", Words.short(d.seconds)),
            ("Share of all coding", "\(Int((d.share * 100).rounded())) %"),
            ("First day", Words.date(d.firstDay)),
            ("Last day", Words.date(d.lastDay)),
        ].map { #"<li><span class="term">\#(Escape.html($0.0))</span> <span class="value">\#(Escape.html($0.1))</span></li>"# }.joined()
        let bars = CodingBarsView(bars: d.days.map { .init(date: $0.date, seconds: $0.seconds) },
                                  title: "\(d.name) per \(d.days.count > CodingBarsView.dailyLimit ? "month" : "day"), \(Words.compact(d.range.from)) to \(Words.compact(d.range.to))", id: "project-days")
        let shares = d.breakdowns.map { breakdown in
            ShareBarsView(title: CodingPage.heading(breakdown.by), rows: breakdown.rows.map { .init(name: $0.name, seconds: $0.seconds, share: $0.share) }).render()
        }.joined(separator: "\n")
        let branches = #"<section class="shares"><h3>Branches</h3><p>Cairn does not keep a session's branch yet.</p></section>"#
        return """
        <section class="coding" aria-labelledby="coding-title">
        <p class="back"><a href="/coding?\(Escape.attribute(range.query))">← All coding</a></p>
        <h1 id="coding-title"><bdi>\(Escape.html(d.name))</bdi> · \(Escape.html(range.title))</h1>
        \(CodingPage.picker(range, from: d.range.from, to: d.range.to, path: path))
        <ul class="coding-summary">\(facts)</ul>
        <h2>Day by day</h2>
        \(bars.render())
        <h2>Where its time went</h2>
        <div class="share-grid">
        \(shares)
        \(branches)
        </div>
        </section>
        """
    }
}
