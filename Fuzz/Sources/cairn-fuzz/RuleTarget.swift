import CairnCore
import Foundation

/// The rule JSON decoder (the `rule` column and the editor's documents): a rule that decodes is
/// named, described and evaluated over a small history, as `cairn achievements` would.
enum RuleTarget {
    static let trackable = Trackable(id: 1, name: "Run", kind: .number(.length), unit: "km")
    static let zone = Zone(id: 1, trackableId: 1, name: "long", min: 10, max: nil, unit: "km")
    static let today = LocalDate(daysSinceEpoch: 20_520)
    static let entries: [Entry] = (0..<60).map { day in
        Entry(trackableId: 1, date: LocalDate(daysSinceEpoch: 20_460 + day), value: Double(day % 7) * 3_000, source: .manual)
    }

    static let run: @Sendable (Data) -> Void = { data in
        guard var rule = try? JSONDecoder().decode(AchievementRule.self, from: data) else { return }
        rule.trackableId = 1
        let zone = rule.zoneId == nil ? nil : RuleTarget.zone
        if rule.zoneId != nil { rule.zoneId = 1 }
        _ = rule.name(for: trackable, zone: zone)
        _ = rule.thresholdText
        _ = AchievementEngine.evaluate(trackable: trackable, rules: [rule], zones: zone.map { [$0] } ?? [], entries: entries,
                                       disruptions: [], today: today, includeLoggedAnything: true)
    }
}
