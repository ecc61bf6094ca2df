/// How one trackable shows its values, worked out once (the unit look-up and conversion
/// factor) so that writing many values costs only arithmetic and string building.
import Foundation

struct DisplayFormat {
    private enum Style {
        case yesNo
        case clock
        case choice(ChoiceScale)
        case duration
        /// value × factor, then the suffix (" km"; empty for a bare number).
        case scaled(factor: Double, suffix: String)
        /// A unit whose scale does not start at zero (°C, °F): converted value by value.
        case converted(unit: Dimension, quantity: Quantity, suffix: String)
    }

    private let style: Style

    /// Prepares the format of `trackable`.
    init(_ trackable: Trackable) {
        switch trackable.kind {
        case .yesNo:
            style = .yesNo
        case .clockTime:
            style = .clock
        case let .choice(scale):
            style = .choice(scale)
        case .habit, .text, .event, .tag:
            style = .scaled(factor: 1, suffix: "")
        case .duration:
            if let symbol = trackable.unit, let unit = UnitCatalog.unit(symbol, in: .duration) {
                style = .scaled(factor: UnitCatalog.fromBase(1, to: unit, quantity: .duration), suffix: " " + symbol)
            } else {
                style = .duration
            }
        case let .number(quantity):
            if quantity == .percent {
                style = .scaled(factor: 1, suffix: "%")
            } else if quantity == .temperature {
                let unit = trackable.unit.flatMap { UnitCatalog.unit($0, in: .temperature) } ?? UnitTemperature.celsius
                style = .converted(unit: unit, quantity: .temperature, suffix: " " + (trackable.unit ?? "°C"))
            } else if let symbol = trackable.unit, !symbol.isEmpty {
                if quantity == .count {
                    style = .scaled(factor: 1, suffix: " " + symbol)
                } else if let unit = UnitCatalog.unit(symbol, in: quantity) {
                    style = .scaled(factor: UnitCatalog.fromBase(1, to: unit, quantity: quantity), suffix: " " + symbol)
                } else {
                    style = .scaled(factor: 1, suffix: " " + quantity.baseSymbol)
                }
            } else {
                style = .scaled(factor: 1, suffix: quantity == .count ? "" : " " + quantity.baseSymbol)
            }
        }
    }

    /// `value` (base units) in words.
    func text(_ value: Double) -> String {
        switch style {
        case .yesNo: value != 0 ? "yes" : "no"
        case .clock: ValueFormatter.clock(value)
        case let .choice(scale): scale.label(of: Int(value.rounded())) ?? ValueFormatter.number(value)
        case .duration: ValueFormatter.duration(value)
        case let .scaled(factor, suffix): ValueFormatter.number(value * factor) + suffix
        case let .converted(unit, quantity, suffix): ValueFormatter.number(UnitCatalog.fromBase(value, to: unit, quantity: quantity)) + suffix
        }
    }
}
