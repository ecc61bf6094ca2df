import CairnCore

/// One day's entry for one Loop habit.
public struct LoopCheckmark: Sendable, Hashable, Codable {
    /// What the day holds.
    public enum Kind: String, Sendable, Hashable, Codable, CaseIterable {
        /// Checked by the user (`YES_MANUAL`, 2), or a numeric habit's value above 0.
        case yes
        /// Implied by the habit's frequency (`YES_AUTO`, 1): not the user's own entry.
        case yesAuto
        /// Not done (`NO`, 0), or a numeric habit's value of 0.
        case no
        /// Skipped (`SKIP`, 3): a one-day disruption for this habit.
        case skip
        /// No entry (`UNKNOWN`, -1, or an empty cell).
        case unknown
    }

    /// The habit's name.
    public var habit: String
    /// The calendar date (Loop dates have no time and no zone).
    public var date: LocalDate
    /// What the day holds.
    public var kind: Kind
    /// A numeric habit's value in its own unit (stored × 1000 by Loop, divided back here).
    public var value: Double?
    /// The day's note (Loop's per-habit `Notes` column), when there is one.
    public var note: String?

    /// Creates a checkmark.
    public init(habit: String, date: LocalDate, kind: Kind, value: Double? = nil, note: String? = nil) {
        self.habit = habit
        self.date = date
        self.kind = kind
        self.value = value
        self.note = note
    }
}
