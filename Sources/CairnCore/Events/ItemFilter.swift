/// Which items of an Event a Reading reads: those whose `field` holds `value`
/// (`exercise = Bench press`, a choice by its code).
public struct ItemFilter: Sendable, Hashable, Codable {
    /// The field compared.
    public var field: String
    /// The value it must hold, in the field's base unit (a choice's code).
    public var value: Double

    /// Creates a filter.
    public init(field: String, value: Double) {
        self.field = field
        self.value = value
    }

    /// Whether `item` passes.
    public func passes(_ item: EventItem) -> Bool {
        item.values[field] == value
    }
}
