/// A JSON column's text read into a small tree, for the column decoders that skip `JSONDecoder`
/// on the shapes Cairn itself writes (see `JSONColumn`).
///
/// The reader is strict and modest: it accepts RFC 8259 JSON only, and gives up (`nil`) on
/// anything it does not read exactly as `JSONDecoder` would: a string beyond ASCII or with a
/// `\u` escape, a key given twice, nesting deeper than 16. Giving up is always safe: the caller then asks
/// `JSONDecoder`, which decodes or says what is wrong.
enum ColumnJSON: Equatable {
    case null
    case bool(Bool)
    /// A number: its value, and the value as an integer when the text is a plain integer
    /// (digits, an optional minus, no fraction or exponent) that fits in 64 bits.
    case number(Double, integer: Int64?)
    case string(String)
    case array([ColumnJSON])
    /// Members in the order written; no key twice.
    case object([(key: String, value: ColumnJSON)])

    /// The tree of `text`, or `nil` when the reader gives up.
    ///
    /// - Complexity: O(n) in the text's length.
    static func read(_ text: String) -> ColumnJSON? {
        var text = text
        return text.withUTF8 { bytes in
            var reader = Reader(bytes: bytes)
            guard let value = reader.value(depth: 0) else { return nil }
            reader.skipSpace()
            return reader.at == bytes.count ? value : nil
        }
    }

    /// The member `key` of an object; `nil` for a missing key or a value that is not an object.
    subscript(key: String) -> ColumnJSON? {
        guard case let .object(members) = self else { return nil }
        return members.first { $0.key == key }?.value
    }

    static func == (lhs: ColumnJSON, rhs: ColumnJSON) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): true
        case let (.bool(a), .bool(b)): a == b
        case let (.number(a, x), .number(b, y)): a == b && x == y
        case let (.string(a), .string(b)): a == b
        case let (.array(a), .array(b)): a == b
        case let (.object(a), .object(b)): a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && $0.value == $1.value }
        default: false
        }
    }

    private struct Reader {
        let bytes: UnsafeBufferPointer<UInt8>
        var at = 0

        mutating func skipSpace() {
            while at < bytes.count {
                switch bytes[at] {
                case 0x20, 0x09, 0x0A, 0x0D: at += 1
                default: return
                }
            }
        }

        mutating func value(depth: Int) -> ColumnJSON? {
            guard depth < 16 else { return nil }
            skipSpace()
            guard at < bytes.count else { return nil }
            switch bytes[at] {
            case UInt8(ascii: "{"): return object(depth: depth)
            case UInt8(ascii: "["): return array(depth: depth)
            case UInt8(ascii: "\""): return string().map(ColumnJSON.string)
            case UInt8(ascii: "t"): return word("true", .bool(true))
            case UInt8(ascii: "f"): return word("false", .bool(false))
            case UInt8(ascii: "n"): return word("null", .null)
            default: return number()
            }
        }

        mutating func word(_ spelled: StaticString, _ value: ColumnJSON) -> ColumnJSON? {
            let count = spelled.utf8CodeUnitCount
            guard at + count <= bytes.count else { return nil }
            for i in 0..<count where bytes[at + i] != spelled.utf8Start[i] { return nil }
            at += count
            return value
        }

        mutating func object(depth: Int) -> ColumnJSON? {
            at += 1
            var members: [(key: String, value: ColumnJSON)] = []
            skipSpace()
            if at < bytes.count, bytes[at] == UInt8(ascii: "}") { at += 1; return .object(members) }
            while true {
                skipSpace()
                guard at < bytes.count, bytes[at] == UInt8(ascii: "\""), let key = string(),
                      !members.contains(where: { $0.key == key }) else { return nil }
                skipSpace()
                guard at < bytes.count, bytes[at] == UInt8(ascii: ":") else { return nil }
                at += 1
                guard let value = value(depth: depth + 1) else { return nil }
                members.append((key, value))
                skipSpace()
                guard at < bytes.count else { return nil }
                if bytes[at] == UInt8(ascii: ",") { at += 1; continue }
                guard bytes[at] == UInt8(ascii: "}") else { return nil }
                at += 1
                return .object(members)
            }
        }

        mutating func array(depth: Int) -> ColumnJSON? {
            at += 1
            var elements: [ColumnJSON] = []
            skipSpace()
            if at < bytes.count, bytes[at] == UInt8(ascii: "]") { at += 1; return .array(elements) }
            while true {
                guard let element = value(depth: depth + 1) else { return nil }
                elements.append(element)
                skipSpace()
                guard at < bytes.count else { return nil }
                if bytes[at] == UInt8(ascii: ",") { at += 1; continue }
                guard bytes[at] == UInt8(ascii: "]") else { return nil }
                at += 1
                return .array(elements)
            }
        }

        /// A string of printable ASCII, with the escapes of one character (`\/` as JSONEncoder
        /// writes a zone's slash); the reader gives up on `\u` and anything beyond ASCII.
        mutating func string() -> String? {
            var end = at + 1
            var escaped: [UInt8]?
            while end < bytes.count {
                let byte = bytes[end]
                if byte == UInt8(ascii: "\"") { break }
                guard byte >= 0x20, byte < 0x80 else { return nil }
                if byte == UInt8(ascii: "\\") {
                    if escaped == nil { escaped = Array(bytes[(at + 1)..<end]) }
                    guard end + 1 < bytes.count else { return nil }
                    switch bytes[end + 1] {
                    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): escaped?.append(bytes[end + 1])
                    case UInt8(ascii: "b"): escaped?.append(0x08)
                    case UInt8(ascii: "f"): escaped?.append(0x0C)
                    case UInt8(ascii: "n"): escaped?.append(0x0A)
                    case UInt8(ascii: "r"): escaped?.append(0x0D)
                    case UInt8(ascii: "t"): escaped?.append(0x09)
                    default: return nil
                    }
                    end += 2
                    continue
                }
                escaped?.append(byte)
                end += 1
            }
            guard end < bytes.count else { return nil }
            defer { at = end + 1 }
            if let escaped { return String(decoding: escaped, as: UTF8.self) }
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[(at + 1)..<end]), as: UTF8.self)
        }

        /// `-?(0|[1-9][0-9]*)(.[0-9]+)?([eE][+-]?[0-9]+)?`
        mutating func number() -> ColumnJSON? {
            let start = at
            var plain = true
            if at < bytes.count, bytes[at] == UInt8(ascii: "-") { at += 1 }
            let firstDigit = at
            guard digits() > 0 else { return nil }
            if bytes[firstDigit] == UInt8(ascii: "0"), at - firstDigit > 1 { return nil }
            if at < bytes.count, bytes[at] == UInt8(ascii: ".") {
                at += 1
                plain = false
                guard digits() > 0 else { return nil }
            }
            if at < bytes.count, bytes[at] == UInt8(ascii: "e") || bytes[at] == UInt8(ascii: "E") {
                at += 1
                plain = false
                if at < bytes.count, bytes[at] == UInt8(ascii: "+") || bytes[at] == UInt8(ascii: "-") { at += 1 }
                guard digits() > 0 else { return nil }
            }
            // A plain integer of up to 15 digits is read digit by digit (exact as a Double too);
            // anything else goes through the text, as Double(String) reads it.
            let negative = bytes[start] == UInt8(ascii: "-")
            if plain, at - firstDigit <= 15, !(negative && at - firstDigit == 1 && bytes[firstDigit] == UInt8(ascii: "0")) {
                var integer: Int64 = 0
                for i in firstDigit..<at { integer = integer * 10 + Int64(bytes[i] - UInt8(ascii: "0")) }
                if negative { integer = -integer }
                return .number(Double(integer), integer: integer)
            }
            let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<at]), as: UTF8.self)
            guard let value = Double(text), value.isFinite else { return nil }
            // "-0" is left as a non-integer: a Double keeps its sign, an integer has none.
            let integer = plain && !(value == 0 && bytes[start] == UInt8(ascii: "-")) ? Int64(text) : nil
            return .number(value, integer: integer)
        }

        mutating func digits() -> Int {
            let start = at
            while at < bytes.count, bytes[at] >= UInt8(ascii: "0"), bytes[at] <= UInt8(ascii: "9") { at += 1 }
            return at - start
        }
    }
}
