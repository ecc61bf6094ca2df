import Foundation

/// Reads values as people type them (`81.2kg`, `180 lb`, `1h20m`, `07:30`, `yes`) into base units.
public enum ValueParser {
    /// Parses `text` as a value of `trackable`, in the base unit of its quantity.
    ///
    /// A bare number takes the trackable's display unit (minutes for a duration without one).
    /// A clock time is seconds after midnight, a yes/no is 1 or 0, a choice is its code.
    /// - Returns: `nil` for a habit, a text, an event (its items hold its values) or a tag, which log no number.
    /// - Throws: ``ValueError`` naming what to type instead.
    public static func parse(_ text: String, for trackable: Trackable) throws(ValueError) -> Double? {
        let trimmed = text.trimmedOfWhitespace
        switch trackable.kind {
        case .habit, .event, .tag:
            guard trimmed.isEmpty else { throw .takesNoValue(trackable: trackable.name) }
            return nil
        case .text:
            return nil
        default:
            break
        }
        guard !trimmed.isEmpty else { throw .missingValue(trackable: trackable.name) }
        switch trackable.kind {
        case .yesNo:
            return try yesNo(trimmed)
        case .clockTime:
            return try clockTime(trimmed)
        case let .choice(scale):
            return try choice(trimmed, scale: scale)
        case .number, .duration:
            return try quantity(trimmed, of: trackable.kind.quantity, displayUnit: trackable.displayUnit)
        case .habit, .text, .event, .tag:
            return nil
        }
    }

    /// Parses the value of a new entry as it is logged (`cairn log`, the Trackables page's form,
    /// `POST /api/log`): as ``parse(_:for:)``, except that a yes/no logged with nothing is a Yes,
    /// as documented ("yes, or leave empty"). Editing an entry still reads an empty value as
    /// missing.
    ///
    /// - Throws: ``ValueError`` naming what to type instead.
    public static func logged(_ text: String, for trackable: Trackable) throws(ValueError) -> Double? {
        if trackable.kind == .yesNo, text.trimmedOfWhitespace.isEmpty { return 1 }
        return try parse(text, for: trackable)
    }

    /// Parses a number with an optional unit into the base unit of `quantity`.
    ///
    /// - Parameters:
    ///   - displayUnit: the unit a bare number is in (`nil`: the base unit; for a count, also
    ///     the only unit label accepted).
    public static func quantity(_ text: String, of quantity: Quantity, displayUnit: String?) throws(ValueError) -> Double {
        if quantity == .duration, text.contains(":") { return try hoursMinutes(text) }
        let parts = try segments(text)
        guard parts.count == 1 || quantity == .duration else { throw .notANumber(text) }
        var total = 0.0
        for (number, symbol) in parts {
            total += try toBase(number, symbol: symbol.isEmpty ? (displayUnit ?? "") : symbol,
                                quantity: quantity, displayUnit: displayUnit)
        }
        return try plausible(total, text)
    }

    /// `value` when ``Plausible`` accepts it (finite, within ±1e12), else a refusal naming `text`.
    private static func plausible(_ value: Double, _ text: String) throws(ValueError) -> Double {
        guard Plausible.isValue(value) else {
            throw .implausible(PlausibleError(item: "the value \"\(text)\"", value: "(\(Plausible.number(value)) in the base unit)",
                                              bound: "-1e12 ... 1e12"))
        }
        return value
    }

    /// Parses `HH:MM` or `HH:MM:SS` (with an optional `am`/`pm`) into seconds after midnight.
    public static func clockTime(_ text: String) throws(ValueError) -> Double {
        var body = text.lowercased().filter { !$0.isWhitespace }
        var shift: Int?
        if body.hasSuffix("am") || body.hasSuffix("pm") {
            shift = body.hasSuffix("pm") ? 12 : 0
            body.removeLast(2)
        }
        let fields = body.split(separator: ":", omittingEmptySubsequences: false)
        guard (1...3).contains(fields.count), fields.count > 1 || shift != nil,
              fields.allSatisfy({ !$0.isEmpty && $0.count <= 2 && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) })
        else { throw .invalidClockTime(text) }
        let numbers = fields.compactMap { Int($0) }
        var hour = numbers[0]
        let minute = numbers.count > 1 ? numbers[1] : 0
        let second = numbers.count > 2 ? numbers[2] : 0
        if let shift {
            guard (1...12).contains(hour) else { throw .invalidClockTime(text) }
            hour = hour % 12 + shift
        }
        guard (0...23).contains(hour), (0...59).contains(minute), (0...59).contains(second) else {
            throw .invalidClockTime(text)
        }
        return Double(hour * 3600 + minute * 60 + second)
    }

    static func yesNo(_ text: String) throws(ValueError) -> Double {
        switch text.lowercased() {
        case "yes", "y", "true", "1": 1
        case "no", "n", "false", "0": 0
        default: throw .notYesNo(text)
        }
    }

    static func choice(_ text: String, scale: ChoiceScale) throws(ValueError) -> Double {
        if let option = scale.options.first(where: { $0.label.lowercased() == text.lowercased() }) {
            return Double(option.code)
        }
        if let code = Int(text), scale.label(of: code) != nil { return Double(code) }
        throw .unknownChoice(text, options: scale.options.map(\.label))
    }

    /// `1:20` as a duration: hours and minutes (and seconds).
    private static func hoursMinutes(_ text: String) throws(ValueError) -> Double {
        let fields = text.trimmingCharacters(in: .whitespaces).split(separator: ":", omittingEmptySubsequences: false)
        let numbers = fields.compactMap { Int($0) }
        guard (2...3).contains(fields.count), numbers.count == fields.count, numbers.allSatisfy({ $0 >= 0 }),
              numbers.dropFirst().allSatisfy({ $0 < 60 })
        else { throw .notANumber(text) }
        // In Double: a huge hour count must reach the bounds check, not overflow an Int.
        let seconds = Double(numbers[0]) * 3600 + Double(numbers[1]) * 60 + Double(numbers.count > 2 ? numbers[2] : 0)
        return try plausible(seconds, text)
    }

    private static func toBase(_ number: Double, symbol: String, quantity: Quantity, displayUnit: String?) throws(ValueError) -> Double {
        if quantity == .percent {
            if symbol.isEmpty || UnitCatalog.isPercent(symbol) { return number }
            if let other = UnitCatalog.quantities(naming: symbol).first {
                throw .wrongDimension(symbol, found: other, expected: quantity)
            }
            throw .unknownUnit(symbol, expected: quantity)
        }
        if quantity == .count {
            let label = displayUnit?.lowercased() ?? ""
            if symbol.isEmpty || symbol.lowercased() == label { return number }
            if let other = UnitCatalog.quantities(naming: symbol).first {
                throw .wrongDimension(symbol, found: other, expected: quantity)
            }
            throw .unknownUnit(symbol, expected: quantity)
        }
        if symbol.isEmpty { return number }
        return UnitCatalog.toBase(number, from: try UnitCatalog.require(symbol, in: quantity), quantity: quantity)
    }

    /// Splits `1h 20m` into `[(1, "h"), (20, "m")]`; a unit may hold spaces (`fl oz`).
    private static func segments(_ text: String) throws(ValueError) -> [(Double, String)] {
        let chars = Array(text)
        var result: [(Double, String)] = []
        var i = 0
        while i < chars.count {
            while i < chars.count, chars[i].isWhitespace { i += 1 }
            guard i < chars.count else { break }
            var numberText = ""
            if chars[i] == "-" || chars[i] == "+" { numberText.append(chars[i]); i += 1 }
            while i < chars.count, chars[i].isASCII, chars[i].isNumber || chars[i] == "." || chars[i] == "," {
                numberText.append(chars[i] == "," ? "." : chars[i]); i += 1
            }
            guard let number = Double(numberText), number.isFinite else { throw .notANumber(text) }
            var unit = ""
            while i < chars.count, !(chars[i].isASCII && chars[i].isNumber) {
                unit.append(chars[i]); i += 1
            }
            result.append((number, unit.trimmedOfWhitespace))
        }
        guard !result.isEmpty else { throw .notANumber(text) }
        return result
    }
}

extension Trackable {
    /// The unit a bare number is typed and shown in: the trackable's unit, else minutes for a
    /// duration, else the base unit.
    var displayUnit: String? {
        if let unit, !unit.isEmpty { return unit }
        return kind == .duration ? "min" : nil
    }
}
