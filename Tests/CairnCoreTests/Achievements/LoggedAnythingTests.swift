import Foundation
import Testing
import CairnCore

@Suite("Logged anything: the streak celebrated for everyone")
struct LoggedAnythingTests {
    func moments(_ entries: [Entry], disruptions: [Disruption] = [], today: Int) -> [Moment] {
        AchievementEngine.loggedAnything(entries: entries, disruptions: disruptions, today: Fixtures.day(today)).moments
    }

    @Test("It fires at 7, 30, 100 and 365 days")
    func rungs() {
        let entries = Fixtures.daily(Fixtures.headache, Array(repeating: 0, count: 365))
        let found = moments(entries, today: 364)
        #expect(found.map(\.rung) == [7, 30, 100, 365])
        #expect(found.map(\.date) == [Fixtures.day(6), Fixtures.day(29), Fixtures.day(99), Fixtures.day(364)])
        #expect(found.map(\.measureText) == ["7 days", "30 days", "100 days", "365 days"])
        #expect(found.allSatisfy { $0.name == "Logged anything" && $0.key.hasPrefix("logged-anything@") })
    }

    @Test("It reads every entry of the person's own, whatever was logged, a Nothing included")
    func anyOwnEntry() {
        var entries = Fixtures.daily(Fixtures.headache, [1, 1, 1])
        entries += (3..<5).map { Entry.nothing(on: Fixtures.day($0)) }
        entries += Fixtures.daily(Fixtures.journal, [nil, nil], from: 5)
        #expect(moments(entries, today: 6).map(\.rung) == [7])
    }

    @Test("Entries logged by an integration or a schedule do not count")
    func integrationEntriesDoNotCount() {
        let integration = Fixtures.daily(Fixtures.meditation, Array(repeating: 600, count: 10), source: .integration)
        let schedule = Fixtures.daily(Fixtures.headache, Array(repeating: 0, count: 10), source: .schedule)
        #expect(moments(integration + schedule, today: 9).isEmpty)
        let mixed = Fixtures.daily(Fixtures.headache, [0, 0, 0]) + Fixtures.daily(Fixtures.meditation, [600], from: 3, source: .integration)
            + Fixtures.daily(Fixtures.headache, [0, 0, 0, 0], from: 4)
        #expect(moments(mixed, today: 7).isEmpty)
    }

    @Test("Only disruptions carry it: a day without an own entry breaks it unless disrupted")
    func onlyDisruptionsCarry() {
        let entries = Fixtures.daily(Fixtures.headache, [0, 0, 0, 0]) + Fixtures.daily(Fixtures.headache, [0, 0, 0], from: 6)
        #expect(moments(entries, today: 8).isEmpty)
        let holiday = Disruption(from: Fixtures.day(4), to: Fixtures.day(5), reason: "holiday")
        #expect(moments(entries, disruptions: [holiday], today: 8).map(\.date) == [Fixtures.day(8)])
        let oneHabit = Disruption(from: Fixtures.day(4), to: Fixtures.day(5), trackableIds: [Fixtures.headache.id])
        #expect(moments(entries, disruptions: [oneHabit], today: 8).isEmpty)
    }

    @Test("Coming up shows the live run against the next rung")
    func comingUp() {
        let entries = Fixtures.daily(Fixtures.headache, Array(repeating: 0, count: 10))
        let next = AchievementEngine.loggedAnything(entries: entries, disruptions: [], today: Fixtures.day(10)).comingUp.first
        #expect(next?.current == 10)
        #expect(next?.next == 30)
        #expect(next?.progress == 10.0 / 30.0)
    }
}

@Suite("A date that does not exist is on hold")
struct MissingDateTests {
    @Test("Pacific/Apia 2011-12-30 neither breaks nor adds to Logged anything")
    func apia() throws {
        let zone = try #require(TimeZone(identifier: "Pacific/Apia"))
        let first = try #require(LocalDate(iso: "2011-12-24"))
        let table = DayCalendar(timeZone: zone).table(from: first, through: first.adding(days: 10))
        let missing = Disruption.missingDates(in: table)
        #expect(missing.map(\.from) == [LocalDate(iso: "2011-12-30")])
        let entries = (0..<11).filter { $0 != 6 }.map { Entry(trackableId: 3, date: first.adding(days: $0), value: 0) }
        let moments = AchievementEngine.loggedAnything(entries: entries, disruptions: missing, today: first.adding(days: 10)).moments
        #expect(moments.map(\.date) == [first.adding(days: 7)])
    }
}
