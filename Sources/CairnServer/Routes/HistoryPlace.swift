import CairnApp
import CairnCore

/// Where the History screen stands: the heatmap's year (or the last 365 days), the calendar's
/// month and the day opened, from `?year=YYYY`, `?month=YYYY-MM` and `?date=YYYY-MM-DD`.
struct HistoryPlace: Sendable, Hashable {
    /// The heatmap's calendar year; `nil` for the 365 days to today.
    var year: Int?
    /// The calendar's month, as its first day; `nil` for the opened day's month, or today's.
    var month: LocalDate?
    /// The day opened.
    var opened: LocalDate?

    init(year: Int? = nil, month: LocalDate? = nil, opened: LocalDate? = nil) {
        self.year = year
        self.month = month
        self.opened = opened
    }

    /// Reads the query; a value that is not a year, a month or a date is refused with the form it must take.
    init(query: [String: String]) throws(AppError) {
        if let text = query["year"], !text.isEmpty {
            guard text.count == 4, let year = Int(text), year >= 1970 else { throw .usage("year must be a year like 2026, not \"\(text)\"") }
            self.year = year
        }
        if let text = query["month"], !text.isEmpty {
            guard text.count == 7, let first = LocalDate(iso: text + "-01") else { throw .usage("month must be a month like 2026-03, not \"\(text)\"") }
            month = first
        }
        if let text = query["date"], !text.isEmpty {
            guard let date = LocalDate(iso: text) else { throw .usage("date must be a date like 2026-03-09, not \"\(text)\"") }
            opened = date
        }
    }

    /// The query that keeps this place with `date` opened (the heatmap's year, the day's month).
    func link(opening date: LocalDate) -> String {
        "/history?" + (year.map { "year=\($0)&" } ?? "") + "date=\(date)#day"
    }

    /// The query for another month, keeping the heatmap's year.
    func link(month first: LocalDate) -> String {
        let c = first.components
        return "/history?" + (year.map { "year=\($0)&" } ?? "") + "month=" + HistoryPlace.monthText(year: c.year, month: c.month)
    }

    /// `2026-03`.
    static func monthText(year: Int, month: Int) -> String {
        "\(year)-" + (month < 10 ? "0" : "") + "\(month)"
    }
}
