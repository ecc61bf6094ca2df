/// A habit from Loop Habit Tracker's `Habits.csv` (or named by a `Checkmarks.csv` header).
public struct LoopHabit: Sendable, Hashable, Codable {
    /// The habit's name, as in the checkmark files' headers.
    public var name: String
    /// Whether it records a number (`Type` 1 / `NUMERICAL`) rather than yes/no; `nil` when
    /// `Habits.csv` does not say (the old style with no `Type` column, still written by the
    /// 2023–2025 builds): the checkmarks' values decide then.
    public var isNumeric: Bool?
    /// The number's unit for a numeric habit (`min`, `km`), when given.
    public var unit: String?
    /// The habit's question (`Did you exercise today?`), when given.
    public var question: String?

    /// Creates a habit.
    public init(name: String, isNumeric: Bool?, unit: String? = nil, question: String? = nil) {
        self.name = name
        self.isNumeric = isNumeric
        self.unit = unit
        self.question = question
    }
}
