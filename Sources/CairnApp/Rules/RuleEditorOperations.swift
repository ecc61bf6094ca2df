import CairnCore
import CairnStore

/// What the rule editor shows for one trackable: every trackable to pick from, the one picked,
/// its rules, Readings and the zones.
package struct RuleEditorData: Sendable {
    package var trackables: [Trackable]
    package var trackable: Trackable
    package var rules: [AchievementRule]
    package var readings: [Reading]
    package var zones: [Zone]
}

/// The Achievements page's rule editor: its data, its Preview and its save, each the same call
/// for the page and for `PUT /api/trackables/ID/rules`.
extension Workspace {
    /// The editor for trackable `picked` (the first when nil or unknown); nil when there is no trackable.
    package func ruleEditor(picked: Int64?) throws(AppError) -> RuleEditorData? {
        let store = try openTrackableStore(create: true)
        return try storeCall("cannot read the rules") { () throws -> RuleEditorData? in
            let trackables = try store.trackables()
            guard let first = trackables.first else { return nil }
            let chosen = trackables.first { $0.id == picked } ?? first
            return RuleEditorData(trackables: trackables, trackable: chosen, rules: try store.rules(trackableIds: [chosen.id]),
                                  readings: try store.readings(trackableId: chosen.id), zones: try store.zones())
        }
    }

    /// What each of `drafts` would mark over the history of `trackable` (`rule add --dry-run`'s
    /// path): nothing is saved and nothing is marked seen.
    package func previewRules(_ drafts: [AchievementRule], of trackable: Trackable) throws(AppError) -> [[Moment]] {
        let store = try openTrackableStore()
        let (engine, today) = try clock(store)
        return try RuleDryRun.moments(of: drafts, trackable: trackable, store: store, engine: engine, today: today, self)
    }

    /// Saves the editor's whole ticked set for trackable `id` (``RuleWrites/saveEditor(_:readings:of:store:workspace:engine:today:)``):
    /// the trackable's own rules the editor has a box for, and those of each Reading in `readings`.
    /// Every rule is checked first (its zone is the trackable's, its Reading is named, its measure
    /// applies); on any refusal nothing is written.
    /// - Returns: the trackable's rules as `rule list TRACKABLE --json` prints them.
    package func saveRules(_ ticked: [AchievementRule], readings named: [Int64], trackableId: Int64) throws(AppError) -> [RuleDocument] {
        let store = try openTrackableStore(create: true)
        let (trackables, zones, readings) = try storeCall("cannot read the trackables") {
            (try store.trackables(), try store.zones(), try store.readings(trackableId: trackableId))
        }
        guard let trackable = trackables.first(where: { $0.id == trackableId }) else {
            throw .notFound("no trackable with id \(trackableId)")
        }
        if let unknown = named.first(where: { id in !readings.contains { $0.id == id } }) {
            throw .failure("\(trackable.name) has no Reading with id \(unknown)")
        }
        for (index, rule) in ticked.enumerated() {
            let zone = rule.zoneId.flatMap { id in zones.first { $0.id == id && $0.trackableId == trackableId } }
            if rule.zoneId != nil && zone == nil { throw .failure("rule \(index + 1) names a zone \(trackable.name) does not have") }
            let reading = rule.of.flatMap { id in readings.first { $0.id == id } }
            if let of = rule.of, reading == nil || !named.contains(of) {
                throw .failure("rule \(index + 1) reads Reading \(of), which \"readings\" does not name for \(trackable.name)")
            }
            // A rule over a Reading reads the Reading's field: it is judged by it.
            let read = reading.map { $0.valueTrackable(of: trackable) } ?? trackable
            if let problem = reading?.problem(of: trackable) ?? rule.problem(for: read, zone: zone) {
                throw .failure("rule \(index + 1): \(problem)")
            }
        }
        let (engine, today) = try clock(store)
        _ = try RuleWrites.saveEditor(ticked, readings: named, of: trackable, store: store, workspace: self, engine: engine, today: today)
        return try ruleDocuments(store, only: trackable)
    }
}
