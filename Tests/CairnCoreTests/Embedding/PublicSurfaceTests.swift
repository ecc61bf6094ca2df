import Foundation
import Testing

/// CairnCore's public types are what an app embedding the engine needs (docs/EMBEDDING.md), and
/// no more: a type made public by accident fails here, and one made public on purpose is added
/// to the list with the reason an embedder needs it. The machinery (day tables, the splitter,
/// day marks, runs, the rule editor's reconcile, the command line's trackable words) is
/// `package`.
@Suite("CairnCore's public surface")
struct PublicSurfaceTests {
    /// Every public type of CairnCore. Some are public only because another module's public API
    /// names them (EntryGroups, HeartbeatRow, DayTotals, SplitMix64): the next to narrow.
    static let expected: Set<String> = [
        "AchievementEngine", "AchievementRule", "Breakdown", "BreakdownDimension", "BreakdownRow", "CalendarPeriod", "ChoiceOption", "ChoiceScale", "ComingUp", "DayCalendar", "DayReduction", "DayStatus", "DayTotals", "DayVerdict", "DurationText", "Derivation", "DerivedOp", "Direction", "Disruption", "EncouragementSettings", "Entry", "EntryGroups", "EntrySource", "Evaluation", "EventItem", "Explanation", "GoalConfig", "GoalConfigError", "GoalEngine", "GoalHistory", "HeartbeatRow", "ItemFilter", "Ladder", "LocalDate", "LoggedAnything", "Measure", "Moment", "NewMoments", "Nudge", "NudgePlanner", "Plausible", "PlausibleError", "Quantity", "Reading", "ReadingReduction", "RollingWindow", "Run", "RunStory", "RunSummary", "SeriesInputs", "SeriesRef", "Session", "SkippedRule", "SplitMix64", "StreakDays", "StreakPolicy", "StreakSummary", "Threshold", "TimeOfDayFilter", "TimeSpan", "TimeWindow", "TodayReport", "Trackable", "TrackableField", "TrackableKind", "ValueError", "ValueFormatter", "ValueParser", "WeekProgress", "Weekday", "Zone", "ZoneBounds",
    ]

    /// Machinery that must stay out of the public API.
    static let machinery = ["DayLayout", "DaySplitter", "DayTable", "DayMark", "RuleReconcile", "RulePlan", "MeasureFit",
                            "GoalStreakMoments", "BuiltInTrackables", "TrackableSpec", "TrackableSpecError", "Runs"]

    @Test("the public types are the embedding surface, and the machinery is not among them")
    func surface() throws {
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Sources/CairnCore")
        let files = try #require(FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil))
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
        #expect(files.count > 50)
        let pattern = try NSRegularExpression(pattern: #"^public (?:struct|enum|final class|protocol|typealias) (\w+)"#, options: .anchorsMatchLines)
        var found: Set<String> = []
        for file in files {
            let text = try String(contentsOf: file, encoding: .utf8)
            for match in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                if let range = Range(match.range(at: 1), in: text) { found.insert(String(text[range])) }
            }
        }
        #expect(found == Self.expected, "new: \(found.subtracting(Self.expected).sorted()), gone: \(Self.expected.subtracting(found).sorted())")
        #expect(Set(Self.machinery).isDisjoint(with: found))
    }
}
