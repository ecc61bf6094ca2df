import CairnApp
import CairnCore
import CairnStore
import CairnTeam
import Foundation
import Testing

/// What a moved-in file may bring: ids within `1 ... Plausible.largestId` (so no value in a file
/// changes what anyone else can do), and only heartbeats the endpoint would take now.
@Suite("Moving in: ids and heartbeats within bounds, hold ids per person")
struct TeamMoveLimitsTests {
    static let now = CodingOperationsTests.now

    /// A personal export with a hold, an entry and a few heartbeats, as a JSON object.
    static func document(_ folder: URL) throws -> [String: Any] {
        let personal = try TestPlace(.sqlite, now: Self.now)
        defer { personal.remove() }
        let workspace = personal.workspace
        _ = try workspace.addTrackable(TrackableSpec(name: "Water", kind: "number"), fields: [])
        _ = try TrackableOperationsTests.log(workspace, "Water", "500")
        _ = try workspace.addDisruption(from: day("2026-03-02"), to: day("2026-03-03"), reason: "ill", trackable: nil)
        try workspace.send(Beats.run(from: "2026-03-11T09:00:00Z", minutes: 10))
        let path = try TeamMoveTests.export(workspace, into: folder, "export.json")
        return try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as? [String: Any])
    }

    /// `document` written to `name` in `folder`.
    static func write(_ document: [String: Any], _ folder: URL, _ name: String) throws -> String {
        let path = folder.appendingPathComponent(name).path
        try JSONSerialization.data(withJSONObject: document).write(to: URL(fileURLWithPath: path))
        return path
    }

    /// `document` with the first record of `table` given `field` = `value`.
    static func with(_ document: [String: Any], _ table: String, _ field: String, _ value: Any) throws -> [String: Any] {
        var changed = document
        if var rows = changed[table] as? [[String: Any]], !rows.isEmpty {
            rows[0][field] = value
            changed[table] = rows
        } else {
            var object = try #require(changed[table] as? [String: Any])
            object[field] = value
            changed[table] = object
        }
        return changed
    }

    @Test("a hold id of 2^63 - 1 is refused with nothing written; at 2^53 it is kept, and hold ids stay per person")
    func holdIds() throws {
        let team = try TestPlace(.postgres, now: Self.now)
        let folder = try TeamMoveTests.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let document = try Self.document(folder)
        let ada = team.workspace, bea = try team.person("bea")
        let beaPerson = try #require(bea.team?.person)
        let huge = try Self.write(Self.with(document, "disruptions", "id", Int64.max), folder, "huge.json")
        #expect {
            try bea.restore(huge, stdin: { Data() })
        } throws: { error in
            "\(error)".contains("disruption 9223372036854775807") && "\(error)".contains("9007199254740992 (2^53)")
        }
        #expect(try #require(team.connections).store().contents(of: beaPerson) == nil)
        let edge = try Self.write(Self.with(document, "disruptions", "id", Plausible.largestId), folder, "edge.json")
        _ = try bea.restore(edge, stdin: { Data() })
        #expect(try bea.disruptions().map(\.id) == [Plausible.largestId])
        // Ada's holds count from her own sequence, untouched by Bea's; Bea's continue past hers.
        #expect(try ada.addDisruption(from: day("2026-03-10"), to: day("2026-03-10"), reason: "", trackable: nil).id == 1)
        #expect(try bea.addDisruption(from: day("2026-03-10"), to: day("2026-03-10"), reason: "", trackable: nil).id == Plausible.largestId + 1)
    }

    @Test("an id or a sequence past 2^53 anywhere in a file is refused on both stores, and nothing is written",
          arguments: StoreKind.allCases, [("entries", "id"), ("trackables", "id"), ("heartbeats", "id"), ("idSequences", "entries"),
                                          ("idSequences", "disruptions")])
    func everyIdBounded(kind: StoreKind, record: (String, String)) throws {
        let place = try TestPlace(kind, now: Self.now)
        let folder = try TeamMoveTests.folder()
        defer { place.remove(); try? FileManager.default.removeItem(at: folder) }
        let path = try Self.write(Self.with(try Self.document(folder), record.0, record.1, Plausible.largestId + 1), folder, "big.json")
        #expect {
            try place.workspace.restore(path, stdin: { Data() })
        } throws: { error in
            "\(error)".contains("9007199254740992 (2^53)")
        }
        #expect(try place.workspace.trackableList().documents.isEmpty && place.workspace.disruptions().isEmpty)
    }

    @Test("a moved-in heartbeat before 2000 or more than a day ahead is refused, and nothing is written",
          arguments: ["1999-12-31T23:59:59.000Z", "2026-03-12T18:00:01.000Z", "2099-01-01T00:00:00.000Z"])
    func heartbeatWindow(time: String) throws {
        let team = try TestPlace(.postgres, now: Self.now)
        let folder = try TeamMoveTests.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = try Self.write(Self.with(try Self.document(folder), "heartbeats", "time", time), folder, "old.json")
        #expect {
            try team.workspace.restore(path, stdin: { Data() })
        } throws: { error in
            "\(error)".contains("the field time") && "\(error)".contains("nothing was written")
        }
        let person = try #require(team.workspace.team?.person)
        #expect(try #require(team.connections).store().contents(of: person) == nil)
        // The same file with the heartbeat a day ahead moves in.
        let ahead = try Self.write(Self.with(try Self.document(folder), "heartbeats", "time", "2026-03-12T18:00:00.000Z"), folder, "ahead.json")
        #expect(try team.workspace.restore(ahead, stdin: { Data() }).heartbeats > 0)
    }
}
