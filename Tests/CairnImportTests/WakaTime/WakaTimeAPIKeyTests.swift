import CairnImport
import Foundation
import Testing

@Suite("WakaTime API key from a file or the environment")
struct WakaTimeAPIKeyTests {
    /// A fresh file holding `text` with `mode`, removed after `body`.
    @discardableResult
    static func withKeyFile<T>(_ text: String, mode: Int = 0o600, _ body: (String) throws -> T) throws -> T {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("cairn-key-\(UUID().uuidString)").path
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: path)
        return try body(path)
    }

    @Test("a key file is trimmed; an empty, multi-word, shared or missing one is refused")
    func keyFile() throws {
        #expect(try Self.withKeyFile("  waka_abc-123\n") { try WakaTimeAPIKey.read(file: $0) } == "waka_abc-123")
        try Self.withKeyFile(" \n") { path in
            #expect(throws: ImportError(file: path, reason: "the API key file is empty; it should hold the key from your WakaTime (or Wakapi) settings")) {
                try WakaTimeAPIKey.read(file: path)
            }
        }
        try Self.withKeyFile("waka_abc\nother") { path in
            #expect(throws: ImportError(file: path, reason: "the API key file holds more than one word; it should hold only the key")) {
                try WakaTimeAPIKey.read(file: path)
            }
        }
        try Self.withKeyFile("waka_abc", mode: 0o644) { path in
            #expect(throws: ImportError(file: path, reason: "the API key file can be read or written by other users (mode 644); run chmod 600 \(path)")) {
                try WakaTimeAPIKey.read(file: path)
            }
        }
        #expect(throws: ImportError(file: "/nonexistent/cairn-key", reason: "cannot read the API key file (no such file)")) {
            try WakaTimeAPIKey.read(file: "/nonexistent/cairn-key")
        }
        #expect(throws: ImportError.self) { try WakaTimeAPIKey.read(file: FileManager.default.temporaryDirectory.path) }
    }

    @Test("the environment is only read from the dictionary given; a file wins over it")
    func environment() throws {
        #expect(try WakaTimeAPIKey.fromEnvironment(["WAKATIME_API_KEY": " waka_env \n"]) == "waka_env")
        #expect(try WakaTimeAPIKey.resolve(file: nil, environment: ["WAKATIME_API_KEY": "waka_env"]) == "waka_env")
        #expect(throws: ImportError(file: "WAKATIME_API_KEY", reason: "WAKATIME_API_KEY is empty; it should hold the key from your WakaTime (or Wakapi) settings")) {
            try WakaTimeAPIKey.resolve(file: nil, environment: ["WAKATIME_API_KEY": ""])
        }
        #expect(throws: ImportError(file: "WAKATIME_API_KEY", reason: "WAKATIME_API_KEY is not set")) {
            try WakaTimeAPIKey.fromEnvironment(["HOME": "/root"])
        }
        let missing = try #require(throws: ImportError.self) { try WakaTimeAPIKey.resolve(file: nil, environment: [:]) }
        #expect(missing.reason.hasPrefix("no API key: set WAKATIME_API_KEY or give a key file"))
        #expect(try Self.withKeyFile("waka_file") { try WakaTimeAPIKey.resolve(file: $0, environment: ["WAKATIME_API_KEY": "waka_env"]) } == "waka_file")
    }
}
