import Foundation

/// The unit symbols people type, mapped onto Foundation's `Dimension` units.
///
/// Symbols are matched without regard to case or spaces (`KG`, `fl oz`). `m` is minutes for a
/// duration and metres for a length: a symbol is always looked up in the trackable's quantity first.
enum UnitCatalog {
    /// The stone, 14 lb. Not `UnitMass.stones`: swift-corelibs-foundation gives it the
    /// coefficient 0.157473 (kilograms per… the inverse), so 12 st would read as 1.9 kg.
    static let stone = UnitMass(symbol: "st", converter: UnitConverterLinear(coefficient: 6.35029318))

    /// The Foundation unit `symbol` names in `quantity`, or `nil`.
    static func unit(_ symbol: String, in quantity: Quantity) -> Dimension? {
        let key = normalized(symbol)
        switch quantity {
        case .count, .percent:
            return nil
        case .temperature:
            switch key {
            case "°c", "c", "degc", "celsius": return UnitTemperature.celsius
            case "°f", "f", "degf", "fahrenheit": return UnitTemperature.fahrenheit
            case "k", "kelvin": return UnitTemperature.kelvin
            default: return nil
            }
        case .mass:
            switch key {
            case "kg", "kgs", "kilo", "kilos", "kilogram", "kilograms": return UnitMass.kilograms
            case "g", "gram", "grams": return UnitMass.grams
            case "mg": return UnitMass.milligrams
            case "lb", "lbs", "pound", "pounds": return UnitMass.pounds
            case "oz", "ounce", "ounces": return UnitMass.ounces
            case "st", "stone", "stones": return stone
            default: return nil
            }
        case .length:
            switch key {
            case "m", "meter", "meters", "metre", "metres": return UnitLength.meters
            case "km", "kms": return UnitLength.kilometers
            case "cm": return UnitLength.centimeters
            case "mm": return UnitLength.millimeters
            case "mi", "mile", "miles": return UnitLength.miles
            case "yd", "yard", "yards": return UnitLength.yards
            case "ft", "foot", "feet": return UnitLength.feet
            case "in", "inch", "inches": return UnitLength.inches
            default: return nil
            }
        case .duration:
            switch key {
            case "s", "sec", "secs", "second", "seconds": return UnitDuration.seconds
            case "m", "min", "mins", "minute", "minutes": return UnitDuration.minutes
            case "h", "hr", "hrs", "hour", "hours": return UnitDuration.hours
            case "d", "day", "days": return UnitDuration(symbol: "d", converter: UnitConverterLinear(coefficient: 86_400))
            case "ms": return UnitDuration(symbol: "ms", converter: UnitConverterLinear(coefficient: 0.001))
            default: return nil
            }
        case .energy:
            switch key {
            case "j", "joule", "joules": return UnitEnergy.joules
            case "kj": return UnitEnergy.kilojoules
            case "cal", "calorie", "calories": return UnitEnergy.calories
            case "kcal": return UnitEnergy.kilocalories
            case "kwh": return UnitEnergy.kilowattHours
            default: return nil
            }
        case .volume:
            switch key {
            case "l", "liter", "liters", "litre", "litres": return UnitVolume.liters
            case "ml": return UnitVolume.milliliters
            case "cl": return UnitVolume.centiliters
            case "dl": return UnitVolume.deciliters
            case "gal", "gallon", "gallons": return UnitVolume.gallons
            case "qt", "quart", "quarts": return UnitVolume.quarts
            case "pt", "pint", "pints": return UnitVolume.pints
            case "cup", "cups": return UnitVolume.cups
            case "floz": return UnitVolume.fluidOunces
            default: return nil
            }
        }
    }

    /// The Foundation unit `symbol` names in `quantity`.
    ///
    /// - Throws: ``ValueError/wrongDimension(_:found:expected:)`` when it names a unit of
    ///   another quantity, else ``ValueError/unknownUnit(_:expected:)``.
    static func require(_ symbol: String, in quantity: Quantity) throws(ValueError) -> Dimension {
        if let unit = unit(symbol, in: quantity) { return unit }
        if let other = quantities(naming: symbol).first { throw .wrongDimension(symbol, found: other, expected: quantity) }
        throw .unknownUnit(symbol, expected: quantity)
    }

    /// The other quantities in which `symbol` names a unit (for a "wrong dimension" message).
    static func quantities(naming symbol: String) -> [Quantity] {
        Quantity.allCases.filter { unit(symbol, in: $0) != nil || ($0 == .percent && isPercent(symbol)) }
    }

    /// Whether `symbol` is the percent sign (or the word).
    static func isPercent(_ symbol: String) -> Bool {
        ["%", "percent", "pct"].contains(normalized(symbol))
    }

    /// A few symbols of `quantity`, for an error message.
    static func examples(of quantity: Quantity) -> String {
        switch quantity {
        case .count: "no unit"
        case .mass: "kg, g, lb, oz, st"
        case .length: "m, km, cm, mi, ft"
        case .duration: "h, min, s (or 1h20m)"
        case .energy: "kcal, kJ, J, cal"
        case .volume: "L, mL, cl, gal, cup"
        case .temperature: "°C, °F, K"
        case .percent: "%"
        }
    }

    /// `value` in `unit` converted to the base unit of `quantity`.
    static func toBase(_ value: Double, from unit: Dimension, quantity: Quantity) -> Double {
        guard let base = quantity.baseUnit else { return value }
        return Measurement(value: value, unit: unit).converted(to: base).value
    }

    /// `value` in the base unit of `quantity` converted to `unit`.
    static func fromBase(_ value: Double, to unit: Dimension, quantity: Quantity) -> Double {
        guard let base = quantity.baseUnit else { return value }
        return Measurement(value: value, unit: base).converted(to: unit).value
    }

    private static func normalized(_ symbol: String) -> String {
        symbol.lowercased().filter { !$0.isWhitespace && $0 != "." }
    }
}
