import CairnApp
import Foundation

/// A personal server's imports started from the page with JavaScript, each running on its own
/// queue while the page polls `GET /api/import/ID` for its progress (``ImportProgress``) and then
/// its summary, kept in this server's memory. A finished job is kept for ``keptFor`` seconds
/// after it ends, then forgotten. (A team server keeps its jobs in the team database:
/// ``TeamImportJobs``.)
final class ImportJobs: ImportBoard {
    /// One job as the page reads it (its JSON, keys sorted, is what the page's script reads).
    struct State: Sendable, Hashable, Encodable {
        /// `running`, `done` or `failed`.
        var state = "running"
        /// The phase's words ("reading and joining the heartbeats of FILE…").
        var status: String?
        /// Rows stored so far, and of how many.
        var done: Int?
        var total: Int?
        /// The closing summary, when done.
        var lines: [String]?
        /// The refusal's words, when failed.
        var error: String?

        enum CodingKeys: String, CodingKey { case state, status, done, total, lines, error }
    }

    /// How long a finished job's result stays readable.
    static let keptFor: TimeInterval = 600

    private let jobs = LockedJobs()

    /// Starts `work` on its own queue and returns the job's id.
    func start(_ work: @escaping ImportWork) -> String {
        let id = UUID().uuidString.lowercased()
        jobs.update { $0 = $0.filter { $0.value.ended.map { Date().timeIntervalSince($0) < Self.keptFor } ?? true } }
        jobs.update { $0[id] = LockedJobs.Job(state: State()) }
        DispatchQueue.global(qos: .userInitiated).async { [jobs] in
            let progress: @Sendable (ImportProgress) -> Void = { step in
                jobs.update { all in
                    switch step {
                    case let .status(text): all[id]?.state.status = text
                    case let .stored(done, total):
                        all[id]?.state.done = done
                        all[id]?.state.total = total
                    case .finished: break
                    }
                }
            }
            do throws(AppError) {
                let result = try work(progress)
                jobs.update { $0[id]?.state.state = "done"; $0[id]?.state.lines = result.lines; $0[id]?.ended = Date() }
            } catch {
                jobs.update { $0[id]?.state.state = "failed"; $0[id]?.state.error = error.description; $0[id]?.ended = Date() }
            }
        }
        return id
    }

    /// The job `id`, if it is known.
    func state(_ id: String) -> State? { jobs.read { $0[id]?.state } }
}

/// The jobs behind a lock.
private final class LockedJobs: @unchecked Sendable {
    /// A job and when it ended.
    struct Job {
        var state: ImportJobs.State
        var ended: Date?
    }

    // Guarded by `lock`.
    private let lock = NSLock()
    private var jobs: [String: Job] = [:]

    func update(_ change: (inout [String: Job]) -> Void) { lock.withLock { change(&jobs) } }
    func read<T>(_ body: ([String: Job]) -> T) -> T { lock.withLock { body(jobs) } }
}
