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

    /// The longest text handed to Foundation's ISO-8601 parser: ICU's parser dies of a
    /// floating-point exception (SIGFPE) on a fraction of about 40 digits, and no instant in
    /// these shapes is longer than `YYYY-MM-DDTHH:MM:SS.fffffffff+HH:MM` (35 bytes).
    static let longestText = 40

    /// The instant in `value` (a string or a number of epoch seconds); `nil` when it is neither.
    func instant(_ value: Any) -> Date? {
        if let text = value as? String { return instant(text: text) }
        return JSONDocument.number(value).map(Date.init(timeIntervalSince1970:))
    }

    /// The instant written in `text`; `nil` when it is not an ISO-8601 instant with a zone.
    func instant(text: String) -> Date? {
        if let seconds = FastInstant.epochSeconds(text) { return Date(timeIntervalSince1970: seconds) }
        guard text.utf8.count <= Self.longestText else { return nil }
        return plain.date(from: text) ?? fractional.date(from: text)
    }
}
