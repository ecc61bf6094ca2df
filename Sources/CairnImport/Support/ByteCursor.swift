/// Why a byte-level JSON scan stopped: what was expected and at which byte.
struct ScanFailure: Error, Sendable {
    /// What was wrong, in words.
    var reason: String
    /// The byte offset where the scan stopped.
    var offset: Int
    /// Set when the JSON was read but an item in it was refused: the reader's own error, which
    /// stands unless the rest of the document turns out not to be JSON at all.
    var item: ImportError? = nil
}

/// A forward-only JSON reader over UTF-8 bytes that decodes only what it is asked for and skips
/// the rest without building values.
///
/// It borrows the bytes: use it inside `withUnsafeBytes` and never let it escape.
struct ByteCursor {
    let bytes: UnsafeRawBufferPointer
    var index: Int = 0
    /// Read JSON as Foundation's `JSONSerialization` does where it differs from the letter of
    /// RFC 8259: a trailing comma before `]` or `}` is accepted (and a number with a leading
    /// zero refused, as by the RFC). Set by the readers that used to decode with it, so every
    /// file they accepted is still accepted.
    var foundationCompatible = false

    init(_ bytes: UnsafeRawBufferPointer) {
        self.bytes = bytes
        // Skip a UTF-8 byte-order mark.
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { index = 3 }
    }

    /// The next byte that is not JSON whitespace, without consuming it; `nil` at the end.
    @inline(__always)
    mutating func peek() -> UInt8? {
        while index < bytes.count {
            let b = bytes[index]
            if b == 0x20 || b == 0x0A || b == 0x0D || b == 0x09 { index += 1 } else { return b }
        }
        return nil
    }

    /// Consumes `byte` (after whitespace) or fails saying what was expected.
    @inline(__always)
    mutating func expect(_ byte: UInt8, _ what: String) throws(ScanFailure) {
        guard peek() == byte else { throw failure("expected \(what)") }
        index += 1
    }

    /// Consumes `byte` when it is next (after whitespace).
    @inline(__always)
    mutating func take(_ byte: UInt8) -> Bool {
        if peek() == byte { index += 1; return true }
        return false
    }

    func failure(_ reason: String) -> ScanFailure {
        ScanFailure(reason: reason, offset: index)
    }

    /// After an element of an array or object: `true` when a `,` follows, `false` at `close`.
    mutating func more(close: UInt8) throws(ScanFailure) -> Bool {
        if take(0x2C) {
            if foundationCompatible, peek() == close { index += 1; return false }
            return true
        }
        if take(close) { return false }
        throw failure(close == 0x5D ? "expected ',' or ']'" : "expected ',' or '}'")
    }

    /// Reads a string token and returns its raw byte range (between the quotes) and whether it
    /// holds escapes.
    mutating func rawString() throws(ScanFailure) -> (range: Range<Int>, escaped: Bool) {
        try expect(0x22, "a string")
        let start = index
        var escaped = false
        // Eight bytes at a time while none of them is a quote, a backslash or a control byte.
        if let base = bytes.baseAddress {
            let ones: UInt64 = 0x0101_0101_0101_0101
            let highs: UInt64 = 0x8080_8080_8080_8080
            while index + 8 <= bytes.count {
                let word = UInt64(littleEndian: (base + index).loadUnaligned(as: UInt64.self))
                let quote = word ^ (0x22 &* ones)
                let slash = word ^ (0x5C &* ones)
                let special = ((quote &- ones) & ~quote) | ((slash &- ones) & ~slash) | ((word &- 0x20 &* ones) & ~word)
                if special & highs != 0 { break }
                index += 8
            }
        }
        while index < bytes.count {
            let b = bytes[index]
            if b == 0x22 { index += 1; return (start..<(index - 1), escaped) }
            if b == 0x5C { escaped = true; index += 2; continue }
            if b < 0x20 { throw failure("control character inside a string") }
            index += 1
        }
        throw ScanFailure(reason: "unterminated string", offset: start - 1)
    }

    /// The offset of the first byte in `range` that is not well-formed UTF-8, `nil` when all are.
    func invalidUTF8(in range: Range<Int>) -> Int? {
        var i = range.lowerBound
        let end = range.upperBound
        while i < end {
            let lead = bytes[i]
            if lead < 0x80 { i += 1; continue }
            var low: UInt8 = 0x80, high: UInt8 = 0xBF
            let following: Int
            switch lead {
            case 0xC2...0xDF: following = 1
            case 0xE0: following = 2; low = 0xA0
            case 0xE1...0xEC, 0xEE...0xEF: following = 2
            case 0xED: following = 2; high = 0x9F
            case 0xF0: following = 3; low = 0x90
            case 0xF1...0xF3: following = 3
            case 0xF4: following = 3; high = 0x8F
            default: return i
            }
            guard i + following < end else { return i }
            guard bytes[i + 1] >= low, bytes[i + 1] <= high else { return i + 1 }
            var k = 2
            while k <= following {
                guard bytes[i + k] & 0xC0 == 0x80 else { return i + k }
                k += 1
            }
            i += following + 1
        }
        return nil
    }

    /// Whether the raw bytes in `range` equal the ASCII text `literal`.
    @inline(__always)
    func equals(_ range: Range<Int>, _ literal: StaticString) -> Bool {
        guard range.count == literal.utf8CodeUnitCount else { return false }
        let p = literal.utf8Start
        var i = 0
        while i < range.count {
            if bytes[range.lowerBound + i] != p[i] { return false }
            i += 1
        }
        return true
    }

    /// Decodes the escapes of a raw string range into `out` (cleared first).
    func unescape(_ range: Range<Int>, into out: inout [UInt8]) throws(ScanFailure) {
        out.removeAll(keepingCapacity: true)
        var i = range.lowerBound
        while i < range.upperBound {
            let b = bytes[i]
            guard b == 0x5C else { out.append(b); i += 1; continue }
            guard i + 1 < range.upperBound else { throw ScanFailure(reason: "bad escape", offset: i) }
            let e = bytes[i + 1]
            i += 2
            switch e {
            case 0x22, 0x5C, 0x2F: out.append(e)
            case 0x62: out.append(0x08)
            case 0x66: out.append(0x0C)
            case 0x6E: out.append(0x0A)
            case 0x72: out.append(0x0D)
            case 0x74: out.append(0x09)
            case 0x75:
                var scalar = try hex4(at: i, end: range.upperBound)
                i += 4
                if (0xD800..<0xDC00).contains(scalar), i + 6 <= range.upperBound,
                   bytes[i] == 0x5C, bytes[i + 1] == 0x75 {
                    let low = try hex4(at: i + 2, end: range.upperBound)
                    if (0xDC00..<0xE000).contains(low) {
                        scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                        i += 6
                    }
                }
                let char = Unicode.Scalar(scalar) ?? "\u{FFFD}"
                out.append(contentsOf: Array(String(Character(char)).utf8))
            default:
                throw ScanFailure(reason: "bad escape \\\(Character(Unicode.Scalar(e)))", offset: i - 2)
            }
        }
    }

    private func hex4(at start: Int, end: Int) throws(ScanFailure) -> UInt32 {
        guard start + 4 <= end else { throw ScanFailure(reason: "bad \\u escape", offset: start) }
        var value: UInt32 = 0
        for k in 0..<4 {
            let c = bytes[start + k]
            let digit: UInt32
            switch c {
            case 0x30...0x39: digit = UInt32(c - 0x30)
            case 0x41...0x46: digit = UInt32(c - 0x41 + 10)
            case 0x61...0x66: digit = UInt32(c - 0x61 + 10)
            default: throw ScanFailure(reason: "bad \\u escape", offset: start)
            }
            value = value << 4 | digit
        }
        return value
    }

    /// Reads a string token as a Swift `String`.
    mutating func string(scratch: inout [UInt8]) throws(ScanFailure) -> String {
        let (range, escaped) = try rawString()
        if escaped {
            try unescape(range, into: &scratch)
            return String(decoding: scratch, as: UTF8.self)
        }
        return String(decoding: UnsafeRawBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }

    /// Reads a number token. Uses the exact fast path (mantissa below 2^53, power of ten up to
    /// 10^22) and falls back to Swift's parser otherwise.
    mutating func number() throws(ScanFailure) -> Double {
        _ = peek()
        let start = index
        var negative = false
        if index < bytes.count, bytes[index] == 0x2D { negative = true; index += 1 }
        var mantissa: UInt64 = 0
        var digits = 0
        var fractionDigits = 0
        var simple = true
        while index < bytes.count, bytes[index] &- 0x30 < 10 {
            mantissa = mantissa &* 10 &+ UInt64(bytes[index] &- 0x30)
            digits += 1
            index += 1
        }
        guard digits > 0 else { throw ScanFailure(reason: "expected a number", offset: start) }
        if foundationCompatible, digits > 1, bytes[index - digits] == 0x30 {
            throw ScanFailure(reason: "number with a leading zero", offset: start)
        }
        if index < bytes.count, bytes[index] == 0x2E {
            index += 1
            let fractionStart = index
            while index < bytes.count, bytes[index] &- 0x30 < 10 {
                mantissa = mantissa &* 10 &+ UInt64(bytes[index] &- 0x30)
                index += 1
            }
            fractionDigits = index - fractionStart
            guard fractionDigits > 0 else { throw ScanFailure(reason: "expected digits after '.'", offset: index) }
            digits += fractionDigits
        }
        if index < bytes.count, bytes[index] | 0x20 == 0x65 {
            simple = false
            index += 1
            if index < bytes.count, bytes[index] == 0x2B || bytes[index] == 0x2D { index += 1 }
            let expStart = index
            while index < bytes.count, bytes[index] &- 0x30 < 10 { index += 1 }
            guard index > expStart else { throw ScanFailure(reason: "expected digits in the exponent", offset: index) }
        }
        if simple, digits <= 15, fractionDigits <= 22 {
            let value = Double(mantissa) / ByteCursor.powersOfTen[fractionDigits]
            return negative ? -value : value
        }
        let text = String(decoding: UnsafeRawBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
        guard let value = Double(text), value.isFinite else { throw ScanFailure(reason: "bad number \(text)", offset: start) }
        return value
    }

    private static let powersOfTen: [Double] = (0...22).map { k in
        var p = 1.0
        for _ in 0..<k { p *= 10 }
        return p
    }

    /// Consumes `null` when it is next.
    mutating func takeNull() -> Bool {
        guard peek() == 0x6E, index + 4 <= bytes.count, bytes[index + 1] == 0x75, bytes[index + 2] == 0x6C,
              bytes[index + 3] == 0x6C else { return false }
        index += 4
        return true
    }

    /// Skips one JSON value of any kind, checking only its structure.
    mutating func skipValue(depth: Int = 0) throws(ScanFailure) {
        guard depth < 512 else { throw failure("JSON nested too deeply") }
        guard let b = peek() else { throw failure("unexpected end of the file") }
        switch b {
        case 0x7B:
            index += 1
            if take(0x7D) { return }
            repeat {
                _ = try rawString()
                try expect(0x3A, "':'")
                try skipValue(depth: depth + 1)
            } while try more(close: 0x7D)
        case 0x5B:
            index += 1
            if take(0x5D) { return }
            repeat { try skipValue(depth: depth + 1) } while try more(close: 0x5D)
        case 0x22:
            _ = try rawString()
        case 0x2D, 0x30...0x39:
            _ = try number()
        case 0x74, 0x66, 0x6E:
            let word: StaticString = b == 0x74 ? "true" : b == 0x66 ? "false" : "null"
            let end = index + word.utf8CodeUnitCount
            guard end <= bytes.count, equals(index..<end, word) else { throw failure("unexpected text") }
            index = end
        default:
            throw failure("unexpected character '\(Character(Unicode.Scalar(b)))'")
        }
    }
}
