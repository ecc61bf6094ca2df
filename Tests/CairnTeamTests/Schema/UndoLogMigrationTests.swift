@testable import CairnTeam
import Foundation
import Testing

/// Team migration 7: a database made by migration 4, with rows, opens with them all and a change
/// log that records and undoes from then on (and recorded nothing of the migration itself).
@Suite("Team migration 7: the change log")
struct UndoLogMigrationTests {
    @Test("a database at version 4 with rows migrates: every row kept, no change logged, and a change then undoes")
    func fromVersionFour() throws {
        let (address, connection) = try TeamDatabase.atVersion(4)
        let person = try #require(try connection.execute("""
            INSERT INTO people (name, password_hash) VALUES ('ada', 'x') RETURNING id
            """).scalar)
        try connection.execute("INSERT INTO person_sequences (person_id, name, last) VALUES ($1, 'trackables', 1), ($1, 'entries', 1)", [person])
        try connection.execute("""
            INSERT INTO person_trackables (person_id, id, name, kind, day_reduction) VALUES ($1, 1, 'Water', '{"kind":"number"}', 'sum')
            """, [person])
        try connection.execute("INSERT INTO person_entries (person_id, id, trackable_id, day, value) VALUES ($1, 1, 1, 20521, 0.1::float8 + 0.2::float8)", [person])
        try connection.execute("INSERT INTO person_settings (person_id, key, value) VALUES ($1, 'encouragement.streaks', 'off')", [person])
        try connection.execute("INSERT INTO person_holds (person_id, from_day, to_day, reason) VALUES ($1, 20520, 20521, 'ill')", [person])

        let store = try TeamStore(address: address)
        #expect(try connection.execute("SELECT max(version) FROM cairn_migrations").scalar == String(TeamSchema.latestVersion))
        for table in ["person_trackables", "person_entries", "person_settings", "person_holds"] {
            #expect(try connection.execute("SELECT count(*) FROM \(table)").scalar == "1", "\(table)")
        }
        #expect(try connection.execute("SELECT count(*) FROM person_changes").scalar == "0")
        #expect(try connection.execute("SELECT count(*) FROM person_undo_log").scalar == "0")

        let ada = try store.person(named: "ada")
        // A change: the entry edited, the hold removed (its identity key comes back), a trackable added.
        try store.connection.transaction { () throws(TeamError) in
            let id = try store.openChange("several", at: Date(timeIntervalSince1970: 0), for: ada)
            try store.connection.execute("UPDATE person_entries SET value = 900 WHERE person_id = $1", [person])
            try store.connection.execute("DELETE FROM person_holds WHERE person_id = $1", [person])
            try store.connection.execute("""
                INSERT INTO person_trackables (person_id, id, name, kind) VALUES ($1, 2, 'Tea', '{"kind":"yesno"}')
                """, [person])
            #expect(try store.closeChange(id, for: ada))
        }
        // Outside a change nothing is recorded.
        try store.connection.execute("UPDATE person_settings SET value = 'on' WHERE person_id = $1", [person])
        #expect(try store.changes(of: ada).map(\.label) == ["several"])
        #expect(try store.undo(of: ada)?.label == "several")
        // The double comes back bit for bit (0.1 + 0.2, not 0.3).
        #expect(try connection.execute("SELECT value = 0.1::float8 + 0.2::float8 FROM person_entries").scalar == "t")
        #expect(try connection.execute("SELECT from_day || '-' || to_day || ' ' || reason FROM person_holds").scalar == "20520-20521 ill")
        #expect(try connection.execute("SELECT string_agg(name, ',') FROM person_trackables").scalar == "Water")
        #expect(try connection.execute("SELECT value FROM person_settings").scalar == "on")
        #expect(try store.changes(of: ada).isEmpty)
        #expect(try connection.execute("SELECT count(*) FROM person_undo_log").scalar == "0")
    }

    @Test("the change log's keys start with the person's id")
    func keysStartWithThePerson() throws {
        let (store, _) = try TeamDatabase.store()
        let keys = try store.connection.execute("""
            SELECT c.relname, a.attname FROM pg_index i JOIN pg_class c ON c.oid = i.indrelid
            JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum = i.indkey[0]
            WHERE i.indisprimary AND c.relname IN ('person_changes', 'person_undo_log') ORDER BY c.relname
            """).rows
        #expect(keys == [["person_changes", "person_id"], ["person_undo_log", "person_id"]])
    }

    @Test("an undo deletes a session it inserted, but not one a heartbeat extended since; the days count what is left")
    func sessionsExtendedStay() throws {
        let (store, _) = try TeamDatabase.store()
        let ada = try store.addPerson("ada", password: "correct horse staple")
        let person = String(ada.id)
        func importSession(_ start: Int64) throws {
            try store.connection.transaction { () throws(TeamError) in
                let id = try store.openChange("import \(start)", at: Date(timeIntervalSince1970: 0), for: ada)
                try store.connection.execute("""
                    INSERT INTO person_sessions (person_id, start_ms, duration_ms, project, language, editor)
                    VALUES ($1, $2, 3600000, 'cairn', 'Swift', 'vim')
                    """, [person, String(start)])
                _ = try store.closeChange(id, for: ada)
            }
        }
        // 2026-03-09 and 2026-03-10, 09:00 UTC.
        try importSession(1_773_046_800_000)
        try importSession(1_773_133_200_000)
        // A heartbeat extends the second one (outside any change).
        try store.connection.execute("UPDATE person_sessions SET duration_ms = 7200000 WHERE person_id = $1 AND start_ms = 1773133200000", [person])
        #expect(try store.undo(of: ada)?.label == "import 1773133200000")
        #expect(try store.undo(of: ada)?.label == "import 1773046800000")
        #expect(try store.connection.execute("SELECT start_ms || ':' || duration_ms FROM person_sessions").rows == [["1773133200000:7200000"]])
        #expect(try store.dayTotals(of: ada, from: "2026-03-09", through: "2026-03-10") == [TeamStore.DayTotal(day: "2026-03-10", seconds: 7_200)])
    }

    @Test("only the newest changes are kept (as many as a personal database keeps); ids are never given twice")
    func depthAndIds() throws {
        let (store, _) = try TeamDatabase.store()
        let ada = try store.addPerson("ada", password: "correct horse staple")
        for index in 0...TeamStore.undoDepth {
            try store.connection.transaction { () throws(TeamError) in
                let id = try store.openChange("setting \(index)", at: Date(timeIntervalSince1970: 0), for: ada)
                try store.setSetting("encouragement.streaks", to: "\(index)", for: ada)
                _ = try store.closeChange(id, for: ada)
            }
        }
        let changes = try store.changes(of: ada)
        #expect(changes.count == TeamStore.undoDepth)
        #expect(changes.first?.id == Int64(TeamStore.undoDepth + 1) && changes.last?.id == 2)
        #expect(try store.undo(of: ada)?.id == Int64(TeamStore.undoDepth + 1))
        try store.connection.transaction { () throws(TeamError) in
            let id = try store.openChange("again", at: Date(timeIntervalSince1970: 0), for: ada)
            #expect(id == Int64(TeamStore.undoDepth + 2))
            try store.setSetting("encouragement.streaks", to: "again", for: ada)
            _ = try store.closeChange(id, for: ada)
        }
    }
}
