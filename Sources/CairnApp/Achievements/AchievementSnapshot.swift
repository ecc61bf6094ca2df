import CairnCore
import CairnStore
import Foundation

/// What the achievements engine reads, loaded from the store: everything (the Achievements
/// page) or just what re-reading one trackable after a log needs.
package struct AchievementSnapshot {
    package var trackables: [Trackable]
    package var rules: [AchievementRule]
    package var zones: [Zone]
    /// Every entry split by trackable (unfocused), or `nil` when focused.
    package var groups: EntryGroups?
    /// The entries a focused read re-reads: one trackable's entries (and those the derived
    /// trackables that read it read), the Nothings and a stand-in for each day the person logged
    /// anything of their own.
    private var focusedEntries: [Entry] = []
    /// Every entry (unfocused), or what a focused read re-reads.
    package var entries: [Entry] { groups?.all ?? focusedEntries }
    package var disruptions: [Disruption]
    /// What Readings and derived trackables read besides the entries.
    package var inputs: SeriesInputs
    /// The derived trackables with rules a focused read re-reads: those that read the focus.
    package var derivedToRead: Set<Int64> = []

    /// Loads the data for every trackable, or only for `focus` (a trackable id; 0 for Logged
    /// anything alone). Dates that do not exist in the user's zone, between the first entry and
    /// today, join the disruptions: a date with no time in it is on hold.
    ///
    /// A derived trackable reads other trackables' entries: when focused, the derived trackables
    /// with rules that read the focus (transitively) are re-read too, over the entries of every
    /// trackable they read; the coding goal's verdicts are computed only when a derived trackable
    /// reads them (`now` clips the sessions).
    /// - Parameter unstored: a trackable read as if stored (a built-in previewed before its first rule).
    package init(_ store: any TrackableStore, engine: GoalEngine, today: LocalDate, focus: Int64? = nil, now: Date? = nil,
         unstored: Trackable? = nil) throws {
        var trackables = try store.trackables()
        if let unstored, !trackables.contains(where: { $0.id == unstored.id }) { trackables.append(unstored) }
        self.trackables = trackables
        // Which trackables have rules matters only for the derived ones (none, most often).
        let withRules = trackables.contains { $0.derivation != nil } ? try store.ruleTrackableIds() : []
        let readings = try store.readings(trackableId: nil)
        var derivedWithRules = trackables.filter { t in t.derivation != nil && withRules.contains(t.id) }
        if let focus {
            // After a log, only the derived trackables that read the focus (transitively) can change.
            derivedWithRules = derivedWithRules.filter { derived in
                DerivedReads.reads(derived, focus, trackables: trackables, readings: readings) || derived.id == focus
            }
        }
        let reread = Set(derivedWithRules.map(\.id))
        derivedToRead = reread
        // Focused, only the rules re-read are decoded: the focus's and those of the derived
        // trackables that read it.
        rules = try store.rules(trackableIds: focus.map { reread.union([$0]) })
        zones = try store.zones()
        if let focus {
            // The focus and every trackable the derived ones read, transitively; a tag read
            // alone means every entry (a tag may be on any).
            var wanted: Set<Int64> = [focus]
            var everything = false
            for derived in derivedWithRules + trackables.filter({ $0.id == focus && $0.derivation != nil }) {
                let sources = DerivedReads.sources(of: derived, trackables: trackables, readings: readings)
                wanted.formUnion(sources.ids)
                everything = everything || sources.anyEntry
            }
            focusedEntries = everything ? try store.entries() : try store.evaluationEntries(forAll: wanted)
        } else {
            groups = try store.entryGroups()
        }
        disruptions = try store.disruptions()
        if let first = groups?.firstDate ?? focusedEntries.lazy.map(\.date).min(), first <= today {
            disruptions += engine.missingDates(from: first, through: today)
        }
        var verdicts: [DayVerdict] = []
        let readsCoding = (derivedWithRules + trackables.filter { $0.id == focus }).contains {
            $0.derivation?.op == .coded || $0.derivation?.op == .insideWindow
        }
        if readsCoding {
            let merged = try store.mergedSessionSpans(until: now ?? Date())
            if let first = engine.seriesStart(merged: merged), first <= today {
                verdicts = engine.verdicts(merged: merged, from: first, through: today, seriesStart: first, today: today,
                                           onHold: try store.goalHoldDates())
            }
        }
        inputs = SeriesInputs(trackables: trackables, readings: readings, goals: engine.history, verdicts: verdicts)
    }

    /// One trackable's rules and Logged anything, plus the derived trackables with rules that
    /// read it: what a log re-reads.
    package func evaluate(_ trackable: Trackable, today: LocalDate) -> Evaluation {
        var result = AchievementEngine.evaluate(trackable: trackable, rules: rules.filter { $0.trackableId == trackable.id },
                                                zones: zones.filter { $0.trackableId == trackable.id }, entries: entries,
                                                disruptions: disruptions, today: today, inputs: inputs)
        for derived in trackables where derivedToRead.contains(derived.id) && derived.id != trackable.id {
            let theirs = rules.filter { $0.trackableId == derived.id }
            guard !theirs.isEmpty else { continue }
            let one = AchievementEngine.evaluate(trackable: derived, rules: theirs,
                                                 zones: zones.filter { $0.trackableId == derived.id }, entries: entries,
                                                 disruptions: disruptions, today: today, includeLoggedAnything: false,
                                                 inputs: inputs)
            result.moments += one.moments
            result.comingUp += one.comingUp
            result.skipped += one.skipped
        }
        result.moments = AchievementEngine.inDateOrder(result.moments)
        return result
    }

    /// Every trackable's rules and Logged anything, moments in date order.
    package func evaluateAll(today: LocalDate) -> Evaluation {
        AchievementEngine.evaluateAll(trackables: trackables, rules: rules, zones: zones, groups: groups ?? EntryGroups(focusedEntries),
                                      disruptions: disruptions, today: today, inputs: inputs)
    }
}
