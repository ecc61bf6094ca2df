import CairnApp
import Foundation

/// The imports started from the page with JavaScript, each running on its own queue while the
/// page polls `GET /api/import/ID` for its progress (``ImportProgress``) and then its summary.
/// A finished job is kept for ``keptFor`` seconds after it ends, then forgotten.
final class ImportJobs: Sendable {
    /// One job as the page reads it.
    struct State: Sendable, Encodable {
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
        fileprivate var ended: Date?
        /// Whose import it is on a team server (the person's id); nil on a personal one.
        fileprivate var owner: Int64?

        enum CodingKeys: String, CodingKey { case state, status, done, total, lines, error }
    }

    /// How long a finished job's result stays readable.
    static let keptFor: TimeInterval = 600

    private let jobs = LockedJobs()

    /// Starts `work` on its own queue for `owner` (a team person's id) and returns the job's id.
    func start(owner: Int64? = nil, _ work: @escaping @Sendable (_ progress: @escaping @Sendable (ImportProgress) -> Void) throws(AppError) -> FileImport) -> String {
        let id = UUID().uuidString.lowercased()
        jobs.update { $0 = $0.filter { $0.value.ended.map { Date().timeIntervalSince($0) < Self.keptFor } ?? true } }
        jobs.update { $0[id] = State(owner: owner) }
        DispatchQueue.global(qos: .userInitiated).async { [jobs] in
            let progress: @Sendable (ImportProgress) -> Void = { step in
                jobs.update { all in
                    switch step {
                    case let .status(text): all[id]?.status = text
                    case let .stored(done, total):
                        all[id]?.done = done
                        all[id]?.total = total
                    case .finished: break
                    }
                }
            }
            do throws(AppError) {
                let result = try work(progress)
                jobs.update { $0[id]?.state = "done"; $0[id]?.lines = result.lines; $0[id]?.ended = Date() }
            } catch {
                jobs.update { $0[id]?.state = "failed"; $0[id]?.error = error.description; $0[id]?.ended = Date() }
            }
        }
        return id
    }

    /// The job `id`, if it is known and `owner`'s (someone else's is not known to them).
    func state(_ id: String, owner: Int64? = nil) -> State? { jobs.read { $0[id].flatMap { $0.owner == owner ? $0 : nil } } }
}

/// The jobs behind a lock.
private final class LockedJobs: @unchecked Sendable {
    // Guarded by `lock`.
    private let lock = NSLock()
    private var jobs: [String: ImportJobs.State] = [:]

    func update(_ change: (inout [String: ImportJobs.State]) -> Void) { lock.withLock { change(&jobs) } }
    func read<T>(_ body: ([String: ImportJobs.State]) -> T) -> T { lock.withLock { body(jobs) } }
}
