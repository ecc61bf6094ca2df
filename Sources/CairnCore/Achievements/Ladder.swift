import Foundation

/// The rungs of a ladder: listed, or generated from a first rung (`{every, scale}`).
public enum Ladder: Sendable, Hashable, Codable {
    /// Explicit rungs (`{at: [7, 30, 100, 365]}`).
    case rungs([Double])
    /// A first rung `every`, then each next one `every` more, or `scale` times the last.
    case every(Double, scale: Double?)

    /// The rungs as far as `reach` plus the next one, so a generated ladder never runs out
    /// (for listed rungs: all of them). Rungs climb; a ladder that cannot climb has none.
    public func rungs(reaching reach: Double) -> [Double] {
        var result: [Double] = []
        var index = 0
        while let rung = rung(at: index, descending: false) {
            result.append(rung)
            if rung > reach { break }
            index += 1
        }
        return result
    }

    /// The problem with this ladder, or `nil` when it is usable.
    var problem: String? {
        switch self {
        case let .rungs(values):
            if values.isEmpty { return "a ladder needs at least one rung" }
            if values.contains(where: { !$0.isFinite }) { return "a ladder's rungs must be numbers" }
            return nil
        case let .every(step, scale):
            if !(step > 0 && step.isFinite) { return "a ladder's first rung must be more than 0" }
            if let scale, !(scale > 1 && scale.isFinite) { return "a ladder's scale must be more than 1" }
            return nil
        }
    }

    /// The rung at `index` in climbing order (descending for a lowest ladder), `nil` past the last.
    func rung(at index: Int, descending: Bool) -> Double? {
        switch self {
        case let .rungs(values):
            guard index < values.count else { return nil }
            return descending ? values.sorted(by: >)[index] : values.sorted()[index]
        case let .every(step, scale):
            guard problem == nil else { return nil }
            if let scale { return step * pow(scale, Double(index)) }
            return step * Double(index + 1)
        }
    }

    /// This ladder with its values multiplied by `factor` (display unit to base unit).
    func scaled(by factor: Double) -> Ladder {
        switch self {
        case let .rungs(values): .rungs(values.map { $0 * factor })
        case let .every(step, scale): .every(step * factor, scale: scale)
        }
    }
}
