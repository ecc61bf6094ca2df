import Foundation

/// A stretch of coding: `[start, start + seconds)`, with where it came from.
public struct Session: Sendable, Hashable, Codable {
    /// When the session began.
    public var start: Date
    /// How long it lasted, in seconds (never negative).
    public var seconds: Double
    /// The project worked on, when known.
    public var project: String?
    /// The programming language, when known.
    public var language: String?
    /// The editor or tool that recorded it, when known.
    public var editor: String?
    /// The importer or integration the session came from (`wakatime`, `activitywatch`, `json`…).
    public var source: String?

    /// Creates a session.
    public init(start: Date, seconds: Double, project: String? = nil, language: String? = nil,
                editor: String? = nil, source: String? = nil) {
        self.start = start
        self.seconds = seconds
        self.project = project
        self.language = language
        self.editor = editor
        self.source = source
    }

    /// The session's instants as a span of epoch seconds.
    public var span: TimeSpan {
        let start = start.timeIntervalSince1970
        return TimeSpan(start: start, end: start + Swift.max(0, seconds))
    }
}
