/// How a derived trackable's day value is computed from other trackables' entries: never
/// logged, never stored, recomputed whenever they change.
///
/// - `all`/`any` of several trackables logged: a yes/no.
/// - `count`/`sum` of a trackable's entries, of a tag's, or of a trackable's entries carrying a
///   tag, filtered by the time of day: a number with a value (0 included) every day from the
///   first entry it could read.
/// - `earliest`/`latest` clock time of a trackable's entries: a clock time, on the days logged.
/// - `coded`/`insideWindow`: the coding goal's day series.
/// - With a ``RollingWindow``: `sum`/`mean`/`days` of one series over a trailing or calendar window.
public struct Derivation: Sendable, Hashable, Codable {
    /// The operation.
    public var op: DerivedOp
    /// The series it reads (trackables, or for a window a Reading).
    public var of: [SeriesRef]
    /// The tag whose entries it reads (alone, or narrowing `of`).
    public var tag: Int64?
    /// Which times of day pass (count, sum, earliest, latest).
    public var timeOfDay: TimeOfDayFilter?
    /// The window a `sum`/`mean`/`days` reads over.
    public var window: RollingWindow?

    /// Creates a derivation.
    public init(op: DerivedOp, of: [SeriesRef] = [], tag: Int64? = nil, timeOfDay: TimeOfDayFilter? = nil,
                window: RollingWindow? = nil) {
        self.op = op
        self.of = of
        self.tag = tag
        self.timeOfDay = timeOfDay
        self.window = window
    }

    /// The built-in `Coding` trackable's derivation: coded seconds per day.
    public static let coding = Derivation(op: .coded)

    /// Why this derivation cannot be computed, or `nil` when it can.
    public var problem: String? {
        if let window {
            guard DerivedOp.windowed.contains(op) else { return "a window reduces by sum, mean or days, not \(op.rawValue)" }
            guard of.count == 1 else { return "a window reads one series" }
            if case let .trailing(days) = window, !(1...3660).contains(days) {
                return "a trailing window is 1 to 3660 days"
            }
            if timeOfDay != nil || tag != nil { return "a window reads a series: derive the filtered one first" }
            return nil
        }
        switch op {
        case .all, .any:
            if of.count < 2 { return "\(op.rawValue) reads two or more trackables" }
        case .count, .sum, .earliest, .latest:
            if of.count > 1 { return "\(op.rawValue) reads one trackable" }
            if of.isEmpty && tag == nil { return "\(op.rawValue) reads a trackable or a tag" }
            if op == .sum && of.isEmpty { return "a tag logs nothing of its own to add up; count it" }
        case .mean, .days:
            return "\(op.rawValue) reads a series over a window (--trailing or --per)"
        case .coded, .insideWindow:
            if !of.isEmpty || tag != nil || timeOfDay != nil { return "the coding series reads the coding goal only" }
        }
        if of.contains(where: { if case .reading = $0 { true } else { false } }), window == nil {
            return "a Reading is read through a window or a rule's --of"
        }
        return nil
    }

    /// Whether its value is dated once per calendar period (a streak of days means nothing on it).
    public var isPerPeriod: Bool {
        if case .per = window { return true }
        return false
    }

    /// The kind of its day value, given the kind and unit of the series it reads (for `sum`,
    /// `mean` and a window): all/any a yes/no, count and days a count, earliest/latest a clock
    /// time, the coding series a duration, sum and mean the source's own kind.
    public func valueKind(source: Trackable?) -> (kind: TrackableKind, unit: String?) {
        switch op {
        case .all, .any: return (.yesNo, nil)
        case .count, .days: return (.number(.count), nil)
        case .earliest, .latest: return (.clockTime, nil)
        case .coded, .insideWindow: return (.duration, nil)
        case .sum, .mean:
            guard let source else { return (.number(.count), nil) }
            switch source.kind {
            case .number, .duration: return (source.kind, source.unit)
            case .clockTime where op == .mean: return (.clockTime, nil)
            default: return (.number(.count), nil)
            }
        }
    }
}
