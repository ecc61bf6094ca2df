import CairnCore
import Foundation
import Testing

@Suite("Breakdown: seconds per name that add up to the union")
struct BreakdownTests {
    static func session(_ start: Double, _ seconds: Double, project: String? = nil, language: String? = nil) -> Session {
        Session(start: Date(timeIntervalSince1970: start), seconds: seconds, project: project, language: language, source: "t")
    }

    static let all = TimeSpan(start: -1e9, end: 1e10)

    @Test("two projects overlapping share the overlap equally; the sum is the union, not the sum of lengths")
    func sharedOverlap() {
        // a: 0–600, b: 300–900. 0–300 is a's, 300–600 is split 150/150, 600–900 is b's.
        let rows = Breakdown.rows([Self.session(0, 600, project: "a"), Self.session(300, 600, project: "b")], by: .project, within: Self.all)
        #expect(rows == [BreakdownRow(name: "a", seconds: 450, share: 0.5), BreakdownRow(name: "b", seconds: 450, share: 0.5)])
    }

    @Test("one project's overlapping sessions count once; three at once share by thirds")
    func sameNameAndThirds() {
        let same = Breakdown.rows([Self.session(0, 600, project: "a"), Self.session(300, 600, project: "a")], by: .project, within: Self.all)
        #expect(same == [BreakdownRow(name: "a", seconds: 900, share: 1)])
        // 0–300: a, a, b → a gets 200, b 100; 300–600: b alone.
        let thirds = Breakdown.rows([Self.session(0, 300, project: "a"), Self.session(0, 300, project: "a"), Self.session(0, 600, project: "b")],
                                    by: .project, within: Self.all)
        #expect(thirds.map(\.name) == ["b", "a"])
        #expect(abs(thirds[0].seconds - 400) < 1e-9 && abs(thirds[1].seconds - 200) < 1e-9)
    }

    @Test("sessions are clipped to the range; a session without a name counts under (none); by language")
    func clippingAndUnnamed() {
        let sessions = [Self.session(-100, 300, project: "a", language: "Swift"), Self.session(500, 1000, language: ""),
                        Self.session(2000, 50, project: "late")]
        let rows = Breakdown.rows(sessions, by: .project, within: TimeSpan(start: 0, end: 1000))
        // a: 0–200; unnamed: 500–1000; "late" lies outside the range.
        #expect(rows.map(\.name) == [Breakdown.unnamed, "a"])
        #expect(rows.map(\.seconds) == [500, 200])
        let languages = Breakdown.rows(sessions, by: .language, within: TimeSpan(start: 0, end: 1000))
        #expect(languages.map(\.name) == [Breakdown.unnamed, "Swift"])
    }

    @Test("coding known only as day totals is a row of its own; ties sort by name; nothing coded is no rows")
    func untimedAndTies() {
        let rows = Breakdown.rows([Self.session(0, 100, project: "b"), Self.session(200, 100, project: "a")], by: .project,
                                  within: Self.all, untimedSeconds: 200)
        #expect(rows == [BreakdownRow(name: Breakdown.untimed, seconds: 200, share: 0.5), BreakdownRow(name: "a", seconds: 100, share: 0.25),
                         BreakdownRow(name: "b", seconds: 100, share: 0.25)])
        #expect(Breakdown.rows([], by: .editor, within: Self.all).isEmpty)
        #expect(Breakdown.rows([Self.session(5, 0, project: "zero")], by: .project, within: Self.all).isEmpty)
    }

    @Test("on random overlapping sessions the names add up to the union inside the range", arguments: [1, 2, 3, 4, 5] as [UInt64])
    func addsUpToUnion(seed: UInt64) {
        var state = seed &* 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Double) -> Double {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Double(state >> 11) / Double(1 << 53) * bound
        }
        let sessions = (0..<300).map { _ in Self.session(next(100_000), next(3_000), project: ["a", "b", "c", "d"][Int(next(4))]) }
        let range = TimeSpan(start: 10_000, end: 90_000)
        let rows = Breakdown.rows(sessions, by: .project, within: range)
        let union = TimeSpan.union(sessions.map(\.span)).reduce(0) { $0 + $1.overlap(with: range) }
        #expect(abs(rows.reduce(0) { $0 + $1.seconds } - union) < 1e-6)
        #expect(abs(rows.reduce(0) { $0 + $1.share } - 1) < 1e-9)
    }
}
