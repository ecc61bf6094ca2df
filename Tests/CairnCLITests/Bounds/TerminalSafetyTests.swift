import Foundation
import Testing

/// The right-to-left override (U+202E) in user text reaches the terminal as an escape, never raw.
@Suite("terminal safety: bidi controls in user text")
struct TerminalSafetyTests {
    static let override = "\u{202E}"

    func expectEscaped(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(!text.unicodeScalars.contains { $0.value == 0x202E }, "raw U+202E in \(text)", sourceLocation: sourceLocation)
        #expect(text.contains("\\u{202E}"), "no escape in \(text)", sourceLocation: sourceLocation)
    }

    @Test("a trackable's name in its list, the log toast and the achievements page")
    func trackableName() throws {
        let cairn = try CairnBinary()
        defer { cairn.remove() }
        let name = "Run\(Self.override)gnol"
        #expect(try cairn.run(["trackable", "add", name, "--kind", "number", "--unit", "km"]).status == 0)
        expectEscaped(try cairn.run(["trackable", "list"]).stdout)
        try cairn.run(["rule", "add", name, "--measure", "total", "--ladder", "1"])
        let log = try cairn.run(["log", name, "5"], environment: ["CAIRN_NOW": "2026-03-09T12:00:00Z"])
        #expect(log.status == 0, "\(log.stderr)")
        expectEscaped(log.stdout)
        expectEscaped(try cairn.run(["achievements"], environment: ["CAIRN_NOW": "2026-03-09T12:00:00Z"]).stdout)
        // JSON keeps the text as it is: it is data, not terminal output.
        let json = try #require(try cairn.run(["trackable", "list", "--json"]).json() as? [[String: Any]])
        #expect(json.first?["name"] as? String == name)
    }

    @Test("a disruption's reason when added and when listed")
    func disruptionReason() throws {
        let cairn = try CairnBinary()
        defer { cairn.remove() }
        let add = try cairn.run(["disruption", "add", "--from", "2026-03-01", "--to", "2026-03-02", "--reason", "flu\(Self.override)gnol"])
        #expect(add.status == 0, "\(add.stderr)")
        expectEscaped(add.stdout)
        expectEscaped(try cairn.run(["disruption", "list"]).stdout)
    }

    @Test("an error message quoting the user's words")
    func errorMessage() throws {
        let cairn = try CairnBinary()
        defer { cairn.remove() }
        let result = try cairn.run(["log", "nobody\(Self.override)gnol", "5"])
        #expect(result.status != 0)
        #expect(result.stderr.hasPrefix("error: "))
        expectEscaped(result.stderr)
    }
}
