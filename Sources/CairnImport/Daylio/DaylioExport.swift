/// What a Daylio CSV export holds, ready to become trackables and entries.
public struct DaylioExport: Sendable, Hashable, Codable {
    /// Daylio's five standard moods, worst to best.
    public static let standardMoods = ["awful", "bad", "meh", "good", "rad"]

    /// The rows, oldest first (Daylio writes them newest first).
    public var entries: [DaylioEntry]
    /// The mood scale, worst to best: the five standard moods, then any custom mood in the order
    /// it first appears in the file.
    public var moods: [String]
    /// Every activity, in the order it first appears in the file (names that differ only in case
    /// are one activity, spelled as first seen).
    public var activities: [String]

    /// Creates an export.
    public init(entries: [DaylioEntry], moods: [String], activities: [String]) {
        self.entries = entries
        self.moods = moods
        self.activities = activities
    }
}
