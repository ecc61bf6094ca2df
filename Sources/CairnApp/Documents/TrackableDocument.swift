import CairnCore

/// `trackable list --json`: one trackable with its zones and how many rules it has.
package struct TrackableDocument: Encodable {
    package var id: Int64
    package var name: String
    package var kind: String
    package var unit: String?
    package var dayValue: String
    package var choices: [String]?
    package var ordered: Bool?
    /// A choice's none, by its label (`null` for a choice without one; absent for other kinds).
    package var none: String?
    package var zones: [ZoneDocument]
    package var rules: Int
    /// Whether its entries carry a number (so a day value means something).
    package var logsNumber: Bool
    /// The live count of the streak set up on the trackable, if one is.
    package var streak: Int?
    /// An event's fields, as typed (`weight:number:kg`).
    package var fields: [String]?
    /// How a derived trackable is computed (`count`, `sum per month`, `sum trailing 7d`).
    package var derived: String?
    /// An event's fields as they are (not encoded: for the forms that log an item).
    package var eventFields: [TrackableField]
    /// How a derived trackable is computed, what it reads included (not encoded).
    package var derivation: Derivation?

    package init(trackable: Trackable, zones: [Zone], rules: Int) {
        id = trackable.id
        name = trackable.name
        kind = trackable.kind.name
        unit = trackable.unit
        dayValue = trackable.effectiveDayReduction.rawValue
        if case let .choice(scale) = trackable.kind {
            choices = scale.options.map(\.label)
            ordered = scale.ordered
            none = scale.noneLabel
        }
        self.zones = zones.map { ZoneDocument(name: $0.name, min: $0.min, max: $0.max, unit: $0.unit) }
        self.rules = rules
        logsNumber = trackable.kind.logsNumber && trackable.derivation == nil
        if !trackable.fields.isEmpty {
            fields = trackable.fields.map { "\($0.name):\($0.kind.name)" + ($0.unit.map { ":\($0)" } ?? "") }
        }
        eventFields = trackable.fields
        derivation = trackable.derivation
        derived = trackable.derivation.map { derivation in
            switch derivation.window {
            case nil: derivation.op.rawValue
            case let .trailing(days)?: "\(derivation.op.rawValue) trailing \(days)d"
            case let .per(period)?: "\(derivation.op.rawValue) per \(period.rawValue)"
            }
        }
    }

    package struct ZoneDocument: Encodable {
        package var name: String
        package var min: Double?
        package var max: Double?
        package var unit: String?

        package init(name: String, min: Double?, max: Double?, unit: String?) {
            self.name = name
            self.min = min
            self.max = max
            self.unit = unit
        }
    }

    package enum CodingKeys: String, CodingKey { case id, name, kind, unit, dayValue, choices, ordered, none, zones, rules, streak, fields, derived }

    package func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(id, forKey: .id)
        try c.encode(name, forKey: .name)
        try c.encode(kind, forKey: .kind)
        try c.encode(unit, forKey: .unit)
        try c.encode(dayValue, forKey: .dayValue)
        try c.encodeIfPresent(choices, forKey: .choices)
        try c.encodeIfPresent(ordered, forKey: .ordered)
        if choices != nil { try c.encode(none, forKey: .none) }
        try c.encode(zones, forKey: .zones)
        try c.encode(rules, forKey: .rules)
        try c.encode(streak, forKey: .streak)
        try c.encodeIfPresent(fields, forKey: .fields)
        try c.encodeIfPresent(derived, forKey: .derived)
    }
}
