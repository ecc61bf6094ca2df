/// Short human durations: `2h 15m`, `45m`, `<1m`, `0m`; whole hours drop the minutes (`4h`).
public enum DurationText {
    /// Formats seconds, rounding down to the minute.
    public static func format(seconds: Double) -> String {
        guard seconds.isFinite, seconds > 0 else { return "0m" }
        let minutes = Plausible.clampedInt(seconds / 60)
        if minutes == 0 { return "<1m" }
        let h = minutes / 60, m = minutes % 60
        if h == 0 { return "\(m)m" }
        return m == 0 ? "\(h)h" : "\(h)h \(m)m"
    }
}
