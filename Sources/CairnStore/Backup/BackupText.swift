import CairnCore
import Foundation

/// The pieces of an export's text written by hand: strings, numbers, and instants as
/// `YYYY-MM-DDTHH:MM:SS.sssZ` from the stored milliseconds, so millions of rows need no formatter.
enum BackupText {
    /// `text` as a JSON string, quotes included.
    static func string(_ text: String) -> String {
        var out = "\""
        out.reserveCapacity(text.utf8.count + 2)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case let c where c.value < 0x20:
                let hex = String(c.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    /// A value as compact JSON with sorted keys (a trackable's kind, a rule, goal settings).
    static func json(_ value: some Encodable) throws(StoreError) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        do {
            return String(decoding: try encoder.encode(value), as: UTF8.self)
        } catch {
            throw .corrupt("cannot encode \(type(of: value)): \(error)")
        }
    }

    /// An optional string: `null` when absent.
    static func string(_ text: String?) -> String {
        text.map { string($0) } ?? "null"
    }

    /// A finite number, in the shortest text that reads back as the same `Double`.
    static func number(_ value: Double, what: String) throws(BackupError) -> String {
        guard value.isFinite else { throw .cannotWrite("\(what) is not a finite number") }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return "\(value)"
    }

    /// Milliseconds as seconds, exactly (`1800`, `12.5`, `0.001`).
    static func seconds(milliseconds ms: Int64) -> String {
        let sign = ms < 0 ? "-" : ""
        let magnitude = ms.magnitude
        let whole = magnitude / 1000, fraction = magnitude % 1000
        guard fraction != 0 else { return sign + String(whole) }
        var digits = String(fraction)
        digits = String(repeating: "0", count: 3 - digits.count) + digits
        while digits.hasSuffix("0") { digits.removeLast() }
        return sign + String(whole) + "." + digits
    }

    /// An instant (milliseconds since 1970) as `2026-03-01T08:00:00.000Z`.
    static func instant(milliseconds ms: Int64) -> String {
        let (days, rest) = floorDivision(ms, 86_400_000)
        let date = LocalDate(daysSinceEpoch: Int(days))
        let hours = rest / 3_600_000, minutes = rest / 60_000 % 60, seconds = rest / 1000 % 60, millis = rest % 1000
        return "\(date)T\(pad(hours, 2)):\(pad(minutes, 2)):\(pad(seconds, 2)).\(pad(millis, 3))Z"
    }

    /// Reads an instant written by ``instant(milliseconds:)`` (the fraction may be absent or
    /// shorter); `nil` for any other text.
    static func milliseconds(instant text: String) -> Int64? {
        let parts = text.split(separator: "T", omittingEmptySubsequences: false)
        guard parts.count == 2, let date = LocalDate(iso: parts[0]), parts[1].hasSuffix("Z") else { return nil }
        let clock = parts[1].dropLast()
        let pieces = clock.split(separator: ".", omittingEmptySubsequences: false)
        guard pieces.count <= 2 else { return nil }
        let hms = pieces[0].split(separator: ":", omittingEmptySubsequences: false)
        guard hms.count == 3, hms.allSatisfy({ $0.count == 2 && $0.allSatisfy(\.isASCII) }),
              let h = Int64(hms[0]), let m = Int64(hms[1]), let s = Int64(hms[2]),
              (0..<24).contains(h), (0..<60).contains(m), (0..<60).contains(s) else { return nil }
        var millis: Int64 = 0
        if pieces.count == 2 {
            let fraction = pieces[1]
            guard (1...3).contains(fraction.count), fraction.allSatisfy({ $0.isASCII && $0.isNumber }),
                  let value = Int64(fraction) else { return nil }
            millis = value * [100, 10, 1][fraction.count - 1]
        }
        let (day, overflow) = Int64(date.daysSinceEpoch).multipliedReportingOverflow(by: 86_400_000)
        guard !overflow else { return nil }
        return day + ((h * 60 + m) * 60 + s) * 1000 + millis
    }

    private static func floorDivision(_ a: Int64, _ b: Int64) -> (Int64, Int64) {
        let q = a / b, r = a % b
        return r < 0 ? (q - 1, r + b) : (q, r)
    }

    private static func pad(_ value: Int64, _ width: Int) -> String {
        let text = String(value)
        return String(repeating: "0", count: max(0, width - text.count)) + text
    }
}
