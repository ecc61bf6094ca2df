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

    /// The quantity of its values (a count for kinds without a dimension).
    public var quantity: Quantity {
        switch self {
        case let .number(quantity): quantity
        case .duration, .clockTime: .duration
        case .yesNo, .choice, .habit, .text: .count
        }
    }

    /// How its day value is read unless the trackable overrides it.
    public var defaultDayReduction: DayReduction {
        switch self {
        case let .number(quantity): quantity.defaultDayReduction
        case .duration: .sum
        case .clockTime: .last
        case .yesNo: .max
        case .choice, .habit, .text: .last
        }
    }

    /// Whether a stored 0 (a choice's none code) means "none": yes/no, number and choice.
    ///
    /// An interval, a clock time, a text and a habit have no none: only days logged, or a zone.
    public var zeroIsFalse: Bool {
        switch self {
        case .yesNo, .number: true
        case let .choice(scale): scale.noneCode != nil
        case .duration, .clockTime, .habit, .text: false
        }
    }

    /// Whether its entries carry a number (a habit and a text do not).
    public var logsNumber: Bool {
        switch self {
        case .habit, .text: false
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
        default:
            throw DecodingError.dataCorruptedError(
                forKey: .kind, in: container,
                debugDescription: "unknown kind \"\(name)\"; expected yesno, number, duration, clock, choice, habit or text")
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
