/// How one day stands for a streak: it counts, it breaks the run, or it is on hold.
package enum DayMark: UInt8, Sendable, Hashable, Codable {
    /// The day counts: it adds one to the run.
    case counts
    /// The day does not count: the run ends.
    case breaks
    /// The day is on hold (a disruption, or nothing of the person's own logged): it neither
    /// breaks nor adds.
    case hold
}
