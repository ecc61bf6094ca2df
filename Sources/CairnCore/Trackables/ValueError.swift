/// Why a typed value or zone was refused; each message says what to type instead.
public enum ValueError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Nothing was typed where a value is needed.
    case missingValue(trackable: String)
    /// The text is not a number with an optional unit.
    case notANumber(String)
    /// The unit names nothing in the trackable's quantity or any other.
    case unknownUnit(String, expected: Quantity)
    /// The unit exists but measures something else (`km` for a weight).
    case wrongDimension(String, found: Quantity, expected: Quantity)
    /// Not yes or no.
    case notYesNo(String)
    /// Not a time of day as HH:MM.
    case invalidClockTime(String)
    /// No option of the scale has this label or code.
    case unknownChoice(String, options: [String])
    /// A habit or a text was given a value it cannot hold.
    case takesNoValue(trackable: String)
    /// A zone whose lower bound is above its upper bound (only clock times may wrap).
    case emptyZone(name: String)
    /// A value outside ``Plausible``'s bounds (not finite, or beyond ±1e12 in the base unit).
    case implausible(PlausibleError)

    public var description: String {
        switch self {
        case let .missingValue(name):
            "\(name) needs a value (e.g. 5, 81.2kg, 45m, 07:30 or yes)"
        case let .notANumber(text):
            "\"\(text)\" is not a number with an optional unit (e.g. 81.2kg, 5 km, 1h20m)"
        case let .unknownUnit(unit, expected):
            "unknown unit \"\(unit)\"; this trackable takes \(expected.word) (\(UnitCatalog.examples(of: expected)))"
        case let .wrongDimension(unit, found, expected):
            "\"\(unit)\" is a unit of \(found.word), but this trackable takes \(expected.word) (\(UnitCatalog.examples(of: expected)))"
        case let .notYesNo(text):
            "\"\(text)\" is not yes or no; type yes, no, y, n, 1 or 0"
        case let .invalidClockTime(text):
            "\"\(text)\" is not a time of day; type HH:MM with hours 00–23 (e.g. 07:30 or 23:15)"
        case let .unknownChoice(text, options):
            "\"\(text)\" is not one of the choices; type one of: \(options.joined(separator: ", "))"
        case let .takesNoValue(name):
            "\(name) is logged without a value; leave the value out"
        case let .emptyZone(name):
            "zone \"\(name)\" has its minimum above its maximum; swap them (only a clock-time zone may wrap past midnight)"
        case let .implausible(error):
            error.description
        }
    }
}
