/// The times of day an entry must have been logged at: from `after` (inclusive) until `before`
/// (exclusive), in seconds after local midnight in the zone in force that day. An open end is
/// `nil`; `after` later than `before` wraps past midnight (22:00–02:00).
public struct TimeOfDayFilter: Sendable, Hashable, Codable {
    /// The earliest time that passes.
    public var after: Double?
    /// The first time that no longer passes.
    public var before: Double?

    /// Creates a filter.
    public init(after: Double? = nil, before: Double? = nil) {
        self.after = after
        self.before = before
    }

    /// Whether a time of day (seconds after local midnight) passes.
    public func passes(_ seconds: Double) -> Bool {
        switch (after, before) {
        case (nil, nil): true
        case let (after?, nil): seconds >= after
        case let (nil, before?): seconds < before
        case let (after?, before?): after <= before ? (seconds >= after && seconds < before)
                                                    : (seconds >= after || seconds < before)
        }
    }
}
