import CairnApp
import CairnCore
import CairnStore
import Foundation
import Testing

/// The trackable, entry, rule and achievement operations, the same assertions on both stores:
/// the one person's SQLite file and a person of a team database on a real PostgreSQL server.
@Suite("Trackable operations on SQLite and on a team's PostgreSQL")
struct TrackableOperationsTests {
    /// Wednesday 2026-03-11, 18:00 UTC.
    static let now = CodingOperationsTests.now

    static func rule(_ trackable: String, _ measure: String, ladder: String) throws -> RuleRequest {
        try RuleRequest(trackable: trackable, measure: measure, days: nil, zone: nil, ladder: ladder, every: nil, scale: nil,
                        record: false, low: false, minHistory: nil, reading: nil)
    }

    static func log(_ workspace: Workspace, _ trackable: String, _ value: String, on date: String? = nil) throws -> WriteOutcome {
        try workspace.log(LogRequest(trackable: trackable, valueWords: [value], date: date.map(day)))
    }

    /// Meditated (yes/no) logged on the three days before today, and Water (a number)
    /// logged 300 on 2026-03-05; a streak ladder 2,5 on Meditated and a total ladder 1000,2000 on Water.
    static func history(_ workspace: Workspace) throws -> (meditated: Trackable, water: Trackable, past: [Moment]) {
        _ = try workspace.setEncouragement("achievements", to: "on")
        let meditated = try workspace.addTrackable(TrackableSpec(name: "Meditated", kind: "yesno"), fields: [])
        let water = try workspace.addTrackable(TrackableSpec(name: "Water", kind: "number"), fields: [])
        for date in ["2026-03-08", "2026-03-09", "2026-03-10"] { _ = try log(workspace, "Meditated", "yes", on: date) }
        _ = try log(workspace, "Water", "300", on: "2026-03-05")
        let streak = try workspace.addRule(rule("Meditated", "streak", ladder: "2,5"))
        _ = try workspace.addRule(rule("Water", "total", ladder: "1000,2000"))
        return (meditated, water, streak.past)
    }

    @Test("add, list, rename and remove trackables: a yes/no and a number", arguments: StoreKind.allCases)
    func trackables(kind: StoreKind) throws {
        let place = try TestPlace(kind, now: Self.now)
        defer { place.remove() }
        let workspace = place.workspace
        let (meditated, water, _) = try Self.history(workspace)
        #expect(meditated.kind == .yesNo && water.kind.logsNumber)
        let list = try workspace.trackableList()
        #expect(list.documents.map(\.name) == ["Meditated", "Water"])
        #expect(list.documents.map(\.rules) == [1, 1])
        // The Meditated card's flame: three days up to yesterday (today not logged yet).
        #expect(list.documents.first?.streak == 3)
        #expect(throws: AppError.self) { try workspace.addTrackable(TrackableSpec(name: "water", kind: "yesno"), fields: []) }
        let renamed = try workspace.renameTrackable("Water", to: "Drinks")
        #expect(renamed.trackable.id == water.id && renamed.name == "Drinks")
        #expect(try workspace.trackableRemoval("Drinks").entries == 1)
        try workspace.removeTrackable(water, entries: 1)
        #expect(try workspace.trackableList().documents.map(\.name) == ["Meditated"])
        #expect(try workspace.ruleDocuments(of: nil).count == 1)
        #expect(throws: AppError.self) { try workspace.trackableRemoval("Drinks") }
    }

    @Test("log today and a past day; a rule's past is marked seen; a new moment is announced once, then seen",
          arguments: StoreKind.allCases)
    func announcer(kind: StoreKind) throws {
        let place = try TestPlace(kind, now: Self.now)
        defer { place.remove() }
        let workspace = place.workspace
        let (_, water, past) = try Self.history(workspace)
        // The streak of three already passed rung 2: history, marked seen as the rule was stored.
        #expect(past.map(\.rung) == [2])
        #expect(try Self.log(workspace, "Meditated", "yes").document.moments.isEmpty)
        let small = try Self.log(workspace, "Water", "600")
        #expect(small.document.moments.isEmpty && small.toast == nil)
        let big = try Self.log(workspace, "Water", "500", on: "2026-03-09")
        #expect(big.document.moments.map(\.moment.rung) == [1000])
        #expect(big.toast != nil)
        // Edited down and back, removed and logged again: the rung (reached on the same day) was seen, so never again.
        let id = try #require(big.document.entry?.id)
        var edit = EntryEdit(id: id)
        edit.valueWords = ["50"]
        #expect(try workspace.editEntry(edit).document.moments.isEmpty)
        edit.valueWords = ["500"]
        #expect(try workspace.editEntry(edit).document.moments.isEmpty)
        _ = try workspace.removeEntry(id: id)
        #expect(try Self.log(workspace, "Water", "500").document.moments.isEmpty)
        let page = try workspace.achievementsPage().document
        #expect(page.evaluation.moments.map(\.rung).sorted { ($0 ?? 0) < ($1 ?? 0) } == [2, 1000])
        #expect(page.rules.count == 2)
        let entries = try workspace.entryDocuments(of: "Water", from: nil, to: nil).documents
        #expect(entries.map(\.value) == [600, 500, 300] || entries.map(\.value) == [500, 600, 300])
        #expect(entries.allSatisfy { $0.trackable == water.name })
        #expect(try workspace.entryDocuments(of: nil, from: day("2026-03-10"), to: day("2026-03-10")).documents.count == 1)
        // A Nothing on a day of no entries, and not twice.
        #expect(try workspace.logNothing(on: day("2026-03-01")).outcome != nil)
        #expect(try workspace.logNothing(on: day("2026-03-01")).outcome == nil)
        #expect(throws: AppError.self) { try workspace.logNothing(on: day("2026-03-10")) }
    }

    @Test("entries: edit a value and a day, remove one; unknown ids are not found", arguments: StoreKind.allCases)
    func entries(kind: StoreKind) throws {
        let place = try TestPlace(kind, now: Self.now)
        defer { place.remove() }
        let workspace = place.workspace
        _ = try Self.history(workspace)
        let logged = try #require(try Self.log(workspace, "Water", "250").document.entry?.id)
        var edit = EntryEdit(id: logged)
        edit.valueWords = ["400"]
        edit.date = day("2026-03-07")
        _ = try workspace.editEntry(edit)
        let stored = try #require(try workspace.entryDocuments(of: "Water", from: nil, to: nil).documents.first { $0.id == logged })
        #expect(stored.value == 400 && stored.date == day("2026-03-07") && stored.at == nil)
        _ = try workspace.removeEntry(id: logged)
        #expect(try workspace.entryDocuments(of: "Water", from: nil, to: nil).documents.map(\.value) == [300])
        #expect(throws: AppError.notFound("there is no entry \(logged); see `cairn entry list`")) { try workspace.removeEntry(id: logged) }
        #expect(throws: AppError.self) { try Self.log(workspace, "Water", "5", on: "2026-03-12") }
        #expect(throws: AppError.self) { try Self.log(workspace, "Water", "lots") }
    }

    @Test("rules: a total ladder and a streak listed, a twin refused, one removed", arguments: StoreKind.allCases)
    func rules(kind: StoreKind) throws {
        let place = try TestPlace(kind, now: Self.now)
        defer { place.remove() }
        let workspace = place.workspace
        _ = try Self.history(workspace)
        let rules = try workspace.ruleDocuments(of: nil)
        #expect(rules.count == 2)
        #expect(try workspace.ruleDocuments(of: "Water").count == 1)
        #expect(throws: AppError.self) { try workspace.addRule(Self.rule("Water", "total", ladder: "1000,2000")) }
        let stored = try workspace.achievementsPage().document.rules
        let preview = try workspace.previewRule(Self.rule("Meditated", "streak", ladder: "3"))
        #expect(preview.moments.count == 1)
        let ids = try Self.ruleIds(workspace)
        try workspace.removeRule(id: ids[0])
        #expect(try workspace.ruleDocuments(of: nil).count == 1 && stored.count == 2)
        #expect(throws: AppError.notFound("there is no rule \(ids[0]); see `cairn rule list`")) { try workspace.removeRule(id: ids[0]) }
    }

    @Test("the trackable page and the Today cards read the same numbers", arguments: StoreKind.allCases)
    func pages(kind: StoreKind) throws {
        let place = try TestPlace(kind, now: Self.now)
        defer { place.remove() }
        let workspace = place.workspace
        let (meditated, water, _) = try Self.history(workspace)
        _ = try Self.log(workspace, "Water", "800", on: "2026-03-09")
        let page = try workspace.trackablePage(TrackablePageRequest(name: "Water", range: "30d"))
        #expect(page.id == water.id && page.today == day("2026-03-11"))
        #expect(page.chart.points.compactMap(\.value).reduce(0, +) == 1_100)
        #expect(page.chart.marks.map(\.rung) == [1000])
        let byId = try workspace.trackablePage(TrackablePageRequest(id: meditated.id))
        #expect(byId.name == "Meditated" && byId.streaks.current == 3)
        let cards = try workspace.recentEntries(limit: 2)
        #expect(cards[water.id]?.map(\.value) == [800, 300])
        #expect(cards[meditated.id]?.map(\.date) == [day("2026-03-10"), day("2026-03-09")])
        #expect(try workspace.firstSteps().ruleAdded)
    }

    @Test("zones and Readings added and removed (their rules with them), a derived trackable, the rule editor's save",
          arguments: StoreKind.allCases)
    func zonesReadingsEditor(kind: StoreKind) throws {
        let place = try TestPlace(kind, now: Self.now)
        defer { place.remove() }
        let workspace = place.workspace
        let (meditated, water, _) = try Self.history(workspace)
        _ = try workspace.addZone("lots", to: "Water", min: "500", max: nil)
        #expect(try workspace.zones(of: "Water").map(\.zone.name) == ["lots"])
        #expect(throws: AppError.self) { try workspace.addZone("LOTS", to: "Water", min: "1", max: nil) }
        _ = try workspace.addRule(RuleRequest(trackable: "Water", measure: "streak", days: nil, zone: "lots", ladder: "2", every: nil,
                                              scale: nil, record: false, low: false, minHistory: nil, reading: nil))
        #expect(try workspace.ruleDocuments(of: "Water").count == 2)
        #expect(try workspace.removeZone("lots", of: "Water").rules == 1)
        #expect(try workspace.ruleDocuments(of: "Water").count == 1 && workspace.zones(of: nil).isEmpty)

        _ = try workspace.addTrackable(TrackableSpec(name: "Lift", kind: "event"), fields: ["weight:number"])
        var lift = LogRequest(trackable: "Lift", valueWords: [], date: day("2026-03-10"))
        lift.itemWords = ["weight=60", "weight=80"]
        _ = try workspace.log(lift)
        _ = try workspace.addReading("Top", of: "Lift", field: "weight", reduce: "max", where: nil, eachEvent: nil)
        #expect(try workspace.readingDocuments(of: "Lift").count == 1)
        #expect(throws: AppError.self) { try workspace.addReading("top", of: "Lift", field: "weight", reduce: "max", where: nil, eachEvent: nil) }
        _ = try workspace.removeReading("Top", of: "Lift")
        #expect(try workspace.readingDocuments(of: nil).isEmpty)

        var both = DeriveRequest(name: "Calm and watered", op: "all")
        both.of = "Meditated,Water"
        let derived = try workspace.deriveTrackable(both)
        #expect(derived.derivation?.of == [.trackable(meditated.id), .trackable(water.id)])

        // The editor's save: the total's box kept ticked keeps its row, a new box is created, and
        // unticking both removes them; Meditated's hand-written streak ladder is left alone.
        let total = try #require(try workspace.ruleDocuments(of: "Water").first?.id)
        let ticked = [
            AchievementRule(id: 0, trackableId: water.id, measure: .total, threshold: .ladder(.rungs([1000, 2000]))),
            AchievementRule(id: 0, trackableId: water.id, measure: .streak, threshold: .ladder(.rungs([7, 30, 100, 365]))),
        ]
        let saved = try workspace.saveRules(ticked, readings: [], trackableId: water.id)
        #expect(saved.count == 2 && saved.contains { $0.id == total })
        #expect(try workspace.ruleEditor(picked: water.id)?.rules.count == 2)
        #expect(try workspace.saveRules([], readings: [], trackableId: water.id).isEmpty)
        #expect(try workspace.ruleDocuments(of: "Meditated").count == 1)
        #expect(throws: AppError.notFound("no trackable with id 99")) { try workspace.saveRules([], readings: [], trackableId: 99) }
    }

    @Test("the same inputs give the same documents on SQLite and on PostgreSQL, ids included")
    func sameAnswers() throws {
        let files = try TestPlace(.sqlite, now: Self.now), teams = try TestPlace(.postgres, now: Self.now)
        defer { files.remove() }
        var answers: [[[UInt8]]] = []
        for workspace in [files.workspace, teams.workspace] {
            _ = try Self.history(workspace)
            var bytes: [[UInt8]] = []
            bytes.append(try DocumentJSON.bytes(Self.log(workspace, "Water", "900", on: "2026-03-10").document))
            bytes.append(try DocumentJSON.bytes(Self.log(workspace, "Meditated", "yes").document))
            bytes.append(try DocumentJSON.bytes(workspace.logNothing(on: day("2026-03-02")).outcome?.document))
            bytes.append(try DocumentJSON.bytes(workspace.trackableList().documents))
            bytes.append(try DocumentJSON.bytes(workspace.entryDocuments(of: nil, from: nil, to: nil).documents))
            bytes.append(try DocumentJSON.bytes(workspace.ruleDocuments(of: nil)))
            bytes.append(try DocumentJSON.bytes(workspace.achievementsPage().document))
            _ = try workspace.addZone("lots", to: "Water", min: "500", max: nil)
            var both = DeriveRequest(name: "Calm and watered", op: "all")
            both.of = "Meditated,Water"
            let derived = try workspace.deriveTrackable(both)
            let streak = AchievementRule(id: 0, trackableId: derived.id, measure: .streak, threshold: .ladder(.rungs([7, 30, 100, 365])))
            bytes.append(try DocumentJSON.bytes(workspace.saveRules([streak], readings: [], trackableId: derived.id)))
            for name in ["Water", "Meditated", "Calm and watered"] {
                bytes.append(try DocumentJSON.bytes(workspace.trackablePage(TrackablePageRequest(name: name, range: "all"))))
            }
            bytes.append(try DocumentJSON.bytes(workspace.trackableList().documents))
            bytes.append(try DocumentJSON.bytes(workspace.achievementsPage().document))
            answers.append(bytes)
        }
        #expect(answers[0].count == 13)
        for (sqlite, team) in zip(answers[0], answers[1]) {
            #expect(String(decoding: sqlite, as: UTF8.self) == String(decoding: team, as: UTF8.self))
        }
    }

    /// The ids of the stored rules, in list order.
    static func ruleIds(_ workspace: Workspace) throws -> [Int64] {
        try workspace.achievementsPage().document.rules.map(\.id)
    }
}
