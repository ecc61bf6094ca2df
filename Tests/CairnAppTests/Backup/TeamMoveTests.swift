import CairnApp
import CairnCore
import CairnStore
import CairnTeam
import Foundation
import Testing

/// Moving in and out at the application layer: a personal export restored into a team account
/// (`Workspace.restore` in team mode), that account exported (`Workspace.export` in team mode)
/// and restored into a new personal database, every view the same at each step.
@Suite("Moving a person into a team account and out again, nothing announced again")
struct TeamMoveTests {
    static let now = CodingOperationsTests.now

    /// Some of everything: two goal versions, a hold for everything and one for Water, heartbeats and their sessions, an imported
    /// day total, a yes/no and a number trackable with entries, rules (their past moments seen)
    /// and a zone, and an event trackable with a Reading.
    static func variety(_ place: TestPlace) throws {
        let workspace = place.workspace
        _ = try TrackableOperationsTests.history(workspace)
        _ = try workspace.setGoals(CodingOperationsTests.goals(daily: "60"))
        _ = try workspace.setGoals(CodingOperationsTests.goals(daily: "90", from: "2026-03-09"))
        _ = try workspace.addDisruption(from: day("2026-03-02"), to: day("2026-03-03"), reason: "ill", trackable: nil)
        // A hold for one trackable, over a day Water was missed (Meditated was logged): it holds Water's streak alone.
        _ = try workspace.addDisruption(from: day("2026-03-09"), to: day("2026-03-09"), reason: "away", trackable: "Water")
        try CodingOperationsTests.twoProjects(workspace)
        try place.importDayTotal(day("2026-03-04"), seconds: 3_600)
        _ = try workspace.addZone("Little", to: "Water", min: nil, max: "500")
        _ = try workspace.addTrackable(TrackableSpec(name: "Lifts", kind: "event"), fields: ["weight:number:kg"])
        _ = try workspace.addReading("Heaviest", of: "Lifts", field: "weight", reduce: "max", where: nil, eachEvent: nil)
    }

    /// What the person sees: days, achievements, trackables, entries, goals, holds.
    static func views(_ workspace: Workspace) throws -> [String] {
        [
            try json(workspace.days(from: day("2026-03-01"), to: day("2026-03-11")).document.days),
            try json(workspace.achievementsPage().document),
            try json(workspace.trackableList().documents),
            try json(workspace.entryDocuments(of: nil, from: nil, to: nil).documents),
            try json(workspace.disruptions()),
        ]
    }

    /// `value` as JSON with sorted keys (a document holding a dictionary describes it in no set order).
    static func json(_ value: some Encodable) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    /// Whether `one` and `other` show the same: every view, and the goal history as a value.
    static func same(_ one: Workspace, _ other: Workspace) throws {
        for (a, b) in zip(try views(one), try views(other)) { #expect(a == b) }
        #expect(try one.storedGoalHistory().history == other.storedGoalHistory().history)
    }

    /// The export of `workspace`, as a file in `folder`.
    static func export(_ workspace: Workspace, into folder: URL, _ name: String) throws -> String {
        let path = folder.appendingPathComponent(name).path
        _ = try workspace.export(withSecrets: false, toFile: path)
        return path
    }

    static func folder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cairn-move-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test("personal → team → personal: the same days, achievements, trackables and entries at each step; the next log announces nothing")
    func roundTrip() throws {
        let personal = try TestPlace(.sqlite, now: Self.now), team = try TestPlace(.postgres, now: Self.now)
        let folder = try Self.folder()
        defer { personal.remove(); try? FileManager.default.removeItem(at: folder) }
        try Self.variety(personal)
        let seen = try Store(path: personal.workspace.databasePath).seenMoments()
        #expect(!seen.isEmpty)
        let first = try Self.export(personal.workspace, into: folder, "first.json")
        let restored = try team.workspace.restore(first, stdin: { Data() })
        #expect(restored.trackables == 3 && restored.rules == 2 && restored.goalVersions == 2 && restored.disruptions == 2)
        #expect(restored.readings == 1 && restored.zones == 1 && restored.dayTotals == 1 && restored.sessions > 0 && restored.heartbeats > 0)
        try Self.same(personal.workspace, team.workspace)
        #expect(try team.workspace.teamPersonStore()?.seenMoments() == seen)

        let second = try Self.export(team.workspace, into: folder, "second.json")
        let back = try TestPlace(.sqlite, now: Self.now)
        defer { back.remove() }
        _ = try back.workspace.restore(second, stdin: { Data() })
        try Self.same(back.workspace, personal.workspace)

        // Nothing already seen is announced again: the same log gives the same (no) moments everywhere.
        let here = try TrackableOperationsTests.log(personal.workspace, "Meditated", "yes")
        let there = try TrackableOperationsTests.log(team.workspace, "Meditated", "yes")
        let again = try TrackableOperationsTests.log(back.workspace, "Meditated", "yes")
        #expect(there.document.moments.map(\.moment.key) == here.document.moments.map(\.moment.key))
        #expect(again.document.moments.map(\.moment.key) == here.document.moments.map(\.moment.key))
        #expect(there.document.moments.isEmpty)
        // New rows take ids past every id kept.
        let trackable = try team.workspace.addTrackable(TrackableSpec(name: "Sleep", kind: "number"), fields: [])
        #expect(trackable.id == 4)
        let hold = try team.workspace.addDisruption(from: day("2026-03-20"), to: day("2026-03-20"), reason: "", trackable: nil)
        #expect(hold.id > 1)
    }

    @Test("a non-empty account and a bad file are refused, and nothing is written")
    func refusals() throws {
        let personal = try TestPlace(.sqlite, now: Self.now), team = try TestPlace(.postgres, now: Self.now)
        let folder = try Self.folder()
        defer { personal.remove(); try? FileManager.default.removeItem(at: folder) }
        try Self.variety(personal)
        let file = try Self.export(personal.workspace, into: folder, "first.json")
        let empty = try Self.views(team.workspace)
        // A bad file.
        let bad = folder.appendingPathComponent("bad.json").path
        try Data("{\"format\": \"cairn-export\", \"version\": 1, \"goalHistory\": [".utf8).write(to: URL(fileURLWithPath: bad))
        #expect(throws: AppError.self) { try team.workspace.restore(bad, stdin: { Data() }) }
        #expect(try Self.views(team.workspace) == empty)
        // A file that reads well but fails half-way in the team database (a second trackable whose
        // name differs only in case, after goals, settings and the first trackables are written):
        // the one transaction leaves nothing.
        var document = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: file))) as? [String: Any])
        var trackables = try #require(document["trackables"] as? [[String: Any]])
        var twin = try #require(trackables.first)
        twin["id"] = 99
        twin["name"] = (twin["name"] as? String ?? "").uppercased()
        trackables.append(twin)
        document["trackables"] = trackables
        let half = folder.appendingPathComponent("half.json").path
        try JSONSerialization.data(withJSONObject: document).write(to: URL(fileURLWithPath: half))
        #expect(throws: AppError.self) { try team.workspace.restore(half, stdin: { Data() }) }
        #expect(try Self.views(team.workspace) == empty)
        let person = try #require(team.workspace.team?.person)
        #expect(try #require(team.connections).store().contents(of: person) == nil)
        // A non-empty account: one trackable is enough, and it is all that stays.
        _ = try team.workspace.addTrackable(TrackableSpec(name: "Sleep", kind: "number"), fields: [])
        #expect {
            try team.workspace.restore(file, stdin: { Data() })
        } throws: { error in
            "\(error)".contains("is not empty (it holds 1 trackable)") && "\(error)".contains("nothing was written")
        }
        #expect(try team.workspace.trackableList().documents.map(\.name) == ["Sleep"])
        #expect(try team.workspace.disruptions().isEmpty && team.workspace.storedGoalHistory().isDefault)
    }

    @Test("Bea's move in leaves Ada's account as it was, and Ada's export holds nothing of Bea's")
    func isolation() throws {
        let personal = try TestPlace(.sqlite, now: Self.now), team = try TestPlace(.postgres, now: Self.now)
        let folder = try Self.folder()
        defer { personal.remove(); try? FileManager.default.removeItem(at: folder) }
        try Self.variety(personal)
        let file = try Self.export(personal.workspace, into: folder, "first.json")
        let ada = team.workspace
        _ = try ada.addTrackable(TrackableSpec(name: "Sleep", kind: "number"), fields: [])
        _ = try TrackableOperationsTests.log(ada, "Sleep", "7")
        let before = try Self.views(ada)
        let bea = try team.person("bea")
        _ = try bea.restore(file, stdin: { Data() })
        #expect(try Self.views(ada) == before)
        try Self.same(bea, personal.workspace)
        let adaFile = try Self.export(ada, into: folder, "ada.json")
        let document = try BackupDocument.read(try Data(contentsOf: URL(fileURLWithPath: adaFile)), file: adaFile)
        #expect(document.trackables.map(\.name) == ["Sleep"] && document.sessions.isEmpty && document.settings.seen.isEmpty)
    }

    @Test("an export with the API key moves in without it: a team keeps only the hash of a key it made")
    func secrets() throws {
        let personal = try TestPlace(.sqlite, now: Self.now), team = try TestPlace(.postgres, now: Self.now)
        let folder = try Self.folder()
        defer { personal.remove(); try? FileManager.default.removeItem(at: folder) }
        let key = try personal.workspace.apiKey(rotate: false)
        _ = try personal.workspace.setEncouragement("streaks", to: "off")
        let path = folder.appendingPathComponent("secret.json").path
        _ = try personal.workspace.export(withSecrets: true, toFile: path)
        #expect(String(decoding: try Data(contentsOf: URL(fileURLWithPath: path)), as: UTF8.self).contains(key))
        _ = try team.workspace.restore(path, stdin: { Data() })
        var text = ""
        try team.workspace.export(withSecrets: true, to: { text += $0 })
        #expect(!text.contains(key) && text.contains(#""encouragement": {"streaks": "off"}"#))
        #expect(try !team.workspace.encouragement().streaks)
        let person = try #require(team.workspace.team?.person)
        #expect(throws: TeamError.self) { try #require(team.connections).store().person(forKey: key) }
        #expect(try team.workspace.teamPersonStore()?.setting("wakatime.apiKey") == nil && person.name == "ada")
    }
}
