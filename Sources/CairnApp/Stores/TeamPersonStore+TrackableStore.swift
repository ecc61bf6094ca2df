import CairnCore
import CairnStore
import CairnTeam
import Foundation

/// One team person's trackables, entries, rules, zones and Readings, as a ``TrackableStore``:
/// every query is keyed by `person_id`, so another person's id reads as not there.
extension TeamPersonStore: TrackableStore {
    package func trackables() throws -> [Trackable] { try store.trackables(of: person) }
    package func trackable(named name: String) throws -> Trackable? { try store.trackable(named: name, of: person) }
    package func insertTrackable(_ trackable: Trackable) throws -> Trackable { try store.insertTrackable(trackable, for: person) }
    package func renameTrackable(id: Int64, to name: String) throws { try store.renameTrackable(id: id, to: name, for: person) }
    package func removeTrackable(id: Int64) throws { try store.removeTrackable(id: id, for: person) }
    package func setDayReduction(id: Int64, to reduction: DayReduction?) throws { try store.setDayReduction(id: id, to: reduction, for: person) }
    package func setKind(id: Int64, to kind: TrackableKind) throws { try store.setKind(id: id, to: kind, for: person) }

    package func entryCount(trackableId: Int64) throws -> Int { try store.entryCount(trackableId: trackableId, of: person) }
    package func entries() throws -> [Entry] { try store.allEntries(of: person) }
    package func entryGroups() throws -> EntryGroups { EntryGroups(try store.allEntries(of: person)) }
    package func evaluationEntries(forAll trackableIds: Set<Int64>) throws -> [Entry] {
        try store.evaluationEntries(of: person, forAll: trackableIds)
    }

    package func storedEntries(trackableId: Int64?, from: LocalDate?, to: LocalDate?, limit: Int?) throws -> [StoredEntry] {
        try store.entries(of: person, trackableId: trackableId, from: from, to: to, limit: limit).map(Self.stored)
    }

    package func storedEntry(id: Int64) throws -> StoredEntry? { try store.entry(id: id, of: person).map(Self.stored) }
    package func insertStoredEntry(_ entry: Entry, text: String?) throws -> Int64 { try store.insertEntry(entry, text: text, for: person) }
    package func updateEntry(id: Int64, to entry: Entry, text: String?) throws -> Bool {
        try store.updateEntry(id: id, to: entry, text: text, for: person)
    }
    package func removeEntry(id: Int64) throws -> Bool { try store.removeEntry(id: id, for: person) }
    package func ownEntries(on date: LocalDate) throws -> (any: Bool, nothing: Bool) { try store.ownEntries(on: date, of: person) }

    package func rules(trackableIds: Set<Int64>?) throws -> [AchievementRule] { try store.rules(of: person, trackableIds: trackableIds) }
    package func ruleTrackableIds() throws -> Set<Int64> { try store.ruleTrackableIds(of: person) }
    /// Refuses a rule on a trackable that is not the person's (it reads as not there).
    package func insertRule(_ rule: AchievementRule) throws -> AchievementRule {
        guard try trackables().contains(where: { $0.id == rule.trackableId }) else {
            throw TeamError.notFound("there is no trackable \(rule.trackableId)")
        }
        return try store.insertRule(rule, for: person)
    }
    package func removeRule(id: Int64) throws -> Bool { try store.removeRule(id: id, for: person) }
    package func zones() throws -> [Zone] { try store.zones(of: person) }
    package func readings(trackableId: Int64?) throws -> [Reading] { try store.readings(of: person, trackableId: trackableId) }

    package func addZone(_ zone: Zone) throws -> Zone { try store.addZone(zone, for: person) }
    package func removeZone(id: Int64) throws -> Bool { try store.removeZone(id: id, for: person) }
    package func insertReading(_ reading: Reading) throws -> Reading { try store.insertReading(reading, for: person) }
    package func removeReading(id: Int64) throws -> Bool { try store.removeReading(id: id, for: person) }
    package func reconcileRules(trackableId: Int64, ticked: [AchievementRule], readings: [Int64],
                                hasBox: (AchievementRule) -> Bool) throws -> [AchievementRule] {
        try store.reconcileRules(trackableId: trackableId, ticked: ticked, readings: readings, for: person, hasBox: hasBox)
    }

    package func storedDisruptions() throws -> [(id: Int64, disruption: Disruption)] {
        try store.holds(of: person).map { ($0.id, $0.disruption) }
    }

    package func insertHold(_ disruption: Disruption) throws -> Int64 {
        guard let id = try store.insertHold(disruption, importKey: nil, for: person).last else {
            throw TeamError.database("adding a hold returned no id")
        }
        return id
    }

    package func insertDisruption(_ disruption: Disruption, importKey: String?) throws -> Bool {
        !(try store.insertHold(disruption, importKey: importKey, for: person)).isEmpty
    }

    package func removeDisruption(id: Int64) throws -> Bool { try store.removeHold(id: id, for: person) }

    package func insertEntries(withText entries: [(entry: Entry, importKey: String?, text: String?)]) throws -> ImportSummary {
        let (added, duplicates) = try store.insertImportedEntries(entries, for: person)
        return ImportSummary(added: added, duplicates: duplicates)
    }

    package func transaction<T>(_ body: () throws -> T) throws -> T { try store.connection.anyTransaction(body) }

    private static func stored(_ entry: PersonEntry) -> StoredEntry { StoredEntry(id: entry.id, entry: entry.entry, text: entry.text) }
}
