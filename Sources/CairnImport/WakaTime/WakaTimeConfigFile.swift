import Foundation

/// WakaTime's own settings file, as the WakaTime CLIs read it: `$WAKATIME_HOME/.wakatime.cfg`,
/// else `$HOME/.wakatime.cfg`, an INI file whose `[settings]` section holds `api_key` (older
/// versions: `apikey`) and `api_url`.
///
/// Lines are `name = value` (or `name: value`); `#` and `;` start a comment line; names compare
/// without case; other sections and names are ignored. Like a key file, the file must be readable
/// and writable by its owner only (`chmod 600`), since it holds the key.
public struct WakaTimeConfigFile: Sendable, Hashable {
    /// Where the file is.
    public var path: String
    /// `api_key` (or `apikey`) of `[settings]`, trimmed; `nil` when absent or empty.
    public var apiKey: String?
    /// `api_url` of `[settings]`, trimmed; `nil` when absent or empty.
    public var apiURL: String?

    /// The largest file read, in bytes.
    static let maximumFileSize = 256 * 1024

    /// Creates a configuration.
    public init(path: String, apiKey: String?, apiURL: String?) {
        self.path = path
        self.apiKey = apiKey
        self.apiURL = apiURL
    }

    /// Where the WakaTime CLIs look for the file in `environment`; `nil` with neither
    /// `WAKATIME_HOME` nor `HOME` set.
    public static func path(environment: [String: String]) -> String? {
        let home = [environment["WAKATIME_HOME"], environment["HOME"]].compactMap { $0 }.first { !$0.isEmpty }
        return home.map { ($0 as NSString).appendingPathComponent(".wakatime.cfg") }
    }

    /// The file named by `environment`, read and checked; `nil` when there is no such file.
    public static func read(environment: [String: String]) throws(ImportError) -> WakaTimeConfigFile? {
        guard let path = path(environment: environment), FileManager.default.fileExists(atPath: path) else { return nil }
        let text = try WakaTimeAPIKey.privateText(path, what: "the WakaTime settings file", maximumSize: maximumFileSize,
                                                  tooLarge: "expected a small INI file with a [settings] section")
        return try parse(text, path: path)
    }

    /// The `[settings]` of an INI text; the key, when given, must be one word.
    public static func parse(_ text: String, path: String) throws(ImportError) -> WakaTimeConfigFile {
        var section = ""
        var values: [String: String] = [:]
        for rawLine in text.split(whereSeparator: \.isNewline) {
            let line = rawLine.trimmingCharacters(in: .whitespaces)
            if line.isEmpty || line.hasPrefix("#") || line.hasPrefix(";") { continue }
            if line.hasPrefix("["), line.hasSuffix("]") {
                section = line.dropFirst().dropLast().trimmingCharacters(in: .whitespaces).lowercased()
                continue
            }
            guard section == "settings", let separator = line.firstIndex(where: { $0 == "=" || $0 == ":" }) else { continue }
            let name = line[..<separator].trimmingCharacters(in: .whitespaces).lowercased()
            let value = line[line.index(after: separator)...].trimmingCharacters(in: .whitespaces)
            values[name] = value
        }
        let keyText = [values["api_key"], values["apikey"]].compactMap { $0 }.first { !$0.isEmpty }
        let key = try keyText.map { text throws(ImportError) in try WakaTimeAPIKey.checked(text, file: path, what: "api_key in [settings]") }
        let url = values["api_url"].flatMap { $0.isEmpty ? nil : $0 }
        return WakaTimeConfigFile(path: path, apiKey: key, apiURL: url)
    }
}
