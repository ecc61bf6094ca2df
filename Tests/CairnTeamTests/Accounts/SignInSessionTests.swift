@testable import CairnTeam
import Foundation
import Testing

@Suite("Team sign-in sessions, throttle and sharing in the store")
struct SignInSessionTests {
    static let start = Date(timeIntervalSince1970: 1_773_086_400)

    @Test("a session lasts fourteen days and is found by its token only; ending it refuses it")
    func sessionLifetime() throws {
        let (store, _) = try TeamDatabase.store()
        let ada = try store.addPerson("ada", password: "analytical engine")
        let token = try store.startSession(for: ada, now: Self.start)
        #expect(try store.person(forSession: token, now: Self.start).id == ada.id)
        #expect(try store.person(forSession: token, now: Self.start.addingTimeInterval(TeamStore.sessionLifetime - 1)).id == ada.id)
        #expect(throws: TeamError.self) { try store.person(forSession: token, now: Self.start.addingTimeInterval(TeamStore.sessionLifetime)) }
        #expect(throws: TeamError.self) { try store.person(forSession: String(token.reversed()), now: Self.start) }
        #expect(throws: TeamError.self) { try store.person(forSession: "not a token", now: Self.start) }
        try store.endSession(token)
        #expect(throws: TeamError.self) { try store.person(forSession: token, now: Self.start) }
    }

    /// Every row of `sign_in_sessions`, live or expired.
    static func rows(_ store: TeamStore) throws -> Int {
        Int(try store.connection.execute("SELECT count(*) FROM sign_in_sessions").scalar ?? "") ?? -1
    }

    @Test("a lookup that meets an expired session refuses it and deletes its row, with no sign-in; a live one stays")
    func expiredSessionGoesAtLookup() throws {
        let (store, _) = try TeamDatabase.store()
        let ada = try store.addPerson("ada", password: "analytical engine")
        let bob = try store.addPerson("bob", password: "difference engine")
        let old = try store.startSession(for: ada, now: Self.start)
        let live = try store.startSession(for: bob, now: Self.start.addingTimeInterval(86_400))
        #expect(try Self.rows(store) == 2)
        let later = Self.start.addingTimeInterval(TeamStore.sessionLifetime)
        #expect(throws: TeamError.refused("not signed in, or the session ended; sign in again")) {
            try store.person(forSession: old, now: later)
        }
        #expect(try Self.rows(store) == 1)
        // Bob's, a day younger, is still live and still there.
        #expect(try store.person(forSession: live, now: later).id == bob.id)
        // An unknown token deletes nothing.
        #expect(throws: TeamError.self) { try store.person(forSession: String(live.reversed()), now: later.addingTimeInterval(86_400)) }
        #expect(try Self.rows(store) == 1)
    }

    @Test("pruning deletes everyone's expired sessions and only those")
    func pruneExpired() throws {
        let (store, _) = try TeamDatabase.store()
        let ada = try store.addPerson("ada", password: "analytical engine")
        let bob = try store.addPerson("bob", password: "difference engine")
        _ = try store.startSession(for: ada, now: Self.start)
        _ = try store.startSession(for: bob, now: Self.start.addingTimeInterval(1))
        let live = try store.startSession(for: bob, now: Self.start.addingTimeInterval(3_600))
        let later = Self.start.addingTimeInterval(TeamStore.sessionLifetime + 1)
        #expect(try store.pruneExpiredSessions(now: later) == 2)
        #expect(try Self.rows(store) == 1)
        #expect(try store.person(forSession: live, now: later).id == bob.id)
        #expect(try store.pruneExpiredSessions(now: later) == 0)
    }

    @Test("the throttle refuses a name after five failures within fifteen minutes, until the window ends; success clears it")
    func throttleWindow() throws {
        let (store, _) = try TeamDatabase.store()
        for minute in 0..<TeamStore.signInFailureLimit {
            #expect(try store.signInWait(for: "ada", now: Self.start.addingTimeInterval(Double(minute) * 60)) == nil)
            try store.recordSignInFailure(for: "ada", now: Self.start.addingTimeInterval(Double(minute) * 60))
        }
        // The window counts from the first failure.
        #expect(try store.signInWait(for: "ada", now: Self.start.addingTimeInterval(300)) == 600)
        #expect(try store.signInWait(for: "ada", now: Self.start.addingTimeInterval(899)) == 1)
        #expect(try store.signInWait(for: "ada", now: Self.start.addingTimeInterval(900)) == nil)
        // A failure after the window starts counting again from one.
        try store.recordSignInFailure(for: "ada", now: Self.start.addingTimeInterval(901))
        #expect(try store.signInWait(for: "ada", now: Self.start.addingTimeInterval(902)) == nil)
        // Four failures, then a success, then four more: never throttled.
        try store.clearSignInFailures(for: "ada")
        for _ in 0..<4 { try store.recordSignInFailure(for: "ada", now: Self.start.addingTimeInterval(1000)) }
        try store.clearSignInFailures(for: "ada")
        for _ in 0..<4 { try store.recordSignInFailure(for: "ada", now: Self.start.addingTimeInterval(1001)) }
        #expect(try store.signInWait(for: "ada", now: Self.start.addingTimeInterval(1002)) == nil)
        try store.recordSignInFailure(for: "ada", now: Self.start.addingTimeInterval(1003))
        #expect(try store.signInWait(for: "ada", now: Self.start.addingTimeInterval(1004)) != nil)
    }

    @Test("sharing is private by default and only the sharing, enabled people are listed")
    func sharing() throws {
        let (store, _) = try TeamDatabase.store()
        let ada = try store.addPerson("ada", password: "analytical engine")
        let bob = try store.addPerson("bob", password: "difference engine")
        #expect(try !store.sharesWeek(ada))
        #expect(try store.peopleSharingWeek().isEmpty)
        try store.setSharesWeek(ada, true)
        try store.setSharesWeek(bob, true)
        #expect(try store.peopleSharingWeek().map(\.name) == ["ada", "bob"])
        try store.setDisabled("bob", true)
        #expect(try store.peopleSharingWeek().map(\.name) == ["ada"])
    }

    @Test("a database of the first schema opens with its people, sharing nothing, sessions keyed by person_id")
    func migratesFromTheFirstSchema() throws {
        let (address, connection) = try TeamDatabase.atVersion(1)
        try connection.execute("INSERT INTO people (name, password_hash) VALUES ('ada', $1)", [try PasswordHash.hash("analytical engine")])
        let store = try TeamStore(address: address)
        let ada = try store.signIn("ada", password: "analytical engine")
        #expect(try !store.sharesWeek(ada))
        #expect(try store.person(forSession: store.startSession(for: ada, now: Self.start), now: Self.start).name == "ada")
        let key = try store.connection.execute("""
            SELECT a.attname FROM pg_index i JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = i.indkey[0]
            WHERE i.indisprimary AND i.indrelid = 'sign_in_sessions'::regclass
            """).scalar
        #expect(key == "person_id")
    }
}
