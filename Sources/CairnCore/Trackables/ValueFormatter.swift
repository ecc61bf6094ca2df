import Foundation

/// Writes base-unit values back the way the trackable shows them ("10 km", "81.4 kg", "07:30").
public enum ValueFormatter {
    /// `value` (in base units) in `trackable`'s display unit.
    public static func format(_ value: Double, for trackable: Trackable) -> String {
        DisplayFormat(trackable).text(value)
    }

    /// "1 day", "30 days".
    public static func days(_ count: Int) -> String {
        count == 1 ? "1 day" : "\(count) days"
    }

    /// A number rounded to two decimals with no trailing zeros ("10", "81.4").
    public static func number(_ value: Double) -> String {
        let rounded = (value * 100).rounded() / 100
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int(rounded)) }
        return String(rounded)
    }

    /// Seconds after midnight as `HH:MM` (wrapping past 24 h).
    public static func clock(_ seconds: Double) -> String {
        let total = ((Plausible.clampedInt(seconds.rounded()) / 60) % 1440 + 1440) % 1440
        let h = total / 60, m = total % 60
        return (h < 10 ? "0" : "") + String(h) + ":" + (m < 10 ? "0" : "") + String(m)
    }

    /// Seconds as `1h 20m`, `45m` or `30s`.
    public static func duration(_ seconds: Double) -> String {
        let total = Plausible.clampedInt(seconds.rounded())
        let h = total / 3600, m = (total % 3600) / 60, s = total % 60
        var parts: [String] = []
        if h != 0 { parts.append("\(h)h") }
        if m != 0 { parts.append("\(m)m") }
        if s != 0 && h == 0 { parts.append("\(s)s") }
        return parts.isEmpty ? "0m" : parts.joined(separator: " ")
    }
}
