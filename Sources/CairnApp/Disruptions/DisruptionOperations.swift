import CairnCore
import CairnStore

/// Disruptions: days on hold, which neither break nor extend a streak (for everything, which
/// also holds the coding goal, or for one trackable). The same on a SQLite file and for a team
/// person (`person_holds`), through the ``TrackableStore``.
extension Workspace {
    /// Puts `from` through `to` on hold (for the trackable named `trackable`, else for
    /// everything), as one undoable change.
    /// - Returns: the disruption's document.
    package func addDisruption(from: LocalDate, to: LocalDate, reason: String, trackable: String?) throws(AppError) -> DisruptionDocument {
        guard from <= to else { throw .usage("--from \(from) is after --to \(to)") }
        let store = try openTrackableStore(create: true)
        let scope = try trackable.map { name throws(AppError) in try self.trackable(named: name, in: store) }
        let disruption = Disruption(from: from, to: to, reason: reason, trackableIds: scope.map { [$0.id] })
        let id = try change(store, "disruption add \(from) to \(to)") { try store.insertHold(disruption) }
        return DisruptionDocument(id: id, disruption, name: scope?.name)
    }

    /// Every disruption, oldest first.
    package func disruptions() throws(AppError) -> [DisruptionDocument] {
        let store = try openTrackableStore()
        let (disruptions, trackables) = try storeCall("cannot read the disruptions") { (try store.storedDisruptions(), try store.trackables()) }
        return disruptions.map { row in
            DisruptionDocument(id: row.id, row.disruption,
                               name: row.disruption.trackableIds?.first.flatMap { id in trackables.first { $0.id == id }?.name })
        }
    }

    /// Removes disruption `id`, as one undoable change: its days count again.
    package func removeDisruption(id: Int64) throws(AppError) {
        let store = try openTrackableStore()
        guard try change(store, "disruption remove \(id)", { try store.removeDisruption(id: id) }) else {
            throw .notFound(team == nil ? "there is no disruption \(id); see `cairn disruption list`" : "there is no disruption \(id) of yours")
        }
    }
}
