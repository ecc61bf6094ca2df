import Foundation

/// Reads instants as exports write them: ISO-8601 with a zone (with or without fractional
/// seconds), or epoch seconds.
struct InstantParser {
    private let plain: ISO8601DateFormatter
    private let fractional: ISO8601DateFormatter

    init() {
        plain = ISO8601DateFormatter()
        plain.formatOptions = [.withInternetDateTime]
        fractional = ISO8601DateFormatter()
        fractional.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
    }

    /// The instant in `value` (a string or a number of epoch seconds); `nil` when it is neither.
    func instant(_ value: Any) -> Date? {
        if let text = value as? String {
            return plain.date(from: text) ?? fractional.date(from: text)
        }
        return JSONDocument.number(value).map(Date.init(timeIntervalSince1970:))
    }
}
