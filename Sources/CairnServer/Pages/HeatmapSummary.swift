import CairnCore

/// The heatmap in one sentence, for those who do not see it: the range, the days met, missed,
/// rested and on hold, and the time coded in all (each day's own words are its link's label).
struct HeatmapSummary: Sendable {
    var days: [DayVerdict]

    func render() -> String {
        guard let first = days.first?.date, let last = days.last?.date else { return "" }
        var met = 0, missed = 0, rested = 0, held = 0, seconds = 0.0
        for day in days {
            seconds += day.codedSeconds
            switch day.status {
            case .hold: held += 1
            case .success: if day.isRestDay { rested += 1 } else { met += 1 }
            case .restCoded: rested += 1
            case .fail: missed += 1
            case .pending, nil: break
            }
        }
        func count(_ n: Int, _ noun: String) -> String { "\(n) \(noun)\(n == 1 ? "" : "s")" }
        let text = "From \(Words.date(first)) to \(Words.date(last)): \(count(met, "day")) goal met, \(count(missed, "day")) missed, "
            + "\(count(rested, "rest day")), \(count(held, "day")) on hold; \(Words.short(seconds)) coded in all."
        return #"<p class="heatmap-summary" id="heatmap-summary">\#(Escape.html(text))</p>"#
    }
}
