/// The next rung of a ladder rule and how far along it is.
public struct ComingUp: Sendable, Hashable, Codable {
    /// The rule's identity.
    public var ruleIdentity: String
    /// The rule's name.
    public var name: String
    /// Where it stands now, in base units (a streak: the live run).
    public var current: Double
    /// The next rung, in base units.
    public var next: Double
    /// How far along: current / next (next / current for a lowest ladder).
    public var progress: Double
    /// The next rung in words ("100 days", "50 km").
    public var nextText: String
    /// Where it stands in words.
    public var currentText: String

    /// Creates an entry.
    public init(ruleIdentity: String, name: String, current: Double, next: Double, progress: Double,
                nextText: String, currentText: String) {
        self.ruleIdentity = ruleIdentity
        self.name = name
        self.current = current
        self.next = next
        self.progress = progress
        self.nextText = nextText
        self.currentText = currentText
    }
}
