import Foundation

/// The rungs of a ladder: listed, or generated from a first rung (`{every, scale}`).
///
/// Coded as the seed writes it: `{"at": [7, 30, 100]}` or `{"every": 10, "scale": 2}`.
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
        case .every:
            break
        }
        do throws(PlausibleError) {
            try Plausible.ladder(self)
            return nil
        } catch {
            return error.description
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

    private enum CodingKeys: String, CodingKey {
        case at, every, scale
    }

    /// Decodes `{"at": [...]}` or `{"every": N, "scale": X}`, refusing values outside
    /// ``Plausible``'s bounds (a rung beyond ±1e12, a step below 1e-6, a scale above 1e6).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        if let rungs = try container.decodeIfPresent([Double].self, forKey: .at) {
            self = .rungs(rungs)
        } else {
            self = .every(try container.decode(Double.self, forKey: .every),
                          scale: try container.decodeIfPresent(Double.self, forKey: .scale))
        }
        do throws(PlausibleError) {
            try Plausible.ladder(self)
        } catch {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: error.description))
        }
    }

    /// Encodes as `{"at": [...]}` or `{"every": N, "scale": X}` (no scale when evenly spaced).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case let .rungs(rungs):
            try container.encode(rungs, forKey: .at)
        case let .every(step, scale):
            try container.encode(step, forKey: .every)
            try container.encodeIfPresent(scale, forKey: .scale)
        }
    }
}
