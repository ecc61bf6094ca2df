/// One heartbeat's fields as Cairn keeps them: the time, what WakaTime's duplicate rule compares
/// (entity, type, project, branch, language), and the editor (from `editor` or the user agent).
public struct HeartbeatRow: Sendable, Hashable, Codable {
    /// Epoch seconds (fractional).
    public var time: Double
    /// The file, app or domain.
    public var entity: String
    /// `file`, `app` or `domain` (the CLI's `entity_type`).
    public var type: String
    /// The project ("" for none).
    public var project: String
    /// The branch ("" for none).
    public var branch: String
    /// The language ("" for none).
    public var language: String
    /// The editor ("" when unknown).
    public var editor: String

    /// Creates a row.
    public init(time: Double, entity: String, type: String, project: String, branch: String, language: String, editor: String) {
        self.time = time
        self.entity = entity
        self.type = type
        self.project = project
        self.branch = branch
        self.language = language
        self.editor = editor
    }
}
