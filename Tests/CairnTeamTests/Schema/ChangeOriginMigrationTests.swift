@testable import CairnTeam
import Foundation
import Testing

/// Team migration 9: whether each change was made by a server's request, on its row.
@Suite("Team migration 9: a change made by a request")
struct ChangeOriginMigrationTests {
    @Test("a database at version 8 with a person's changes opens with them kept, as not made by a request, and still undoes them")
    func fromVersionEight() throws {
        let (address, connection) = try TeamDatabase.atVersion(8)
        let person = try #require(try connection.execute("INSERT INTO people (name, password_hash) VALUES ('ada', 'x') RETURNING id").scalar)
        // Two changes as migration 8's server left them: a trackable added, then an entry logged.
        try connection.execute("INSERT INTO person_sequences (person_id, name, last) VALUES ($1, 'trackables', 1), ($1, 'entries', 1), ($1, 'changes', 2)",
                               [person])
        try connection.execute("""
            INSERT INTO person_trackables (person_id, id, name, kind, day_reduction) VALUES ($1, 1, 'Water', '{"kind":"number"}', 'sum')
            """, [person])
        try connection.execute("INSERT INTO person_entries (person_id, id, trackable_id, day, value) VALUES ($1, 1, 1, 20521, 700)", [person])
        try connection.execute("""
            INSERT INTO person_changes (person_id, id, label, at_ms) VALUES ($1, 1, 'trackable add Water', 1000), ($1, 2, 'log Water 700', 2000)
            """, [person])
        try connection.execute("""
            INSERT INTO person_undo_log (person_id, change_id, table_name, operation, new_row)
            SELECT $1, 1, 'person_trackables', 'INSERT', to_jsonb(t) FROM person_trackables t WHERE person_id = $1
            """, [person])
        try connection.execute("""
            INSERT INTO person_undo_log (person_id, change_id, table_name, operation, new_row)
            SELECT $1, 2, 'person_entries', 'INSERT', to_jsonb(e) FROM person_entries e WHERE person_id = $1
            """, [person])

        let store = try TeamStore(address: address)
        #expect(try connection.execute("SELECT max(version) FROM cairn_migrations").scalar == String(TeamSchema.latestVersion))
        let ada = try store.person(named: "ada")
        #expect(try store.changes(of: ada).map(\.label) == ["log Water 700", "trackable add Water"])
        #expect(try store.changes(of: ada).map(\.at) == [Date(timeIntervalSince1970: 2), Date(timeIntervalSince1970: 1)])
        // Nothing said who made them: an Undo asks about each, as it did on a server that had not made it.
        #expect(try !store.madeByRequest(2, of: ada))
        #expect(try !store.madeByRequest(1, of: ada))
        #expect(try store.undo(of: ada, expecting: 2)?.label == "log Water 700")
        #expect(try connection.execute("SELECT count(*) FROM person_entries").scalar == "0")
        #expect(try connection.execute("SELECT count(*) FROM person_trackables").scalar == "1")

        // A change opened from then on keeps what it is told.
        let next = try store.connection.transaction { () throws(TeamError) -> Int64 in
            let id = try store.openChange("log Water 300", at: Date(timeIntervalSince1970: 3), for: ada, byRequest: true)
            try store.connection.execute("INSERT INTO person_entries (person_id, id, trackable_id, day, value) VALUES ($1, 2, 1, 20521, 300)", [person])
            #expect(try store.closeChange(id, for: ada))
            return id
        }
        #expect(next == 3)
        #expect(try store.madeByRequest(3, of: ada))
        #expect(try !store.madeByRequest(1, of: ada))
    }

    @Test("a change says whether a request made it only to its own person: the same id of another's is theirs alone",
          arguments: [true, false])
    func eachPersonsOwn(adaByRequest: Bool) throws {
        let (store, _) = try TeamDatabase.store()
        let ada = try store.addPerson("ada", password: "correct horse battery")
        let bea = try store.addPerson("bea", password: "correct horse battery")
        // Ada's change first, so a look by id alone would meet hers before Bea's.
        for (person, byRequest) in [(ada, adaByRequest), (bea, !adaByRequest)] {
            try store.connection.transaction { () throws(TeamError) in
                let id = try store.openChange("hold", at: Date(timeIntervalSince1970: 0), for: person, byRequest: byRequest)
                #expect(id == 1)
                try store.connection.execute("INSERT INTO person_holds (person_id, id, from_day, to_day) VALUES ($1, 1, 20520, 20521)", [String(person.id)])
                #expect(try store.closeChange(id, for: person))
            }
        }
        #expect(try store.madeByRequest(1, of: ada) == adaByRequest)
        #expect(try store.madeByRequest(1, of: bea) == !adaByRequest)
        #expect(try !store.madeByRequest(2, of: ada))
    }
}
