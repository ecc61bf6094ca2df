import CairnCore
import CairnStore

/// `rule add` and its `--dry-run`.
extension Workspace {
    /// Adds the rule `request` describes; its history's moments are marked seen as it is stored.
    /// - Returns: the rule stored, what it reads, its zone, and the moments its history already holds.
    package func addRule(_ request: RuleRequest) throws(AppError) -> (rule: AchievementRule, draft: RuleDraft, past: [Moment]) {
        let store = try openTrackableStore(create: true)
        let draft = try ruleDraft(request, store: store)
        let (engine, today) = try clock(store)
        let stored = draft.builtIn ? [] : try storeCall("cannot read the rules") { try store.rules(trackableIds: [draft.trackable.id]) }
        if let twin = stored.first(where: { $0.sameSettings(as: draft.rule) }) {
            throw .failure("\(draft.trackable.name) already has that rule (rule \(twin.id): \(twin.name(for: draft.read, zone: draft.zone)), \(twin.thresholdText))")
        }
        // A new rule's past moments are history, not news: they are marked seen as it is stored.
        let (rule, past) = try RuleWrites.add(draft.rule, to: draft.trackable, builtIn: draft.builtIn, label: "rule add \(draft.name)",
                                              store: store, workspace: self, engine: engine, today: today)
        return (rule, draft, past)
    }

    /// The moments the rule `request` describes would mark over the history: nothing is saved
    /// and nothing is marked seen.
    package func previewRule(_ request: RuleRequest) throws(AppError) -> DryRunDocument {
        let store = try openTrackableStore()
        let draft = try ruleDraft(request, store: store)
        let (engine, today) = try clock(store)
        let moments = try RuleDryRun.moments(of: [draft.rule], trackable: draft.trackable, store: store,
                                             engine: engine, today: today, self).first ?? []
        return DryRunDocument(name: draft.name, threshold: draft.rule.thresholdText, moments: moments.map(DryRunDocument.Moment.init))
    }

    /// The rule `request` describes, checked against what is stored: the trackable (a built-in
    /// read as if stored), its Reading and zone, and whether the measure means something there.
    private func ruleDraft(_ request: RuleRequest, store: any TrackableStore) throws(AppError) -> RuleDraft {
        // A built-in (Coding) is stored with its first rule; a dry run reads it unstored.
        let existing = try storeCall("cannot read the trackables") { try store.trackable(named: request.trackable) }
        let builtIn = existing == nil ? BuiltInTrackables.named(request.trackable).map { template -> Trackable in
            var unstored = template
            unstored.id = -1
            return unstored
        } : nil
        let trackable: Trackable
        if let known = existing ?? builtIn {
            trackable = known
        } else {
            trackable = try self.trackable(named: request.trackable, in: store)
        }
        let reading = try request.reading.map { name throws(AppError) in try self.reading(named: name, of: trackable, in: store) }
        // A rule over a Reading reads the Reading's field: it is judged and named by it.
        let read = reading.map { $0.valueTrackable(of: trackable) } ?? trackable
        var zone: Zone?
        if let zoneName = request.zone {
            let zones = try storeCall("cannot read the zones") { try store.zones() }.filter { $0.trackableId == trackable.id }
            guard let found = zones.first(where: { $0.name.lowercased() == zoneName.lowercased() }) else {
                throw .usage("\(trackable.name) has no zone \"\(zoneName)\"" + (zones.isEmpty ? "; add one with `cairn zone add`" : "; it has: " + zones.map(\.name).joined(separator: ", ")))
            }
            zone = found
        }
        let rule = AchievementRule(id: 0, trackableId: trackable.id, measure: request.measure, threshold: request.threshold.tidied(lowest: request.low),
                                   zoneId: zone?.id, direction: request.low ? .low : .high, days: request.days, of: reading?.id)
        if let problem = reading?.problem(of: trackable) ?? rule.problem(for: read, zone: zone) {
            throw .usage("cannot add that rule to \(read.name): \(problem)")
        }
        return RuleDraft(rule: rule, trackable: trackable, read: read, zone: zone, builtIn: builtIn != nil)
    }
}
