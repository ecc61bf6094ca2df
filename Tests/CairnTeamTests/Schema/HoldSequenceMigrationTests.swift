@testable import CairnTeam
import CairnCore
import Foundation
import Testing

/// The team migration that gives holds per-person ids (`person_sequences`' `disruptions`) on a
/// database made by the version before it, holds in it.
@Suite("Hold ids migration: a database of the previous schema opens with its holds and their ids")
struct HoldSequenceMigrationTests {
    @Test("every hold keeps its id; each person's next hold continues past their own highest, not anyone else's")
    func migratesThePreviousVersion() throws {
        let (address, connection) = try TeamDatabase.atVersion(10)  // the version before migration 11
        let ada = try #require(try connection.execute("INSERT INTO people (name, password_hash) VALUES ('ada', 'x') RETURNING id").scalar)
        let bea = try #require(try connection.execute("INSERT INTO people (name, password_hash) VALUES ('bea', 'x') RETURNING id").scalar)
        try connection.execute("INSERT INTO people (name, password_hash) VALUES ('cy', 'x')")
        // Ada's two holds from the shared identity (1, 2); Bea's moved in with id 40, and a
        // `disruptions` floor of 50 her export named.
        for (from, to) in [(20_500, 20_501), (20_510, 20_510)] {
            try connection.execute("INSERT INTO person_holds (person_id, from_day, to_day, reason) VALUES ($1, $2, $3, 'ill')",
                                   [ada, String(from), String(to)])
        }
        try connection.execute("""
            INSERT INTO person_holds (person_id, id, from_day, to_day, reason) OVERRIDING SYSTEM VALUE VALUES ($1, 40, 20520, 20521, 'away')
            """, [bea])
        try connection.execute("INSERT INTO person_sequences (person_id, name, last) VALUES ($1, 'disruptions', 50)", [bea])

        let store = try TeamStore(address: address)
        #expect(try connection.execute("SELECT max(version) FROM cairn_migrations").scalar == String(TeamSchema.latestVersion))
        let adaPerson = try store.person(named: "ada"), beaPerson = try store.person(named: "bea"), cy = try store.person(named: "cy")
        #expect(try store.holds(of: adaPerson).map(\.id) == [1, 2])
        #expect(try store.holds(of: adaPerson).map(\.disruption.reason) == ["ill", "ill"])
        #expect(try store.holds(of: beaPerson).map(\.id) == [40])
        let day = LocalDate(daysSinceEpoch: 20_600)
        #expect(try store.addHold(from: day, to: day, reason: "", for: adaPerson) == 3)
        #expect(try store.addHold(from: day, to: day, reason: "", for: beaPerson) == 51)
        #expect(try store.addHold(from: day, to: day, reason: "", for: cy) == 1)
        // A removed hold's id is never given again.
        #expect(try store.removeHold(id: 3, for: adaPerson))
        #expect(try store.addHold(from: day, to: day, reason: "", for: adaPerson) == 4)
    }
}
