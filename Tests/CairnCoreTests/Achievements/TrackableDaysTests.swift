@testable import CairnCore
import Foundation
import Testing

/// A trackable's day series for its page: the values by its reduction, and the streak marks a
/// plain streak reads (holds from a disruption or a day without the person's own entry).
@Suite("TrackableDays: a trackable's day values and streak marks")
struct TrackableDaysTests {
    let water = Trackable(id: 1, name: "Water", kind: .number(.count), unit: "cups", dayReduction: .sum)

    @Test("a sum per day (nil on a day with nothing), holds and breaks as a streak reads them, the runs")
    func series() {
        let d = Fixture.date
        let entries = [
            Entry(trackableId: 1, date: d("2026-03-01"), value: 2), Entry(trackableId: 1, date: d("2026-03-01"), value: 3),
            Entry(trackableId: 1, date: d("2026-03-02"), value: 1),
            // 03-03: another trackable's entry only: a day of the person's own, of none for Water.
            Entry(trackableId: 2, date: d("2026-03-03"), value: 1),
            Entry(trackableId: 1, date: d("2026-03-04"), value: 4),
            // 03-05 is held by a disruption; 03-06 has no entry of the person's own.
            Entry(trackableId: 1, date: d("2026-03-07"), value: 1),
        ]
        let days = AchievementEngine.days(of: water, entries: entries,
                                          disruptions: [Disruption(from: d("2026-03-05"), to: d("2026-03-05"), trackableIds: [1])],
                                          today: d("2026-03-07"))
        #expect(days.start == d("2026-03-01") && days.values.count == 7)
        #expect(days.value(on: d("2026-03-01")) == 5 && days.value(on: d("2026-03-03")) == nil && days.value(on: d("2026-02-28")) == nil)
        #expect(days.marks == [.counts, .counts, .breaks, .counts, .hold, .hold, .counts])
        #expect(days.runs == [Run(first: d("2026-03-01"), last: d("2026-03-02"), length: 2),
                              Run(first: d("2026-03-04"), last: d("2026-03-07"), length: 2)])
        #expect(days.streaks(today: d("2026-03-07")) == RunSummary(current: 2, best: 2))
        #expect(days.problem == nil)
    }
}
