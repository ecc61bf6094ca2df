import CairnCore
import CairnStore
import Foundation

/// The store calls the trackable, entry, logging, rule and achievement operations make, so the
/// same operation runs on a SQLite file (``CairnStore/Store``) or for one person of a team
/// database (``TeamPersonStore``). Each call acts on that person's rows only: an id that is
/// not theirs reads as not there.
package protocol TrackableStore: CodingStore {
    // The trackables.
    /// Every trackable, in the order they were added.
    func trackables() throws -> [Trackable]
    /// The trackable called `name` (any case), if there is one.
    func trackable(named name: String) throws -> Trackable?
    /// Adds `trackable` (its id ignored); its name must be new. The trackable with its id.
    func insertTrackable(_ trackable: Trackable) throws -> Trackable
    /// Renames a trackable; the new name must be free.
    func renameTrackable(id: Int64, to name: String) throws
    /// Removes a trackable with its entries, zones, Readings and rules.
    func removeTrackable(id: Int64) throws
    /// Sets how a trackable reads its day value.
    func setDayReduction(id: Int64, to reduction: DayReduction?) throws
    /// Sets what a trackable logs.
    func setKind(id: Int64, to kind: TrackableKind) throws

    // The entries.
    /// How many entries a trackable has.
    func entryCount(trackableId: Int64) throws -> Int
    /// Every entry (Nothings included), by day then id.
    func entries() throws -> [Entry]
    /// Every entry as the achievements engine reads them.
    func entryGroups() throws -> EntryGroups
    /// The entries of `trackableIds`, every Nothing and a stand-in per day logged, by day.
    func evaluationEntries(forAll trackableIds: Set<Int64>) throws -> [Entry]
    /// Entries with their ids, newest first (`trackableId` 0: the Nothings).
    func storedEntries(trackableId: Int64?, from: LocalDate?, to: LocalDate?, limit: Int?) throws -> [StoredEntry]
    /// The entry `id`, if there is one.
    func storedEntry(id: Int64) throws -> StoredEntry?
    /// Stores one entry and returns its id.
    func insertStoredEntry(_ entry: Entry, text: String?) throws -> Int64
    /// Replaces an entry; whether it was there.
    func updateEntry(id: Int64, to entry: Entry, text: String?) throws -> Bool
    /// Removes an entry; whether it was there.
    func removeEntry(id: Int64) throws -> Bool
    /// Whether anything of the person's own was logged on `date`, and whether a Nothing is among it.
    func ownEntries(on date: LocalDate) throws -> (any: Bool, nothing: Bool)

    // The rules, zones and Readings.
    /// The rules of `trackableIds` (every rule when nil), by trackable then in their order.
    func rules(trackableIds: Set<Int64>?) throws -> [AchievementRule]
    /// The ids of the trackables with at least one rule.
    func ruleTrackableIds() throws -> Set<Int64>
    /// Adds a rule at the end of its trackable's list; the rule with its id.
    func insertRule(_ rule: AchievementRule) throws -> AchievementRule
    /// Removes a rule; whether it was there.
    func removeRule(id: Int64) throws -> Bool
    /// Every zone.
    func zones() throws -> [Zone]
    /// Every Reading, or one trackable's.
    func readings(trackableId: Int64?) throws -> [Reading]
    /// Adds a zone to its trackable; its name must be new for that trackable.
    func addZone(_ zone: Zone) throws -> Zone
    /// Removes a zone with the rules that read it; whether it was there.
    func removeZone(id: Int64) throws -> Bool
    /// Adds a Reading of an event trackable; its name must be new within it.
    func insertReading(_ reading: Reading) throws -> Reading
    /// Removes a Reading with the rules that read it; whether it was there.
    func removeReading(id: Int64) throws -> Bool
    /// Applies the rule editor's ticked boxes by ``RuleReconcile``'s plan, never recreating a row.
    func reconcileRules(trackableId: Int64, ticked: [AchievementRule], readings: [Int64],
                        hasBox: (AchievementRule) -> Bool) throws -> [AchievementRule]

    // The holds and what imports write.
    /// Every disruption with its id, by first day (a hold for one trackable is a row of its own).
    func storedDisruptions() throws -> [(id: Int64, disruption: Disruption)]
    /// Stores `disruption` (one row for everything, or one per trackable it names); the id of its last row.
    func insertHold(_ disruption: Disruption) throws -> Int64
    /// Stores a disruption an import read, keyed by `importKey` (the same key adds nothing); whether it was new.
    func insertDisruption(_ disruption: Disruption, importKey: String?) throws -> Bool
    /// Removes one disruption by its id; whether it was there.
    func removeDisruption(id: Int64) throws -> Bool
    /// Stores the entries an import read, each with its import key and its text (a note, a text
    /// entry's words); an entry whose key is already stored is skipped and counted a duplicate.
    func insertEntries(withText entries: [(entry: Entry, importKey: String?, text: String?)]) throws -> ImportSummary

    /// Runs `body` in one transaction (inside another: a part of it).
    func transaction<T>(_ body: () throws -> T) throws -> T
}
