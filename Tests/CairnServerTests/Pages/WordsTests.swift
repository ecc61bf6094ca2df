import CairnCore
import CairnServer
import Testing

/// One way to write numbers on every page.
@Suite("Words: durations, counts and units as every page writes them")
struct WordsTests {
    @Test("durations are hours and minutes, never decimal hours", arguments: [
        (0.0, "0m"), (30, "<1m"), (59, "<1m"), (60, "1m"), (2_700, "45m"), (3_600, "1h"), (8_100, "2h 15m"),
        (4_192_140, "1164h 29m"), (4_192_199, "1164h 29m"), (-5, "0m"),
    ])
    func durations(seconds: Double, text: String) {
        #expect(Words.short(seconds) == text)
    }

    @Test("a count says its noun in the singular for one only", arguments: [
        (1, "day", "1 day"), (2, "day", "2 days"), (0, "day", "0 days"), (1, "cup", "1 cup"), (2, "cup", "2 cups"),
        (3, "entry", "3 entries"), (2, "glass", "2 glasses"), (2, "birthday", "2 birthdays"), (2, "pages", "2 pages"),
    ])
    func counts(count: Int, noun: String, text: String) {
        #expect(Words.count(count, noun) == text)
    }

    @Test("unit symbols are never made plural", arguments: ["km", "kg", "min", "h", "mL", "kcal", "°C", "%"])
    func symbols(unit: String) {
        #expect(Words.count(5, unit) == "5 \(unit)")
    }

    @Test("a page's dates: the compact form where space is short, the long one in headings; ISO only as a fallback", arguments: [
        ("2026-03-03", "Tue 3 Mar 2026", "Tuesday 3 March 2026"), ("2024-12-31", "Tue 31 Dec 2024", "Tuesday 31 December 2024"),
        ("2026-03-09", "Mon 9 Mar 2026", "Monday 9 March 2026"), ("2024-02-29", "Thu 29 Feb 2024", "Thursday 29 February 2024"),
    ])
    func dates(iso: String, compact: String, long: String) throws {
        let date = try #require(LocalDate(iso: iso))
        #expect(Words.compact(date) == compact)
        #expect(Words.compact(iso: iso) == compact)
        #expect(Words.date(date) == long)
    }

    @Test("text that is not an ISO date or month stays as it is", arguments: ["today", "2026-13-01", ""])
    func notDates(text: String) {
        #expect(Words.compact(iso: text) == text)
        #expect(Words.month(iso: text) == text)
    }

    @Test("a month in words")
    func months() {
        #expect(Words.month(iso: "2026-03") == "March 2026")
        #expect(Words.month(iso: "2025-12") == "December 2025")
    }
}
