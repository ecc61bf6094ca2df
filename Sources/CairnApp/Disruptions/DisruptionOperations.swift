import CairnCore
import CairnStore

/// Disruptions: days on hold, which neither break nor extend a streak (for everything, or for
/// one trackable). In team mode a person has no trackables: their disruptions are holds of the
/// coding goal, stored in `person_holds`.
extension Workspace {
    /// Puts `from` through `to` on hold (for the trackable named `trackable`, else for
    /// everything), as one undoable change.
    /// - Returns: the disruption's document.
    package func addDisruption(from: LocalDate, to: LocalDate, reason: String, trackable: String?) throws(AppError) -> DisruptionDocument {
        guard from <= to else { throw .usage("--from \(from) is after --to \(to)") }
        if let person = try teamPersonStore() {
            guard trackable == nil else { throw .usage("a hold for one trackable is not in team mode yet: " + Self.notInTeamMode) }
            let id = try change(person, "disruption add \(from) to \(to)") { try person.store.addHold(from: from, to: to, reason: reason, for: person.person) }
            return DisruptionDocument(id: id, Disruption(from: from, to: to, reason: reason), name: nil)
        }
        let store = try openStore()
        let scope = try trackable.map { name throws(AppError) in try self.trackable(named: name, in: store) }
        let disruption = Disruption(from: from, to: to, reason: reason, trackableIds: scope.map { [$0.id] })
        let id = try change(store, "disruption add \(from) to \(to)") {
            try store.addDisruption(disruption)
            return store.connection.lastInsertRowID
        }
        return DisruptionDocument(id: id, disruption, name: scope?.name)
    }

    /// Every disruption, oldest first.
    package func disruptions() throws(AppError) -> [DisruptionDocument] {
        if let person = try teamPersonStore() {
            return try storeCall("cannot read the disruptions") { try person.store.holds(of: person.person) }
                .map { DisruptionDocument(id: $0.id, $0.disruption, name: nil) }
        }
        let store = try openExistingStore()
        let (disruptions, trackables) = try storeCall("cannot read the disruptions") { (try store.storedDisruptions(), try store.trackables()) }
        return disruptions.map { row in
            DisruptionDocument(id: row.id, row.disruption,
                               name: row.disruption.trackableIds?.first.flatMap { id in trackables.first { $0.id == id }?.name })
        }
    }

    /// Removes disruption `id`, as one undoable change: its days count again.
    package func removeDisruption(id: Int64) throws(AppError) {
        if let person = try teamPersonStore() {
            guard try change(person, "disruption remove \(id)", { try person.store.removeHold(id: id, for: person.person) }) else {
                throw .notFound("there is no disruption \(id) of yours")
            }
            return
        }
        let store = try openExistingStore()
        guard try change(store, "disruption remove \(id)", { try store.removeDisruption(id: id) }) else {
            throw .notFound("there is no disruption \(id); see `cairn disruption list`")
        }
    }
}
