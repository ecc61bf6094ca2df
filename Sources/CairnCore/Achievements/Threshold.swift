/// When a rule fires: on each rung of a ladder, or on each new record.
///
/// Coded as a ladder's own object, or `{"record": true}` with `minHistory` only when changed.
public enum Threshold: Sendable, Hashable, Codable {
    /// Fires once per rung, the day the best value seen reaches it; never taken back.
    case ladder(Ladder)
    /// Fires on each day that beats every day before it, once `minHistory` days with a value
    /// (default ``Threshold/defaultMinHistory``, stored only when changed) have been seen.
    case record(minHistory: Int?)

    /// Days with a value a record waits for by default.
    public static let defaultMinHistory = 5

    private enum CodingKeys: String, CodingKey {
        case record, minHistory
    }

    /// Decodes `{"record": true, "minHistory": N}` (N within ``Plausible/minHistory``) or a ladder.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        if try container.decodeIfPresent(Bool.self, forKey: .record) == true {
            let days = try container.decodeIfPresent(Int.self, forKey: .minHistory)
            if let days, !Plausible.minHistory.contains(days) {
                throw DecodingError.dataCorruptedError(forKey: .minHistory, in: container, debugDescription:
                    "a record's min-history \(days) is outside the plausible range 1 ... 36600 days with a value")
            }
            self = .record(minHistory: days)
        } else {
            self = .ladder(try Ladder(from: decoder))
        }
    }

    /// Encodes a ladder as its object, a record as `{"record": true}` plus a changed `minHistory`.
    public func encode(to encoder: any Encoder) throws {
        switch self {
        case let .ladder(ladder):
            try ladder.encode(to: encoder)
        case let .record(minHistory):
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(true, forKey: .record)
            try container.encodeIfPresent(minHistory, forKey: .minHistory)
        }
    }
}
