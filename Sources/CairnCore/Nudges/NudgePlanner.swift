import Foundation

/// Decides which nudges are due, from the engine's verdicts only.
///
/// "1h 20m to close today's ring" only while the wall clock is inside the preferred window of a
/// working day whose ring is still open — never at 22:00 about a 09:00–18:00 schedule, and never
/// on a rest day: rest-day silence is a feature. "Weekly goal hit 🎉" once the week's ring is
/// full, also only inside the window (a week filled at 21:00 is celebrated when the next
/// working day's window opens, if that is still the same week). Each nudge has a key; a caller
/// that keeps the keys already fired sends each one once.
public enum NudgePlanner {
    /// The nudges due at `now` for today's report, minus those whose keys were already fired.
    ///
    /// - Parameters:
    ///   - report: the Today report for the date of `now`.
    ///   - engine: the engine that made it (for the window and the zone).
    ///   - now: the current instant.
    ///   - fired: keys of nudges already sent.
    public static func due(report: TodayReport, engine: GoalEngine, now: Date, fired: Set<String> = []) -> [Nudge] {
        var nudges: [Nudge] = []
        let day = report.day
        // Rest-day silence is a feature: nothing at all on a rest day, the weekly goal included.
        guard !day.isRestDay else { return [] }
        let config = engine.config(on: report.date)
        let insideWindow = config.window.contains(secondsIntoDay: engine.calendar(on: report.date).secondsIntoDay(at: now))
        if day.status == .pending, !day.isRestDay, day.goalSeconds > day.codedSeconds, insideWindow {
            let left = day.goalSeconds - day.codedSeconds
            nudges.append(Nudge(kind: .closeRing, key: "nudge:ring:\(report.date)",
                                text: "\(durationText(left)) to close today's ring"))
        }
        if report.week.goalSeconds > 0, report.week.progress >= 1, insideWindow {
            nudges.append(Nudge(kind: .weeklyGoalHit, key: "nudge:week:\(report.week.start)", text: "Weekly goal hit 🎉"))
        }
        return nudges.filter { !fired.contains($0.key) }
    }

    /// `1h 20m`, `45m`, rounded up to the minute so a nudge never says 0m.
    static func durationText(_ seconds: Double) -> String {
        let minutes = Plausible.clampedInt((seconds / 60).rounded(.up))
        let h = minutes / 60, m = minutes % 60
        return h == 0 ? "\(m)m" : (m == 0 ? "\(h)h" : "\(h)h \(m)m")
    }
}
