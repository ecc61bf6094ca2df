/// One of a person's import jobs as the team database keeps it (`person_import_jobs`): what the
/// Import page polls for, whichever server it asks.
public struct ImportJobRow: Sendable, Hashable, Codable {
    /// How far the job is.
    public enum State: String, Sendable, Hashable, Codable {
        case running, done, failed
    }

    /// Running, done or failed.
    public var state: State
    /// The phase's words ("reading and joining the heartbeats of FILE…").
    public var status: String?
    /// Rows stored so far.
    public var done: Int?
    /// Rows to store in all, once known.
    public var total: Int?
    /// The closing summary, when done.
    public var lines: [String]?
    /// The refusal's words, when failed.
    public var error: String?

    /// A job with these fields (a new one is running, nothing known yet).
    public init(state: State = .running, status: String? = nil, done: Int? = nil, total: Int? = nil,
                lines: [String]? = nil, error: String? = nil) {
        self.state = state
        self.status = status
        self.done = done
        self.total = total
        self.lines = lines
        self.error = error
    }
}
