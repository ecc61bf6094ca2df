import CairnCore
import Foundation
import Testing

@Suite("DayCalendar: days in a time zone")
struct DayCalendarTests {
    @Test("day lengths around offset changes", arguments: [
        ("America/Denver", "2026-03-08", 23.0),
        ("America/Denver", "2026-11-01", 25.0),
        ("America/Denver", "2026-06-01", 24.0),
        ("Australia/Lord_Howe", "2026-04-05", 24.5),
        ("Australia/Lord_Howe", "2026-10-04", 23.5),
        ("America/Sao_Paulo", "2018-11-04", 23.0),
        ("Pacific/Apia", "2011-12-29", 24.0),
        ("Pacific/Apia", "2011-12-30", 0.0),
        ("Pacific/Apia", "2011-12-31", 24.0),
    ])
    func dayLength(zone: String, date: String, hours: Double) {
        let interval = Fixture.calendar(zone).interval(of: Fixture.date(date))
        #expect(interval.duration == hours * 3600)
    }

    @Test("America/Sao_Paulo 2018-11-04 has no midnight: the day starts at 01:00")
    func saoPauloStartsAtOne() {
        let calendar = Fixture.calendar("America/Sao_Paulo")
        let start = calendar.interval(of: Fixture.date("2018-11-04")).start
        #expect(start == Fixture.iso("2018-11-04T03:00:00Z"))
        #expect(calendar.secondsIntoDay(at: start) == 3600)
        #expect(calendar.localDate(of: start) == Fixture.date("2018-11-04"))
        #expect(calendar.localDate(of: start.addingTimeInterval(-1)) == Fixture.date("2018-11-03"))
    }

    @Test("Pacific/Apia 2011-12-30 does not exist: no instant has that date")
    func apiaSkippedDate() {
        let calendar = Fixture.calendar("Pacific/Apia")
        #expect(!calendar.exists(Fixture.date("2011-12-30")))
        #expect(calendar.exists(Fixture.date("2011-12-31")))
        let jump = Fixture.iso("2011-12-30T10:00:00Z")
        #expect(calendar.localDate(of: jump.addingTimeInterval(-1)) == Fixture.date("2011-12-29"))
        #expect(calendar.localDate(of: jump) == Fixture.date("2011-12-31"))
    }

    @Test("a wall-clock time in a gap is shifted forward by the gap: 02:30 in Denver on 2026-03-08 is 03:30 MDT")
    func gapShiftsForward() {
        let instant = Fixture.instant("2026-03-08", "02:30", in: "America/Denver")
        #expect(instant == Fixture.iso("2026-03-08T09:30:00Z"))
        #expect(Fixture.calendar("America/Denver").secondsIntoDay(at: instant) == 3.5 * 3600)
    }

    @Test("a wall-clock time that happens twice means its first occurrence: 01:30 in Denver on 2026-11-01 is MDT")
    func overlapTakesFirst() {
        #expect(Fixture.instant("2026-11-01", "01:30", in: "America/Denver") == Fixture.iso("2026-11-01T07:30:00Z"))
    }

    @Test("Lord Howe's half-hour gap: 02:15 on 2026-10-04 becomes 02:45")
    func lordHoweHalfHour() {
        let instant = Fixture.instant("2026-10-04", "02:15", in: "Australia/Lord_Howe")
        #expect(Fixture.calendar("Australia/Lord_Howe").secondsIntoDay(at: instant) == 2.75 * 3600)
    }

    @Test("agrees with Foundation's own Calendar on local dates across a year in several zones",
          arguments: ["America/Denver", "Europe/Berlin", "Australia/Lord_Howe", "Asia/Kathmandu", "America/Santiago"])
    func agreesWithFoundation(zone: String) {
        let calendar = Fixture.calendar(zone)
        let foundation = calendar.calendar
        var t = Fixture.iso("2026-01-01T00:00:00Z").timeIntervalSince1970
        while t < Fixture.iso("2027-01-01T00:00:00Z").timeIntervalSince1970 {
            let instant = Date(timeIntervalSince1970: t)
            let c = foundation.dateComponents([.year, .month, .day], from: instant)
            #expect(calendar.localDate(of: instant) == LocalDate(year: c.year ?? 0, month: c.month ?? 0, day: c.day ?? 0))
            t += 3 * 3600 + 17 * 60
        }
    }

    @Test("day tables give the same boundaries as day-by-day intervals")
    func tableMatchesIntervals() {
        let calendar = Fixture.calendar("America/Denver")
        let first = Fixture.date("2025-12-01"), last = Fixture.date("2027-01-31")
        let table = calendar.table(from: first, through: last)
        #expect(table.count == first.distance(to: last) + 1)
        for i in 0..<table.count {
            let interval = calendar.interval(of: table.date(at: i))
            #expect(table.bounds[i] == interval.start.timeIntervalSince1970)
            #expect(table.bounds[i + 1] == interval.end.timeIntervalSince1970)
        }
    }
}
