import Foundation

/// Writes JSON text the way real exports vary it: shuffled keys, stray whitespace, escapes,
/// unicode, nulls, numbers as integers, fractions and exponents, instants with offsets and
/// fractions, and keys a reader does not keep. Deterministic for a seed.
struct JSONTextGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    /// SplitMix64.
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    mutating func int(_ n: Int) -> Int { Int(next() % UInt64(n)) }
    mutating func chance(_ percent: Int) -> Bool { int(100) < percent }
    mutating func pick<T>(_ options: [T]) -> T { options[int(options.count)] }

    /// Whitespace between tokens: none, a space, or a new line with indentation.
    mutating func space() -> String { pick(["", "", " ", "\n  ", "\t", "\r\n"]) }

    /// An object from `(key, JSON value text)` pairs in a shuffled order.
    mutating func object(_ fields: [(String, String)]) -> String {
        var fields = fields
        for i in stride(from: fields.count - 1, to: 0, by: -1) { fields.swapAt(i, int(i + 1)) }
        let body = fields.map { "\(space())\"\($0.0)\"\(space()):\(space())\($0.1)" }.joined(separator: ",")
        return "{\(body)\(space())}"
    }

    /// An array of JSON value texts.
    mutating func array(_ items: [String]) -> String {
        "[\(items.map { "\(space())\($0)" }.joined(separator: ","))\(space())]"
    }

    /// A string literal mixing plain text, unicode and every kind of escape.
    mutating func text() -> String {
        let pieces = ["cairn", "web app", "é", "日本語", "𝄞", "\\n", "\\\"", "\\\\", "\\/", "\\u00e9", "\\ud834\\udd1e",
                      "\\t", "a/b/c", "Code.exe", "Swift", "C++", "x\\u0041y"]
        var out = ""
        for _ in 0..<(1 + int(3)) { out += pick(pieces) }
        return "\"\(out)\""
    }

    /// A text field's value: text, empty text or `null`.
    mutating func optionalText() -> String {
        switch int(10) {
        case 0: return "null"
        case 1: return "\"\""
        default: return text()
        }
    }

    /// A number of seconds written as an integer, a fraction or with an exponent, with at most 16
    /// significant digits (beyond that `JSONSerialization` did not round to the nearest double).
    mutating func seconds() -> String {
        let whole = int(20_000)
        switch int(8) {
        case 0: return "\(whole)"
        case 1: return "\(whole).\(int(1000))"
        case 2: return "\(whole)e0"
        case 3: return "\(Double(whole) / 100)E2"
        case 4: return "0"
        case 5: return "-0"
        case 6: return "2.5e-1"
        default: return "\(whole).123456789"
        }
    }

    /// An instant: ISO-8601 with an offset or `Z` and 0–9 fraction digits, or epoch seconds as an
    /// integer, a fraction or with an exponent.
    mutating func instant() -> String {
        if chance(20) {
            let epoch = 1_500_000_000 + int(300_000_000)
            return pick(["\(epoch)", "\(epoch).5", "\(Double(epoch) / 1e9)e9", "\(epoch).000001"])
        }
        let date = String(format: "%04d-%02d-%02d", 2015 + int(15), 1 + int(12), 1 + int(28))
        let time = String(format: "%02d:%02d:%02d", int(24), int(60), int(60))
        let digits = int(10)
        let fraction = digits == 0 ? "" : "." + String((0..<digits).map { _ in Character(String(int(10))) })
        let zone = pick(["Z", "z", "+00:00", "-07:00", "+05:30", "+0530", "+14:00", "-12:00", "-03"])
        return "\"\(date)\(pick(["T", "T", " "]))\(time)\(fraction)\(zone)\""
    }

    /// A value no reader keeps: nested objects and arrays, booleans, strings with escapes.
    mutating func noise() -> String {
        pick(["42", "true", "false", "null", "[]", "{}", #"{"a": [1, 2.5e3, {"b": null}], "c": "x\"y}"}"#,
              #"["]", "{", "\\"]"#, text()])
    }
}
