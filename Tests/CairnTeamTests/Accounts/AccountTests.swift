import CairnTeam
import Testing
import Foundation

@Suite struct PasswordHashTests {
    @Test func argon2idVerifiesTheRightPasswordOnly() throws {
        let hash = try PasswordHash.hash("correct horse battery")
        #expect(hash.hasPrefix("$argon2id$"))
        #expect(!hash.contains("correct horse"))
        #expect(PasswordHash.verify("correct horse battery", against: hash))
        #expect(!PasswordHash.verify("correct horse batterx", against: hash))
        #expect(try PasswordHash.hash("correct horse battery") != hash, "a fresh salt each time")
    }

    @Test(arguments: ["", "short1", "aaaaaaaaaaaa", "ada-password-1"])
    func weakPasswordsAreRefused(_ password: String) {
        #expect(PasswordHash.refusal(of: password, name: "ada") != nil)
    }
}

@Suite struct PeopleTests {
    @Test func aPersonIsStoredWithAHashNeverTheirPassword() throws {
        let (store, _) = try TeamDatabase.store()
        let ada = try store.addPerson("ada", password: "analytical engine")
        #expect(try store.people().map(\.name) == ["ada"])
        let stored = try store.connection.execute("SELECT password_hash FROM people WHERE id = $1", [String(ada.id)]).scalar ?? ""
        #expect(stored.hasPrefix("$argon2id$") && !stored.contains("analytical"))
        #expect(try store.signIn("ada", password: "analytical engine").id == ada.id)
        #expect(throws: TeamError.refused("wrong name or password")) { try store.signIn("ada", password: "analytical enginf") }
        #expect(throws: TeamError.conflict("there is already a person called ada")) { try store.addPerson("ada", password: "another password") }
    }

    @Test func aDisabledPersonsKeyAndPasswordAreRefused() throws {
        let (store, _) = try TeamDatabase.store()
        _ = try store.addPerson("ada", password: "analytical engine")
        let key = try store.makeKey(for: "ada", rotate: false)
        #expect(try store.person(forKey: key).name == "ada")
        #expect(throws: TeamError.refused("unknown API key")) { try store.person(forKey: key + "x") }
        try store.setDisabled("ada", true)
        #expect(throws: TeamError.refused("unknown API key"), "disabling deleted the key") { try store.person(forKey: key) }
        #expect(throws: TeamError.self) { try store.signIn("ada", password: "analytical engine") }
        try store.setDisabled("ada", false)
        #expect(throws: TeamError.refused("unknown API key"), "enabling brings the old key back") { try store.person(forKey: key) }
        #expect(try !store.person(named: "ada").hasKey)
        #expect(try store.person(forKey: store.makeKey(for: "ada", rotate: false)).name == "ada", "a new key works")
    }

    @Test("disabling ends every session of theirs, and enabling again brings none back")
    func disablingEndsSessions() throws {
        let (store, _) = try TeamDatabase.store()
        let ada = try store.addPerson("ada", password: "analytical engine")
        let bob = try store.addPerson("bob", password: "difference engine")
        let now = Date(timeIntervalSince1970: 1_773_086_400)
        let token = try store.startSession(for: ada, now: now)
        _ = try store.startSession(for: bob, now: now)
        try store.setDisabled("ada", true)
        #expect(try store.sessionCount(of: ada, now: now) == 0)
        try store.setDisabled("ada", false)
        #expect(throws: TeamError.self) { try store.person(forSession: token, now: now) }
        #expect(try store.sessionCount(of: bob, now: now) == 1, "no one else's")
    }

    @Test("a new password refuses the old one, ends every session and makes the known browsers unknown")
    func newPassword() throws {
        let (store, _) = try TeamDatabase.store()
        let ada = try store.addPerson("ada", password: "analytical engine")
        let now = Date(timeIntervalSince1970: 1_773_086_400)
        _ = try store.startSession(for: ada, now: now)
        let device = try store.knownDevice(for: ada)
        #expect(try store.isKnownDevice(device, for: "ada"))
        #expect(try !store.isKnownDevice(device, for: "bob"))
        #expect(throws: TeamError.usage("the password is too short: use at least 10 characters")) { try store.setPassword("ada", "short") }
        #expect(try store.setPassword("ada", "difference engine") == 1)
        #expect(try store.sessionCount(of: ada, now: now) == 0)
        #expect(throws: TeamError.self) { try store.signIn("ada", password: "analytical engine") }
        #expect(try store.signIn("ada", password: "difference engine").id == ada.id)
        #expect(try !store.isKnownDevice(device, for: "ada"))
        _ = try store.startSession(for: ada, now: now)
        _ = try store.startSession(for: ada, now: now)
        #expect(try store.endSessions(of: "ada") == 2)
    }

    @Test func rotatingAKeyRefusesTheOldOneAndOnlyAHashIsStored() throws {
        let (store, _) = try TeamDatabase.store()
        _ = try store.addPerson("ada", password: "analytical engine")
        let old = try store.makeKey(for: "ada", rotate: false)
        #expect(throws: TeamError.self) { try store.makeKey(for: "ada", rotate: false) }
        let new = try store.makeKey(for: "ada", rotate: true)
        #expect(throws: TeamError.self) { try store.person(forKey: old) }
        #expect(try store.person(forKey: new).name == "ada")
        let dump = try store.connection.execute("SELECT encode(key_hash, 'escape') FROM api_keys").rows
        #expect(!dump.description.contains(new))
    }
}
