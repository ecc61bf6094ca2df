import CairnCore
import CairnRender

/// Numbers said in words, for labels a screen reader reads out.
public enum Words {
    /// `8100` → "2 hours 15 minutes"; "0 minutes" for nothing.
    public static func duration(_ seconds: Double) -> String {
        let minutes = Int((Swift.max(0, seconds) / 60).rounded(.down))
        let hours = minutes / 60, rest = minutes % 60
        var parts: [String] = []
        if hours > 0 { parts.append(count(hours, "hour")) }
        if rest > 0 || hours == 0 { parts.append(count(rest, "minute")) }
        return parts.joined(separator: " ")
    }

    /// The whole percent of a progress, rounded down (1.0 → 100, 2.5 → 250), as the terminal shows it.
    public static func percent(_ progress: Double) -> Int {
        guard progress.isFinite else { return 0 }
        return Int((Swift.max(0, progress) * 100).rounded(.down))
    }

    /// A short duration: "2h 15m".
    public static func short(_ seconds: Double) -> String { DurationText.format(seconds: seconds) }

    /// A trackable's value as the screens write it: a duration as "1164h 29m" (never "1164.48 h"),
    /// anything else as the trackable's own format wrote it (`written`, in its unit and precision).
    /// A text not made by the trackable's format (a count of days, say) is kept as it is.
    public static func value(_ value: Double, written: String, of trackable: Trackable?) -> String {
        guard let trackable, case .duration = trackable.kind, value.isFinite, written == ValueFormatter.format(value, for: trackable) else { return written }
        return short(value)
    }

    /// A count with its noun, plural right: "1 day", "2 days", "1 cup", "2 cups", "0 entries".
    public static func count(_ count: Int, _ noun: String) -> String {
        "\(count) " + (count == 1 ? noun : plural(noun))
    }

    /// The plural of an English noun or unit word: "day" → "days", "entry" → "entries",
    /// "glass" → "glasses"; a unit symbol ("km", "kg", "min", "%") stays as it is.
    public static func plural(_ noun: String) -> String {
        let lower = noun.lowercased()
        guard let last = noun.last, last.isLetter, !symbols.contains(lower), !lower.hasSuffix("s") || lower.hasSuffix("ss") else { return noun }
        if lower.hasSuffix("s") || lower.hasSuffix("x") || lower.hasSuffix("ch") || lower.hasSuffix("sh") { return noun + "es" }
        if lower.hasSuffix("y"), let before = lower.dropLast().last, !"aeiou".contains(before) { return noun.dropLast() + "ies" }
        return noun + "s"
    }

    /// Units written as symbols, never made plural.
    static let symbols: Set<String> = ["kg", "g", "mg", "lb", "lbs", "oz", "fl oz", "km", "m", "cm", "mm", "mi", "ft", "in", "yd",
                                       "l", "ml", "dl", "cl", "kcal", "cal", "kj", "min", "h", "hr", "s", "sec", "ms", "bpm", "°c", "°f", "kwh"]

    /// "Monday 9 March 2026": the long form, for headings and labels read out.
    public static func date(_ date: LocalDate) -> String { DateText.long(date) }

    /// "Tue 3 Mar 2026": the one compact form of a date a page shows as text (entry rows, days on
    /// hold, titles), never in an input's value, a `datetime`, a URL, a data attribute or JSON.
    public static func compact(_ date: LocalDate) -> String {
        let c = date.components
        return "\(shortWeekdays[date.weekday.mondayIndex]) \(c.day) \(HeatmapView.months[c.month - 1]) \(c.year)"
    }

    /// An ISO date ("2026-03-03") in the compact form; any other text as it is.
    public static func compact(iso text: String) -> String { LocalDate(iso: text).map(compact) ?? text }

    /// A month as `2026-03` in words: "March 2026"; any other text as it is.
    public static func month(iso text: String) -> String { LocalDate(iso: text + "-01").map(DateText.month) ?? text }

    static let shortWeekdays = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
}
