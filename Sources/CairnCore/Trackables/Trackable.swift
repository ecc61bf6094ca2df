/// A thing a person logs (Weight, Headache, Running, Journal), as the store keeps it.
public struct Trackable: Sendable, Hashable, Codable, Identifiable {
    /// The store's row id.
    public var id: Int64
    /// The person's name for it.
    public var name: String
    /// What it logs.
    public var kind: TrackableKind
    /// The display unit symbol (`kg`, `km`, `min`); `nil` means the base unit (a duration shows as `1h 20m`).
    public var unit: String?
    /// Overrides the kind's way of reading a day's entries.
    public var dayReduction: DayReduction?

    /// Creates a trackable.
    public init(id: Int64, name: String, kind: TrackableKind, unit: String? = nil, dayReduction: DayReduction? = nil) {
        self.id = id
        self.name = name
        self.kind = kind
        self.unit = unit
        self.dayReduction = dayReduction
    }

    /// How its day value is read: the override, else the kind's default.
    public var effectiveDayReduction: DayReduction {
        dayReduction ?? kind.defaultDayReduction
    }
}
