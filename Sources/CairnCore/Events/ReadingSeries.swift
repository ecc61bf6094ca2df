/// A Reading's day values, from its trackable's events.
enum ReadingSeries {
    /// One value per day the trackable was logged: the Reading's reduction over the day's items
    /// that pass its filter (or over the day's events' own reductions). A day whose events hold
    /// no such item has a count or a sum of 0 and no other value.
    ///
    /// - Parameter events: the trackable's entries, in any order.
    /// - Returns: `(date, value)` in date order, NaN for a day with no value.
    /// - Complexity: O(items + days log days).
    static func days(of reading: Reading, events: [Entry]) -> [(date: LocalDate, value: Double)] {
        let ordered = events.enumerated().sorted {
            ($0.element.date, $0.element.instant?.timeIntervalSince1970 ?? -.infinity, $0.offset)
                < ($1.element.date, $1.element.instant?.timeIntervalSince1970 ?? -.infinity, $1.offset)
        }
        var result: [(date: LocalDate, value: Double)] = []
        var day: LocalDate?
        var across = ReductionAccumulator()
        func close() {
            guard let day else { return }
            let value = across.result(reading.reduce)
            let none = reading.reduce == .sum && across.isEmpty ? 0 : value
            result.append((day, none))
        }
        for (_, event) in ordered where event.trackableId == reading.trackableId {
            if event.date != day {
                close()
                day = event.date
                across = ReductionAccumulator()
            }
            var within = ReductionAccumulator()
            for item in event.items where reading.filter?.passes(item) ?? true {
                guard let value = item.values[reading.field] else { continue }
                if reading.eachEvent == nil { across.add(value) } else { within.add(value) }
            }
            if let each = reading.eachEvent, !within.isEmpty || each == .count {
                let value = within.result(each)
                if !value.isNaN, !(each == .count && value == 0) { across.add(value) }
            }
        }
        close()
        return result
    }
}
