import CairnCore
import CairnStore

/// Finding trackables by name, and the list the Trackables screen and `trackable list` show.
extension Workspace {
    /// The trackable called `name` (whatever its case), or an error that lists what there is.
    package func trackable(named name: String, in store: any TrackableStore) throws(AppError) -> Trackable {
        if let trackable = try storeCall("cannot read the trackables", { try store.trackable(named: name) }) {
            return trackable
        }
        let names = (try? store.trackables().map(\.name)) ?? []
        throw .notFound("no trackable named \"\(name)\"" + (names.isEmpty ? "; add one with `cairn trackable add`" : "; there are: " + names.joined(separator: ", ")))
    }

    /// The trackable `name` for a log; when there is none but the first value word is one, a
    /// bad request asking whether the two were meant the other way round.
    package func trackable(toLog name: String, then values: [String], in store: any TrackableStore) throws(AppError) -> Trackable {
        do {
            return try trackable(named: name, in: store)
        } catch {
            if let next = values.first, (try? store.trackable(named: name)) == nil, let meant = try? store.trackable(named: next) {
                let line = (["cairn", "log", meant.name, name] + values.dropFirst()).joined(separator: " ")
                throw .usage("no trackable named \"\(name)\"; did you mean `\(line)`?")
            }
            throw error
        }
    }

    /// Every trackable with its zones, its number of rules and the live count of the streak set
    /// up on it (the one a card's flame shows); and whether the flame is shown.
    package func trackableList() throws(AppError) -> (documents: [TrackableDocument], flame: Bool) {
        let store = try openTrackableStore()
        let (trackables, zones, rules) = try storeCall("cannot read the trackables") {
            (try store.trackables(), try store.zones(), try store.rules(trackableIds: nil))
        }
        let (engine, today) = try clock(store)
        let flame = try storeCall("cannot read the settings") { try store.encouragement().streaks }
        var documents: [TrackableDocument] = []
        for t in trackables {
            let theirs = rules.filter { $0.trackableId == t.id }
            var document = TrackableDocument(trackable: t, zones: zones.filter { $0.trackableId == t.id }, rules: theirs.count)
            // The live count of the streak set up on the trackable: the same one a Home card reads.
            if let rule = theirs.first(where: { $0.measure == .streak && $0.of == nil }) {
                let data = try storeCall("cannot read the entries") {
                    try AchievementSnapshot(store, engine: engine, today: today, focus: t.id)
                }
                document.streak = AchievementEngine.streak(rule: rule, trackable: t, zones: data.zones, entries: data.entries,
                                                           disruptions: data.disruptions, today: today, inputs: data.inputs)?.current
            }
            documents.append(document)
        }
        return (documents, flame)
    }
}
