extension GoalEngine {
    /// The goal streak's milestones, celebrated like any other ladder.
    public static let streakRungs: [Double] = [7, 30, 100, 365]
    /// The identity in the goal streak's moment keys.
    public static let streakIdentity = "coding-goal-streak"

    /// The coding goal's streak milestones as achievement moments: each rung on the first day
    /// the run reaches it. A rung once reached is never taken back, so a run that breaks keeps
    /// its 30-day mark and a later run of 30 is not announced again.
    ///
    /// - Parameter days: the day series, first session through today.
    /// - Complexity: O(days).
    public func streakMoments(days: [DayVerdict]) -> [Moment] {
        var moments: [Moment] = []
        var next = 0
        for (day, run) in zip(days, runLengths(days: days)) {
            while next < GoalEngine.streakRungs.count, Double(run) >= GoalEngine.streakRungs[next] {
                let rung = GoalEngine.streakRungs[next]
                moments.append(Moment(
                    key: AchievementEngine.momentKey(identity: GoalEngine.streakIdentity, date: day.date, rung: rung),
                    ruleIdentity: GoalEngine.streakIdentity, date: day.date, rung: rung, value: nil,
                    name: "Coding goal · streak", measureText: ValueFormatter.days(Int(rung))))
                next += 1
            }
        }
        return moments
    }

    /// The goal streak's next milestone and how far along the standing run is.
    public func streakComingUp(days: [DayVerdict]) -> ComingUp? {
        let summary = streak(days: days)
        guard let next = GoalEngine.streakRungs.first(where: { $0 > Double(summary.best) }) else { return nil }
        return ComingUp(ruleIdentity: GoalEngine.streakIdentity, name: "Coding goal · streak", current: Double(summary.current),
                        next: next, progress: Double(summary.current) / next,
                        nextText: ValueFormatter.days(Int(next)), currentText: ValueFormatter.days(summary.current))
    }
}
