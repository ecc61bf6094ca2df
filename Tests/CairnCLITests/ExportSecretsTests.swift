import Foundation
import Testing

/// `cairn export` leaves this database's API key for editor plugins out unless asked.
@Suite("cairn export: secrets")
struct ExportSecretsTests {
    static let now = "2026-03-09T12:00:00Z"

    @Test("the API key is left out unless --with-secrets; a restore without it makes a new key when asked")
    func apiKey() throws {
        let cairn = try CairnBinary()
        defer { cairn.remove() }
        #expect(try cairn.run(["goals", "set", "--daily", "60", "--time-zone", "UTC", "--now", Self.now]).status == 0)
        let key = try cairn.run(["key"]).stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(key.count == 36)
        let plain = try cairn.run(["export", "--now", Self.now])
        #expect(plain.status == 0 && !plain.stdout.contains(key) && !plain.stdout.contains("wakatime.apiKey"))
        let file = cairn.folder.appendingPathComponent("plain.json").path
        #expect(try cairn.run(["export", file, "--now", Self.now]).status == 0)
        #expect(!(try String(contentsOfFile: file, encoding: .utf8)).contains(key))
        let secret = try cairn.run(["export", "--with-secrets", "--now", Self.now])
        #expect(secret.status == 0 && secret.stdout.contains(#""wakatime.apiKey": "\#(key)""#))
        // Restored without the key, the database has none until `cairn key` makes a new one.
        let restored = cairn.folder.appendingPathComponent("restored.sqlite").path
        let result = try cairn.run(["import", "cairn", file, "--now", Self.now], environment: ["CAIRN_DB": restored])
        #expect(result.status == 0, "\(result.stderr)")
        let made = try cairn.run(["key"], environment: ["CAIRN_DB": restored]).stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(made.count == 36 && made != key)
        // Restored with it, the plugins' key goes on working.
        let secretFile = cairn.folder.appendingPathComponent("secret.json").path
        #expect(try cairn.run(["export", secretFile, "--with-secrets", "--now", Self.now]).status == 0)
        let restoredWithKey = cairn.folder.appendingPathComponent("restored-key.sqlite").path
        #expect(try cairn.run(["import", "cairn", secretFile, "--now", Self.now], environment: ["CAIRN_DB": restoredWithKey]).status == 0)
        #expect(try cairn.run(["key"], environment: ["CAIRN_DB": restoredWithKey]).stdout.trimmingCharacters(in: .whitespacesAndNewlines) == key)
    }
}
