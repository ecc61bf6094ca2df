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

    /// The symbol of the base unit values are stored in (empty for a count).
    public var baseSymbol: String {
        switch self {
        case .count: ""
        case .mass: "kg"
        case .length: "m"
        case .duration: "s"
        case .energy: "J"
        case .volume: "L"
        }
    }

    /// Foundation's base unit of this dimension; `nil` for a count, which has none.
    var baseUnit: Dimension? {
        switch self {
        case .count: nil
        case .mass: UnitMass.kilograms
        case .length: UnitLength.meters
        case .duration: UnitDuration.seconds
        case .energy: UnitEnergy.joules
        case .volume: UnitVolume.liters
        }
    }
}
