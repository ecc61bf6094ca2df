import CairnCore
import CairnRender

/// Numbers said in words, for labels a screen reader reads out.
public enum Words {
    /// `8100` → "2 hours 15 minutes"; "0 minutes" for nothing.
    public static func duration(_ seconds: Double) -> String {
        let minutes = Int((Swift.max(0, seconds) / 60).rounded(.down))
        let hours = minutes / 60, rest = minutes % 60
        var parts: [String] = []
        if hours > 0 { parts.append("\(hours) hour" + (hours == 1 ? "" : "s")) }
        if rest > 0 || hours == 0 { parts.append("\(rest) minute" + (rest == 1 ? "" : "s")) }
        return parts.joined(separator: " ")
    }

    /// The whole percent of a progress, rounded down (1.0 → 100, 2.5 → 250), as the terminal shows it.
    public static func percent(_ progress: Double) -> Int {
        guard progress.isFinite else { return 0 }
        return Int((Swift.max(0, progress) * 100).rounded(.down))
    }

    /// A short duration: "2h 15m".
    public static func short(_ seconds: Double) -> String { DurationText.format(seconds: seconds) }

    /// "Monday 9 March 2026".
    public static func date(_ date: LocalDate) -> String { DateText.long(date) }
}
