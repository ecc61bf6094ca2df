import CairnApp
import CairnCore
import CairnServer
import CairnTeam
import CairnTestSupport
import Foundation
import Testing

/// A team person's nudges reach their page through `POST /api/nudges`, theirs only, each once;
/// the team server runs no desktop courier; expired sessions go without anyone signing in.
@Suite("Team nudges and expired sessions")
struct TeamNudgeTests {
    /// Gives `person` an hour a day from 08:00 to 22:00 UTC and ten minutes coded at noon, so at
    /// the server's now (Monday 20:00) the ring's nudge is due. (A day before anyone's first
    /// coding has no verdict yet, and so no nudge.)
    static func setGoals(_ team: ServedTeam, _ person: Person) throws {
        let beats = [0.0, 300, 600].map {
            HeartbeatRow(time: 1_773_057_600 + $0, entity: "a.swift", type: "file", project: "cairn", branch: "main", language: "Swift", editor: "vim")
        }
        _ = try team.store.receiveHeartbeats(beats, for: person)
        let workspace = Workspace(environment: ["TZ": "UTC"], team: TeamScope(connections: TeamConnections(address: team.address), person: person),
                                  now: ServedTeam.nowDate)
        _ = try workspace.setGoals(try GoalChange(daily: "60", weekly: nil, window: "08:00-22:00", restDays: nil, timeZone: "UTC",
                                                  weekStart: nil, streakPolicy: nil, from: nil))
    }

    /// `POST /api/nudges` as `browser`, with its CSRF token unless `csrf` is false.
    static func ask(_ browser: ServedTeam.Browser, csrf: Bool = true) throws -> TeamAnswer {
        var headers = browser.cookie
        if csrf { headers["X-CSRF-Token"] = browser.csrf }
        return try browser.team.send("POST", "/api/nudges", headers: headers)
    }

    static let ring = #"{"nudges":[{"key":"nudge:ring:2026-03-09","kind":"closeRing","text":"50m to close today's ring"}]}"# + "\n"

    @Test("the route answers the signed-in person's nudges only, each once; another's stay theirs")
    func ownNudgesOnce() throws {
        let team = try ServedTeam()
        let ada = try team.add("ada"), bob = try team.add("bob")
        try Self.setGoals(team, ada)
        try Self.setGoals(team, bob)
        let adaBrowser = try team.signIn("ada"), bobBrowser = try team.signIn("bob")
        let first = try Self.ask(adaBrowser)
        #expect(first.status == 200 && first.header("Content-Type") == "application/json; charset=utf-8")
        #expect(first.text == Self.ring)
        #expect(try Self.ask(adaBrowser).text == #"{"nudges":[]}"# + "\n")
        #expect(try team.store.setting(Workspace.firedNudgesKey, of: bob) == nil)
        #expect(try Self.ask(bobBrowser).text == Self.ring)
        #expect(try Self.ask(bobBrowser).text == #"{"nudges":[]}"# + "\n")
    }

    @Test("without a session 401, without the CSRF token 403, a GET 405; none marks anything sent")
    func refusals() throws {
        let team = try ServedTeam()
        let ada = try team.add("ada")
        try Self.setGoals(team, ada)
        let browser = try team.signIn("ada")
        #expect(try team.send("POST", "/api/nudges").status == 401)
        #expect(try team.send("POST", "/api/nudges", headers: ["X-CSRF-Token": browser.csrf]).status == 401)
        #expect(try Self.ask(browser, csrf: false).status == 403)
        let got = try browser.get("/api/nudges")
        #expect(got.status == 405 && got.header("Allow") == "POST")
        #expect(try team.store.setting(Workspace.firedNudgesKey, of: ada) == nil)
        #expect(try Self.ask(browser).text == Self.ring)
    }

    @Test("a team server never runs the desktop courier: notify-send on its PATH is never called")
    func noDesktopCourier() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cairn-team-nudge-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let notifier = try StandInTool("notify-send", in: folder)
        let team = try ServedTeam(path: notifier.path)
        let ada = try team.add("ada")
        try Self.setGoals(team, ada)
        let browser = try team.signIn("ada")
        // A change, which on a personal server asks the courier to run.
        #expect(try browser.post("/team/sharing", [("share", "on")]).status == 200)
        usleep(1_500_000)
        #expect(notifier.lines().isEmpty)
        // The nudge was due all along, and is still there for the page.
        #expect(try Self.ask(browser).text == Self.ring)
    }

    @Test("a team server deletes expired sessions by itself, with no sign-in and no request")
    func prunedWithoutSignIn() throws {
        let address = try TestPostgres.shared().makeDatabase()
        let store = try TeamStore(address: address)
        let ada = try store.addPerson("ada", password: ServedTeam.password)
        let bob = try store.addPerson("bob", password: ServedTeam.password)
        // (Bob's, not Ada's: a new session of hers would delete her expired one.)
        _ = try store.startSession(for: ada, now: ServedTeam.nowDate.addingTimeInterval(-TeamStore.sessionLifetime - 60))
        let live = try store.startSession(for: bob, now: ServedTeam.nowDate.addingTimeInterval(-60))
        func rows() throws -> Int { Int(try store.connection.execute("SELECT count(*) FROM sign_in_sessions").scalar ?? "") ?? -1 }
        #expect(try rows() == 2)
        let server = try AppServer(team: TeamConnections(address: address), fixedNow: (ServedTeam.nowDate, ServedTeam.now),
                                   environment: ["TZ": "UTC", "PATH": "/usr/bin:/bin"], address: "127.0.0.1", port: 0, secureCookies: false)
        let deadline = Date().addingTimeInterval(30)
        while try rows() > 1, Date() < deadline { usleep(50_000) }
        #expect(try rows() == 1)
        #expect(try store.person(forSession: live, now: ServedTeam.nowDate).id == bob.id)
        withExtendedLifetime(server) {}
    }
}
