import Foundation

/// Best-effort editor name from a WakaTime user agent such as
/// `wakatime/v1.115.1 (darwin-24.3.0-arm64) go1.24.2 vscode/1.98.2 vscode-wakatime/25.0.0`.
enum UserAgentEditor {
    /// The editor: the `name/version` token just before the plugin's `…-wakatime/…` token, or
    /// the plugin's prefix when there is no such token; `nil` when neither is present.
    static func editor(from agent: String) -> String? {
        let tokens = agent.split(separator: " ").map(String.init)
        guard let pluginIndex = tokens.lastIndex(where: { $0.lowercased().contains("-wakatime/") }) else {
            return nil
        }
        if pluginIndex > 0 {
            let candidate = tokens[pluginIndex - 1]
            if let slash = candidate.firstIndex(of: "/"), !candidate.hasPrefix("wakatime/"),
               !candidate.hasPrefix("("), slash != candidate.startIndex {
                return String(candidate[..<slash])
            }
        }
        let plugin = tokens[pluginIndex]
        guard let range = plugin.range(of: "-wakatime/", options: .caseInsensitive),
              range.lowerBound != plugin.startIndex else { return nil }
        return String(plugin[..<range.lowerBound])
    }
}
