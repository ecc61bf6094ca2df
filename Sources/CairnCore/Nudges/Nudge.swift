/// A gentle reminder worth sending now, with the key that makes it fire once.
public struct Nudge: Sendable, Hashable, Codable {
    /// What the nudge is about.
    public enum Kind: String, Sendable, Hashable, Codable {
        /// Today's ring is still open, inside the preferred hours of a working day.
        case closeRing
        /// The week's goal was reached.
        case weeklyGoalHit
    }

    /// What the nudge is about.
    public var kind: Kind
    /// Fires once per key (`nudge:ring:2026-03-09`, `nudge:week:2026-03-09`).
    public var key: String
    /// The words to show.
    public var text: String

    /// Creates a nudge.
    public init(kind: Kind, key: String, text: String) {
        self.kind = kind
        self.key = key
        self.text = text
    }
}
