import CairnApp
import CairnTeam

/// The work of an import job: the import itself, telling `progress` how far it is.
typealias ImportWork = @Sendable (_ progress: @escaping @Sendable (ImportProgress) -> Void) throws(AppError) -> FileImport

/// Where the Import page's jobs are kept and read: in the memory of a personal server
/// (``ImportJobs``), or in the team database on a team server (``TeamImportJobs``, so any
/// server of the team answers a poll). ``ImportRoutes`` uses either alike.
protocol ImportBoard: Sendable {
    /// Starts `work` on a queue of its own and returns the job's id.
    /// - Throws: ``AppError`` when the job cannot be recorded (the team database unreachable);
    ///   `work` was not started then.
    func start(_ work: @escaping ImportWork) throws(AppError) -> String

    /// The job `id` as the page reads it, or nil when there is none (or it is someone else's,
    /// or it ended more than ``ImportJobs/keptFor`` seconds ago).
    /// - Throws: ``AppError`` when the team database cannot be read.
    func state(_ id: String) throws(AppError) -> ImportJobRow?
}
