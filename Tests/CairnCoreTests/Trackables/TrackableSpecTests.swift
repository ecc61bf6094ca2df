import Testing
import CairnCore

@Suite("A trackable as typed: a choice has a none only when the person names it")
struct TrackableSpecTests {
    static let moods = ["awful", "bad", "meh", "good", "rad"]

    @Test("--choices alone makes a choice without a none: \"awful\" is a day of some",
          arguments: [false, true])
    func noNoneUnlessNamed(ordered: Bool) throws {
        let trackable = try TrackableSpec(name: "Mood", kind: "choice", choices: Self.moods, ordered: ordered).trackable()
        let scale = try #require({ if case let .choice(scale) = trackable.kind { scale } else { nil } }())
        #expect(scale.noneCode == nil && scale.noneLabel == nil)
        #expect(!trackable.kind.zeroIsFalse)
        #expect(scale.options.map(\.label) == Self.moods && scale.ordered == ordered)
    }

    @Test("--none names the choice that is none, by its label in any case",
          arguments: [("None", 0), ("mild", 1), (" SEVERE ", 2)])
    func namedNone(none: String, code: Int) throws {
        let trackable = try TrackableSpec(name: "Headache", kind: "choice", choices: ["None", "Mild", "Severe"], none: none).trackable()
        guard case let .choice(scale) = trackable.kind else {
            Issue.record("not a choice")
            return
        }
        #expect(scale.noneCode == code)
        #expect(trackable.kind.zeroIsFalse)
    }

    @Test("--none must be one of the choices, and only a choice takes it", arguments: [
        TrackableSpec(name: "Headache", kind: "choice", choices: ["None", "Mild"], none: "Nothing"),
        TrackableSpec(name: "Smoked", kind: "yesno", none: "No"),
        TrackableSpec(name: "Weight", kind: "number", unit: "kg", none: "0"),
    ])
    func refused(spec: TrackableSpec) {
        #expect(throws: TrackableSpecError.self) { try spec.trackable() }
    }

    @Test("The refusal names the choices to pick from")
    func refusalWords() {
        do {
            _ = try TrackableSpec(name: "Headache", kind: "choice", choices: ["None", "Mild"], none: "Nothing").trackable()
            Issue.record("accepted")
        } catch {
            #expect(error.description == "--none Nothing is not one of the choices; use one of None, Mild")
        }
    }

    @Test("A streak of none is offered only for a choice with a named none")
    func streakOfNone() throws {
        let without = try TrackableSpec(name: "Mood", kind: "choice", choices: Self.moods).trackable()
        let with = try TrackableSpec(name: "Headache", kind: "choice", choices: ["None", "Mild"], none: "None").trackable()
        let rule = { (t: Trackable) in
            AchievementRule(id: 1, trackableId: t.id, measure: .streak, threshold: .ladder(.rungs([7])), days: .none)
        }
        #expect(rule(without).problem(for: without, zone: nil)?.contains("has no none") == true)
        #expect(rule(with).problem(for: with, zone: nil) == nil)
    }
}
