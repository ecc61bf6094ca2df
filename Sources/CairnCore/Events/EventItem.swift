/// One item of an Event (one set of a workout): a value per field, each in its field's base
/// unit (a choice by its code). A field the item does not give is absent.
public struct EventItem: Sendable, Hashable, Codable {
    /// The values by field name.
    public var values: [String: Double]

    /// Creates an item.
    public init(_ values: [String: Double]) {
        self.values = values
    }
}
