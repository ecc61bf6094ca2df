/// A series of day values from `start`: NaN where a day has no value, and whether it was logged.
struct DayValues {
    /// The first day.
    var start: LocalDate
    /// The value per day, NaN for none.
    var values: [Double]
    /// Whether anything was logged (or a value derived) that day.
    var logged: [Bool]
    /// Whether the day holds an entry of some: a value other than the kind's none, or an entry
    /// with no value. A series read as Any (seed 000) counts these days, whatever the day value:
    /// Mild at 08:00 and None at 20:00 is a day of some.
    var some: [Bool]
    /// The value that means none for the series' kind.
    var noneValue: Double?

    /// A series from points in date order, through `today` (or the last point, if later).
    init(points: [(date: LocalDate, value: Double)], today: LocalDate, noneValue: Double?) {
        self.noneValue = noneValue
        guard let first = points.first?.date else {
            start = today
            values = []
            logged = []
            some = []
            return
        }
        start = first
        let n = Swift.max(points.last?.date ?? first, today).daysSinceEpoch - first.daysSinceEpoch + 1
        values = [Double](repeating: .nan, count: Swift.max(n, 0))
        logged = [Bool](repeating: false, count: Swift.max(n, 0))
        some = logged
        for point in points {
            let i = point.date.daysSinceEpoch - first.daysSinceEpoch
            guard i >= 0, i < values.count else { continue }
            values[i] = point.value
            logged[i] = true
            some[i] = !point.value.isNaN && point.value != noneValue
        }
    }

    /// A logged trackable's series: its day values by its reduction.
    init(book: DayBook, noneValue: Double?) {
        start = book.start
        values = book.value
        logged = book.flags.map { $0 & DayBook.Flag.logged != 0 }
        some = book.flags.map { $0 & DayBook.Flag.some != 0 }
        self.noneValue = noneValue
    }
}
