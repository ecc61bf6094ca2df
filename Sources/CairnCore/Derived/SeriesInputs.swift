/// What Readings, derived and windowed trackables read besides the entries: every trackable
/// (the sources), the Readings, the goal settings' history (the time zone in force on a day,
/// the week's first weekday) and the coding goal's verdicts (the built-in `Coding`).
public struct SeriesInputs: Sendable, Hashable {
    /// Every trackable a derivation may name.
    public var trackables: [Trackable]
    /// Every Reading a rule or a window may name.
    public var readings: [Reading]
    /// The goal settings' history; without it, times of day are read in UTC and weeks start on Monday.
    public var goals: GoalHistory?
    /// The coding goal's day verdicts, in date order.
    public var verdicts: [DayVerdict]

    /// Creates the inputs.
    public init(trackables: [Trackable] = [], readings: [Reading] = [], goals: GoalHistory? = nil,
                verdicts: [DayVerdict] = []) {
        self.trackables = trackables
        self.readings = readings
        self.goals = goals
        self.verdicts = verdicts
    }

    /// No Readings, no derived sources, no goals.
    public static let none = SeriesInputs()
}
