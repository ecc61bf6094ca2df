/// The coding goal's streak milestones as achievement moments, keyed like any other.
///
/// The goal verdicts are one more day series: a met day counts, a failed day breaks the run, and
/// hold, pending, rest-coded (a rest day with coding under the lenient policy) and unjudged days
/// are on hold, as ``GoalEngine/streak(days:)`` reads them.
package enum GoalStreakMoments {
    /// The streak's identity in moment keys.
    package static let identity = "goal-streak"
    /// Its name.
    package static let name = "Coding goal · Days met"

    /// The milestones (7, 30, 100, 365 days) reached over `days`, and the next one.
    ///
    /// - Parameters:
    ///   - days: verdicts in date order (as ``GoalEngine/history(sessions:today:onHold:)`` gives them).
    ///   - today: the person's current local date, for the live run in coming up.
    /// - Complexity: O(days).
    package static func evaluate(days: [DayVerdict], today: LocalDate) -> Evaluation {
        guard let first = days.first?.date, let last = days.last?.date, first <= last else { return Evaluation() }
        var marks = [DayMark](repeating: .hold, count: first.distance(to: last) + 1)
        for day in days {
            let i = first.distance(to: day.date)
            guard marks.indices.contains(i) else { continue }
            marks[i] = mark(day)
        }
        var readings = [Double](repeating: .nan, count: marks.count)
        for (i, run) in Runs.runningDays(marks).enumerated() where marks[i] == .counts {
            readings[i] = Double(run)
        }
        var result = Evaluation()
        AchievementEngine.appendMilestones(readings: readings, marks: marks, start: first, identity: identity, name: name,
                                           today: today, to: &result)
        return result
    }

    /// How one verdict stands for the streak: its status already says what the policy in
    /// force on its date made of it.
    static func mark(_ day: DayVerdict) -> DayMark {
        switch day.status {
        case .success: .counts
        case .fail: .breaks
        case .hold, .pending, .restCoded, nil: .hold
        }
    }
}
