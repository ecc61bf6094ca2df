import CairnCore
@testable import CairnStore
import Foundation
import Testing

/// Before `--none`, `--choices` made the first label a choice's none, and a Daylio mood had
/// none; the stored kind said so (`"noneCode": 0`, or no code). Opening such a database keeps
/// every trackable's meaning: the named none is carried as it was, and no code is invented.
@Suite("Opening a database made before --none (schema 13): every choice keeps its none")
struct ChoiceNoneMigrationTests {
    func scale(_ trackable: Trackable?) -> ChoiceScale? {
        if case let .choice(scale)? = trackable?.kind { scale } else { nil }
    }

    @Test("a typed choice keeps its first label as its none; a Daylio mood and an event's field keep having none")
    func nonesCarried() throws {
        try copyOfFixture("schema13-choices.cairndb") { path in
            let store = try Store(path: path)
            #expect(try store.schemaVersion() == Migrations.latest)
            let headache = scale(try store.trackable(named: "Headache"))
            #expect(headache?.noneCode == 0 && headache?.noneLabel == "None" && headache?.ordered == true)
            // "awful" was Feeling's none when it was typed, and stays so until the person changes it.
            let feeling = scale(try store.trackable(named: "Feeling"))
            #expect(feeling?.noneCode == 0 && feeling?.noneLabel == "awful")
            let mood = scale(try store.trackable(named: "Mood"))
            #expect(mood != nil && mood?.noneCode == nil && mood?.options.first?.code == 1)
            let strength = try #require(try store.trackable(named: "Strength"))
            #expect(strength.fields.first.flatMap { field in
                if case let .choice(scale) = field.kind { scale.noneCode } else { -1 }
            } == nil)
        }
    }

    @Test("the rules read the carried nones as before: Headache's days of None, Feeling's \"awful\" is none")
    func rulesReadTheSame() throws {
        try copyOfFixture("schema13-choices.cairndb") { path in
            let store = try Store(path: path)
            let today = try #require(LocalDate(iso: "2026-07-10"))
            let result = AchievementEngine.evaluateAll(trackables: try store.trackables(), rules: try store.rules(), zones: try store.zones(),
                                                       entries: try store.entries(), disruptions: try store.disruptions(), today: today)
            let earned = result.moments.filter { $0.ruleIdentity != LoggedAnything.identity }.map { "\($0.name) \($0.date) \($0.rung ?? 0)" }
            #expect(earned == ["Mood · Days of Any 2021-09-27 2.0", "Mood · Days of Any 2021-09-28 3.0",
                               "Headache · Days of None 2026-07-08 2.0", "Headache · Days of None 2026-07-09 3.0"])
            // Feeling logged "awful" (its none) every day and "good" once: one day of some, no run of two.
            #expect(result.comingUp.first { $0.name == "Feeling · Days of Any" }?.current == 0)
        }
    }
}
