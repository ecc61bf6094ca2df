/// What a breakdown of coding time groups sessions by.
public enum BreakdownDimension: String, Sendable, Hashable, Codable, CaseIterable {
    /// The session's project.
    case project
    /// The session's programming language.
    case language
    /// The editor or tool that recorded it.
    case editor
    /// The importer or integration it came from.
    case source

    /// The session's name under this dimension, when it has one.
    public func name(of session: Session) -> String? {
        switch self {
        case .project: session.project
        case .language: session.language
        case .editor: session.editor
        case .source: session.source
        }
    }
}
