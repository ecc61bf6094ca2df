import CairnCore
@testable import CairnTeam
import Foundation
import Testing

/// Team migration 5 (a session's source, the SQLite store's session key, each person's longest
/// session) and imported sessions written beside live ones.
@Suite("Imported sessions in the team database")
struct SessionImportStoreTests {
    static func at(_ text: String) -> Date { ISO8601DateFormatter().date(from: text) ?? Date(timeIntervalSince1970: 0) }

    @Test("a database made by migration 4 keeps its sessions and day totals after migration 5, their source heartbeats")
    func migrateFromFourthSchema() throws {
        let (address, connection) = try TeamDatabase.atVersion(4)
        try connection.execute("INSERT INTO people (name, password_hash, time_zone) VALUES ('ada', 'x', 'UTC')")
        let start = Int64(Self.at("2026-03-10T09:00:00Z").timeIntervalSince1970 * 1000)
        try connection.execute("""
            INSERT INTO person_sessions (person_id, start_ms, duration_ms, project, language, editor)
            SELECT id, $1, 5400000, 'cairn', 'Swift', 'vim' FROM people
            """, [String(start)])
        try connection.execute("INSERT INTO person_day_totals (person_id, day, seconds) SELECT id, '2026-03-10', 5400 FROM people")
        let store = try TeamStore(address: address)
        let ada = try store.person(named: "ada")
        let sessions = try store.sessions(of: ada, overlapping: Self.at("2026-03-10T10:00:00Z").timeIntervalSince1970,
                                          Self.at("2026-03-10T10:01:00Z").timeIntervalSince1970)
        #expect(sessions == [Session(start: Self.at("2026-03-10T09:00:00Z"), seconds: 5_400, project: "cairn", language: "Swift",
                                     editor: "vim", source: "heartbeats")])
        #expect(try store.dayTotals(of: ada, from: "2026-03-10", through: "2026-03-10").map(\.seconds) == [5_400])
        // The longest session is known, so a read in its middle (above) found it from its start.
        #expect(try connection.execute("SELECT longest_ms FROM person_session_bounds").rows == [["5400000"]])
        #expect(try store.personRows(of: ada).sessions.map(\.source) == ["heartbeats"])
    }

    @Test("an import skips what is stored; the same start with another length or source is another session")
    func duplicates() throws {
        let (store, _) = try TeamDatabase.store()
        let ada = try store.addPerson("ada", password: "correct horse battery")
        let nine = Self.at("2026-03-10T09:00:00Z")
        let sessions = [Session(start: nine, seconds: 3_600, project: "cairn", source: "wakatime"),
                        Session(start: nine, seconds: 1_800, project: "cairn", source: "wakatime"),
                        Session(start: nine, seconds: 3_600, project: "cairn", source: "activitywatch"),
                        Session(start: nine, seconds: 3_600, project: "cairn", source: "wakatime")]
        var told: [Int] = []
        let first = try store.importSessions(sessions, for: ada) { told.append($0) }
        #expect(first == TeamStore.SessionImportCounts(added: 3, duplicates: 1))
        #expect(told == [4])
        #expect(try store.importSessions(sessions, for: ada) { _ in } == TeamStore.SessionImportCounts(added: 0, duplicates: 4))
        // Overlapping sessions count once in the day's total.
        #expect(try store.dayTotals(of: ada, from: "2026-03-10", through: "2026-03-10").map(\.seconds) == [3_600])
    }

    @Test("an implausible session refuses the whole import: nothing is stored")
    func refused() throws {
        let (store, _) = try TeamDatabase.store()
        let ada = try store.addPerson("ada", password: "correct horse battery")
        var sessions = (0..<100).map { Session(start: Self.at("2026-03-10T09:00:00Z").addingTimeInterval(Double($0) * 60), seconds: 30) }
        sessions.append(Session(start: Self.at("2026-03-10T09:00:00Z"), seconds: -5))
        #expect(throws: TeamError.self) { try store.importSessions(sessions, for: ada) { _ in } }
        #expect(try connection(store).execute("SELECT count(*) FROM person_sessions").scalar == "0")
        #expect(try store.dayTotals(of: ada, from: "2026-03-01", through: "2026-03-31").isEmpty)
    }

    @Test("live heartbeats re-join only their own sessions: an imported session among them stays")
    func liveBesideImported() throws {
        let (store, _) = try TeamDatabase.store()
        let ada = try store.addPerson("ada", password: "correct horse battery")
        func beats(from: String, minutes: Int) -> [HeartbeatRow] {
            stride(from: 0, through: minutes * 60, by: 120).map { offset in
                HeartbeatRow(time: Self.at(from).timeIntervalSince1970 + Double(offset), entity: "/a.swift", type: "file",
                             project: "cairn", branch: "main", language: "Swift", editor: "vim")
            }
        }
        _ = try store.receiveHeartbeats(beats(from: "2026-03-10T09:00:00Z", minutes: 30), for: ada)
        let imported = Session(start: Self.at("2026-03-10T09:40:00Z"), seconds: 600, project: "old", source: "wakatime")
        #expect(try store.importSessions([imported], for: ada) { _ in }.added == 1)
        // Joined to the 09:00 session, so its re-join spans the imported one.
        _ = try store.receiveHeartbeats(beats(from: "2026-03-10T09:32:00Z", minutes: 6), for: ada)
        let all = try store.sessions(of: ada, overlapping: Self.at("2026-03-10T00:00:00Z").timeIntervalSince1970,
                                     Self.at("2026-03-11T00:00:00Z").timeIntervalSince1970)
        #expect(all.map(\.source) == ["heartbeats", "wakatime"])
        #expect(all.last == imported)
        #expect(all.first?.seconds == 2_280)
        // 09:00–09:38 and 09:40–09:50.
        #expect(try store.dayTotals(of: ada, from: "2026-03-10", through: "2026-03-10").map(\.seconds) == [48 * 60])
    }

    private func connection(_ store: TeamStore) -> PGConnection { store.connection }
}
