import Foundation

/// The three switches for whether the app cheers the person on; each defaults to on.
public struct EncouragementSettings: Sendable, Hashable, Codable {
    /// Show the flame on Home cards and in the Trackables list.
    public var streaks: Bool
    /// Watch for and announce achievements.
    public var achievements: Bool
    /// Show the Getting Started checklist.
    public var gettingStarted: Bool

    /// The setting keys, as stored.
    public static let streaksKey = "encouragement.streaks"
    /// See ``streaksKey``.
    public static let achievementsKey = "encouragement.achievements"
    /// See ``streaksKey``.
    public static let gettingStartedKey = "encouragement.gettingStarted"

    /// Creates settings; all on by default.
    public init(streaks: Bool = true, achievements: Bool = true, gettingStarted: Bool = true) {
        self.streaks = streaks
        self.achievements = achievements
        self.gettingStarted = gettingStarted
    }

    /// Reads stored settings: a key that is missing, or a value that is not off, reads on.
    ///
    /// Off is `off`, `false`, `0` or `no`; keys may be given with or without `encouragement.`.
    public init(settings: [String: String]) {
        func on(_ key: String) -> Bool {
            let short = String(key.dropFirst("encouragement.".count))
            guard let value = settings[key] ?? settings[short] else { return true }
            return !["off", "false", "0", "no"].contains(value.trimmingCharacters(in: .whitespaces).lowercased())
        }
        self.init(streaks: on(Self.streaksKey), achievements: on(Self.achievementsKey),
                  gettingStarted: on(Self.gettingStartedKey))
    }

    /// Reads a stored JSON object of switches (`{"streaks": false}` or `{"streaks": "off"}`);
    /// missing keys, and JSON that is not such an object, read on.
    public init(json: Data) {
        let decoder = JSONDecoder()
        if let flags = try? decoder.decode([String: Bool].self, from: json) {
            self.init(settings: flags.mapValues { $0 ? "on" : "off" })
        } else {
            self.init(settings: (try? decoder.decode([String: String].self, from: json)) ?? [:])
        }
    }

    /// Sets all three at once, as onboarding's single question does.
    public static func all(_ on: Bool) -> EncouragementSettings {
        EncouragementSettings(streaks: on, achievements: on, gettingStarted: on)
    }
}
