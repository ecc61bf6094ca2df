/// One field of an event trackable (Strength's `exercise`, `weight`, `reps`): a name, and a
/// kind and unit as a trackable has them.
public struct TrackableField: Sendable, Hashable, Codable {
    /// The field's name, unique within its trackable.
    public var name: String
    /// What it holds: a number of some quantity, a duration, a clock time, a choice or a text.
    public var kind: TrackableKind
    /// The display unit symbol (`kg`), `nil` for the base unit.
    public var unit: String?

    /// Creates a field.
    public init(name: String, kind: TrackableKind, unit: String? = nil) {
        self.name = name
        self.kind = kind
        self.unit = unit
    }
}
