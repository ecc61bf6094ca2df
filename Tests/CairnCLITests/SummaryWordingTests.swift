import Foundation
import Testing

/// Counts in the right number, and times in the user's own zone.
@Suite("summary wording")
struct SummaryWordingTests {
    @Test("an import of one session says \"1 session\", with its times on the goals' zone's clock")
    func importSummary() throws {
        let cairn = try CairnBinary()
        defer { cairn.remove() }
        try cairn.run(["goals", "set", "--time-zone", "Asia/Tokyo"])
        let result = try cairn.run(["import", "sessions", "-"], stdin: #"[{"start": "2026-11-02T10:00:00Z", "seconds": 600}]"#)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("Imported 1 session from -, covering 2026-11-02 19:00 to 2026-11-02 19:10 Asia/Tokyo time."),
                "\(result.stdout)")
        #expect(!result.stdout.contains("Z"))
        let two = try cairn.run(["import", "sessions", "-"], stdin: #"[{"start": "2026-11-03T10:00:00Z", "seconds": 60}, {"start": "2026-11-04T10:00:00Z", "seconds": 60}]"#)
        #expect(two.stdout.contains("Imported 2 sessions"))
    }

    @Test("a record after one day says \"1 day\", after more \"days\"", arguments: [("1", "record after 1 day with a value"),
                                                                                     ("3", "record after 3 days with a value")])
    func recordThreshold(minHistory: String, text: String) throws {
        let cairn = try CairnBinary()
        defer { cairn.remove() }
        try cairn.run(["trackable", "add", "Weight", "--kind", "number", "--unit", "kg"])
        let result = try cairn.run(["rule", "add", "Weight", "--measure", "best", "--low", "--min-history", minHistory])
        #expect(result.status == 0 && result.stdout.contains(text), "\(result.stdout)\(result.stderr)")
    }
}
