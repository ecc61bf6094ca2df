/// A day series another one reads: a trackable's day values (logged or derived), or a Reading's.
public enum SeriesRef: Sendable, Hashable, Codable {
    /// A trackable, by id.
    case trackable(Int64)
    /// A Reading, by id.
    case reading(Int64)
}
