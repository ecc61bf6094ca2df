import CairnCore
import CairnStore
import Foundation

/// Zones: named ranges of a trackable's values, which streaks and counts can read.
extension Workspace {
    /// Every zone, or those of the trackable named `trackable`, each with its trackable.
    package func zones(of trackable: String?) throws(AppError) -> [(zone: Zone, trackable: Trackable)] {
        let store = try openTrackableStore()
        let only = try trackable.map { text throws(AppError) in try self.trackable(named: text, in: store) }
        let (zones, trackables) = try storeCall("cannot read the zones") { (try store.zones(), try store.trackables()) }
        return zones.compactMap { zone -> (Zone, Trackable)? in
            guard let owner = trackables.first(where: { $0.id == zone.trackableId }), only == nil || only?.id == owner.id else { return nil }
            return (zone, owner)
        }
    }

    /// Adds a zone `name` to `trackable` from `min` and `max` as typed (values may carry units:
    /// `70kg`), as one undoable change.
    /// - Returns: the zone stored and its trackable.
    package func addZone(_ name: String, to trackable: String, min: String?, max: String?) throws(AppError) -> (zone: Zone, trackable: Trackable) {
        // Here, so both stores refuse it: a zone with no name cannot be named by a rule or removed.
        guard !name.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else { throw .usage("a zone needs a name (e.g. Healthy)") }
        guard min != nil || max != nil else { throw .usage("a zone needs --min, --max or both") }
        let store = try openTrackableStore(create: true)
        let owner = try self.trackable(named: trackable, in: store)
        let zone: Zone
        do {
            zone = try Zone.parse(id: 0, name: name, min: min, max: max, for: owner)
            _ = try zone.inBase(for: owner)
        } catch {
            throw .usage(error.description)
        }
        return (try change(store, "zone add \(owner.name) \(zone.name)") { try store.addZone(zone) }, owner)
    }

    /// Removes the zone `name` of `trackable`, with the rules that read it, as one undoable change.
    /// - Returns: the zone removed, its trackable and how many rules went with it.
    package func removeZone(_ name: String, of trackable: String) throws(AppError) -> (zone: Zone, trackable: Trackable, rules: Int) {
        let store = try openTrackableStore()
        let owner = try self.trackable(named: trackable, in: store)
        let zones = try storeCall("cannot read the zones") { try store.zones() }.filter { $0.trackableId == owner.id }
        guard let zone = zones.first(where: { $0.name.lowercased() == name.lowercased() }) else {
            throw .failure("\(owner.name) has no zone \"\(name)\"" + (zones.isEmpty ? "" : "; it has: " + zones.map(\.name).joined(separator: ", ")))
        }
        let rules = try storeCall("cannot read the rules") { try store.rules(trackableIds: [owner.id]) }.filter { $0.zoneId == zone.id }
        _ = try change(store, "zone remove \(owner.name) \(zone.name)") { try store.removeZone(id: zone.id) }
        return (zone, owner, rules.count)
    }
}
