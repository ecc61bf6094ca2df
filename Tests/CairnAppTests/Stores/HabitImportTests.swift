import CairnApp
import CairnCore
import Foundation
import Testing

/// `cairn import loop` and `cairn import daylio` on both stores: the one person's SQLite file and
/// a person of a team database on a real PostgreSQL server.
@Suite("Loop and Daylio imports on SQLite and on a team's PostgreSQL")
struct HabitImportTests {
    static let now = CodingOperationsTests.now

    /// The importers' fixtures (`Tests/CairnImportTests/Fixtures`).
    static func fixture(_ name: String) throws -> String {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("CairnImportTests/Fixtures").appendingPathComponent(name).path
        guard FileManager.default.fileExists(atPath: path) else { throw AppError.failure("fixture \(name) is missing") }
        return path
    }

    /// A Loop export folder of two habits near `now`: Walk done 03-07, 03-09 and 03-10 and
    /// skipped 03-08 (a day Read was done), so Walk's streak runs over the skip only if it is held.
    static func loopFolder(skip: Bool = true) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cairn-loop-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("""
            Position,Name,Type,Question,Description,FrequencyNumerator,FrequencyDenominator,Color,Unit,Target Type,Target Value,Archived?
            001,Walk,YES_NO,,,1,1,#FF8F00,,AT_LEAST,0,false
            002,Read,YES_NO,,,1,1,#43A047,,AT_LEAST,0,false

            """.utf8).write(to: folder.appendingPathComponent("Habits.csv"))
        try Data("""
            Date,Walk,Read,
            2026-03-10,YES_MANUAL,NO,
            2026-03-09,YES_MANUAL,UNKNOWN,
            2026-03-08,\(skip ? "SKIP" : "UNKNOWN"),YES_MANUAL,
            2026-03-07,YES_MANUAL,UNKNOWN,

            """.utf8).write(to: folder.appendingPathComponent("Checkmarks.csv"))
        return folder
    }

    /// Everything a person reads of what was imported, as bytes.
    static func documents(_ workspace: Workspace) throws -> [[UInt8]] {
        [try DocumentJSON.bytes(workspace.trackableList().documents),
         try DocumentJSON.bytes(workspace.entryDocuments(of: nil, from: nil, to: nil).documents),
         try DocumentJSON.bytes(workspace.disruptions()),
         try DocumentJSON.bytes(workspace.achievementsPage().document)]
    }

    /// Imports the Walk/Read folder (with a streak rule on Walk), the 2024 Loop `.zip` and Daylio's sample.
    static func importAll(_ workspace: Workspace, folder: URL) throws -> [ImportOutcome] {
        let walk = try LoopImport.run(path: folder.path, habit: nil, recover: false, in: workspace)
        _ = try workspace.addRule(TrackableOperationsTests.rule("Walk", "streak", ladder: "2,5"))
        let zip = try LoopImport.run(path: try fixture("loop/2024-export.zip"), habit: nil, recover: false, in: workspace)
        let daylio = try DaylioImport.run(file: try fixture("daylio/sample.csv"), stdin: { Data() }, in: workspace)
        return [walk, zip, daylio]
    }

    @Test("the same Loop folder, Loop zip and Daylio CSV give the same lines and documents on both stores; a skip holds Walk's streak")
    func sameDocuments() throws {
        let folder = try Self.loopFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var seen: [(lines: [String], documents: [[UInt8]])] = []
        for kind in StoreKind.allCases {
            let place = try TestPlace(kind, now: Self.now)
            defer { place.remove() }
            let outcomes = try Self.importAll(place.workspace, folder: folder)
            #expect(outcomes.map(\.summary.added).allSatisfy { $0 > 0 })
            #expect(outcomes[0].lines.contains { $0.contains("1 skipped day is on hold for their habit") }, "\(outcomes[0].lines)")
            // 03-07, the skipped 03-08 held, 03-09, 03-10: three days (today not done yet).
            let walk = try #require(try place.workspace.trackableList().documents.first { $0.name == "Walk" })
            #expect(walk.streak == 2 + 1)
            #expect(try place.workspace.disruptions().filter { $0.from == day("2026-03-08") }.map(\.trackable) == ["Walk"])
            seen.append((outcomes.flatMap(\.lines), try Self.documents(place.workspace)))
        }
        #expect(seen.count == 2)
        #expect(seen.first?.lines == seen.last?.lines)
        #expect(seen.first?.documents == seen.last?.documents)
    }

    @Test("without the skip, Walk's run is broken on 03-08 (the held day is what carries it)", arguments: StoreKind.allCases)
    func skipIsWhatHolds(kind: StoreKind) throws {
        let folder = try Self.loopFolder(skip: false)
        defer { try? FileManager.default.removeItem(at: folder) }
        let place = try TestPlace(kind, now: Self.now)
        defer { place.remove() }
        _ = try LoopImport.run(path: folder.path, habit: nil, recover: false, in: place.workspace)
        _ = try place.workspace.addRule(TrackableOperationsTests.rule("Walk", "streak", ladder: "2,5"))
        #expect(try place.workspace.trackableList().documents.first { $0.name == "Walk" }?.streak == 2)
        #expect(try place.workspace.disruptions().isEmpty)
    }

    @Test("importing the same files twice adds nothing", arguments: StoreKind.allCases)
    func twice(kind: StoreKind) throws {
        let folder = try Self.loopFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let place = try TestPlace(kind, now: Self.now)
        defer { place.remove() }
        let first = try Self.importAll(place.workspace, folder: folder)
        let before = try Self.documents(place.workspace)
        let walk = try LoopImport.run(path: folder.path, habit: nil, recover: false, in: place.workspace)
        let zip = try LoopImport.run(path: try Self.fixture("loop/2024-export.zip"), habit: nil, recover: false, in: place.workspace)
        let daylio = try DaylioImport.run(file: try Self.fixture("daylio/sample.csv"), stdin: { Data() }, in: place.workspace)
        #expect([walk, zip, daylio].map(\.summary.added) == [0, 0, 0])
        #expect([walk, zip, daylio].map(\.summary.duplicates) == first.map(\.summary.added))
        #expect(!walk.lines.contains { $0.contains("skipped day") })
        #expect(try Self.documents(place.workspace) == before)
    }

    @Test("a file that fails half-way (a habit or activity clashing with a trackable of another kind) writes nothing",
          arguments: StoreKind.allCases)
    func brokenWritesNothing(kind: StoreKind) throws {
        let folder = try Self.loopFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let place = try TestPlace(kind, now: Self.now)
        defer { place.remove() }
        let workspace = place.workspace
        // Read as a number: Walk is made first, then Read is refused.
        _ = try workspace.addTrackable(TrackableSpec(name: "Read", kind: "number"), fields: [])
        // An activity of the Daylio sample as a number: Mood is made first, then it is refused.
        _ = try workspace.addTrackable(TrackableSpec(name: "music", kind: "number"), fields: [])
        let before = try Self.documents(workspace)
        #expect(throws: AppError.self) { try LoopImport.run(path: folder.path, habit: nil, recover: false, in: workspace) }
        #expect(throws: AppError.self) { try DaylioImport.run(file: try Self.fixture("daylio/sample.csv"), stdin: { Data() }, in: workspace) }
        // A file the reader refuses.
        let bad = folder.appendingPathComponent("bad.csv")
        try Data("full_date,date,weekday,time,mood,activities,note_title,note\n2021-13-45,x,y,zz,rad,,,\n".utf8).write(to: bad)
        #expect(throws: AppError.self) { try DaylioImport.run(file: bad.path, stdin: { Data() }, in: workspace) }
        #expect(try Self.documents(workspace) == before)
        #expect(try workspace.trackableList().documents.map(\.name) == ["Read", "music"])
    }

    @Test("Bea sees none of Ada's imported trackables, entries or skips, and her own import of the same file is hers")
    func isolation() throws {
        let folder = try Self.loopFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let (place, ada, bea) = try TeamIsolationTests.pair()
        defer { place.remove() }
        _ = try Self.importAll(ada, folder: folder)
        let adas = try Self.documents(ada)
        #expect(try bea.trackableList().documents.isEmpty && bea.entryDocuments(of: nil, from: nil, to: nil).documents.isEmpty)
        #expect(try bea.disruptions().isEmpty)
        let hold = try #require(try ada.disruptions().first)
        #expect(throws: AppError.notFound("there is no disruption \(hold.id) of yours")) { try bea.removeDisruption(id: hold.id) }
        // The same keys in Bea's account are new to her.
        let beas = try LoopImport.run(path: folder.path, habit: nil, recover: false, in: bea)
        #expect(beas.summary.added > 0 && beas.summary.duplicates == 0)
        #expect(try bea.disruptions().count == 1)
        #expect(try Self.documents(ada) == adas)
    }
}
