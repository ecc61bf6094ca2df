/// What re-reading a trackable's rules found: every moment, what is coming up, and what was skipped.
public struct Evaluation: Sendable, Hashable, Codable {
    /// Every moment, in date order (rules in the order given within a day).
    public var moments: [Moment]
    /// The next rung of each ladder rule.
    public var comingUp: [ComingUp]
    /// Rules that could not be read, with why.
    public var skipped: [SkippedRule]

    /// Creates an evaluation.
    public init(moments: [Moment] = [], comingUp: [ComingUp] = [], skipped: [SkippedRule] = []) {
        self.moments = moments
        self.comingUp = comingUp
        self.skipped = skipped
    }

    /// The moments grouped by day, oldest first (the Earned list).
    public var earnedByDay: [(date: LocalDate, moments: [Moment])] {
        var groups: [(date: LocalDate, moments: [Moment])] = []
        for moment in moments {
            if let last = groups.last, last.date == moment.date {
                groups[groups.count - 1].moments.append(moment)
            } else {
                groups.append((moment.date, [moment]))
            }
        }
        return groups
    }
}

/// A rule the evaluation passed over, and why.
public struct SkippedRule: Sendable, Hashable, Codable {
    /// The rule's row id.
    public var ruleId: Int64
    /// Why it was skipped.
    public var reason: String

    /// Creates an entry.
    public init(ruleId: Int64, reason: String) {
        self.ruleId = ruleId
        self.reason = reason
    }
}
