/// The lines of `~/.wakatime.cfg` that point an editor plugin at a Cairn server: both WakaTime
/// CLIs read them as they are (the legacy Python CLI posts to `api_url` itself, the Go CLI
/// appends `/users/current/heartbeats.bulk`; the server takes both).
public enum WakaTimeConfigLines {
    /// `http://HOST/api/v1`, the `api_url` for a server reached at `host` (`127.0.0.1:7878`).
    public static func apiURL(host: String) -> String {
        "http://\(host)/api/v1"
    }

    /// `[settings]`, `api_key = KEY` and `api_url = …`, each on its own line. The key stands
    /// alone on its line: the WakaTime CLIs read a `; comment` after it as part of the key.
    public static func text(key: String, host: String) -> String {
        "[settings]\napi_key = \(key)\napi_url = \(apiURL(host: host))\n"
    }
}
