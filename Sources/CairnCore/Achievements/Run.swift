/// A maximal run of counted days (hold days inside it carry it without adding).
public struct Run: Sendable, Hashable, Codable {
    /// Its first counted day.
    public var first: LocalDate
    /// Its last counted day.
    public var last: LocalDate
    /// How many days counted.
    public var length: Int

    /// Creates a run.
    public init(first: LocalDate, last: LocalDate, length: Int) {
        self.first = first
        self.last = last
        self.length = length
    }
}
