@testable import CairnCore
import Foundation
import Testing

/// The day table carries the offset across the days far from the zone's changes, and looks up
/// the rest: its bounds, offsets and changes must be those of looking up every day.
@Suite("DayTable: days laid out from the zone's changes, as every day looked up")
struct DayTableTests {
    @Test("twenty years in zones with summer time, half hours, skipped days and changed rules", arguments: [
        "UTC", "Europe/Berlin", "America/Denver", "America/Sao_Paulo", "Pacific/Apia", "Pacific/Kwajalein",
        "Australia/Lord_Howe", "Asia/Kathmandu", "Africa/Casablanca", "America/St_Johns", "Asia/Tehran", "Europe/Moscow",
    ])
    func carriedEqualsLookedUp(zone: String) throws {
        let calendar = DayCalendar(timeZone: try #require(TimeZone(identifier: zone)))
        for (first, last) in [("1990-01-01", "2010-12-31"), ("2010-06-15", "2026-12-31"), ("2011-12-25", "2012-01-05")] {
            let from = try #require(LocalDate(iso: first)), to = try #require(LocalDate(iso: last))
            let fast = DayTable(calendar: calendar, first: from, last: to)
            let exact = DayTable(exactly: calendar, first: from, count: to.daysSinceEpoch - from.daysSinceEpoch + 1)
            #expect(fast.bounds == exact.bounds, "\(zone) \(first)…\(last)")
            #expect(fast.startOffsets == exact.startOffsets, "\(zone) \(first)…\(last)")
            #expect(fast.transitions.map(\.at) == exact.transitions.map(\.at), "\(zone) \(first)…\(last)")
            #expect(fast.transitions.map(\.offset) == exact.transitions.map(\.offset), "\(zone) \(first)…\(last)")
        }
    }

    @Test("a zone with changes has them in its table (the carried days do not hide them)")
    func changesKept() throws {
        let calendar = DayCalendar(timeZone: try #require(TimeZone(identifier: "Europe/Berlin")))
        let table = DayTable(calendar: calendar, first: try #require(LocalDate(iso: "2016-01-01")), last: try #require(LocalDate(iso: "2025-12-31")))
        #expect(table.transitions.count == 20)  // two a year
        // The day of the change in spring is 23 hours long.
        let spring = try #require(LocalDate(iso: "2025-03-30"))
        let index = try #require(table.index(of: spring))
        #expect(table.length(ofDay: index) == 23 * 3600)
    }
}
