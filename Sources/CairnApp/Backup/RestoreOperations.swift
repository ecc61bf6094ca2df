import CairnCore
import CairnStore
import CairnTeam
import Foundation

/// `import cairn`: a `cairn export` restored into an empty database, every id kept.
extension Workspace {
    /// Restores the export `file` (`-`: `stdin`) as one undoable change. The whole file is read
    /// and checked before the database is opened, so a bad file writes nothing (and creates no
    /// database); a database that holds anything is refused, saying what it holds.
    /// - Returns: how many of each thing came back.
    package func restore(_ file: String, stdin: () -> Data) throws(AppError) -> BackupSummary {
        let data = try ImportFiles.read(file, stdin: stdin)
        let document: BackupDocument
        do { document = try BackupDocument.read(data, file: file) } catch { throw .failure(error.description) }
        if let person = try teamPersonStore() { return try restore(document, into: person) }
        let store = try openStore()
        do {
            if let holding = try store.contents() {
                throw BackupError.notEmpty(path: databasePath, holding: holding)
            }
        } catch {
            throw .failure("\(error)")
        }
        return try change(store, "import cairn \(file)") { try store.restore(document) }
    }

    /// Restores `document` into the team person's account, which must be empty, in one
    /// transaction, every id and the seen set kept (so nothing is announced again). Its
    /// heartbeats must be within ``HeartbeatLimits`` at `now`, as the endpoint's.
    private func restore(_ document: BackupDocument, into person: TeamPersonStore) throws(AppError) -> BackupSummary {
        let rows = try PersonRows(document: document)
        // The heartbeats the endpoint would take now, no others: a file cannot bring what a
        // person's editor could not send (a partition for every month of a century).
        for (index, beat) in rows.heartbeats.enumerated() {
            if let refusal = HeartbeatLimits.refusal(beat, index: index, now: now.timeIntervalSince1970) {
                throw .failure("cannot import into the account of \(person.person.name): \(refusal) (heartbeats are kept from 2000-01-01 "
                    + "to a day from now); nothing was written")
            }
        }
        try storeCall("cannot import into the account of \(person.person.name)") { try person.store.restore(rows, for: person.person) }
        var summary = BackupSummary()
        summary.goalVersions = rows.goalVersions.count
        summary.trackables = rows.trackables.count
        summary.zones = rows.zones.count
        summary.readings = rows.readings.count
        summary.rules = rows.rules.count
        summary.disruptions = rows.holds.count
        summary.dayTotals = rows.importedDays.count
        summary.entries = rows.entries.count
        summary.sessions = rows.sessions.count
        summary.heartbeats = rows.heartbeats.count
        summary.seen = rows.seen.count
        return summary
    }
}
