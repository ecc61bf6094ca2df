import CairnTestSupport
import Foundation
import Testing

/// Moving a person into a team account and out again, through the command line, on the test
/// process's PostgreSQL server.
@Suite("cairn team import and export: a person moves in and out with every id kept")
struct TeamMoveFlowTests {
    static let now = BackupFlowTests.now

    /// A database with some of everything a team account holds (`seededForBackup`, with its hold
    /// for one trackable, plus an event trackable with a Reading and a Loop export whose skipped
    /// day is a hold with an import key), and a team database with ada.
    func moving() throws -> (CairnBinary, address: String) {
        let cairn = try CairnBinary()
        try seededForBackup(cairn)
        func run(_ words: [String]) throws {
            let result = try cairn.run(words + ["--now", Self.now])
            #expect(result.status == 0, "\(words): \(result.stderr)")
        }
        try run(["import", "loop", try ImportFixtures.path("loop/Checkmarks.csv")])
        try run(["trackable", "add", "Strength", "--kind", "event", "--field", "exercise:choice=Bench press,Squat",
                 "--field", "weight:number:kg"])
        try run(["log", "Strength", "--item", "exercise=Bench press,weight=60kg", "--item", "exercise=Squat,weight=100kg",
                 "--date", "2026-02-05"])
        try run(["reading", "add", "Strength", "Max weight", "--field", "weight", "--reduce", "max", "--where", "exercise=Bench press"])
        try run(["rule", "add", "Strength", "--of", "Max weight", "--measure", "best", "--record"])
        let address = try TestPostgres.shared().makeDatabase()
        let password = try cairn.write("ada.pass", "correct horse staple\n")
        for name in ["ada", "bea"] {
            let added = try cairn.run(["team", "user", "add", name, "--database", address, "--password-file", password])
            #expect(added.status == 0, "\(added.stderr)")
        }
        return (cairn, address)
    }

    /// An export as JSON, without what a team account does not keep (a session's source) and the
    /// heartbeats' arrival numbers.
    func comparable(_ text: String) throws -> NSDictionary {
        var document = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        document["sessions"] = (document["sessions"] as? [[String: Any]])?.map { $0.filter { $0.key != "source" } }
        document["heartbeats"] = (document["heartbeats"] as? [[String: Any]])?.map { $0.filter { $0.key != "id" } }
        return document as NSDictionary
    }

    @Test("personal → team → personal: every view and the export itself come back; a second import is refused")
    func roundTrip() throws {
        let (cairn, address) = try moving()
        defer { cairn.remove() }
        let first = cairn.folder.appendingPathComponent("first.json").path
        #expect(try cairn.run(["export", first, "--now", Self.now]).status == 0)
        let exported = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: first))) as? [String: Any])
        let holds = try #require(exported["disruptions"] as? [[String: Any]])
        #expect(holds.contains { $0["importKey"] is String } && holds.contains { $0["trackableId"] is Int }, "\(holds)")
        let moved = try cairn.run(["team", "import", "ada", first, "--database", address, "--now", Self.now])
        #expect(moved.status == 0 && moved.stdout.contains("into ada's account, every id kept"), "\(moved.stdout)\(moved.stderr)")

        let again = try cairn.run(["team", "import", "ada", first, "--database", address, "--now", Self.now])
        #expect(again.status == 1 && again.stderr.hasPrefix("error: ") && again.stderr.contains("is not empty"), "\(again.stderr)")

        let second = cairn.folder.appendingPathComponent("second.json").path
        let out = try cairn.run(["team", "export", "ada", second, "--database", address, "--now", Self.now])
        #expect(out.status == 0, "\(out.stderr)")
        let firstText = String(decoding: try Data(contentsOf: URL(fileURLWithPath: first)), as: UTF8.self)
        let secondText = String(decoding: try Data(contentsOf: URL(fileURLWithPath: second)), as: UTF8.self)
        let before = try comparable(firstText), after = try comparable(secondText)
        for key in before.allKeys.compactMap({ $0 as? String }) {
            #expect(before[key] as? NSObject == after[key] as? NSObject, "\(key): \(String(describing: before[key]).prefix(600)) vs \(String(describing: after[key]).prefix(600))")
        }
        #expect(before.count == after.count)

        let restored = cairn.folder.appendingPathComponent("restored.sqlite").path
        let back = try cairn.run(["import", "cairn", second, "--now", Self.now], environment: ["CAIRN_DB": restored])
        #expect(back.status == 0, "\(back.stderr)")
        let views = BackupFlowTests()
        for (one, other) in zip(try views.views(cairn, db: cairn.database), try views.views(cairn, db: restored)) { #expect(one == other) }
        // The same writer: the restored database exports the team's document byte for byte.
        #expect(try cairn.run(["export", "-", "--now", Self.now], environment: ["CAIRN_DB": restored]).stdout == secondText)

        // Bea's account was not touched by Ada's move.
        let bea = cairn.folder.appendingPathComponent("bea.json").path
        #expect(try cairn.run(["team", "export", "bea", bea, "--database", address, "--now", Self.now]).status == 0)
        let beaDocument = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: bea))) as? [String: Any])
        #expect((beaDocument["trackables"] as? [Any])?.isEmpty == true && (beaDocument["sessions"] as? [Any])?.isEmpty == true)
    }

    @Test("a bad file is refused with one error line, and the account stays empty")
    func refusals() throws {
        let (cairn, address) = try moving()
        defer { cairn.remove() }
        let first = cairn.folder.appendingPathComponent("first.json").path
        #expect(try cairn.run(["export", first, "--now", Self.now]).status == 0)
        let text = String(decoding: try Data(contentsOf: URL(fileURLWithPath: first)), as: UTF8.self)
        let cut = try cairn.write("cut.json", String(text.prefix(text.count / 2)))
        let refused = try cairn.run(["team", "import", "ada", cut, "--database", address])
        #expect(refused.status == 1 && refused.stderr.hasPrefix("error: ") && refused.stderr.split(separator: "\n").count == 1, "\(refused.stderr)")
        // A valid export whose last entry points at a trackable that is not there fails mid-restore: nothing stays.
        var document = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        var entries = try #require(document["entries"] as? [[String: Any]])
        entries[entries.count - 1]["trackableId"] = 999
        document["entries"] = entries
        let dangling = try cairn.write("dangling.json", String(decoding: try JSONSerialization.data(withJSONObject: document), as: UTF8.self))
        #expect(try cairn.run(["team", "import", "ada", dangling, "--database", address]).status == 1)
        let out = cairn.folder.appendingPathComponent("out.json").path
        #expect(try cairn.run(["team", "export", "ada", out, "--database", address]).status == 0)
        let empty = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: out))) as? [String: Any])
        for table in ["goalHistory", "trackables", "entries", "rules", "zones", "readings", "sessions", "dayTotals", "disruptions"] {
            #expect((empty[table] as? [Any])?.isEmpty == true, "\(table)")
        }
        #expect(((empty["settings"] as? [String: Any])?["seen"] as? [Any])?.isEmpty == true)
        // And then the good file goes in.
        #expect(try cairn.run(["team", "import", "ada", first, "--database", address]).status == 0)
    }
}
