/// Writes a JSON document straight into bytes, member by member, in the exact form
/// ``PrettyJSONWriter`` (and `JSONEncoder` with `[.prettyPrinted, .sortedKeys,
/// .withoutEscapingSlashes]`) gives: for the large documents, where gathering a tree through
/// `Encodable` first costs more than everything else the command does.
///
/// The writer keeps no keys: a document must name its members in sorted order (by their UTF-8
/// bytes) and leave out the ones `JSONEncoder` would leave out (a `nil` optional). Tests compare
/// each streamed document with `JSONEncoder`'s bytes.
struct StreamedJSON {
    private(set) var bytes: [UInt8] = []
    /// How many members or items the innermost open container holds so far.
    private var count = 0
    /// The same for each container around it, outermost first.
    private var outer: [Int] = []
    /// How many containers are open.
    private var depth = 0
    /// `,` + newline + the indentation of each depth so far: a member's separator in one copy.
    private var separators: [[UInt8]] = []

    init(capacity: Int = 1 << 16) {
        bytes.reserveCapacity(capacity)
    }

    mutating func beginObject() { open(UInt8(ascii: "{")) }
    mutating func endObject() { close(UInt8(ascii: "}")) }
    mutating func beginArray() { open(UInt8(ascii: "[")) }
    mutating func endArray() { close(UInt8(ascii: "]")) }

    /// Starts an object member: its separator, indentation and key; write its value next.
    ///
    /// A key is a literal of plain characters (no quote, backslash or control character), so it
    /// is written as it is.
    mutating func key(_ key: StaticString) {
        separate()
        bytes.append(UInt8(ascii: "\""))
        key.withUTF8Buffer { bytes.append(contentsOf: $0) }
        withUnsafeBytes(of: StreamedJSON.colon) { bytes.append(contentsOf: $0) }
    }

    /// `" : ` after a key, as bytes in place.
    private static var colon: (UInt8, UInt8, UInt8, UInt8) { (UInt8(ascii: "\""), 0x20, UInt8(ascii: ":"), 0x20) }

    /// Starts an array item: its separator and indentation; write the item next.
    mutating func item() { separate() }

    mutating func string(_ value: String) { JSONNode.writeQuoted(value, into: &bytes) }

    /// A number as `JSONEncoder` writes a `Double`; one that is not finite throws
    /// ``PrettyJSONWriter/Unsupported`` (the caller falls back to `JSONEncoder`).
    mutating func number(_ value: Double) throws {
        // A whole number below 1e15 is written as `JSONEncoder` writes it ("12", never "12.0" or
        // an exponent) without formatting a Double; -0 keeps its sign the slow way.
        if value.rounded(.towardZero) == value, value.magnitude <= 1e15, value != 0 || value.sign == .plus {
            integer(Int64(value))
            return
        }
        bytes.append(contentsOf: try JSONNode.number(value).utf8)
    }

    mutating func integer(_ value: Int64) {
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        var rest = value.magnitude
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in
            var start = 20
            repeat {
                start -= 1
                digits[start] = UInt8(truncatingIfNeeded: 48 + rest % 10)
                rest /= 10
            } while rest > 0
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: digits[start...]))
        }
    }
    mutating func bool(_ value: Bool) { bytes.append(contentsOf: (value ? "true" : "false").utf8) }

    /// `key` and a string, unless `value` is `nil` (as a synthesized `encodeIfPresent`).
    mutating func member(_ key: StaticString, ifPresent value: String?) {
        guard let value else { return }
        self.key(key)
        string(value)
    }

    private mutating func open(_ bracket: UInt8) {
        bytes.append(bracket)
        bytes.append(0x0A)
        if depth > 0 { outer.append(count) }
        count = 0
        depth += 1
    }

    private mutating func close(_ bracket: UInt8) {
        depth -= 1
        count = depth > 0 ? outer.removeLast() : 0
        bytes.append(0x0A)
        indent(depth)
        bytes.append(bracket)
    }

    private mutating func separate() {
        guard depth > 0 else { return }
        while separators.count <= depth { separators.append([UInt8(ascii: ","), 0x0A] + Array(repeating: 0x20, count: separators.count * 2)) }
        // The first member has no comma: the same bytes from the third on (the indentation).
        if count > 0 { bytes.append(contentsOf: separators[depth]) } else { bytes.append(contentsOf: separators[depth][2...]) }
        count += 1
    }

    private mutating func indent(_ depth: Int) {
        // A slice of a row of spaces is one copy; `repeatElement` went byte by byte.
        var rest = depth * 2
        while rest > 0 {
            let run = min(rest, 16)
            withUnsafeBytes(of: StreamedJSON.spaces) { bytes.append(contentsOf: $0[0..<run]) }
            rest -= run
        }
    }

    /// Sixteen spaces, as a tuple of bytes: a value in place, not a lazily made global.
    private static var spaces: (UInt64, UInt64) { (0x2020_2020_2020_2020, 0x2020_2020_2020_2020) }
}

/// A document written by ``StreamedJSON`` rather than through its `Encodable` conformance.
protocol StreamedJSONDocument {
    func write(into json: inout StreamedJSON) throws
    /// About how many bytes the document takes, or more: reserved at once, so the bytes are
    /// not copied again each time they outgrow their buffer (room not written costs nothing).
    var expectedBytes: Int { get }
}

extension StreamedJSONDocument {
    var expectedBytes: Int { 1 << 16 }
}
