import Foundation

/// What a number measures; values of a quantity are stored in its base unit.
public enum Quantity: String, Sendable, Hashable, Codable, CaseIterable {
    /// A plain count (cigarettes, steps); its unit, if any, is only a label.
    case count
    /// Mass, stored in kilograms.
    case mass
    /// Length, stored in metres.
    case length
    /// Duration, stored in seconds.
    case duration
    /// Energy, stored in joules.
    case energy
    /// Volume, stored in litres.
    case volume
    /// Temperature, stored in kelvin (shown in the unit typed: °C, °F).
    case temperature
    /// A percentage, stored as percentage points (45 for 45 %).
    case percent

    /// The symbol of the base unit values are stored in (empty for a count).
    public var baseSymbol: String {
        switch self {
        case .count: ""
        case .mass: "kg"
        case .length: "m"
        case .duration: "s"
        case .energy: "J"
        case .volume: "L"
        case .temperature: "K"
        case .percent: "%"
        }
    }

    /// Foundation's base unit of this dimension; `nil` for a count or a percentage, which have none.
    var baseUnit: Dimension? {
        switch self {
        case .count: nil
        case .mass: UnitMass.kilograms
        case .length: UnitLength.meters
        case .duration: UnitDuration.seconds
        case .energy: UnitEnergy.joules
        case .volume: UnitVolume.liters
        case .temperature: UnitTemperature.kelvin
        case .percent: nil
        }
    }
}

extension Quantity {
    /// How a day's values are read unless the trackable says otherwise, the way a health app
    /// reads them: a measure of the body or a state (mass, temperature, a percentage) is the
    /// day's last value; an amount that accumulates (length, energy, volume, a count, a
    /// duration) is the day's sum.
    public var defaultDayReduction: DayReduction {
        switch self {
        case .mass, .temperature, .percent: .last
        case .count, .length, .duration, .energy, .volume: .sum
        }
    }

    /// The quantity in words, for messages.
    public var word: String {
        switch self {
        case .count: "a plain count"
        case .mass: "mass"
        case .length: "length"
        case .duration: "duration"
        case .energy: "energy"
        case .volume: "volume"
        case .temperature: "temperature"
        case .percent: "a percentage"
        }
    }
}
