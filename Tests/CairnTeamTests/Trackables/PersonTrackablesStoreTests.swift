import CairnCore
@testable import CairnTeam
import Testing

/// The team database's trackables migration: a person's trackables, entries, zones, Readings
/// and rules, with ids per person that are never given twice.
@Suite("A person's trackables, entries and rules in the team database")
struct PersonTrackablesStoreTests {
    static let newTables = ["person_sequences", "person_trackables", "person_entries", "person_zones", "person_readings", "person_rules"]

    @Test("a database made by the second schema opens with its people and goals, and gains the tables keyed by person")
    func migrateFromSecondSchema() throws {
        let (address, connection) = try TeamDatabase.atVersion(2)
        try connection.execute("INSERT INTO people (name, password_hash, time_zone) VALUES ('ada', 'x', 'UTC')")
        try connection.execute("INSERT INTO person_settings (person_id, key, value) SELECT id, 'encouragement.streaks', 'off' FROM people")
        let store = try TeamStore(address: address)
        let ada = try store.person(named: "ada")
        #expect(try store.setting("encouragement.streaks", of: ada) == "off")
        #expect(try store.trackables(of: ada).isEmpty)
        let keys = try connection.execute("""
            SELECT c.relname, a.attname FROM pg_index i JOIN pg_class c ON c.oid = i.indrelid
            JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum = i.indkey[0]
            WHERE i.indisprimary AND c.relname = ANY ($1::text[])
            """, ["{\(Self.newTables.joined(separator: ","))}"]).rows
        #expect(keys.count == Self.newTables.count)
        for row in keys { #expect(row.last == "person_id", "\(row)") }
    }

    @Test("ids are per person and never given twice; a name is unique per person; a person's rows go with them")
    func perPerson() throws {
        let (store, _) = try TeamDatabase.store()
        let ada = try store.addPerson("ada", password: "correct horse battery")
        let bea = try store.addPerson("bea", password: "correct horse battery")
        let water = try store.insertTrackable(Trackable(id: 0, name: "Water", kind: .number(.count)), for: ada)
        let tea = try store.insertTrackable(Trackable(id: 0, name: "Tea", kind: .yesNo), for: ada)
        #expect([water.id, tea.id] == [1, 2])
        #expect(throws: TeamError.self) { try store.insertTrackable(Trackable(id: 0, name: "WATER", kind: .yesNo), for: ada) }
        let beas = try store.insertTrackable(Trackable(id: 0, name: "water", kind: .yesNo), for: bea)
        #expect(try beas.id == 1 && store.trackable(named: "WATER", of: ada)?.id == water.id)
        // A removed trackable's id is not given again (as SQLite's AUTOINCREMENT).
        #expect(try store.removeTrackable(id: tea.id, for: ada))
        #expect(try store.insertTrackable(Trackable(id: 0, name: "Coffee", kind: .yesNo), for: ada).id == 3)
        let date = try #require(LocalDate(iso: "2026-03-05"))
        let entry = try store.insertEntry(Entry(trackableId: water.id, date: date, value: -0.0), text: nil, for: ada)
        #expect(try store.entry(id: entry, of: ada)?.entry.value == 0 && store.entry(id: entry, of: bea) == nil)
        #expect(try !store.removeEntry(id: entry, for: bea) && !store.updateEntry(id: entry, to: Entry(trackableId: water.id, date: date, value: 9),
                                                                                    text: nil, for: bea))
        let rule = try store.insertRule(AchievementRule(id: 0, trackableId: water.id, measure: .total, threshold: .ladder(.rungs([10]))), for: ada)
        #expect(try store.rules(of: ada).map(\.id) == [rule.id] && store.rules(of: bea).isEmpty)
        #expect(try !store.removeRule(id: rule.id, for: bea))
        try store.removePerson("ada")
        for table in Self.newTables {
            #expect(try store.connection.execute("SELECT count(*) FROM \(table) WHERE person_id = $1", [String(ada.id)]).scalar == "0", "\(table)")
        }
        #expect(try store.trackables(of: bea).map(\.name) == ["water"])
    }

    @Test("a transaction inside another is part of it: the outer rollback takes the inner write back")
    func nested() throws {
        let (store, _) = try TeamDatabase.store()
        let ada = try store.addPerson("ada", password: "correct horse battery")
        #expect(throws: TeamError.self) {
            try store.connection.transaction { () throws(TeamError) in
                try store.saveSeenMoments(["a"], for: ada)
                throw TeamError.usage("stop")
            }
        }
        #expect(try store.seenMoments(of: ada).isEmpty)
    }
}
