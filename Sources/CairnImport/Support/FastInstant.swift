import CairnCore

/// Reads ISO-8601 instants straight from bytes without a formatter:
/// `YYYY-MM-DDTHH:MM:SS[.fraction](Z|±HH:MM|±HHMM)` (a space may stand for `T`).
enum FastInstant {
    /// Epoch seconds of the instant in `bytes`; `nil` when the text is not in that shape or
    /// names an impossible date or time.
    static func epochSeconds(_ bytes: UnsafeRawBufferPointer) -> Double? {
        let n = bytes.count
        guard n >= 20 else { return nil }
        func digits(_ at: Int, _ count: Int) -> Int? {
            var value = 0
            for k in at..<(at + count) {
                let d = bytes[k] &- 0x30
                guard d < 10 else { return nil }
                value = value * 10 + Int(d)
            }
            return value
        }
        guard bytes[4] == 0x2D, bytes[7] == 0x2D, bytes[10] == 0x54 || bytes[10] == 0x74 || bytes[10] == 0x20,
              bytes[13] == 0x3A, bytes[16] == 0x3A,
              let year = digits(0, 4), let month = digits(5, 2), let day = digits(8, 2),
              let hour = digits(11, 2), let minute = digits(14, 2), let second = digits(17, 2),
              hour < 24, minute < 60, second < 61,
              let date = LocalDate(year: year, month: month, day: day)?.daysSinceEpoch
        else { return nil }
        var i = 19
        var fraction = 0.0
        if i < n, bytes[i] == 0x2E || bytes[i] == 0x2C {
            i += 1
            var scale = 0.1
            let start = i
            while i < n, bytes[i] &- 0x30 < 10 {
                fraction += Double(bytes[i] &- 0x30) * scale
                scale /= 10
                i += 1
            }
            guard i > start else { return nil }
        }
        guard i < n else { return nil }
        var offset = 0
        switch bytes[i] {
        case 0x5A, 0x7A:
            i += 1
        case 0x2B, 0x2D:
            let sign = bytes[i] == 0x2D ? -1 : 1
            i += 1
            guard i + 2 <= n, let oh = digits(i, 2) else { return nil }
            i += 2
            var om = 0
            if i < n, bytes[i] == 0x3A { i += 1 }
            if i + 2 <= n, let m = digits(i, 2) { om = m; i += 2 }
            guard oh < 24, om < 60 else { return nil }
            offset = sign * (oh * 3600 + om * 60)
        default:
            return nil
        }
        guard i == n else { return nil }
        let whole = date * 86_400 + hour * 3600 + minute * 60 + second - offset
        return Double(whole) + fraction
    }

    /// Epoch seconds of the instant in `text`.
    static func epochSeconds(_ text: String) -> Double? {
        var text = text
        return text.withUTF8 { epochSeconds(UnsafeRawBufferPointer($0)) }
    }
}
