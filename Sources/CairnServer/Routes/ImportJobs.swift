import CairnApp
import CairnTeam
import Foundation

/// A personal server's imports started from the page with JavaScript, each running on its own
/// queue while the page polls `GET /api/import/ID` for its progress (``ImportProgress``) and then
/// its summary, each job an ``ImportJobRow`` (as a team keeps it) in this server's memory. A
/// finished job is kept for ``keptFor`` seconds after it ends, then forgotten. (A team server
/// keeps its jobs in the team database: ``TeamImportJobs``.)
final class ImportJobs: ImportBoard {
    /// How long a finished job's result stays readable.
    static let keptFor: TimeInterval = 600

    /// A job and when it ended.
    private struct Job: Sendable {
        var state: ImportJobRow
        var ended: Date?
    }

    /// The jobs by id.
    private let jobs = Locked<[String: Job]>([:])
    /// This server's caps on jobs.
    let slots: ImportSlots
    /// One person's server: one owner.
    let owner = "owner"

    /// - Parameter slots: the caps on jobs (the defaults of ``ImportSlots/Limits``).
    init(slots: ImportSlots = ImportSlots()) { self.slots = slots }

    /// Records a job (waiting until a slot is free), runs `work` in its slot and returns the job's id.
    func start(_ reservation: ImportSlots.Reservation, _ work: @escaping ImportWork) -> String {
        let id = UUID().uuidString.lowercased()
        jobs.withLock { all in
            all = all.filter { $0.value.ended.map { Date().timeIntervalSince($0) < Self.keptFor } ?? true }
            var row = ImportJobRow()
            row.status = "waiting for another import to finish"
            all[id] = Job(state: row)
        }
        slots.run(reservation) { [jobs] in
            let progress: @Sendable (ImportProgress) -> Void = { step in
                jobs.withLock { all in _ = all[id]?.state.apply(step) }
            }
            do throws(AppError) {
                let result = try work(progress)
                jobs.withLock { $0[id]?.state.state = .done; $0[id]?.state.lines = result.lines; $0[id]?.ended = Date() }
            } catch {
                jobs.withLock { $0[id]?.state.state = .failed; $0[id]?.state.error = error.description; $0[id]?.ended = Date() }
            }
        }
        return id
    }

    /// The job `id`, if it is known.
    func state(_ id: String) -> ImportJobRow? { jobs.withLock { $0[id]?.state } }
}
