import CairnCore
import Foundation

/// Small helpers for the readers that decode a whole (small) JSON document with
/// `JSONSerialization`.
enum JSONDocument {
    /// The document's root value, or an ``ImportError`` saying it is not JSON.
    static func root(_ data: Data, file: String) throws(ImportError) -> Any {
        do {
            return try JSONSerialization.jsonObject(with: data, options: [])
        } catch {
            throw ImportError(file: file, reason: "not valid JSON (\(SessionJSON.jsonDetail(error)))")
        }
    }

    /// A finite JSON number (not a boolean); `nil` otherwise.
    ///
    /// Booleans are told apart by their Objective-C type code `c`: with swift-corelibs-foundation
    /// `NSNumber(1) is Bool` is true, so `is Bool` would refuse the numbers 0 and 1.
    static func number(_ value: Any?) -> Double? {
        guard let number = value as? NSNumber, String(cString: number.objCType) != "c",
              number.doubleValue.isFinite else {
            return nil
        }
        return number.doubleValue
    }

    /// Non-empty text; `nil` for a missing, `null`, empty or non-text value.
    static func text(_ value: Any?) -> String? {
        guard let string = value as? String, !string.isEmpty else { return nil }
        return string
    }

    /// Epoch seconds of a number or an ISO-8601 string; `nil` for anything else.
    static func instant(_ value: Any?, parser: InstantParser) -> Double? {
        if let text = value as? String {
            return FastInstant.epochSeconds(text) ?? parser.instant(text)?.timeIntervalSince1970
        }
        return number(value)
    }

    /// The `timeKey` instant and the `duration` (seconds, 0 or more) of an event-like object,
    /// both within ``Plausible``'s bounds.
    static func interval(_ object: [String: Any], timeKey: String, parser: InstantParser, file: String,
                         location: String) throws(ImportError) -> (start: Double, seconds: Double) {
        guard let start = instant(object[timeKey], parser: parser) else {
            throw ImportError(file: file, location: location,
                              reason: "\"\(timeKey)\" must be an ISO-8601 instant or epoch seconds, got \(object[timeKey] ?? "nothing")")
        }
        guard let seconds = number(object["duration"]), seconds >= 0 else {
            throw ImportError(file: file, location: location,
                              reason: "\"duration\" must be a number of seconds (0 or more), got \(object["duration"] ?? "nothing")")
        }
        try plausible(file, location) { () throws(PlausibleError) in
            try Plausible.instant(start, "\"\(timeKey)\"")
            try Plausible.duration(seconds, "\"duration\"")
        }
        return (start, seconds)
    }
}
