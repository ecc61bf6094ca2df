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

    /// A fresh home folder holding `.wakatime.cfg` with `text` and `mode`, removed after `body`.
    static func withHome<T>(_ text: String, mode: Int = 0o600, _ body: (String) throws -> T) throws -> T {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("cairn-home-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: home) }
        let path = home + "/.wakatime.cfg"
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: path)
        return try body(home)
    }

    @Test("~/.wakatime.cfg: [settings] api_key and api_url, any case, comments and other sections ignored")
    func configFile() throws {
        let text = """
        # written by the editor plugin
        [git]
        api_key = not_this_one
        [Settings]
        debug = false
        API_KEY = waka_cfg_key
        ; a comment
        api_url = https://wakapi.example.org/api/compat/wakatime/v1
        """
        #expect(try WakaTimeConfigFile.parse(text, path: "c") == WakaTimeConfigFile(path: "c", apiKey: "waka_cfg_key",
                                                                                    apiURL: "https://wakapi.example.org/api/compat/wakatime/v1"))
        #expect(try WakaTimeConfigFile.parse("[settings]\napikey: waka_old\n", path: "c").apiKey == "waka_old")
        #expect(try WakaTimeConfigFile.parse("[settings]\napi_key =\n", path: "c").apiKey == nil)
        #expect(throws: ImportError.self) { try WakaTimeConfigFile.parse("[settings]\napi_key = two words\n", path: "c") }
        #expect(WakaTimeConfigFile.path(environment: ["HOME": "/home/a"]) == "/home/a/.wakatime.cfg")
        #expect(WakaTimeConfigFile.path(environment: ["HOME": "/home/a", "WAKATIME_HOME": "/w"]) == "/w/.wakatime.cfg")
        #expect(WakaTimeConfigFile.path(environment: [:]) == nil)
    }

    @Test("the key comes from a key file, else WAKATIME_API_KEY, else ~/.wakatime.cfg, which must be owner-only")
    func credentials() throws {
        let cfg = "[settings]\napi_key = waka_cfg\napi_url = http://localhost:3000/api\n"
        try Self.withHome(cfg) { home in
            #expect(try WakaTimeCredentials.resolve(keyFile: nil, environment: ["HOME": home])
                == WakaTimeCredentials(apiKey: "waka_cfg", apiURL: "http://localhost:3000/api", source: home + "/.wakatime.cfg"))
            #expect(try WakaTimeCredentials.resolve(keyFile: nil, environment: ["HOME": home, "WAKATIME_API_KEY": "waka_env"])
                == WakaTimeCredentials(apiKey: "waka_env", apiURL: nil, source: "WAKATIME_API_KEY"))
            let fromFile = try Self.withKeyFile("waka_file") { try WakaTimeCredentials.resolve(keyFile: $0, environment: ["HOME": home]) }
            #expect(fromFile.apiKey == "waka_file" && fromFile.apiURL == nil)
        }
        try Self.withHome(cfg, mode: 0o644) { home in
            let error = try #require(throws: ImportError.self) { try WakaTimeCredentials.resolve(keyFile: nil, environment: ["HOME": home]) }
            #expect(error == ImportError(file: home + "/.wakatime.cfg",
                                         reason: "the WakaTime settings file can be read or written by other users (mode 644); run chmod 600 \(home)/.wakatime.cfg"))
        }
        try Self.withHome("[settings]\ndebug = true\n") { home in
            let error = try #require(throws: ImportError.self) { try WakaTimeCredentials.resolve(keyFile: nil, environment: ["HOME": home]) }
            #expect(error.reason.hasPrefix("no API key: set WAKATIME_API_KEY or give a key file"))
            #expect(error.reason.hasSuffix("\(home)/.wakatime.cfg has no api_key in [settings]"))
        }
        let none = try #require(throws: ImportError.self) { try WakaTimeCredentials.resolve(keyFile: nil, environment: ["HOME": "/nonexistent"]) }
        #expect(none.reason.hasSuffix("or put api_key in the [settings] of ~/.wakatime.cfg"))
    }
}
