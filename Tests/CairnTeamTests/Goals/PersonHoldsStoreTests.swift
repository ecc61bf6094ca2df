import CairnCore
@testable import CairnTeam
import Testing

/// The team database's holds migration: a hold for one trackable (a row per trackable, removed
/// with it) and a hold's import key.
@Suite("A person's holds for one trackable in the team database")
struct PersonHoldsStoreTests {
    static func date(_ text: String) -> LocalDate { LocalDate(iso: text) ?? LocalDate(daysSinceEpoch: 0) }

    @Test("a database made by the fourth schema opens with its holds, each for everything, and takes holds for one trackable")
    func migrateFromFourthSchema() throws {
        let (address, connection) = try TeamDatabase.atVersion(4)
        try connection.execute("INSERT INTO people (name, password_hash, time_zone) VALUES ('ada', 'x', 'UTC')")
        let from = String(Self.date("2026-03-02").daysSinceEpoch), to = String(Self.date("2026-03-03").daysSinceEpoch)
        try connection.execute("""
            INSERT INTO person_holds (person_id, from_day, to_day, reason) SELECT id, $1, $2, 'ill' FROM people
            """, [from, to])
        try connection.execute("INSERT INTO person_trackables (person_id, id, name, kind) SELECT id, 1, 'Tea', '\"yesNo\"' FROM people")
        let store = try TeamStore(address: address)
        let ada = try store.person(named: "ada")
        let held = try store.holds(of: ada)
        #expect(held.count == 1)
        #expect(held.first?.disruption == Disruption(from: Self.date("2026-03-02"), to: Self.date("2026-03-03"), reason: "ill"))
        #expect(held.first?.disruption.coversAll == true && held.first?.importKey == nil)
        // The trackable of the old schema takes a hold of its own.
        let ids = try store.insertHold(Disruption(from: Self.date("2026-03-05"), to: Self.date("2026-03-05"), reason: "", trackableIds: [1]),
                                       importKey: "loop:Tea:2026-03-05", for: ada)
        #expect(ids.count == 1)
        #expect(try store.holds(of: ada).last?.disruption.trackableIds == [1])
    }

    @Test("a hold for one trackable: its import key adds it once, another's trackable is not found, and it goes with its trackable")
    func oneTrackable() throws {
        let (store, _) = try TeamDatabase.store()
        let ada = try store.addPerson("ada", password: "correct horse battery")
        let bea = try store.addPerson("bea", password: "correct horse battery")
        let tea = try store.insertTrackable(Trackable(id: 0, name: "Tea", kind: .yesNo), for: ada)
        let skip = Disruption(from: Self.date("2026-03-05"), to: Self.date("2026-03-05"), reason: "Loop: skipped", trackableIds: [tea.id])
        let first = try store.insertHold(skip, importKey: "loop:Tea:2026-03-05", for: ada)
        #expect(first.count == 1)
        #expect(try store.insertHold(skip, importKey: "loop:Tea:2026-03-05", for: ada).isEmpty)
        // The same key is Bea's own, but Ada's trackable is not hers.
        #expect(throws: TeamError.notFound("there is no trackable \(tea.id)")) { try store.insertHold(skip, importKey: "loop:Tea:2026-03-05", for: bea) }
        #expect(try store.holds(of: bea).isEmpty)
        #expect(try store.holds(of: ada) == [TeamStore.Hold(id: first[0], disruption: skip, importKey: "loop:Tea:2026-03-05")])
        #expect(try !store.removeHold(id: first[0], for: bea))
        _ = try store.addHold(from: Self.date("2026-03-01"), to: Self.date("2026-03-01"), reason: "", for: ada)
        #expect(try store.removeTrackable(id: tea.id, for: ada))
        #expect(try store.holds(of: ada).map(\.disruption.coversAll) == [true])
    }
}
