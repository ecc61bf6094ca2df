import CairnCore

/// The range of days the coding analytics read: the last 7 or 30 days, this month, this year,
/// all time (from the first day with coding) or two dates.
package enum CodingRange: Sendable, Hashable {
    case last7, last30, month, year, all
    /// From one date through another, both included.
    case custom(from: LocalDate, to: LocalDate)

    /// The ranges offered as links, in order.
    package static let offered: [CodingRange] = [.last7, .last30, .month, .year, .all]

    /// The `range=` word (`custom` for two dates).
    package var key: String {
        switch self {
        case .last7: "7d"
        case .last30: "30d"
        case .month: "month"
        case .year: "year"
        case .all: "all"
        case .custom: "custom"
        }
    }

    /// The range in words, for a heading or a link.
    package var title: String {
        switch self {
        case .last7: "7 days"
        case .last30: "30 days"
        case .month: "This month"
        case .year: "This year"
        case .all: "All time"
        case let .custom(from, to): "\(from) to \(to)"
        }
    }

    /// The query that asks for this range (`range=7d`, or `start=…&end=…`).
    package var query: String {
        if case let .custom(from, to) = self { return "start=\(from)&end=\(to)" }
        return "range=\(key)"
    }

    /// Reads `?range=7d|30d|month|year|all` or `?start=YYYY-MM-DD&end=YYYY-MM-DD`; 7 days when
    /// neither is given.
    package static func parse(range: String?, start: String?, end: String?) throws(AppError) -> CodingRange {
        if start != nil || end != nil {
            guard range == nil || range == "custom" else { throw .usage("give either range= or start= and end=, not both") }
            guard let start, let end else { throw .usage("a custom range needs both start= and end=, as YYYY-MM-DD") }
            let from = try Workspace.date(start, flag: "start"), to = try Workspace.date(end, flag: "end")
            guard from <= to else { throw .usage("start \(from) is after end \(to)") }
            return .custom(from: from, to: to)
        }
        guard let range else { return .last7 }
        guard let known = offered.first(where: { $0.key == range }) else {
            throw .usage("range is one of 7d, 30d, month, year, all (or start= and end=), got \"\(range)\"")
        }
        return known
    }

    /// The first and last day, given today and the first day with coding (today when none).
    package func days(today: LocalDate, seriesStart: LocalDate?) -> (from: LocalDate, to: LocalDate) {
        switch self {
        case .last7: return (today.adding(days: -6), today)
        case .last30: return (today.adding(days: -29), today)
        case .month: return (today.startOfMonth, today)
        case .year: return (LocalDate(year: today.components.year, month: 1, day: 1) ?? today.startOfMonth, today)
        case .all: return (Swift.min(seriesStart ?? today, today), today)
        case let .custom(from, to): return (from, to)
        }
    }
}
