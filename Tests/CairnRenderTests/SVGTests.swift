import CairnCore
import CairnRender
import Testing

@Suite("SVG pictures against golden files")
struct SVGTests {
    @Test("the rings of a working day in progress, with an overshooting week")
    func rings() throws {
        let today = TodayTextTests.day("2026-03-12", coded: 21_600, inside: 17_280, goal: 14_400, status: .success)
        var days = Array(TodayTextTests.workingWeek.prefix(3))
        days.append(today)
        let report = TodayReport(date: today.date, day: today, week: TodayTextTests.week(days + days), windowAdherence: 0.8,
                                 streak: StreakSummary(current: 3, best: 9, policy: .lenient))
        try GoldenFile.check(RingsSVG(report: report, config: TodayTextTests.config).render(), against: "rings.svg")
    }

    @Test("a rest day: the daily ring steps aside for a leaf")
    func restDay() throws {
        let rest = TodayTextTests.day("2026-03-14", coded: 0, inside: 0, goal: 0, rest: true, status: .success)
        let report = TodayReport(date: rest.date, day: rest, week: TodayTextTests.week(TodayTextTests.workingWeek + [rest]),
                                 windowAdherence: nil, streak: StreakSummary(current: 1, best: 9, policy: .lenient))
        let svg = RingsSVG(report: report, config: TodayTextTests.config).render()
        try GoldenFile.check(svg, against: "rings-rest.svg")
        #expect(svg.contains("Rest day") && !svg.contains("stroke=\"#34c759\" stroke-width=\"20\""))
    }

    @Test("a heatmap: green by progress, rest days hatched, holds slashed, no verdict outlined")
    func heatmap() throws {
        var days = TodayTextTests.workingWeek
        days.append(TodayTextTests.day("2026-03-13", coded: 0, inside: 0, goal: 14_400, status: nil))
        days.append(TodayTextTests.day("2026-03-14", coded: 0, inside: 0, goal: 0, rest: true, status: .success))
        days.append(TodayTextTests.day("2026-03-15", coded: 3600, inside: 0, goal: 0, rest: true, status: .fail))
        let svg = HeatmapSVG(days: days).render()
        try GoldenFile.check(svg, against: "heatmap.svg")
        #expect(svg.contains("url(#rest)") && svg.contains("no verdict"))
    }

    @Test("text is escaped for SVG", arguments: [("a<b>&\"c'", "a&lt;b&gt;&amp;&quot;c&#39;"), ("plain", "plain"),
                                                  // A combining mark makes `<` part of a larger Character: still escaped.
                                                  ("<\u{338}svg onload=x>", "&lt;\u{338}svg onload=x&gt;")])
    func escaping(text: String, escaped: String) {
        #expect(SVGText.escaped(text) == escaped)
    }
}
