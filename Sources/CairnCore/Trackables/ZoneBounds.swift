/// A zone's bounds in base units, ready for the fold (``Zone/inBase(for:)``).
public struct ZoneBounds: Sendable, Hashable, Codable {
    /// The lower bound, inclusive; `nil` for none.
    public var min: Double?
    /// The upper bound, inclusive; `nil` for none.
    public var max: Double?
    /// Whether it wraps past midnight (a clock time from `min` through midnight to `max`).
    public var wraps: Bool

    /// Creates bounds.
    public init(min: Double?, max: Double?, wraps: Bool = false) {
        self.min = min
        self.max = max
        self.wraps = wraps
    }

    /// Whether `value` (base units) lies in the zone.
    @inlinable
    public func contains(_ value: Double) -> Bool {
        if wraps { return value >= (min ?? 0) || value <= (max ?? 0) }
        if let min, value < min { return false }
        if let max, value > max { return false }
        return true
    }
}
