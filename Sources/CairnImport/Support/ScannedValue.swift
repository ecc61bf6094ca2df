import Foundation

/// Decoders for one value whose byte range ``ByteCursor/objectFields(_:into:scratch:)`` found:
/// each reads only that value, and only when the reader asks for it.
extension ByteCursor {
    /// Whether the value is `null`.
    func isNull(_ range: Range<Int>) -> Bool {
        bytes[range.lowerBound] == 0x6E
    }

    /// The value as a number; `nil` when it is not a number (a string, `true`, `null`, …).
    /// Read correctly rounded, to the nearest double (`JSONSerialization` was not, from 17
    /// significant digits on).
    func numberValue(_ range: Range<Int>) -> Double? {
        let first = bytes[range.lowerBound]
        guard first == 0x2D || first &- 0x30 < 10 else { return nil }
        var reader = self
        reader.index = range.lowerBound
        guard let value = try? reader.number() else { return nil }
        // `-0` is the integer 0 to a whole-document decoder.
        return value == 0 ? 0 : value
    }

    /// The value as text; `nil` when it is not a string. Refuses text that is not well-formed
    /// UTF-8, naming `key`.
    func textValue(_ range: Range<Int>, key: String, scratch: inout [UInt8]) throws(ScanFailure) -> String? {
        guard bytes[range.lowerBound] == 0x22 else { return nil }
        var reader = self
        reader.index = range.lowerBound
        let (inner, escaped) = try reader.rawString()
        if let bad = invalidUTF8(in: inner) {
            let byte = String(bytes[bad], radix: 16, uppercase: true)
            throw ScanFailure(reason: "invalid UTF-8 (byte 0x\(byte.count == 1 ? "0" : "")\(byte)) in \"\(key)\"; save the file as UTF-8",
                              offset: bad)
        }
        if escaped {
            try unescape(inner, into: &scratch)
            return String(decoding: scratch, as: UTF8.self)
        }
        return String(decoding: UnsafeRawBufferPointer(rebasing: bytes[inner]), as: UTF8.self)
    }

    /// The value as an instant in epoch seconds: an ISO-8601 string with a zone (read by
    /// ``FastInstant``, else by ``InstantParser``) or a number of epoch seconds; `nil` otherwise.
    func instantValue(_ range: Range<Int>, key: String, parser: InstantParser,
                      scratch: inout [UInt8]) throws(ScanFailure) -> Double? {
        guard bytes[range.lowerBound] == 0x22 else { return numberValue(range) }
        var reader = self
        reader.index = range.lowerBound
        let (inner, escaped) = try reader.rawString()
        if !escaped, let seconds = FastInstant.epochSeconds(UnsafeRawBufferPointer(rebasing: bytes[inner])) {
            return seconds
        }
        guard let text = try textValue(range, key: key, scratch: &scratch) else { return nil }
        return parser.instant(text: text)?.timeIntervalSince1970
    }

    /// The value as an error message shows it: exactly as a whole-document decoder
    /// (`JSONSerialization`) would print it. Used only on the way to a refusal, on one value.
    func describe(_ range: Range<Int>) -> String {
        let slice = Data(UnsafeRawBufferPointer(rebasing: bytes[range]))
        guard let value = try? JSONSerialization.jsonObject(with: slice, options: [.fragmentsAllowed]) else {
            return String(decoding: slice, as: UTF8.self)
        }
        return "\(value)"
    }
}
