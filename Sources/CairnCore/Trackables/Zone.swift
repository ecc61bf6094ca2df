/// A named range of a trackable's values, kept in the unit its author typed.
public struct Zone: Sendable, Hashable, Codable, Identifiable {
    /// The store's row id.
    public var id: Int64
    /// The trackable it belongs to.
    public var trackableId: Int64
    /// Its name ("Healthy", "In bed by 23:00").
    public var name: String
    /// The lower bound, inclusive, in ``unit``; `nil` for none.
    public var min: Double?
    /// The upper bound, inclusive, in ``unit``; `nil` for none.
    public var max: Double?
    /// The author's unit symbol (`lb`); `nil` for the base unit (seconds after midnight for a clock time).
    public var unit: String?

    /// Creates a zone.
    public init(id: Int64, trackableId: Int64, name: String, min: Double? = nil, max: Double? = nil, unit: String? = nil) {
        self.id = id
        self.trackableId = trackableId
        self.name = name
        self.min = min
        self.max = max
        self.unit = unit
    }

    /// Converts the bounds to the base unit of `trackable`'s quantity, ready for the fold.
    ///
    /// A clock-time zone whose minimum is after its maximum wraps past midnight (22:00–06:00).
    /// - Throws: ``ValueError`` for a unit the trackable cannot take, or a non-clock zone with
    ///   its minimum above its maximum.
    public func inBase(for trackable: Trackable) throws(ValueError) -> ZoneBounds {
        let quantity = trackable.kind.quantity
        var low = min, high = max
        if let symbol = unit, !symbol.isEmpty, quantity != .count {
            let dimension = try UnitCatalog.require(symbol, in: quantity)
            low = low.map { UnitCatalog.toBase($0, from: dimension, quantity: quantity) }
            high = high.map { UnitCatalog.toBase($0, from: dimension, quantity: quantity) }
        }
        let wraps = trackable.kind == .clockTime && (low ?? 0) > (high ?? .infinity)
        if !wraps, let l = low, let h = high, l > h { throw .emptyZone(name: name) }
        return ZoneBounds(min: low, max: high, wraps: wraps)
    }

    /// Builds a zone from bounds as typed (`70kg`, `160 lb`, `23:00`); the zone keeps the first
    /// unit typed and converts the other bound into it.
    ///
    /// - Throws: ``ValueError`` for a bound that does not parse for `trackable`.
    public static func parse(id: Int64, name: String, min: String?, max: String?, for trackable: Trackable) throws(ValueError) -> Zone {
        let typed = [min, max].compactMap { $0 }.first { !$0.isEmpty } ?? ""
        let quantity = trackable.kind.quantity
        var unit: String?
        if trackable.kind == .duration {
            unit = trackable.displayUnit  // `1h20m` names two units: keep the display unit
        } else if trackable.kind != .clockTime, quantity != .count {
            let symbol = typed.filter { $0.isLetter || $0 == " " }.trimmingCharacters(in: .whitespaces)
            unit = symbol.isEmpty ? trackable.displayUnit : symbol
        }
        func bound(_ text: String?) throws(ValueError) -> Double? {
            guard let text, !text.isEmpty else { return nil }
            guard let base = try ValueParser.parse(text, for: trackable) else { throw .takesNoValue(trackable: trackable.name) }
            guard let symbol = unit, let dimension = UnitCatalog.unit(symbol, in: quantity) else { return base }
            return UnitCatalog.fromBase(base, to: dimension, quantity: quantity)
        }
        return Zone(id: id, trackableId: trackable.id, name: name, min: try bound(min), max: try bound(max), unit: unit)
    }
}

/// The seed's `zoneInBase`: `zone`'s bounds in the base unit of `trackable`, ready for the fold.
///
/// - Throws: ``ValueError`` as ``Zone/inBase(for:)`` does.
public func zoneInBase(_ zone: Zone, for trackable: Trackable) throws(ValueError) -> ZoneBounds {
    try zone.inBase(for: trackable)
}
