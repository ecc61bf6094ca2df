import CairnCore

/// One trackable as `trackable list --json` gives it: what a Home card shows.
public struct TrackableCard: Sendable, Decodable {
    public var id: Int64
    public var name: String
    public var kind: String
    public var unit: String?
    public var choices: [String]?
    /// The live count of the streak set up on it, if one is.
    public var streak: Int?
    /// How many rules it has.
    public var rules: Int
    /// An event's fields (name, kind, unit), for its item form.
    public var eventFields: [TrackableField]?
    /// How a derived trackable is computed, in words (`sum trailing 7d`).
    public var derived: String?
    /// The derivation itself: what it reads.
    public var derivation: Derivation?
}
