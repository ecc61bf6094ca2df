/// One name's coding time in a breakdown.
public struct BreakdownRow: Sendable, Hashable, Codable {
    /// The project, language, editor or source (or ``Breakdown/unnamed`` or ``Breakdown/untimed``).
    public var name: String
    /// Its seconds over the range.
    public var seconds: Double
    /// Its part of all the rows' seconds, 0…1 (0 when nothing was coded).
    public var share: Double

    /// Creates a row.
    public init(name: String, seconds: Double, share: Double) {
        self.name = name
        self.seconds = seconds
        self.share = share
    }
}
