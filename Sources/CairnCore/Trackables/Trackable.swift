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
    /// The fields of an event trackable's items (empty for any other kind).
    public var fields: [TrackableField]
    /// How a derived trackable's day value is computed from other trackables; `nil` for one
    /// that is logged. A derived trackable has no entries of its own.
    public var derivation: Derivation?

    /// Creates a trackable.
    public init(id: Int64, name: String, kind: TrackableKind, unit: String? = nil, dayReduction: DayReduction? = nil,
                fields: [TrackableField] = [], derivation: Derivation? = nil) {
        self.id = id
        self.name = name
        self.kind = kind
        self.unit = unit
        self.dayReduction = dayReduction
        self.fields = fields
        self.derivation = derivation
    }

    private enum CodingKeys: String, CodingKey {
        case id, name, kind, unit, dayReduction, fields, derivation
    }

    /// Decodes a trackable; `fields` and `derivation` may be absent (documents written before them).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(Int64.self, forKey: .id)
        name = try container.decode(String.self, forKey: .name)
        kind = try container.decode(TrackableKind.self, forKey: .kind)
        unit = try container.decodeIfPresent(String.self, forKey: .unit)
        dayReduction = try container.decodeIfPresent(DayReduction.self, forKey: .dayReduction)
        fields = try container.decodeIfPresent([TrackableField].self, forKey: .fields) ?? []
        derivation = try container.decodeIfPresent(Derivation.self, forKey: .derivation)
    }

    /// Encodes a trackable, leaving out empty fields and a missing derivation.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(name, forKey: .name)
        try container.encode(kind, forKey: .kind)
        try container.encodeIfPresent(unit, forKey: .unit)
        try container.encodeIfPresent(dayReduction, forKey: .dayReduction)
        if !fields.isEmpty { try container.encode(fields, forKey: .fields) }
        try container.encodeIfPresent(derivation, forKey: .derivation)
    }

    /// How its day value is read: the override, else the kind's default.
    public var effectiveDayReduction: DayReduction {
        dayReduction ?? kind.defaultDayReduction
    }
}
