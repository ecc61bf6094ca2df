import CairnCore

/// `zone list --json`: a zone with the trackable it belongs to.
package struct ZoneListDocument: Encodable {
    package var trackable: String
    package var name: String
    package var min: Double?
    package var max: Double?
    package var unit: String?

    package init(trackable: String, zone: Zone) {
        self.trackable = trackable
        name = zone.name
        min = zone.min
        max = zone.max
        unit = zone.unit
    }

    package enum CodingKeys: String, CodingKey { case trackable, name, min, max, unit }

    package func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(trackable, forKey: .trackable)
        try c.encode(name, forKey: .name)
        try c.encode(min, forKey: .min)
        try c.encode(max, forKey: .max)
        try c.encode(unit, forKey: .unit)
    }
}
