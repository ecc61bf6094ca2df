import Foundation

/// Writes an `Encodable` value as the bytes `JSONEncoder` writes with
/// `[.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]` and its default strategies, several
/// times faster: values are gathered into a light tree (keys sorted by their UTF-8 bytes, as
/// `JSONEncoder` sorts them) and printed in one pass into a byte buffer.
///
/// Scalars are formatted as `JSONEncoder` formats them: integers and booleans as written,
/// floating-point numbers by their `description` without a trailing `.0` (`100`, `1e+16`,
/// `-0`), strings with `"`, `\`, and control characters escaped (`\n`, `\u001f`), `/` and
/// everything else as is; an object or array with nothing in it as a blank line between its
/// brackets. Values `JSONEncoder` treats specially (`Date`, `Data`, `URL`, `Decimal`), a
/// number that is not finite, or a key written twice throw ``PrettyJSONWriter/Unsupported``:
/// the caller then uses `JSONEncoder`.
enum PrettyJSONWriter {
    /// A value this writer does not reproduce byte for byte.
    struct Unsupported: Error {}

    /// The document's bytes, without a final newline.
    static func write(_ value: some Encodable) throws -> [UInt8] {
        let root = try JSONNode.of(value)
        try root.sortKeys()
        var out: [UInt8] = []
        out.reserveCapacity(1 << 16)
        root.print(into: &out, depth: 0)
        return out
    }
}

/// One value of the tree. Objects and arrays are classes so containers can fill them in place;
/// a scalar is its JSON text (most fit in a small string, with no allocation).
enum JSONNode {
    case scalar(String)
    /// A string value, unescaped: quoted and escaped as it is printed.
    case string(String)
    case object(JSONObject)
    case array(JSONArray)

    static var null: JSONNode { .scalar("null") }

    /// The tree of `value`, encoded through its `encode(to:)`.
    static func of<T: Encodable>(_ value: T) throws -> JSONNode {
        if T.self == String.self, let v = value as? String { return .string(v) }
        if let scalar = try scalar(value) { return .scalar(scalar) }
        if T.self == Date.self || T.self == Data.self || T.self == URL.self || T.self == Decimal.self {
            throw PrettyJSONWriter.Unsupported()
        }
        let encoder = TreeEncoder()
        try value.encode(to: encoder)
        return encoder.node ?? .object(JSONObject())
    }

    /// The JSON text of a value `JSONEncoder` writes as a plain scalar, or `nil`. Types are told
    /// apart by their metatype first: a dynamic cast per value would cost more than the writing.
    static func scalar<T>(_ value: T) throws -> String? {
        if T.self == String.self, let v = value as? String { return quoted(v) }  // (containers keep `.string`)
        if T.self == Double.self, let v = value as? Double { return try number(v) }
        if T.self == Int.self, let v = value as? Int { return v.description }
        if T.self == Bool.self, let v = value as? Bool { return v ? "true" : "false" }
        if T.self == Int64.self, let v = value as? Int64 { return v.description }
        if T.self == Float.self, let v = value as? Float {
            guard v.isFinite else { throw PrettyJSONWriter.Unsupported() }
            return trimmed(v.description)
        }
        if T.self == Int32.self, let v = value as? Int32 { return v.description }
        if T.self == UInt64.self, let v = value as? UInt64 { return v.description }
        if T.self == UInt.self, let v = value as? UInt { return v.description }
        if T.self == Int8.self, let v = value as? Int8 { return v.description }
        if T.self == Int16.self, let v = value as? Int16 { return v.description }
        if T.self == UInt8.self, let v = value as? UInt8 { return v.description }
        if T.self == UInt16.self, let v = value as? UInt16 { return v.description }
        if T.self == UInt32.self, let v = value as? UInt32 { return v.description }
        return nil
    }

    static func number(_ value: Double) throws -> String {
        guard value.isFinite else { throw PrettyJSONWriter.Unsupported() }
        return trimmed(value.description)
    }

    private static func trimmed(_ text: String) -> String {
        text.hasSuffix(".0") ? String(text.dropLast(2)) : text
    }

    /// `text` in quotes, escaped as `JSONEncoder` escapes it.
    static func quoted(_ text: String) -> String {
        var out: [UInt8] = []
        writeQuoted(text, into: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// Appends `text` in quotes, escaped as `JSONEncoder` escapes it: `"` and `\` with a
    /// backslash, control characters as `\b \f \n \r \t` or `\u00XX`, nothing else.
    static func writeQuoted(_ text: String, into out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        var text = text
        text.withUTF8 { bytes in
            var plainFrom = 0
            for i in bytes.indices {
                let byte = bytes[i]
                guard needsEscape(byte) else { continue }
                out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[plainFrom..<i]))
                plainFrom = i + 1
                writeEscape(of: byte) { out.append($0) }
            }
            out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[plainFrom...]))
        }
        out.append(UInt8(ascii: "\""))
    }

    /// Whether `JSONEncoder` escapes `byte` in a string: a quote, a backslash or a control character.
    @inline(__always)
    static func needsEscape(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
    }

    /// The escape `JSONEncoder` writes for `byte` (one ``needsEscape(_:)`` accepts), byte by
    /// byte to `write`: `\"` and `\\`, `\b \f \n \r \t`, else `\u00XX`. Both writers use it
    /// (``writeQuoted(_:into:)`` and `StreamedJSON`).
    static func writeEscape(of byte: UInt8, _ write: (UInt8) -> Void) {
        write(UInt8(ascii: "\\"))
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"): write(byte)
        case 0x08: write(UInt8(ascii: "b"))
        case 0x0C: write(UInt8(ascii: "f"))
        case 0x0A: write(UInt8(ascii: "n"))
        case 0x0D: write(UInt8(ascii: "r"))
        case 0x09: write(UInt8(ascii: "t"))
        default:
            let hex: StaticString = "0123456789abcdef"
            for digit in [UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0"), hex.utf8Start[Int(byte >> 4)], hex.utf8Start[Int(byte & 0xF)]] {
                write(digit)
            }
        }
    }

    /// Sorts every object's members by their keys' UTF-8 bytes, throwing on a key written twice
    /// (`JSONEncoder` keeps the last; this writer does not try to).
    func sortKeys() throws {
        switch self {
        case .scalar, .string:
            return
        case let .object(object):
            for (key, encoder) in object.supers { if let node = encoder.node { object.pairs.append((key, node)) } }
            object.supers = []
            object.pairs.sort { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
            for i in object.pairs.indices {
                if i > 0, object.pairs[i - 1].key == object.pairs[i].key { throw PrettyJSONWriter.Unsupported() }
                try object.pairs[i].value.sortKeys()
            }
        case let .array(array):
            for item in array.items { try item.sortKeys() }
        }
    }

    /// Appends the pretty-printed value (members already sorted by ``sortKeys()``), its nested
    /// lines indented two spaces per `depth`.
    func print(into out: inout [UInt8], depth: Int) {
        switch self {
        case let .scalar(text):
            out.append(contentsOf: text.utf8)
        case let .string(text):
            JSONNode.writeQuoted(text, into: &out)
        case let .object(object):
            out.append(UInt8(ascii: "{"))
            out.append(0x0A)
            for (i, pair) in object.pairs.enumerated() {
                if i > 0 {
                    out.append(UInt8(ascii: ","))
                    out.append(0x0A)
                }
                JSONNode.indent(&out, depth + 1)
                JSONNode.writeQuoted(pair.key, into: &out)
                out.append(0x20)
                out.append(UInt8(ascii: ":"))
                out.append(0x20)
                pair.value.print(into: &out, depth: depth + 1)
            }
            out.append(0x0A)
            JSONNode.indent(&out, depth)
            out.append(UInt8(ascii: "}"))
        case let .array(array):
            out.append(UInt8(ascii: "["))
            out.append(0x0A)
            for (i, item) in array.items.enumerated() {
                if i > 0 {
                    out.append(UInt8(ascii: ","))
                    out.append(0x0A)
                }
                JSONNode.indent(&out, depth + 1)
                item.print(into: &out, depth: depth + 1)
            }
            out.append(0x0A)
            JSONNode.indent(&out, depth)
            out.append(UInt8(ascii: "]"))
        }
    }

    private static func indent(_ out: inout [UInt8], _ depth: Int) {
        for _ in 0..<(depth * 2) { out.append(0x20) }
    }
}

/// An object's members, in the order written (sorted when printed).
final class JSONObject {
    var pairs: [(key: String, value: JSONNode)] = []
    /// Members written through `superEncoder`, added when the tree is sorted.
    var supers: [(key: String, encoder: TreeEncoder)] = []
}

/// An array's items.
final class JSONArray {
    var items: [JSONNode] = []
}
