import Foundation

/// What an import did: how much was new, how much was already there, and the time it covers.
public struct ImportSummary: Sendable, Hashable, Codable {
    /// Records written.
    public var added: Int
    /// Records skipped because the same record was already stored.
    public var duplicates: Int
    /// The earliest instant covered, when anything was read.
    public var earliest: Date?
    /// The latest instant covered, when anything was read.
    public var latest: Date?

    /// Creates a summary.
    public init(added: Int = 0, duplicates: Int = 0, earliest: Date? = nil, latest: Date? = nil) {
        self.added = added
        self.duplicates = duplicates
        self.earliest = earliest
        self.latest = latest
    }
}
