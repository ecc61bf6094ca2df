import CairnCore

extension Workspace {
    /// A Reading's single values over its whole series, for its section of the trackable's page:
    /// its highest and lowest (each on the day first reached, with its bell, on when one of
    /// `rules` rings it) and its last; only the last where the Reading has no highest (a count
    /// of an unordered choice, a Reading that cannot be read).
    /// - Complexity: O(days of the series + rules).
    static func readingValues(_ reading: Reading, of trackable: Trackable, days: TrackableDays,
                              rules: [AchievementRule]) -> [TrackablePageDocument.ReadingValue] {
        let read = reading.valueTrackable(of: trackable)
        var highest: (value: Double, index: Int)?, lowest: (value: Double, index: Int)?, last: (value: Double, index: Int)?
        for (index, value) in days.values.enumerated() where !value.isNaN {
            if highest.map({ value > $0.value }) ?? true { highest = (value, index) }
            if lowest.map({ value < $0.value }) ?? true { lowest = (value, index) }
            last = (value, index)
        }
        func value(_ kind: String, _ found: (value: Double, index: Int)?, bell direction: Direction?) -> TrackablePageDocument.ReadingValue {
            let bell = direction.map { direction -> TrackablePageDocument.Bell in
                let rule = rules.first { ReadingBell.rings($0, reading: reading.id, direction: direction) }
                return TrackablePageDocument.Bell(direction: direction.rawValue,
                                                  name: ReadingBell.rule(reading, direction: direction).name(for: read, zone: nil),
                                                  on: rule != nil, rule: rule?.id)
            }
            return TrackablePageDocument.ReadingValue(kind: kind, value: found?.value,
                                                      text: found.map { ValueFormatter.format($0.value, for: read) } ?? "none yet",
                                                      date: found.map { days.start.adding(days: $0.index) }, bell: bell)
        }
        guard ReadingBell.offered(reading, of: trackable) else { return [value("last", last, bell: nil)] }
        return [value("highest", highest, bell: .high), value("lowest", lowest, bell: .low), value("last", last, bell: nil)]
    }
}
