extension GoalEngine {
    /// Why `date` has its verdict, and the goal streak standing on it.
    ///
    /// - Parameters:
    ///   - days: the verdicts of the series, in date order, through `date` (at least `date`'s).
    ///   - holdReasons: why a date is on hold, for the dates a disruption covers.
    /// - Complexity: O(days).
    public func explain(_ date: LocalDate, days: [DayVerdict], holdReasons: [LocalDate: String] = [:]) -> Explanation {
        guard let verdict = days.last(where: { $0.date == date }) else {
            return Explanation(date: date, status: nil, reasons: ["No verdict: nothing was asked of this date."])
        }
        let config = config(on: date)
        var reasons: [String] = []
        let coded = ValueFormatter.duration(verdict.codedSeconds)
        let since = history.versions[history.index(on: date)].from.map { "in force since \($0)" } ?? "in force from the beginning"
        switch verdict.status {
        case nil:
            reasons.append(days.first(where: { $0.status != nil }).map { date < $0.date ? "Before your first session (\($0.date)): no verdict." : "After today: no verdict yet." }
                           ?? "No session yet: no verdict.")
        case .hold?:
            reasons.append("On hold: " + (holdReasons[date] ?? "this date does not exist in \(config.timeZoneIdentifier)")
                           + ". It neither breaks nor extends the streak.")
        case .success?, .fail?, .pending?, .restCoded?:
            if verdict.isRestDay {
                reasons.append("A rest day (\(config.restDays.sorted().map(\.rawValue).joined(separator: ", "))): nothing is asked, and not coding is the success.")
                if verdict.codedSeconds > 0 {
                    reasons.append("You coded \(coded); under the \(config.streakPolicy.rawValue) policy that "
                                   + (config.streakPolicy == .lenient ? "neither breaks nor adds to the streak." : "breaks the streak."))
                }
            } else {
                let goal = ValueFormatter.duration(verdict.goalSeconds)
                let gap = verdict.codedSeconds - verdict.goalSeconds
                let compare = gap >= 0 ? "\(ValueFormatter.duration(gap)) more than" : "\(ValueFormatter.duration(-gap)) less than"
                reasons.append("Coded \(coded), \(gap == 0 ? "exactly" : compare) the daily goal of \(goal) (\(since)).")
                if verdict.status == .pending { reasons.append("Today is still open: \(ValueFormatter.duration(-gap)) to go.") }
            }
        }
        if let adherence = verdict.windowAdherence {
            reasons.append("\(Int((adherence * 100).rounded()))% of the timed coding was inside the window \(config.window) (\(config.timeZoneIdentifier)).")
        }
        if verdict.untimedSeconds > 0 {
            reasons.append("\(ValueFormatter.duration(verdict.untimedSeconds)) came from a day total with no time of day.")
        }
        let series = days.filter { $0.status != nil && $0.date <= date }
        var run: RunStory?
        if let first = series.first?.date {
            var marks = [DayMark](repeating: .hold, count: first.distance(to: date) + 1)
            var byIndex: [Int: DayVerdict] = [:]
            for day in series {
                let i = first.distance(to: day.date)
                marks[i] = GoalStreakMoments.mark(day)
                byIndex[i] = day
            }
            run = RunStory.reading(marks, start: first, day: marks.count - 1) { i in
                guard let broke = byIndex[i] else { return "no verdict" }
                return broke.isRestDay
                    ? "coded \(ValueFormatter.duration(broke.codedSeconds)) on a rest day under the strict policy"
                    : "coded \(ValueFormatter.duration(broke.codedSeconds)) of \(ValueFormatter.duration(broke.goalSeconds))"
            }
        }
        if let run { reasons.append(run.sentence(on: date)) }
        return Explanation(date: date, status: verdict.status?.rawValue, reasons: reasons, run: run)
    }
}
