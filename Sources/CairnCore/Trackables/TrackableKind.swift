/// What a trackable logs, which decides how its days read and which rules mean anything.
///
/// Coded as `{"kind": "number", "quantity": "mass"}`, `{"kind": "choice", "scale": {...}}` or
/// `{"kind": "yesno"}` (the names the command line takes).
public enum TrackableKind: Sendable, Hashable, Codable {
    /// Yes (1) or No (0).
    case yesNo
    /// A number of some quantity (mass, length, a count…).
    case number(Quantity)
    /// An interval of time (stored in seconds).
    case duration
    /// A time of day (stored as seconds after midnight).
    case clockTime
    /// A coded scale.
    case choice(ChoiceScale)
    /// Logged with no value (Journal): only the days it was logged.
    case habit
    /// Free text: only the days it was logged.
    case text
    /// Events with items, a value per field (a workout and its sets): its own days are the days
    /// logged; a Reading reads its fields.
    case event
    /// A tag: it logs nothing of its own, and is attached to other entries (`--tag work`).
    case tag

    /// The quantity of its values (a count for kinds without a dimension).
    public var quantity: Quantity {
        switch self {
        case let .number(quantity): quantity
        case .duration, .clockTime: .duration
        case .yesNo, .choice, .habit, .text, .event, .tag: .count
        }
    }

    /// How its day value is read unless the trackable overrides it.
    public var defaultDayReduction: DayReduction {
        switch self {
        case let .number(quantity): quantity.defaultDayReduction
        case .duration: .sum
        case .clockTime: .last
        case .yesNo: .max
        case .choice, .habit, .text, .event, .tag: .last
        }
    }

    /// Whether a stored 0 (a choice's none code) means "none": yes/no, number and choice.
    ///
    /// An interval, a clock time, a text and a habit have no none: only days logged, or a zone.
    public var zeroIsFalse: Bool {
        switch self {
        case .yesNo, .number: true
        case let .choice(scale): scale.noneCode != nil
        case .duration, .clockTime, .habit, .text, .event, .tag: false
        }
    }

    /// Whether its entries carry a number (a habit and a text do not).
    public var logsNumber: Bool {
        switch self {
        case .habit, .text, .event, .tag: false
        default: true
        }
    }

    /// The value that means "none" for this kind, when it has one.
    var noneValue: Double? {
        switch self {
        case .yesNo, .number: 0
        case let .choice(scale): scale.noneCode.map(Double.init)
        default: nil
        }
    }

    /// The kind's name on the command line and in JSON.
    public var name: String {
        switch self {
        case .yesNo: "yesno"
        case .number: "number"
        case .duration: "duration"
        case .clockTime: "clock"
        case .choice: "choice"
        case .habit: "habit"
        case .text: "text"
        case .event: "event"
        case .tag: "tag"
        }
    }

    private enum CodingKeys: String, CodingKey {
        case kind, quantity, scale
    }

    /// Decodes `{"kind": ..., "quantity": ..., "scale": ...}`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let name = try container.decode(String.self, forKey: .kind)
        switch name {
        case "yesno": self = .yesNo
        case "number": self = .number(try container.decodeIfPresent(Quantity.self, forKey: .quantity) ?? .count)
        case "duration": self = .duration
        case "clock": self = .clockTime
        case "choice": self = .choice(try container.decode(ChoiceScale.self, forKey: .scale))
        case "habit": self = .habit
        case "text": self = .text
        case "event": self = .event
        case "tag": self = .tag
        default:
            throw DecodingError.dataCorruptedError(
                forKey: .kind, in: container,
                debugDescription: "unknown kind \"\(name)\"; expected yesno, number, duration, clock, choice, habit, text, event or tag")
        }
    }

    /// Encodes as `{"kind": ...}` with the quantity of a number and the scale of a choice.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .kind)
        switch self {
        case let .number(quantity): try container.encode(quantity, forKey: .quantity)
        case let .choice(scale): try container.encode(scale, forKey: .scale)
        default: break
        }
    }
}
