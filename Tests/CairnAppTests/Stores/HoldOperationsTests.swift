import CairnApp
import CairnCore
import Foundation
import Testing

/// Holds for everything and for one trackable, the same assertions on both stores: the one
/// person's SQLite file and a person of a team database on a real PostgreSQL server.
@Suite("Holds for everything and for one trackable on SQLite and on a team's PostgreSQL")
struct HoldOperationsTests {
    static let now = CodingOperationsTests.now

    /// Meditated logged 2026-03-08 … 03-10 and Read on 03-08 and 03-10 (a missed 03-09), each with
    /// a streak rule; coding on 03-09 (a day with a verdict of its own).
    static func twoStreaks(_ workspace: Workspace) throws {
        _ = try TrackableOperationsTests.history(workspace)
        _ = try workspace.addTrackable(TrackableSpec(name: "Read", kind: "yesno"), fields: [])
        for date in ["2026-03-08", "2026-03-10"] { _ = try TrackableOperationsTests.log(workspace, "Read", "yes", on: date) }
        _ = try workspace.addRule(TrackableOperationsTests.rule("Read", "streak", ladder: "2,5"))
        try workspace.send(Beats.run(from: "2026-03-09T09:00:00Z", minutes: 20))
    }

    static func streaks(_ workspace: Workspace) throws -> [String: Int] {
        var result: [String: Int] = [:]
        for document in try workspace.trackableList().documents { result[document.name] = document.streak }
        return result
    }

    static func codingStatus(_ workspace: Workspace, _ date: String) throws -> DayStatus? {
        try workspace.days(from: day(date), to: day(date)).document.days.first?.status
    }

    @Test("a hold for one trackable carries its streak over the missed day, not another's nor the coding goal's; removed, the day breaks again",
          arguments: StoreKind.allCases)
    func oneTrackable(kind: StoreKind) throws {
        let place = try TestPlace(kind, now: Self.now)
        defer { place.remove() }
        let workspace = place.workspace
        try Self.twoStreaks(workspace)
        #expect(try Self.streaks(workspace) == ["Meditated": 3, "Read": 1])
        let coding = try Self.codingStatus(workspace, "2026-03-09")
        #expect(coding != nil && coding != .hold)

        let hold = try workspace.addDisruption(from: day("2026-03-09"), to: day("2026-03-09"), reason: "away", trackable: "read")
        #expect(hold.trackable == "Read")
        #expect(try workspace.disruptions().map(\.trackable) == ["Read"])
        #expect(try workspace.disruptions().map(\.id) == [hold.id])
        // Read's run spans the held day (which neither breaks nor counts); Meditated's and the coding goal's are as they were.
        #expect(try Self.streaks(workspace)["Read"] == 2)
        #expect(try Self.streaks(workspace)["Meditated"] == 3)
        #expect(try Self.codingStatus(workspace, "2026-03-09") == coding)

        // A hold for everything holds the coding goal too.
        let all = try workspace.addDisruption(from: day("2026-03-09"), to: day("2026-03-09"), reason: "", trackable: nil)
        #expect(try Self.codingStatus(workspace, "2026-03-09") == .hold)
        try workspace.removeDisruption(id: all.id)
        #expect(try Self.codingStatus(workspace, "2026-03-09") == coding)

        try workspace.removeDisruption(id: hold.id)
        #expect(try workspace.disruptions().isEmpty)
        #expect(try Self.streaks(workspace)["Read"] == 1)
        #expect(throws: AppError.self) { try workspace.removeDisruption(id: hold.id) }
        #expect(throws: AppError.self) {
            try workspace.addDisruption(from: day("2026-03-09"), to: day("2026-03-09"), reason: "", trackable: "Nope")
        }
        #expect(try workspace.disruptions().isEmpty)
    }

    @Test("a removed trackable takes its holds with it, and never widens one to everything", arguments: StoreKind.allCases)
    func removedWithItsTrackable(kind: StoreKind) throws {
        let place = try TestPlace(kind, now: Self.now)
        defer { place.remove() }
        let workspace = place.workspace
        try Self.twoStreaks(workspace)
        _ = try workspace.addDisruption(from: day("2026-03-09"), to: day("2026-03-09"), reason: "", trackable: "Read")
        let read = try #require(try workspace.trackableList().documents.first { $0.name == "Read" })
        try workspace.removeTrackable(Trackable(id: read.id, name: "Read", kind: .yesNo), entries: 2)
        #expect(try workspace.disruptions().isEmpty)
        #expect(try Self.codingStatus(workspace, "2026-03-09") != .hold)
    }

    @Test("the same holds give the same documents on both stores")
    func sameDocuments() throws {
        var documents: [[[UInt8]]] = []
        for kind in StoreKind.allCases {
            let place = try TestPlace(kind, now: Self.now)
            defer { place.remove() }
            let workspace = place.workspace
            try Self.twoStreaks(workspace)
            let one = try workspace.addDisruption(from: day("2026-03-09"), to: day("2026-03-09"), reason: "away", trackable: "Read")
            let all = try workspace.addDisruption(from: day("2026-03-01"), to: day("2026-03-02"), reason: "ill", trackable: nil)
            documents.append([try DocumentJSON.bytes(one), try DocumentJSON.bytes(all), try DocumentJSON.bytes(workspace.disruptions()),
                              try DocumentJSON.bytes(workspace.trackableList().documents),
                              try DocumentJSON.bytes(workspace.achievementsPage().document)])
        }
        #expect(documents.count == 2 && documents.first == documents.last)
    }

    @Test("Bea sees none of Ada's holds for one trackable, cannot remove one by its id, nor hold Ada's trackable")
    func isolation() throws {
        let (place, ada, bea) = try TeamIsolationTests.pair()
        defer { place.remove() }
        try Self.twoStreaks(ada)
        let hold = try ada.addDisruption(from: day("2026-03-09"), to: day("2026-03-09"), reason: "away", trackable: "Read")
        #expect(try bea.disruptions().isEmpty)
        #expect(throws: AppError.notFound("there is no disruption \(hold.id) of yours")) { try bea.removeDisruption(id: hold.id) }
        #expect(throws: AppError.self) { try bea.addDisruption(from: day("2026-03-09"), to: day("2026-03-09"), reason: "", trackable: "Read") }
        #expect(try ada.disruptions().map(\.id) == [hold.id])
        #expect(try Self.streaks(ada)["Read"] == 2)
    }
}
