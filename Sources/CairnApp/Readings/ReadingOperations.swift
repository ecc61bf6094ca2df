import CairnCore
import CairnStore

/// Readings: named ways of reading an event trackable, one value a day, that a rule reads
/// through `rule add TRACKABLE --of NAME`.
extension Workspace {
    /// Adds the Reading `name` of the event trackable `trackable`: `field` reduced by `reduce`
    /// (`max`, `sum`, …), only items `where` says (`exercise=Bench press`), within each event
    /// first by `eachEvent`; as one undoable change.
    package func addReading(_ name: String, of trackable: String, field: String, reduce: String, where whereText: String?,
                            eachEvent: String?) throws(AppError) -> (reading: Reading, trackable: Trackable) {
        let name = name.trimmingCharacters(in: .whitespaces)
        guard !name.isEmpty else { throw .usage("a Reading needs a name") }
        let reduction = try Self.reduction(reduce, flag: "--reduce")
        let each = try eachEvent.map { text throws(AppError) in try Self.reduction(text, flag: "--each-event") }
        let store = try openTrackableStore(create: true)
        let owner = try self.trackable(named: trackable, in: store)
        guard owner.kind == .event else {
            throw .usage("\(owner.name) is not an event trackable: a Reading reads the fields of an event's items")
        }
        let filter = try whereText.map { text throws(AppError) in try Self.itemFilter(text, of: owner) }
        let draft = Reading(id: 0, trackableId: owner.id, name: name, field: field, reduce: reduction, filter: filter, eachEvent: each)
        if let problem = draft.problem(of: owner) { throw .usage("cannot add that Reading: \(problem)") }
        return (try change(store, "reading add \(owner.name) \(name)") { try store.insertReading(draft) }, owner)
    }

    /// Every Reading, or those of the trackable named `trackable`.
    package func readingDocuments(of trackable: String?) throws(AppError) -> [ReadingDocument] {
        let store = try openTrackableStore()
        let only = try trackable.map { text throws(AppError) in try self.trackable(named: text, in: store) }
        let (readings, trackables) = try storeCall("cannot read the Readings") { (try store.readings(trackableId: nil), try store.trackables()) }
        return readings.compactMap { reading -> ReadingDocument? in
            guard let owner = trackables.first(where: { $0.id == reading.trackableId }), only == nil || only?.id == owner.id else { return nil }
            return ReadingDocument(reading, of: owner)
        }
    }

    /// Removes the Reading `name` of `trackable`, with the rules that read it, as one undoable change.
    package func removeReading(_ name: String, of trackable: String) throws(AppError) -> (reading: Reading, trackable: Trackable) {
        let store = try openTrackableStore()
        let owner = try self.trackable(named: trackable, in: store)
        let reading = try reading(named: name, of: owner, in: store)
        try change(store, "reading remove \(owner.name) \(reading.name)") { try store.removeReading(id: reading.id) }
        return (reading, owner)
    }

    /// The Reading of `trackable` called `name` (any case), or a refusal that lists what there is.
    package func reading(named name: String, of trackable: Trackable, in store: any TrackableStore) throws(AppError) -> Reading {
        let readings = try storeCall("cannot read the Readings") { try store.readings(trackableId: trackable.id) }
        if let found = readings.first(where: { $0.name.lowercased() == name.lowercased() }) { return found }
        throw .usage("\(trackable.name) has no Reading \"\(name)\"" + (readings.isEmpty
            ? "; add one with `cairn reading add \(trackable.name) \"\(name)\" --field F --reduce max`"
            : "; it has: " + readings.map(\.name).joined(separator: ", ")))
    }

    /// `exercise=Bench press`: a field of `trackable` and a value it must hold, typed as an item's.
    package static func itemFilter(_ text: String, of trackable: Trackable) throws(AppError) -> ItemFilter {
        guard let equals = text.firstIndex(of: "=") else { throw .usage("--where takes FIELD=VALUE, like exercise=Bench press") }
        let fieldName = text[..<equals].trimmingCharacters(in: .whitespaces)
        guard let field = trackable.fields.first(where: { $0.name.lowercased() == fieldName.lowercased() }) else {
            throw .usage("\(trackable.name) has no field \"\(fieldName)\"; it has: " + trackable.fields.map(\.name).joined(separator: ", "))
        }
        let value = try ItemWords.value(String(text[text.index(after: equals)...]), of: field, in: trackable)
        return ItemFilter(field: field.name, value: value)
    }

    private static func reduction(_ text: String, flag: String) throws(AppError) -> ReadingReduction {
        guard let value = ReadingReduction(rawValue: text.lowercased()) else {
            throw .usage("unknown \(flag) \"\(text)\"; use " + ReadingReduction.allCases.map(\.rawValue).joined(separator: ", "))
        }
        return value
    }
}
