/// A moment worth marking, read off the data: computed, never stored.
public struct Moment: Sendable, Hashable, Codable {
    /// Unique and stable: the rule's identity, the day and the rung (or `record`).
    public var key: String
    /// The rule's identity (``AchievementRule/identity``, or ``LoggedAnything/identity``).
    public var ruleIdentity: String
    /// The day it happened.
    public var date: LocalDate
    /// The rung reached, in base units (ladders).
    public var rung: Double?
    /// The record value, in base units (records).
    public var value: Double?
    /// Its factual name ("Weight — new lowest", "Headache · Days of No").
    public var name: String
    /// The rung or value in words, in the trackable's unit ("10 km", "30 days").
    public var measureText: String

    /// Creates a moment.
    public init(key: String, ruleIdentity: String, date: LocalDate, rung: Double?, value: Double?, name: String, measureText: String) {
        self.key = key
        self.ruleIdentity = ruleIdentity
        self.date = date
        self.rung = rung
        self.value = value
        self.name = name
        self.measureText = measureText
    }
}
