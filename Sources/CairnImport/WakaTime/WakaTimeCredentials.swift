/// The API key to use, where it came from, and the API URL named beside it.
///
/// The key comes from, in order: a key file given by the caller; `WAKATIME_API_KEY` in the
/// environment passed in; `api_key` in the `[settings]` of `~/.wakatime.cfg` (see
/// ``WakaTimeConfigFile``), whose `api_url` is then the API URL unless the caller gives one.
public struct WakaTimeCredentials: Sendable, Hashable {
    /// The secret key.
    public var apiKey: String
    /// `api_url` from `~/.wakatime.cfg` when the key came from there; else `nil`.
    public var apiURL: String?
    /// Where the key came from, in words (`WAKATIME_API_KEY`, a path).
    public var source: String

    /// Creates credentials.
    public init(apiKey: String, apiURL: String?, source: String) {
        self.apiKey = apiKey
        self.apiURL = apiURL
        self.source = source
    }

    /// Finds the key as described above, or says how to provide one.
    public static func resolve(keyFile: String?, environment: [String: String]) throws(ImportError) -> WakaTimeCredentials {
        if let keyFile { return WakaTimeCredentials(apiKey: try WakaTimeAPIKey.read(file: keyFile), apiURL: nil, source: keyFile) }
        if environment[WakaTimeAPIKey.environmentVariable] != nil {
            return WakaTimeCredentials(apiKey: try WakaTimeAPIKey.fromEnvironment(environment), apiURL: nil,
                                       source: WakaTimeAPIKey.environmentVariable)
        }
        if let config = try WakaTimeConfigFile.read(environment: environment) {
            guard let key = config.apiKey else {
                throw ImportError(file: "WakaTime API key", reason: WakaTimeAPIKey.missingKey + "; \(config.path) has no api_key in [settings]")
            }
            return WakaTimeCredentials(apiKey: key, apiURL: config.apiURL, source: config.path)
        }
        throw ImportError(file: "WakaTime API key", reason: WakaTimeAPIKey.missingKey)
    }
}
