import CairnCore

/// Writes a JSON document straight into bytes, member by member, in the exact form
/// ``PrettyJSONWriter`` (and `JSONEncoder` with `[.prettyPrinted, .sortedKeys,
/// .withoutEscapingSlashes]`) gives: for the large documents, where gathering a tree through
/// `Encodable` first costs more than everything else the command does.
///
/// The writer keeps no keys: a document must name its members in sorted order (by their UTF-8
/// bytes) and leave out the ones `JSONEncoder` would leave out (a `nil` optional). Tests compare
/// each streamed document with `JSONEncoder`'s bytes.
///
/// The bytes go into a buffer the writer owns (it cannot be copied, and frees it when done),
/// written through a pointer: a moment is some thirty short writes, and `Array.append` paid a
/// uniqueness and capacity check and a call for each.
struct StreamedJSON: ~Copyable {
    private var base: UnsafeMutablePointer<UInt8>
    private var length = 0
    private var capacity: Int
    /// How many members or items the innermost open container holds so far.
    private var count = 0
    /// The same for each container around it, outermost first.
    private var outer: [Int] = []
    /// How many containers are open.
    private var depth = 0
    /// Where the bytes go when the buffer is full, if anywhere (else the buffer grows).
    private let sink: ((UnsafeRawBufferPointer) -> Void)?

    /// A writer with room for `capacity` bytes at first.
    ///
    /// - Parameter sink: Given the bytes each time the buffer fills, and at ``flush()``, so a
    ///   document of megabytes passes through one buffer of `capacity` bytes (memory first
    ///   touched costs a page fault per 4 KB); without one, the buffer grows to hold it all.
    init(capacity: Int = 1 << 16, flushingTo sink: ((UnsafeRawBufferPointer) -> Void)? = nil) {
        self.capacity = Swift.max(capacity, 64)
        self.sink = sink
        base = UnsafeMutablePointer<UInt8>.allocate(capacity: self.capacity)
    }

    /// Hands the bytes written so far to the sink, if there is one, and empties the buffer.
    mutating func flush() {
        guard let sink else { return }
        sink(UnsafeRawBufferPointer(start: base, count: length))
        length = 0
    }

    deinit { base.deallocate() }

    /// The bytes written so far, copied.
    var bytes: [UInt8] { Array(UnsafeBufferPointer(start: base, count: length)) }

    /// Calls `body` with the bytes written so far, in place.
    func withBytes<T>(_ body: (UnsafeRawBufferPointer) throws -> T) rethrows -> T {
        try body(UnsafeRawBufferPointer(start: base, count: length))
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
        let size = key.utf8CodeUnitCount
        // The separator, the indentation (written eight spaces at a time), the key in quotes
        // and ` : `, in room reserved once.
        reserve(2 + depth * 2 + 8 + size + 5)
        separateInRoom()
        base[length] = UInt8(ascii: "\"")
        (base + length + 1).update(from: key.utf8Start, count: size)
        length += 1 + size
        // `" : ` as one little-endian word.
        UnsafeMutableRawPointer(base + length).storeBytes(of: UInt32(0x203A_2022).littleEndian, as: UInt32.self)
        length += 4
    }

    /// Starts an array item: its separator and indentation; write the item next.
    mutating func item() { separate() }

    /// A string in quotes, escaped as `JSONEncoder` escapes it (``JSONNode/writeEscape(of:_:)``,
    /// as the tree writer does; slashes are left alone).
    mutating func string(_ value: String) {
        var value = value
        value.withUTF8 { text in
            reserve(text.count + 2)
            base[length] = UInt8(ascii: "\"")
            length += 1
            var plainFrom = 0
            // Eight bytes at a time while none needs an escape (the usual case), then byte by byte.
            var i = 0
            if let start = text.baseAddress {
                let raw = UnsafeRawPointer(start)
                while i + 8 <= text.count, !StreamedJSON.needsEscape(raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)) { i += 8 }
            }
            for i in i..<text.count {
                let byte = text[i]
                guard JSONNode.needsEscape(byte) else { continue }
                append(UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: text[plainFrom..<i])))
                plainFrom = i + 1
                JSONNode.writeEscape(of: byte) { append($0) }
            }
            append(UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: text[plainFrom...])))
            append(UInt8(ascii: "\""))
        }
    }

    /// Whether any of the eight bytes of `word` is a quote, a backslash or below 0x20 (the
    /// bytes ``string(_:)`` escapes), by the word-at-a-time tests for a byte below n and for a
    /// zero byte (on `word` XOR the byte sought); both are exact as yes-or-no answers.
    @inline(__always)
    static func needsEscape(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101, highs: UInt64 = 0x8080_8080_8080_8080
        func hasZero(_ x: UInt64) -> Bool { (x &- ones) & ~x & highs != 0 }
        let low = (word &- 0x2020_2020_2020_2020) & ~word & highs != 0
        return low || hasZero(word ^ 0x2222_2222_2222_2222) || hasZero(word ^ 0x5C5C_5C5C_5C5C_5C5C)
    }

    /// A date in quotes, `"YYYY-MM-DD"` as ``LocalDate/description`` gives it, without making
    /// the String (a moment and each day of a document have one).
    mutating func date(_ date: LocalDate) {
        let c = date.components
        guard (0...9999).contains(c.year) else {
            string(date.description)
            return
        }
        reserve(12)
        let out = base + length
        out[0] = UInt8(ascii: "\"")
        var rest = c.year
        for i in stride(from: 4, through: 1, by: -1) {
            out[i] = UInt8(truncatingIfNeeded: 48 + rest % 10)
            rest /= 10
        }
        out[5] = UInt8(ascii: "-")
        out[6] = UInt8(truncatingIfNeeded: 48 + c.month / 10)
        out[7] = UInt8(truncatingIfNeeded: 48 + c.month % 10)
        out[8] = UInt8(ascii: "-")
        out[9] = UInt8(truncatingIfNeeded: 48 + c.day / 10)
        out[10] = UInt8(truncatingIfNeeded: 48 + c.day % 10)
        out[11] = UInt8(ascii: "\"")
        length += 12
    }

    /// A number as `JSONEncoder` writes a `Double`; one that is not finite throws
    /// ``PrettyJSONWriter/Unsupported`` (the caller falls back to `JSONEncoder`).
    mutating func number(_ value: Double) throws {
        // A whole number below 1e15 is written as `JSONEncoder` writes it ("12", never "12.0" or
        // an exponent) without formatting a Double; -0 keeps its sign the slow way.
        if value.rounded(.towardZero) == value, value.magnitude <= 1e15, value != 0 || value.sign == .plus {
            integer(Int64(value))
            return
        }
        var text = try JSONNode.number(value)
        text.withUTF8 { append(UnsafeRawBufferPointer($0)) }
    }

    mutating func integer(_ value: Int64) {
        reserve(20)
        if value < 0 {
            base[length] = UInt8(ascii: "-")
            length += 1
        }
        var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)
        var rest = value.magnitude
        withUnsafeMutableBytes(of: &digits) { digits in
            var start = 24
            repeat {
                start -= 1
                digits[start] = UInt8(truncatingIfNeeded: 48 + rest % 10)
                rest /= 10
            } while rest > 0
            append(UnsafeRawBufferPointer(rebasing: digits[start...]))
        }
    }

    mutating func bool(_ value: Bool) {
        var text = value ? "true" : "false"
        text.withUTF8 { append(UnsafeRawBufferPointer($0)) }
    }

    /// `null`.
    mutating func null() {
        var text = "null"
        text.withUTF8 { append(UnsafeRawBufferPointer($0)) }
    }

    /// A number, or `null` for `nil` (as `encode` of an optional).
    mutating func number(orNull value: Double?) throws {
        if let value { try number(value) } else { null() }
    }

    /// `key` and a string, unless `value` is `nil` (as a synthesized `encodeIfPresent`).
    mutating func member(_ key: StaticString, ifPresent value: String?) {
        guard let value else { return }
        self.key(key)
        string(value)
    }

    /// Appends the newline that ends a document.
    mutating func newline() { append(0x0A) }

    private mutating func open(_ bracket: UInt8) {
        append(bracket)
        append(0x0A)
        if depth > 0 { outer.append(count) }
        count = 0
        depth += 1
    }

    private mutating func close(_ bracket: UInt8) {
        depth -= 1
        count = depth > 0 ? outer.removeLast() : 0
        append(0x0A)
        indent(depth)
        append(bracket)
    }

    /// `,` and a newline (not before the first member: its container's opening wrote the
    /// newline), then the indentation of the depth.
    private mutating func separate() {
        guard depth > 0 else { return }
        reserve(2 + depth * 2 + 8)
        separateInRoom()
    }

    /// ``separate()`` in room already reserved: `2 + depth * 2 + 8` bytes.
    @inline(__always)
    private mutating func separateInRoom() {
        guard depth > 0 else { return }
        if count > 0 {
            base[length] = UInt8(ascii: ",")
            base[length + 1] = 0x0A
            length += 2
        }
        indentInRoom(depth)
        count += 1
    }

    private mutating func indent(_ depth: Int) {
        reserve(depth * 2 + 8)
        indentInRoom(depth)
    }

    /// `depth * 2` spaces, stored eight at a time into room reserved for `depth * 2 + 8` bytes
    /// (the last store may write spaces past the end; the length leaves them out).
    @inline(__always)
    private mutating func indentInRoom(_ depth: Int) {
        let raw = UnsafeMutableRawPointer(base + length)
        var offset = 0
        while offset < depth * 2 {
            raw.storeBytes(of: 0x2020_2020_2020_2020 as UInt64, toByteOffset: offset, as: UInt64.self)
            offset += 8
        }
        length += depth * 2
    }

    /// Room for `extra` more bytes.
    @inline(__always)
    private mutating func reserve(_ extra: Int) {
        if length + extra > capacity { grow(length + extra) }
    }

    private mutating func grow(_ needed: Int) {
        // With a sink, out with what is written and start again. Every write reserves its room
        // first and no write splits a character, so each piece is whole characters (a console
        // that reads each piece as text, the server's or the tests', never sees half of one).
        if sink != nil, needed - length <= capacity {
            flush()
            return
        }
        let larger = Swift.max(needed, capacity * 2)
        let moved = UnsafeMutablePointer<UInt8>.allocate(capacity: larger)
        moved.initialize(from: base, count: length)
        base.deallocate()
        base = moved
        capacity = larger
    }

    @inline(__always)
    private mutating func append(_ byte: UInt8) {
        reserve(1)
        base[length] = byte
        length += 1
    }

    @inline(__always)
    private mutating func append(_ bytes: UnsafeRawBufferPointer) {
        guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
        reserve(bytes.count)
        UnsafeMutableRawPointer(base + length).copyMemory(from: source, byteCount: bytes.count)
        length += bytes.count
    }
}

/// A document written by ``StreamedJSON`` rather than through its `Encodable` conformance.
protocol StreamedJSONDocument {
    func write(into json: inout StreamedJSON) throws
    /// Whether every number in it is finite, so writing it cannot fail half way: it is then
    /// streamed out as it is written; otherwise it goes to `JSONEncoder`, which says what is wrong.
    var numbersAreFinite: Bool { get }
}
