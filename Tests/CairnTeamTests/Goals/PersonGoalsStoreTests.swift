import CairnCore
@testable import CairnTeam
import Testing

/// The team database's second migration: a person's goal versions, holds, settings, seen set
/// and imported day totals.
@Suite("A person's coding goal in the team database")
struct PersonGoalsStoreTests {
    static let newTables = ["person_goal_versions", "person_holds", "person_imported_days", "person_seen_moments", "person_settings"]

    @Test("a database made by the first schema opens with its people, and gains the goal tables keyed by person")
    func migrateFromFirstSchema() throws {
        let (address, connection) = try TeamDatabase.atVersion(1)
        try connection.execute("INSERT INTO people (name, password_hash, time_zone) VALUES ('ada', 'x', 'Europe/Paris')")
        let store = try TeamStore(address: address)
        let ada = try store.person(named: "ada")
        #expect(ada.timeZone == "Europe/Paris")
        #expect(try store.goalHistory(of: ada) == nil && store.holds(of: ada).isEmpty)
        let keys = try connection.execute("""
            SELECT c.relname, a.attname FROM pg_index i JOIN pg_class c ON c.oid = i.indrelid
            JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum = i.indkey[0]
            WHERE i.indisprimary AND c.relname = ANY ($1::text[])
            """, ["{\(Self.newTables.joined(separator: ","))}"]).rows
        #expect(keys.count == Self.newTables.count)
        for row in keys { #expect(row.last == "person_id", "\(row)") }
    }

    @Test("each person's goals, holds, settings, seen set and imported totals are their own, and go with them")
    func perPerson() throws {
        let (store, _) = try TeamDatabase.store()
        let ada = try store.addPerson("ada", password: "correct horse battery")
        let bea = try store.addPerson("bea", password: "correct horse battery")
        var config = GoalConfig(timeZoneIdentifier: "Europe/Paris")
        config.dailyGoalMinutes = 75
        let history = GoalHistory(config).changing(from: LocalDate(iso: "2026-03-01")) { $0.dailyGoalMinutes = 20 }
        try store.saveGoalHistory(history, for: ada)
        #expect(try store.goalHistory(of: ada) == history && store.goalHistory(of: bea) == nil)
        let hold = try store.addHold(from: try #require(LocalDate(iso: "2026-03-02")), to: try #require(LocalDate(iso: "2026-03-04")),
                                     reason: "ill", for: ada)
        #expect(try store.holds(of: ada).map(\.id) == [hold] && store.holds(of: bea).isEmpty)
        #expect(try !store.removeHold(id: hold, for: bea) && store.holds(of: ada).count == 1)
        try store.setSetting("encouragement.streaks", to: "off", for: ada)
        #expect(try store.setting("encouragement.streaks", of: ada) == "off" && store.setting("encouragement.streaks", of: bea) == nil)
        try store.saveSeenMoments(["a", "b"], for: ada)
        #expect(try store.seenMoments(of: ada) == ["a", "b"] && store.seenMoments(of: bea).isEmpty)
        let date = try #require(LocalDate(iso: "2026-03-05"))
        try store.insertImportedDayTotals([(date, 1_200)], source: "wakatime", for: ada)
        try store.insertImportedDayTotals([(date, 1_800)], source: "other", for: ada)
        #expect(try store.importedDayTotals(of: ada) == [date: 1_800] && store.importedDayTotals(of: bea).isEmpty)
        #expect(throws: TeamError.self) { try store.insertImportedDayTotals([(date, -1)], source: "x", for: ada) }
        try store.removePerson("ada")
        for table in Self.newTables {
            #expect(try store.connection.execute("SELECT count(*) FROM \(table) WHERE person_id = $1", [String(ada.id)]).scalar == "0", "\(table)")
        }
    }
}
