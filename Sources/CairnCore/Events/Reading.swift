/// A named way of reading an event trackable, one value per day: one field, reduced each day,
/// for the items a filter passes, optionally reduced within each event first.
///
/// "Max weight" of Strength for `exercise = Bench press` is `field: weight, reduce: max,
/// filter: exercise = Bench press`; "best workout volume" reduces `sum` within each event and
/// `max` across the day's events. A rule reads it through its `of`.
public struct Reading: Sendable, Hashable, Codable, Identifiable {
    /// The store's row id (a rule's `of`).
    public var id: Int64
    /// The event trackable it reads.
    public var trackableId: Int64
    /// The person's name for it ("Max weight").
    public var name: String
    /// The field it reads.
    public var field: String
    /// How the day's values (or the day's events' values) become the day's value.
    public var reduce: ReadingReduction
    /// Which items it reads; all when `nil`.
    public var filter: ItemFilter?
    /// When set, each event is reduced by this first, and the events' values by ``reduce``.
    public var eachEvent: ReadingReduction?

    /// Creates a Reading.
    public init(id: Int64, trackableId: Int64, name: String, field: String, reduce: ReadingReduction,
                filter: ItemFilter? = nil, eachEvent: ReadingReduction? = nil) {
        self.id = id
        self.trackableId = trackableId
        self.name = name
        self.field = field
        self.reduce = reduce
        self.filter = filter
        self.eachEvent = eachEvent
    }

    /// What the Reading's name says before the rule's: the filter's choice label when it has one
    /// ("Bench press · Max weight"), else the trackable's name ("Strength · Max weight").
    public func subject(of trackable: Trackable) -> String {
        if let filter, let field = trackable.fields.first(where: { $0.name == filter.field }),
           case let .choice(scale) = field.kind, let label = scale.label(of: Int(filter.value)) {
            return label + " · " + name
        }
        return trackable.name + " · " + name
    }

    /// Why this Reading cannot be read on `trackable`, or `nil` when it can.
    public func problem(of trackable: Trackable) -> String? {
        guard let read = trackable.fields.first(where: { $0.name == field }) else {
            return "\(trackable.name) has no field \"\(field)\""
        }
        if let filter, !trackable.fields.contains(where: { $0.name == filter.field }) {
            return "\(trackable.name) has no field \"\(filter.field)\" to filter on"
        }
        let reductions = [reduce] + (eachEvent.map { [$0] } ?? [])
        switch read.kind {
        case .text, .habit, .event, .tag:
            if reductions.contains(where: { $0 != .count }) { return "\(field) holds no number: count its items" }
        case .choice, .clockTime, .yesNo:
            if reductions.contains(.sum) || (reductions.contains(.mean) && read.kind != .clockTime) {
                return "the values of \(field) do not add up"
            }
        case .number, .duration:
            break
        }
        return nil
    }

    /// The trackable a rule over this Reading reads: the event trackable's id (its disruptions
    /// hold), the Reading's subject as its name, and the field's kind and unit (a count is a
    /// plain number), so `measureApplies` judges the field rather than the trackable.
    public func valueTrackable(of trackable: Trackable) -> Trackable {
        let read = trackable.fields.first { $0.name == field }
        let counts = reduce == .count || eachEvent == .count
        let kind: TrackableKind = counts ? .number(.count) : (read?.kind ?? .number(.count))
        return Trackable(id: trackable.id, name: subject(of: trackable), kind: kind, unit: counts ? nil : read?.unit,
                         dayReduction: .last)
    }
}
