/// The state of one day in the goal series (WakaTime: success, fail, pending, ignored).
public enum DayStatus: String, Sendable, Hashable, Codable, CaseIterable {
    /// The goal was met (on a rest day: no coding).
    case success
    /// The day is over and the goal was not met.
    case fail
    /// Today, not met yet.
    case pending
    /// A disrupted day or a date that does not exist: it neither breaks nor extends a streak.
    case hold
    /// A rest day with coding under the lenient policy: it neither breaks nor adds to the run
    /// (under the strict policy such a day is `fail`).
    case restCoded = "rest-coded"
}
