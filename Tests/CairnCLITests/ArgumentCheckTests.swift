@testable import CairnCLI
import CairnStore
import Foundation
import Testing

/// What every command's words are checked against before it runs: its declared options and
/// their value kinds, the order of its arguments, and `--` before a negative value.
@Suite("cairn argument checking")
struct ArgumentCheckTests {
    /// A database with goals, a trackable and a session, and its bytes.
    private func seeded() throws -> (CairnBinary, Data) {
        let cairn = try CairnBinary()
        try cairn.run(["goals", "set", "--daily", "60", "--time-zone", "Europe/Berlin"])
        try cairn.run(["trackable", "add", "Weight", "--kind", "number", "--unit", "kg"])
        try cairn.run(["trackable", "add", "Balance", "--kind", "number"])
        try cairn.run(["log", "Weight", "80", "--now", "2026-11-03T12:00:00Z"])
        try cairn.run(["rule", "add", "Weight", "--measure", "best", "--low"])
        return (cairn, try Data(contentsOf: URL(fileURLWithPath: cairn.database)))
    }

    @Test("an option the command does not declare is refused, exit 64, the database byte-for-byte unchanged", arguments: [
        (["log", "Weight", "81", "--x"], "unknown option --x for `cairn log`; see `cairn log --help`"),
        (["log", "Weight", "81", "--unit=kg"], "unknown option --unit for `cairn log`"),
        (["nothing", "--reason", "ill"], "unknown option --reason for `cairn nothing`"),
        (["goals", "set", "--daily", "90", "--verbose"], "unknown option --verbose for `cairn goals set`"),
        (["trackable", "add", "Sleep", "--kind", "duration", "--min", "7h"], "unknown option --min for `cairn trackable add`"),
        (["rule", "add", "Weight", "--measure", "streak", "--record", "--force"], "unknown option --force for `cairn rule add`"),
        (["disruption", "add", "--from", "2026-11-01", "--zone", "x"], "unknown option --zone for `cairn disruption add`"),
        (["today", "-x"], "unknown option -x for `cairn today`"),
    ])
    func unknownOption(arguments: [String], message: String) throws {
        let (cairn, before) = try seeded()
        defer { cairn.remove() }
        let result = try cairn.run(arguments)
        #expect(result.status == 64)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == "error: \(message)\n" || (result.stderr.hasPrefix("error: \(message)") && result.stderr.split(separator: "\n").count == 1),
                "\(result.stderr)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: cairn.database)) == before)
    }

    @Test("values are checked by their declared kind before anything is read or written", arguments: [
        (["log", "Weight", "81", "--date", "yesterday"], "--date takes a date as YYYY-MM-DD"),
        (["log", "Weight", "81", "--at", "noon"], "--at takes an ISO-8601 instant"),
        (["log", "Weight", "81", "--source", "robot"], "unknown source \"robot\"; --source takes manual, integration or schedule"),
        (["rule", "add", "Weight", "--measure", "best", "--min-history", "many"], "--min-history takes a whole number"),
        (["rule", "add", "Weight", "--measure", "total", "--ladder", "7,x"], "--ladder takes numbers separated by commas"),
        (["trackable", "add", "Mood", "--kind", "feeling"], "unknown kind \"feeling\""),
        (["goals", "set", "--week-start", "someday"], "unknown weekday"),
        (["log", "Weight", "81", "--date", "2026-11-01", "--date", "2026-11-02"], "--date is given more than once"),
        (["log", "Weight", "81", "--date"], "--date needs a value"),
    ])
    func valueKinds(arguments: [String], message: String) throws {
        let (cairn, before) = try seeded()
        defer { cairn.remove() }
        let result = try cairn.run(arguments)
        #expect(result.status == 64 && result.stderr.hasPrefix("error: ") && result.stderr.contains(message), "\(result.stderr)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: cairn.database)) == before)
    }

    @Test("--svg refuses a file name that does not end in .svg, and writes nothing", arguments: [
        ["today", "--svg", "rings.png"], ["days", "--svg", "year"], ["days", "--svg=.svg"],
    ])
    func svgName(arguments: [String]) throws {
        let (cairn, before) = try seeded()
        defer { cairn.remove() }
        let result = try cairn.run(arguments)
        #expect(result.status == 64 && result.stderr.hasPrefix("error: --svg writes an SVG file: give a name ending in .svg"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: cairn.database)) == before)
        #expect(!FileManager.default.fileExists(atPath: "rings.png") && !FileManager.default.fileExists(atPath: "year"))
    }

    @Test("dates given as words get a hint to use --from and --to", arguments: [
        (["days", "2026-11-01", "2026-11-07"], "use --from 2026-11-01 --to 2026-11-07"),
        (["days", "2026-11-01"], "use --from 2026-11-01"),
        (["disruption", "add", "2026-08-10", "2026-08-24"], "use --from 2026-08-10 --to 2026-08-24"),
    ])
    func datesAsWords(arguments: [String], hint: String) throws {
        let (cairn, before) = try seeded()
        defer { cairn.remove() }
        let result = try cairn.run(arguments)
        #expect(result.status == 64 && result.stderr.hasPrefix("error: ") && result.stderr.hasSuffix(hint + "\n"), "\(result.stderr)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: cairn.database)) == before)
    }

    @Test("log VALUE TRACKABLE asks whether it was meant the other way round")
    func logOrder() throws {
        let (cairn, before) = try seeded()
        defer { cairn.remove() }
        let swapped = try cairn.run(["log", "80", "Weight"])
        #expect(swapped.status == 64)
        #expect(swapped.stderr == "error: no trackable named \"80\"; did you mean `cairn log Weight 80`?\n")
        #expect(try Data(contentsOf: URL(fileURLWithPath: cairn.database)) == before)
        // Neither word a trackable: no guess, the plain failure that lists what there is.
        let neither = try cairn.run(["log", "80", "Height"])
        #expect(neither.status == 1 && neither.stderr.contains("no trackable named \"80\"") && !neither.stderr.contains("did you mean"))
    }

    @Test("a negative number is a value: after --, or standing alone", arguments: [
        ["log", "Balance", "--", "-5"], ["log", "Balance", "-5"], ["log", "Balance", "--date", "2026-11-02", "-5"],
    ])
    func negativeValue(arguments: [String]) throws {
        let (cairn, _) = try seeded()
        defer { cairn.remove() }
        let result = try cairn.run(["--now", "2026-11-03T12:00:00Z"] + arguments)
        #expect(result.status == 0, "\(result.stderr)")
        let store = try Store(path: cairn.database)
        let balance = try #require(try store.trackable(named: "Balance"))
        let values = try store.entries().filter { $0.trackableId == balance.id }.map(\.value)
        #expect(values == [-5])
    }

    @Test("after --, a word that looks like an option is a value, not an option")
    func endOfOptions() throws {
        let (cairn, before) = try seeded()
        defer { cairn.remove() }
        let result = try cairn.run(["log", "Weight", "--", "--date"])
        // "--date" is the value here, so the failure is about the value, not a missing date.
        #expect(result.status == 64 && !result.stderr.contains("needs a value") && result.stderr.hasPrefix("error: "), "\(result.stderr)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: cairn.database)) == before)
    }

    @Test("every command the catalog describes (help, completion) is wired to code, and nothing else is")
    func everyCommandWired() {
        #expect(Set(CommandCatalog.all.map(\.name)) == Set(CommandDispatch.handlers.keys))
    }
}
