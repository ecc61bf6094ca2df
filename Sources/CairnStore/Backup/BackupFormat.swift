/// The name and version a Cairn export declares, and the tables whose id sequences it carries.
public enum BackupFormat {
    /// The `"format"` of every document `cairn export` writes.
    public static let name = "cairn-export"
    /// The `"version"` this Cairn writes and reads. Fields added later are optional, so a
    /// document keeps its version while it only grows; a change in meaning takes a new version.
    public static let version = 1
    /// The tables whose ids never repeat (`AUTOINCREMENT`), as named in `"idSequences"`.
    static let sequencedTables = ["trackables", "entries", "zones", "disruptions", "achievements", "readings"]
    /// The settings keys the document names on their own; any other setting goes in `"other"`.
    static let encouragementPrefix = "encouragement."
    static let nudgesFiredKey = "nudges:fired"

    /// The highest rule id the seen set's keys name (`rule-7-high@…` names 7), 0 for none.
    static func highestRuleId(in seen: some Sequence<String>) -> Int64 {
        var highest: Int64 = 0
        for key in seen where key.hasPrefix("rule-") {
            highest = Swift.max(highest, Int64(key.dropFirst(5).prefix { $0.isNumber }) ?? 0)
        }
        return highest
    }
}
