import CairnCore
import Testing

@Suite("LocalDate")
struct LocalDateTests {
    @Test("days since 1970 and back", arguments: [
        ("1970-01-01", 0), ("1969-12-31", -1), ("2000-02-29", 11_016), ("2026-03-08", 20_520), ("1600-03-01", -135_080),
    ])
    func roundTrip(text: String, days: Int) throws {
        let date = try #require(LocalDate(iso: text))
        #expect(date.daysSinceEpoch == days)
        #expect(date.description == text)
    }

    @Test("description is YYYY-MM-DD, zero-padded, for years 0…9999 and beyond", arguments: [
        (0, 1, 1, "0000-01-01"), (1, 2, 3, "0001-02-03"), (999, 12, 31, "0999-12-31"), (2026, 11, 30, "2026-11-30"),
        (9999, 12, 31, "9999-12-31"), (10_000, 1, 1, "10000-01-01"), (-1, 12, 31, "-0001-12-31"),
    ])
    func description(year: Int, month: Int, day: Int, text: String) throws {
        #expect(try #require(LocalDate(year: year, month: month, day: day)).description == text)
    }

    @Test("impossible or malformed dates are refused", arguments: [
        "2026-02-29", "2026-13-01", "2026-1-01", "20260101", "2026-04-31", "abcd-ef-gh", "", "2026-04-0\u{663}",
        "\u{FF12}026-04-01", "2026-04-01 ", " 2026-04-01", "2026/04/01", "+026-04-01", "2026--4-01", "2026-04-1-",
        "2026-00-10", "2026-04-00",
    ])
    func refused(text: String) {
        #expect(LocalDate(iso: text) == nil)
    }

    @Test("every day of 1900…2100 survives components and back")
    func civilRoundTrip() throws {
        let first = try #require(LocalDate(year: 1900, month: 1, day: 1))
        let last = try #require(LocalDate(year: 2100, month: 12, day: 31))
        for date in first...last {
            let c = date.components
            #expect(LocalDate(year: c.year, month: c.month, day: c.day) == date)
            #expect(LocalDate(iso: date.description) == date)
        }
    }

    @Test("weekdays", arguments: [("1970-01-01", Weekday.thursday), ("2026-03-08", .sunday), ("2026-11-30", .monday), ("1969-12-29", .monday)])
    func weekday(text: String, weekday: Weekday) {
        #expect(Fixture.date(text).weekday == weekday)
    }

    @Test("start of week for Monday and Sunday starts")
    func startOfWeek() {
        let wednesday = Fixture.date("2026-03-11")
        #expect(wednesday.startOfWeek(firstWeekday: .monday) == Fixture.date("2026-03-09"))
        #expect(wednesday.startOfWeek(firstWeekday: .sunday) == Fixture.date("2026-03-08"))
        #expect(Fixture.date("2026-03-09").startOfWeek(firstWeekday: .monday) == Fixture.date("2026-03-09"))
    }

    @Test("weekday names", arguments: [("mon", Weekday.monday), ("Sunday", .sunday), ("SAT", .saturday), ("thurs", .thursday)])
    func weekdayNames(text: String, day: Weekday) {
        #expect(Weekday(name: text) == day)
    }

    @Test("unknown weekday names", arguments: ["mo", "monx", "funday", ""])
    func unknownWeekdays(text: String) {
        #expect(Weekday(name: text) == nil)
    }
}
