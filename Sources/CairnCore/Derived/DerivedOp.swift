/// How a derived trackable's day value is computed.
public enum DerivedOp: String, Sendable, Hashable, Codable, CaseIterable {
    /// Yes when every trackable it reads was logged that day ("logged both Meditation and Journal").
    case all
    /// Yes when any of them was.
    case any
    /// How many entries (of a trackable, a tag, or both) passed the time-of-day filter.
    case count
    /// The sum of those entries' values; over a window, the sum of the day values.
    case sum
    /// Over a window: the mean of the days with a value.
    case mean
    /// Over a window: how many days count (have some: not none, not unlogged).
    case days
    /// The earliest clock time of the day's entries ("first coffee").
    case earliest
    /// The latest clock time of the day's entries.
    case latest
    /// The coding goal's coded seconds of the day (the built-in `Coding`).
    case coded
    /// The coding goal's seconds inside the preferred window.
    case insideWindow = "inside-window"

    /// The operations a rolling window reduces by.
    public static let windowed: Set<DerivedOp> = [.sum, .mean, .days]
}
