import CairnCore

/// One day series cut into what a trackable's page shows: the chart's points, a month's days
/// and the totals per period.
struct PageSeries {
    var days: TrackableDays
    var trackable: Trackable
    /// `line`, `bars` or `strip` (``Workspace/chartKind(_:)``).
    var kind: String
    var today: LocalDate

    /// The words of a value in the trackable's unit (a choice's label, Yes/No).
    func text(_ value: Double) -> String { ValueFormatter.format(value, for: trackable) }

    /// How `date` stands: `some`, `none`, `hold` or `empty`.
    func state(_ date: LocalDate) -> String {
        switch days.mark(on: date) {
        case .counts?: "some"
        // A day on hold counts for nothing; it shows as some only when something was logged on it.
        case .hold?: (days.value(on: date) ?? 0) == 0 ? "hold" : "some"
        case .breaks?: days.value(on: date) == nil ? "empty" : "none"
        case nil: "empty"
        }
    }

    /// One day as a point.
    func point(_ date: LocalDate) -> TrackablePageDocument.Point {
        let value = days.value(on: date)
        let state = state(date)
        let words = value.map(text) ?? (state == "hold" ? "on hold" : "nothing logged")
        return TrackablePageDocument.Point(from: date, to: date, value: value, text: words, state: state)
    }

    /// The chart from `from` through `to`: a point a day, or a week for more than a year.
    func chart(from: LocalDate, to: LocalDate, marks: [TrackablePageDocument.Mark]) -> TrackablePageDocument.Chart {
        let span = from.distance(to: to) + 1
        let step = span > 366 ? 7 : 1
        var points: [TrackablePageDocument.Point] = []
        points.reserveCapacity(span / step + 1)
        var day = from
        while day <= to {
            if step == 1 {
                points.append(point(day))
            } else {
                let last = Swift.min(day.adding(days: step - 1), to)
                points.append(bucket(day, last))
            }
            day = day.adding(days: step)
        }
        return TrackablePageDocument.Chart(kind: kind, from: from, to: to, daysPerPoint: step, points: points,
                                           marks: marks.filter { $0.date >= from && $0.date <= to })
    }

    /// Several days as one point: a sum for bars, a mean for a line, the days of some for a strip.
    private func bucket(_ from: LocalDate, _ to: LocalDate) -> TrackablePageDocument.Point {
        var sum = 0.0, count = 0, some = 0
        var day = from
        while day <= to {
            if let v = days.value(on: day) { sum += v; count += 1 }
            if days.mark(on: day) == .counts { some += 1 }
            day = day.adding(days: 1)
        }
        let value: Double?
        let words: String
        switch kind {
        case "bars": value = count > 0 ? sum : nil; words = value.map(text) ?? "nothing logged"
        case "line": value = count > 0 ? sum / Double(count) : nil; words = value.map(text) ?? "nothing logged"
        default: value = Double(some); words = ValueFormatter.days(some) + " of some"
        }
        return TrackablePageDocument.Point(from: from, to: to, value: value, text: words,
                                           state: some > 0 ? "some" : (count > 0 ? "none" : "empty"))
    }

    /// The days of the month starting `first`; the days after today are left out.
    func month(_ first: LocalDate, firstWeekday: Weekday) -> TrackablePageDocument.Month {
        let (year, month, _) = first.components
        let next = month == 12 ? LocalDate(year: year + 1, month: 1, day: 1) : LocalDate(year: year, month: month + 1, day: 1)
        let previous = month == 1 ? LocalDate(year: year - 1, month: 12, day: 1) : LocalDate(year: year, month: month - 1, day: 1)
        let end = next.map { $0.adding(days: -1) } ?? first
        var points: [TrackablePageDocument.Point] = []
        var day = first
        while day <= end, day <= today {
            points.append(point(day))
            day = day.adding(days: 1)
        }
        return TrackablePageDocument.Month(month: Self.monthText(first), previous: previous.map(Self.monthText) ?? Self.monthText(first),
                                           next: next.flatMap { $0 <= today ? Self.monthText($0) : nil },
                                           weekStart: firstWeekday.rawValue, days: points)
    }

    static func monthText(_ date: LocalDate) -> String {
        let (year, month, _) = date.components
        return String(year) + "-" + (month < 10 ? "0" : "") + String(month)
    }

    /// The latest eight weeks, twelve months, and every year since the first day, newest first.
    func periods(firstWeekday: Weekday) -> TrackablePageDocument.Periods {
        let periodKind = kind == "bars" ? "amount" : (kind == "line" ? "measure" : "days")
        var weeks: [TrackablePageDocument.Period] = []
        var start = today.startOfWeek(firstWeekday: firstWeekday)
        for _ in 0..<8 {
            let p = period(label: "week of \(start)", start, start.adding(days: 6), kind: periodKind)
            if p.daysElapsed > 0 { weeks.append(p) }
            start = start.adding(days: -7)
        }
        var months: [TrackablePageDocument.Period] = []
        var monthStart = today.startOfMonth
        for _ in 0..<12 {
            let (y, m, _) = monthStart.components
            let next = m == 12 ? LocalDate(year: y + 1, month: 1, day: 1) : LocalDate(year: y, month: m + 1, day: 1)
            let p = period(label: Self.monthText(monthStart), monthStart, (next ?? monthStart).adding(days: -1), kind: periodKind)
            if p.daysElapsed > 0 { months.append(p) }
            guard let previous = m == 1 ? LocalDate(year: y - 1, month: 12, day: 1) : LocalDate(year: y, month: m - 1, day: 1) else { break }
            monthStart = previous
        }
        var years: [TrackablePageDocument.Period] = []
        let firstYear = days.start.components.year
        var year = today.components.year
        while year >= firstYear, let from = LocalDate(year: year, month: 1, day: 1), let to = LocalDate(year: year, month: 12, day: 31) {
            let p = period(label: String(year), from, to, kind: periodKind)
            if p.daysElapsed > 0 { years.append(p) }
            year -= 1
        }
        return TrackablePageDocument.Periods(kind: periodKind, weeks: weeks, months: months, years: years)
    }

    /// One period's figures, over its days from the series' first day through today.
    private func period(label: String, _ from: LocalDate, _ to: LocalDate, kind: String) -> TrackablePageDocument.Period {
        let first = Swift.max(from, days.start), last = Swift.min(to, today)
        var total = 0.0, logged = 0, some = 0
        var low = Double.infinity, high = -Double.infinity
        var elapsed = 0
        if first <= last {
            elapsed = first.distance(to: last) + 1
            var day = first
            while day <= last {
                if let v = days.value(on: day) {
                    total += v
                    logged += 1
                    low = Swift.min(low, v)
                    high = Swift.max(high, v)
                }
                if days.mark(on: day) == .counts { some += 1 }
                day = day.adding(days: 1)
            }
        }
        var result = TrackablePageDocument.Period(label: label, from: from, to: to, daysElapsed: elapsed, daysLogged: logged,
                                                  daysOfSome: some, total: nil, average: nil, min: nil, max: nil, text: "")
        switch kind {
        case "amount":
            result.total = total
            result.average = elapsed > 0 ? total / Double(elapsed) : nil
            result.text = "total \(text(total))" + (result.average.map { ", \(text($0)) a day" } ?? "")
        case "measure":
            if logged > 0 {
                result.average = total / Double(logged)
                result.min = low
                result.max = high
                result.text = "average \(text(total / Double(logged))), min \(text(low)), max \(text(high))"
            } else {
                result.text = "nothing logged"
            }
        default:
            result.text = "\(ValueFormatter.days(some)) of some of \(ValueFormatter.days(elapsed))"
        }
        return result
    }
}
