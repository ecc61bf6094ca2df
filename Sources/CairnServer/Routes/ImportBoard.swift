import CairnApp
import CairnTeam

/// The work of an import job: the import itself, telling `progress` how far it is.
typealias ImportWork = @Sendable (_ progress: @escaping @Sendable (ImportProgress) -> Void) throws(AppError) -> FileImport

/// Where the Import page's jobs are kept and read: in the memory of a personal server
/// (``ImportJobs``), or in the team database on a team server (``TeamImportJobs``, so any
/// server of the team answers a poll). ``ImportRoutes`` uses either alike.
protocol ImportBoard: Sendable {
    /// The server's caps on import jobs (``ImportSlots``), shared by every request.
    var slots: ImportSlots { get }
    /// Whose jobs this board starts (the person's id on a team; one owner on a personal server).
    var owner: String { get }

    /// Records a job for `reservation` and runs `work` once a running slot is free (``ImportSlots``),
    /// returning the job's id at once.
    /// - Throws: ``AppError`` when the job cannot be recorded (the team database unreachable);
    ///   `work` was not started and the reservation is given back then.
    func start(_ reservation: ImportSlots.Reservation, _ work: @escaping ImportWork) throws(AppError) -> String

    /// The job `id` as the page reads it, or nil when there is none (or it is someone else's,
    /// or it ended more than ``ImportJobs/keptFor`` seconds ago).
    /// - Throws: ``AppError`` when the team database cannot be read.
    func state(_ id: String) throws(AppError) -> ImportJobRow?
}

extension ImportBoard {
    /// Takes a place for one more of ``owner``'s jobs.
    /// - Throws: ``ImportSlots/Full`` when they or the server have no room.
    func reserve() throws(ImportSlots.Full) -> ImportSlots.Reservation { try slots.reserve(owner: owner) }
}
