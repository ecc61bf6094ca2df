/// Who logged an entry: the person, an integration, or a schedule.
public enum EntrySource: String, Sendable, Hashable, Codable, CaseIterable {
    /// Typed by the person: the only entries that are "their own".
    case manual
    /// Logged for them by an integration (a coding tracker, a smart scale).
    case integration
    /// Logged for them by a schedule.
    case schedule
}
