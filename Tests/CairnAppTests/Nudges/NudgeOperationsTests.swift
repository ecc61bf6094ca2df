import CairnApp
import CairnCore
import Foundation
import Testing

/// `dueNudges` on both stores, the store a parameter: the one person's SQLite file and a person
/// of a team database on a real PostgreSQL server. The goals: two hours a day, five a week,
/// 09:00–18:00 (the default window), weekends off, in UTC.
@Suite("Nudges due on SQLite and on a team's PostgreSQL")
struct NudgeOperationsTests {
    /// `text` (`2026-03-11T13:00:00Z`) as an instant.
    static func at(_ text: String) -> Date { Date(timeIntervalSince1970: Beats.at(text)) }

    /// A place with the goals set and Monday, Tuesday (three hours each, so the week's five are
    /// met) and Wednesday 09:00–10:00 coded.
    static func prepared(_ kind: StoreKind) throws -> TestPlace {
        let place = try TestPlace(kind, now: at("2026-03-11T13:00:00Z"))
        try code(place.workspace)
        return place
    }

    /// Sets the goals and sends the week's heartbeats for `workspace`'s person.
    static func code(_ workspace: Workspace) throws {
        _ = try workspace.setGoals(CodingOperationsTests.goals(daily: "120", weekly: "300", restDays: "sat,sun"))
        try workspace.send(Beats.run(from: "2026-03-09T09:00:00Z", minutes: 180))
        try workspace.send(Beats.run(from: "2026-03-10T09:00:00Z", minutes: 180))
        try workspace.send(Beats.run(from: "2026-03-11T09:00:00Z", minutes: 60))
    }

    /// `workspace` at another instant.
    static func at(_ workspace: Workspace, _ text: String) -> Workspace {
        var moved = workspace
        moved.now = at(text)
        return moved
    }

    static let both = [
        Nudge(kind: .closeRing, key: "nudge:ring:2026-03-11", text: "1h to close today's ring"),
        Nudge(kind: .weeklyGoalHit, key: "nudge:week:2026-03-09", text: "Weekly goal hit 🎉"),
    ]

    @Test("the same nudges for the same data, each sent once: the second call and a later one are empty",
          arguments: StoreKind.allCases)
    func sentOnce(kind: StoreKind) throws {
        let place = try Self.prepared(kind)
        defer { place.remove() }
        #expect(try place.workspace.dueNudges().document == Self.both)
        #expect(try place.workspace.dueNudges().document.isEmpty)
        // An hour on, the ring is still open, but its nudge went already.
        #expect(try Self.at(place.workspace, "2026-03-11T14:00:00Z").dueNudges().document.isEmpty)
        // The next working day has a ring of its own (the week's nudge stays sent).
        #expect(try Self.at(place.workspace, "2026-03-12T09:30:00Z").dueNudges().document
            == [Nudge(kind: .closeRing, key: "nudge:ring:2026-03-12", text: "2h to close today's ring")])
        // The keys are kept as the setting the CLI and the personal courier share.
        #expect(try place.workspace.openCodingStore().setting(Workspace.firedNudgesKey)
            == "nudge:ring:2026-03-11\nnudge:ring:2026-03-12\nnudge:week:2026-03-09")
    }

    @Test("nothing on a rest day, not even the week's goal hit, and nothing marked sent", arguments: StoreKind.allCases)
    func restDay(kind: StoreKind) throws {
        let place = try Self.prepared(kind)
        defer { place.remove() }
        let saturday = Self.at(place.workspace, "2026-03-14T13:00:00Z")
        #expect(try saturday.dueNudges().document.isEmpty)
        #expect(try place.workspace.openCodingStore().setting(Workspace.firedNudgesKey) == nil)
    }

    @Test("nothing outside the window; the same day inside it, both are due", arguments: StoreKind.allCases)
    func window(kind: StoreKind) throws {
        let place = try Self.prepared(kind)
        defer { place.remove() }
        #expect(try Self.at(place.workspace, "2026-03-11T08:30:00Z").dueNudges().document.isEmpty)
        #expect(try Self.at(place.workspace, "2026-03-11T18:30:00Z").dueNudges().document.isEmpty)
        #expect(try Self.at(place.workspace, "2026-03-11T17:59:00Z").dueNudges().document == Self.both)
    }

    @Test("one person's nudges sent leave another's untouched")
    func otherPerson() throws {
        let place = try Self.prepared(.postgres)
        let bob = try place.person("bob")
        try Self.code(bob)
        #expect(try place.workspace.dueNudges().document == Self.both)
        #expect(try bob.openCodingStore().setting(Workspace.firedNudgesKey) == nil)
        #expect(try bob.dueNudges().document == Self.both)
        #expect(try bob.dueNudges().document.isEmpty)
        #expect(try place.workspace.dueNudges().document.isEmpty)
    }

    @Test("two at once for one person, on two connections: the second waits for the first's marking, so none goes twice")
    func twoAtOnce() throws {
        let place = try Self.prepared(.postgres)
        let workspace = place.workspace
        let marked = DispatchSemaphore(value: 0), finished = DispatchSemaphore(value: 0)
        let first = Locked<[Nudge]?>(nil)
        // The first marks them sent and holds its transaction open a while before it commits.
        DispatchQueue.global().async {
            let due = try? workspace.openCodingStore().exclusively { () throws -> [Nudge] in
                let due = try workspace.dueNudges().document
                marked.signal()
                usleep(500_000)
                return due
            }
            first.withLock { $0 = due }
            finished.signal()
        }
        marked.wait()
        // Without the person's lock this one would read nothing sent yet, and send both again.
        let second = try workspace.dueNudges().document
        finished.wait()
        #expect(first.withLock { $0 } == Self.both)
        #expect(second.isEmpty)
    }
}
