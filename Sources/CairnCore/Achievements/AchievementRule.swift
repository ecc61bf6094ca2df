/// A stored rule: one trackable, a measure, a threshold, and optionally a zone saying which days count.
public struct AchievementRule: Sendable, Hashable, Codable, Identifiable {
    /// The store's row id: the rule's identity.
    public var id: Int64
    /// The trackable it belongs to.
    public var trackableId: Int64
    /// The zone that says which days count, if any.
    public var zoneId: Int64?
    /// What it reads after each day.
    public var measure: Measure
    /// When it fires.
    public var threshold: Threshold
    /// For a best rule: highest or lowest.
    public var direction: Direction
    /// For a streak: which days count (``StreakDays/zone`` is implied by a zone).
    public var days: StreakDays
    /// The Reading of the trackable it reads instead of the trackable's own value (its id), if any.
    public var of: Int64?

    /// Creates a rule; direction defaults to high and days to some.
    public init(id: Int64, trackableId: Int64, measure: Measure, threshold: Threshold, zoneId: Int64? = nil,
                direction: Direction = .high, days: StreakDays = .some, of: Int64? = nil) {
        self.of = of
        self.id = id
        self.trackableId = trackableId
        self.zoneId = zoneId
        self.measure = measure
        self.threshold = threshold
        self.direction = direction
        self.days = days
    }

    /// The rule's identity in moment keys: its row id, with the direction for a best rule and
    /// `none` for a streak of none, so flipping highest to lowest inherits nothing announced.
    public var identity: String {
        var key = "rule-\(id)"
        if measure == .best { key += "-" + direction.rawValue }
        if measure == .streak && days == .none && zoneId == nil { key += "-none" }
        return key
    }

    /// Why this rule cannot be evaluated for `trackable` with `zone`, or `nil` when it can.
    public func problem(for trackable: Trackable, zone: Zone?) -> String? {
        if zoneId != nil && zone == nil { return "its zone no longer exists" }
        if case let .doesNotApply(reason) = measureApplies(measure, trackable, hasZone: zone != nil) { return reason }
        switch threshold {
        case let .record(minHistory):
            if measure == .total || measure == .count {
                return "a \(measure.rawValue) only grows, so every day would be a record; use a ladder"
            }
            if let minHistory, minHistory < 1 { return "a record waits for at least 1 day with a value" }
            if let minHistory, !Plausible.minHistory.contains(minHistory) {
                return "a record's min-history \(minHistory) is outside the plausible range 1 ... 36600 days with a value"
            }
        case let .ladder(ladder):
            if let problem = ladder.problem { return problem }
            if measure == .best, direction == .low, case .every = ladder {
                return "a generated ladder climbs; list the rungs of a lowest ladder (e.g. 90,85,80)"
            }
        }
        if measure == .streak, zone == nil {
            if days == .zone { return "Days in a zone needs a zone on the rule" }
            if days == .none, !trackable.kind.zeroIsFalse {
                return "\(trackable.name) has no none to count: take the days logged, or a zone"
            }
        }
        return nil
    }
}

extension AchievementRule {
    /// Whether `other` says the same as this rule (its id and trackable aside): the same
    /// measure, threshold, zone, direction, days and Reading. A trackable never holds two such rules.
    public func sameSettings(as other: AchievementRule) -> Bool {
        measure == other.measure && threshold.tidied(lowest: direction == .low) == other.threshold.tidied(lowest: other.direction == .low)
            && zoneId == other.zoneId && (measure != .best || direction == other.direction)
            && (measure != .streak || days == other.days) && of == other.of
    }
}

extension Threshold {
    /// The threshold with a listed ladder's rungs once each, in climbing order (falling for a
    /// lowest ladder), as it is stored and shown.
    public func tidied(lowest: Bool) -> Threshold {
        guard case let .ladder(.rungs(values)) = self else { return self }
        return .ladder(.rungs(lowest ? Set(values).sorted(by: >) : Set(values).sorted()))
    }
}
