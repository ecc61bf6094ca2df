/// A preferred window of wall-clock time, `HH:MM-HH:MM`; an end before the start wraps past
/// midnight (`20:00-02:00` is two segments a day).
public struct TimeWindow: Sendable, Hashable, Codable, CustomStringConvertible {
    /// Minutes after midnight at which the window opens (0–1439).
    public var startMinute: Int
    /// Minutes after midnight at which the window closes (0–1439; 0 means midnight).
    public var endMinute: Int

    /// Creates a window; ``validate()`` says whether it is usable.
    public init(startMinute: Int, endMinute: Int) {
        self.startMinute = startMinute
        self.endMinute = endMinute
    }

    /// Parses `HH:MM-HH:MM` (an end of `24:00` means midnight).
    public init(parsing text: String) throws(GoalConfigError) {
        let ends = text.split(separator: "-", omittingEmptySubsequences: false)
        guard ends.count == 2,
              let start = TimeWindow.minutes(ends[0], allowMidnightEnd: false),
              let end = TimeWindow.minutes(ends[1], allowMidnightEnd: true)
        else { throw .invalidWindow(text) }
        self.init(startMinute: start, endMinute: end % 1440)
        try validate()
    }

    /// Refuses a window whose two ends are equal or out of the day.
    public func validate() throws(GoalConfigError) {
        guard (0..<1440).contains(startMinute), (0..<1440).contains(endMinute) else {
            throw .invalidWindow(description)
        }
        guard startMinute != endMinute else { throw .emptyWindow(description) }
    }

    /// Whether the window wraps past midnight.
    public var wraps: Bool { endMinute < startMinute }

    /// The window's segments in seconds after local midnight, sorted: one, or two when it wraps.
    public var segments: [TimeSpan] {
        let start = Double(startMinute * 60), end = Double(endMinute * 60)
        if start < end { return [TimeSpan(start: start, end: end)] }
        var parts: [TimeSpan] = []
        if end > 0 { parts.append(TimeSpan(start: 0, end: end)) }
        parts.append(TimeSpan(start: start, end: 86_400))
        return parts
    }

    /// Whether a wall-clock time of day (seconds after midnight) is inside the window.
    public func contains(secondsIntoDay: Double) -> Bool {
        segments.contains { $0.start <= secondsIntoDay && secondsIntoDay < $0.end }
    }

    /// `HH:MM-HH:MM`.
    public var description: String {
        TimeWindow.format(startMinute) + "-" + TimeWindow.format(endMinute)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        try self.init(parsing: container.decode(String.self))
    }

    private static func minutes(_ text: Substring, allowMidnightEnd: Bool) -> Int? {
        // Read as bytes: `H:MM` or `HH:MM` in ASCII digits, nothing else.
        let bytes = Array(text.utf8)
        guard bytes.count == 4 || bytes.count == 5, bytes[bytes.count - 3] == UInt8(ascii: ":") else { return nil }
        var h = 0, m = 0
        for (i, byte) in bytes.enumerated() where i != bytes.count - 3 {
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
            if i < bytes.count - 3 { h = h * 10 + Int(byte - UInt8(ascii: "0")) } else { m = m * 10 + Int(byte - UInt8(ascii: "0")) }
        }
        guard (0..<60).contains(m) else { return nil }
        if h == 24 && m == 0 && allowMidnightEnd { return 1440 }
        return (0..<24).contains(h) ? h * 60 + m : nil
    }

    private static func format(_ minute: Int) -> String {
        let h = minute / 60, m = minute % 60
        return (h < 10 ? "0" : "") + String(h) + ":" + (m < 10 ? "0" : "") + String(m)
    }
}
