import CairnApp
import CairnTeam
import Foundation

/// A team server's import jobs for the signed-in person, kept in the team database
/// (`person_import_jobs`, ``TeamStore/importJob(_:of:keptFor:staleAfter:)``) so a poll answered
/// by any server of the team reads the job, whichever server runs it.
///
/// A job runs where it was received; its ``ImportJobWriter`` writes its progress and a heartbeat
/// on a connection of its own. A job another person started is not known to this one (the same
/// 404 as an unknown id), and a job still running but not heard from for ``staleAfter`` seconds
/// (its server stopped) reads as failed with ``TeamStore/stoppedImportWords``.
struct TeamImportJobs: ImportBoard {
    /// The team database (reads use the request thread's connection).
    var connections: TeamConnections
    /// The signed-in person, whose jobs these are.
    var person: Person
    /// This server's caps on jobs, and the heartbeat of those that wait.
    var waiting: TeamImportSlots

    var slots: ImportSlots { waiting.slots }
    var owner: String { String(person.id) }

    /// What a job reads while it waits for a running slot.
    static let waitingWords = "waiting for other imports on this server to finish"

    /// How long a running job may go unheard before it reads as failed: six heartbeats.
    static let staleAfter: TimeInterval = 120
    /// How often a running job's server tells the database it is still at it.
    static let heartbeatEvery: TimeInterval = 20
    /// The least time between two writes of a job's counts (at most four a second).
    static let writesEvery: TimeInterval = 0.25
    /// After how many seconds a job's failed end is tried again, one after another (26 s in
    /// all, well inside ``staleAfter``, so an import that finished does not read as stopped
    /// because one write of its end failed).
    static let endRetries: [TimeInterval] = [1, 5, 20]

    /// Records a new job for ``person`` on the request's connection, then runs `work` in a
    /// running slot, where its ``ImportJobWriter`` opens the job's own connection.
    /// - Throws: ``AppError/failure(_:)`` when the job cannot be recorded; nothing was started
    ///   and the reservation is given back.
    func start(_ reservation: ImportSlots.Reservation, _ work: @escaping ImportWork) throws(AppError) -> String {
        let id = UUID().uuidString.lowercased()
        do {
            try connections.store().startImportJob(id, of: person, keptFor: ImportJobs.keptFor, staleAfter: Self.staleAfter)
            if slots.running >= slots.limits.running {
                try connections.store().recordImportJob(id, of: person, ImportJobRow(status: Self.waitingWords))
            }
        } catch {
            slots.cancel(reservation)
            throw .failure("the import could not be started: the team database did not answer; try again")
        }
        waiting.waits(reservation, job: id, of: person)
        let (address, person, waiting) = (connections.address, person, waiting)
        slots.run(reservation) {
            waiting.runs(reservation)
            let writer: ImportJobWriter
            do {
                writer = try ImportJobWriter(address: address, job: id, of: person, recorded: true)
            } catch {
                Self.failUnstarted(id, of: person, address: address, error)
                return
            }
            do throws(AppError) {
                let result = try work { writer.progress($0) }
                writer.end(ImportJobRow(state: .done, lines: result.lines))
            } catch {
                writer.end(ImportJobRow(state: .failed, error: error.description))
            }
        }
        return id
    }

    /// Ends job `id` as failed when its own connection could not be opened (one more try on a
    /// fresh one; should that fail too, the job reads as stopped after ``staleAfter``).
    private static func failUnstarted(_ id: String, of person: Person, address: String, _ error: any Error) {
        let log = Logger(label: "import-jobs")
        log.error("import \(id) could not open its connection: \(error)")
        do {
            try TeamStore(address: address).endImportJob(id, of: person, ImportJobRow(state: .failed, error: "the team database did not answer; import the file again"))
        } catch {
            log.error("import \(id) could not be marked as failed: \(error)")
        }
    }

    /// ``person``'s job `id` as the page reads it.
    func state(_ id: String) throws(AppError) -> ImportJobRow? {
        do {
            return try connections.store().importJob(id, of: person, keptFor: ImportJobs.keptFor, staleAfter: Self.staleAfter)
        } catch {
            Logger(label: "import-jobs").error("the progress of import \(id) could not be read: \(error.description)")
            throw .failure("the import's progress could not be read: \(TeamSignIn.outage)")
        }
    }
}
