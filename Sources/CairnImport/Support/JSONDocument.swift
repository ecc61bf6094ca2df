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
}
