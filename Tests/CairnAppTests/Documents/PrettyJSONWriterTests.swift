import CairnCore
@testable import CairnApp
import Foundation
import Testing

/// `--json` output is written by `PrettyJSONWriter`; it must be byte for byte what `JSONEncoder`
/// writes with `[.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]`.
@Suite("the JSON writer matches JSONEncoder byte for byte")
struct PrettyJSONWriterTests {
    struct Inner: Codable {
        var x: [Int] = []
        var y: [String: Double] = [:]
        var z: Int?
    }

    /// Keys whose byte order differs from other orders, every escape, numbers `description`
    /// writes in several shapes, empty containers, absent and explicit nulls.
    struct Tricky: Encodable {
        var a10 = 1, a2 = 2, B = 3, a = 4, _z = 5, Ä = 6, é = 7
        var doubles: [Double] = [0.1, 1e21, 1e-7, 100, -0.0, 1.2345678901234568e20, 1.5, 2e16, 1e16, 123.456, -3, 86_400]
        var floats: [Float] = [0.1, 3, 1e-3]
        var text = "a/b\"c\\d\n\t\u{1}\u{1f}\u{7f}é😀\r\u{8}\u{c} end"
        var plain = "plain"
        var absent: Int?
        var inner = Inner()
        var nested: [[String: [Int]]] = [["x": [], "y": [1, 2]], [:]]
        var deep: [Inner] = [Inner(x: [1], y: ["k": 0.5, "K": 2, "k2": -1e-9], z: 3)]
        var flags = [true, false]
        var integers: [Int64] = [Int64.max, Int64.min, 0]
        var unsigned: [UInt8] = [0, 255]
        var optionals: [Int?] = [1, nil]

        enum CodingKeys: String, CodingKey {
            case a10, a2, B, a, _z, Ä, é, doubles, floats, text, plain, absent, inner, nested, deep, flags, integers, unsigned, optionals
            case explicitNull
        }

        func encode(to encoder: any Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(a10, forKey: .a10)
            try c.encode(a2, forKey: .a2)
            try c.encode(B, forKey: .B)
            try c.encode(a, forKey: .a)
            try c.encode(_z, forKey: ._z)
            try c.encode(Ä, forKey: .Ä)
            try c.encode(é, forKey: .é)
            try c.encode(doubles, forKey: .doubles)
            try c.encode(floats, forKey: .floats)
            try c.encode(text, forKey: .text)
            try c.encode(plain, forKey: .plain)
            try c.encodeIfPresent(absent, forKey: .absent)
            try c.encodeNil(forKey: .explicitNull)
            try c.encode(inner, forKey: .inner)
            try c.encode(nested, forKey: .nested)
            try c.encode(deep, forKey: .deep)
            try c.encode(flags, forKey: .flags)
            try c.encode(integers, forKey: .integers)
            try c.encode(unsigned, forKey: .unsigned)
            try c.encode(optionals, forKey: .optionals)
        }
    }

    static func foundation(_ value: some Encodable) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    static func ours(_ value: some Encodable) throws -> String {
        String(decoding: try PrettyJSONWriter.write(value), as: UTF8.self)
    }

    @Test("sorted keys, escapes, numbers, empty containers and nulls are written as JSONEncoder writes them")
    func tricky() throws {
        #expect(try Self.ours(Tricky()) == (try Self.foundation(Tricky())))
        #expect(try Self.ours([String]()) == (try Self.foundation([String]())))
        #expect(try Self.ours("top \"level\"") == (try Self.foundation("top \"level\"")))
        #expect(try Self.ours(["k": [String: Int]()]) == (try Self.foundation(["k": [String: Int]()])))
    }

    @Test("a streamed number is JSONEncoder's: whole numbers as integers, -0, halves, the edge of 1e15 and beyond",
          arguments: [0, -0.0, 1, -1, 12, 0.5, -2.25, 1e15, -1e15, 1e15 + 1, 1e16, 123_456_789_012_345, 9_007_199_254_740_992,
                      1e-7, 86_400, 3_600_000, 1e300, -1.5e-300])
    func streamedNumber(value: Double) throws {
        var json = StreamedJSON()
        try json.number(value)
        #expect(String(decoding: json.bytes, as: UTF8.self) == String(decoding: try JSONEncoder().encode(value), as: UTF8.self))
        var integer = StreamedJSON()
        integer.integer(Int64(value.magnitude < 9e18 ? value.rounded(.towardZero) : 0))
        #expect(String(decoding: integer.bytes, as: UTF8.self) == "\(Int64(value.magnitude < 9e18 ? value.rounded(.towardZero) : 0))")
    }

    @Test("a streamed string is escaped as JSONEncoder escapes it (slashes left alone)",
          arguments: ["", "plain", "Trackable 1 · total", "quote \" and \\ backslash", "a/b", "tab\tnew\nline\r",
                      "\u{08}\u{0C}\u{01}\u{1F}\u{7F}", "é 😀 \u{2028}", String(repeating: "long ", count: 40_000)])
    func streamedString(text: String) throws {
        var json = StreamedJSON(capacity: 1)
        json.string(text)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.withoutEscapingSlashes]
        #expect(json.bytes == Array(try encoder.encode(text)))
    }

    @Test("the eight-bytes-at-a-time test finds every byte that needs an escape, wherever it is, and no other")
    func escapeScan() {
        for byte in UInt8.min...UInt8.max {
            let needs = byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
            for position in 0..<8 {
                for filler: UInt8 in [UInt8(ascii: "a"), 0xC3, 0x7F, 0xFF, 0x20, 0x21, 0x5B] {
                    var word = [UInt8](repeating: filler, count: 8)
                    word[position] = byte
                    let value = word.withUnsafeBytes { $0.loadUnaligned(as: UInt64.self) }
                    #expect(StreamedJSON.needsEscape(value) == needs, "byte \(byte) at \(position) among \(filler)")
                }
            }
        }
    }

    @Test("a streamed date is the date's description in quotes", arguments: [0, 1, 16_801, 20_000, 47_481, 2_932_896, -1])
    func streamedDate(days: Int) {
        var json = StreamedJSON()
        json.date(LocalDate(daysSinceEpoch: days))
        #expect(String(decoding: json.bytes, as: UTF8.self) == "\"\(LocalDate(daysSinceEpoch: days).description)\"")
    }

    @Test("streamed members nested twelve deep are indented as JSONEncoder indents them", arguments: [1, 4096])
    func streamedNesting(capacity: Int) throws {
        // {"a" : {"a" : ... {"a" : [1, 2], "b" : "x"} ...}, "b" : "x"}
        final class Level: Encodable {
            let a: Level?
            let b = "x"
            let leaf: [Int]?
            init(a: Level?, leaf: [Int]? = nil) {
                self.a = a
                self.leaf = leaf
            }
            func encode(to encoder: any Encoder) throws {
                var c = encoder.container(keyedBy: CodingKeys.self)
                if let a { try c.encode(a, forKey: .a) } else { try c.encode(leaf, forKey: .a) }
                try c.encode(b, forKey: .b)
            }
            enum CodingKeys: String, CodingKey { case a, b }
        }
        var level = Level(a: nil, leaf: [1, 2])
        for _ in 0..<11 { level = Level(a: level) }
        var json = StreamedJSON(capacity: capacity)
        for _ in 0..<12 {
            json.beginObject()
            json.key("a")
        }
        json.beginArray()
        for value in [1, 2] as [Int64] {
            json.item()
            json.integer(value)
        }
        json.endArray()
        for _ in 0..<12 {
            json.key("b")
            json.string("x")
            json.endObject()
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        #expect(String(decoding: json.bytes, as: UTF8.self) == String(decoding: try encoder.encode(level), as: UTF8.self))
    }

    @Test("streamed out through a small buffer, a document is the same bytes, each piece whole characters",
          arguments: [64, 70, 97, 256])
    func streamedInPieces(capacity: Int) {
        final class Pieces: @unchecked Sendable { var all: [[UInt8]] = [] }
        let pieces = Pieces()
        func write(_ json: inout StreamedJSON) {
            json.beginArray()
            for i in 0..<300 {
                json.item()
                json.beginObject()
                json.key("name")
                json.string("Trackable \(i) · é 😀 \u{2028} \"q\"" + String(repeating: "ü", count: i % 7))
                json.key("value")
                json.integer(Int64(i * 37))
                json.endObject()
            }
            json.endArray()
            json.newline()
        }
        var whole = StreamedJSON(capacity: 1)
        write(&whole)
        var streamed = StreamedJSON(capacity: capacity, flushingTo: { pieces.all.append(Array($0)) })
        write(&streamed)
        streamed.flush()
        #expect(pieces.all.count > 10)
        #expect(Array(pieces.all.joined()) == whole.bytes)
        for piece in pieces.all { #expect(Array(String(decoding: piece, as: UTF8.self).utf8) == piece) }
    }

    @Test("a streamed document grows past the room it was given, every byte kept")
    func streamedGrowth() {
        var json = StreamedJSON(capacity: 1)
        json.beginArray()
        for i in 0..<5000 {
            json.item()
            json.integer(Int64(i))
        }
        json.endArray()
        let expected = "[\n" + (0..<5000).map { "  \($0)" }.joined(separator: ",\n") + "\n]"
        #expect(String(decoding: json.bytes, as: UTF8.self) == expected)
    }

    @Test("the extreme integers are written whole")
    func extremeIntegers() {
        for value in [Int64.min, Int64.max, -1, 0] {
            var json = StreamedJSON()
            json.integer(value)
            #expect(String(decoding: json.bytes, as: UTF8.self) == "\(value)")
        }
    }

    @Test("values JSONEncoder treats specially, and numbers that are not finite, are left to it")
    func leftToFoundation() {
        #expect(throws: PrettyJSONWriter.Unsupported.self) { try PrettyJSONWriter.write([Date(timeIntervalSince1970: 0)]) }
        #expect(throws: PrettyJSONWriter.Unsupported.self) { try PrettyJSONWriter.write([URL(fileURLWithPath: "/tmp")]) }
        #expect(throws: PrettyJSONWriter.Unsupported.self) { try PrettyJSONWriter.write([Double.nan]) }
    }
}
