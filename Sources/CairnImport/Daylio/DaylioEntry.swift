import CairnCore

/// One row of a Daylio export: a mood at a local wall-clock time, with its activities and note.
public struct DaylioEntry: Sendable, Hashable, Codable {
    /// The local date the person logged it for.
    public var date: LocalDate
    /// The local wall-clock time, in seconds after midnight (Daylio writes no zone).
    public var secondsIntoDay: Int
    /// The mood's label as written, trimmed; a standard mood in lower case (`good`).
    public var mood: String
    /// The activities, trimmed, without empties or repeats, in the order written.
    public var activities: [String]
    /// The note (its title and text joined by a new line), when there is one.
    public var note: String?
    /// The line of the file the row starts on (1-based).
    public var line: Int

    /// Creates an entry.
    public init(date: LocalDate, secondsIntoDay: Int, mood: String, activities: [String], note: String?, line: Int) {
        self.date = date
        self.secondsIntoDay = secondsIntoDay
        self.mood = mood
        self.activities = activities
        self.note = note
        self.line = line
    }

    /// The time as `HH:MM` (24-hour).
    public var timeText: String {
        let hours = secondsIntoDay / 3600, minutes = secondsIntoDay % 3600 / 60
        return (hours < 10 ? "0" : "") + String(hours) + ":" + (minutes < 10 ? "0" : "") + String(minutes)
    }
}
