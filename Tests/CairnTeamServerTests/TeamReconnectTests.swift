import CairnTeam
import Foundation
import Testing

/// A team server outlives its database connections: PostgreSQL restarting (here, every backend
/// of the team's database terminated) costs no request and needs no restart of Cairn.
@Suite("a team server carries on after PostgreSQL closed its connections")
struct TeamReconnectTests {
    @Test("every request thread's connection ended: the next requests of every kind are answered")
    func carriesOn() throws {
        let team = try ServedTeam()
        try team.add("ada")
        let ada = try team.signIn("ada")
        // Warm every one of the server's 4 request threads' connections.
        for _ in 0..<12 { #expect(try ada.get("/api/today").status == 200) }
        let ended = try team.store.connection.execute("""
            SELECT count(pg_terminate_backend(pid)) FROM pg_stat_activity
            WHERE datname = current_database() AND pid <> pg_backend_pid()
            """).scalar
        #expect(Int(ended ?? "") ?? 0 >= 1, "no connection of the server's was found to end")
        let deadline = Date().addingTimeInterval(10)
        while try team.store.connection.execute("SELECT count(*) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()").scalar != "0",
              Date() < deadline {
            usleep(20_000)
        }
        // A backend leaves pg_stat_activity a moment before its socket closes.
        usleep(500_000)
        for _ in 0..<12 {
            let today = try ada.get("/api/today")
            #expect(today.status == 200, "\(today.status) \(today.text)")
        }
        #expect(try ada.get("/").status == 200)
        #expect(try ada.post("/api/undo", []).status != 500)
    }
}
