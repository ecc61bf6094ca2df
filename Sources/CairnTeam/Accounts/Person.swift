import Foundation

/// One person of the team.
public struct Person: Sendable, Hashable, Codable {
    /// The stable id every one of their rows is keyed by.
    public var id: Int64
    /// The sign-in name (lower-case letters, digits, `.`, `_`, `-`).
    public var name: String
    /// The name shown to others ("" for the sign-in name).
    public var displayName: String
    /// A disabled person can neither sign in nor send heartbeats; their data stays.
    public var disabled: Bool
    /// The IANA time zone their days are counted in.
    public var timeZone: String
    /// Whether they have an API key for editor plugins.
    public var hasKey: Bool

    /// Creates a person value.
    public init(id: Int64, name: String, displayName: String, disabled: Bool, timeZone: String, hasKey: Bool) {
        self.id = id
        self.name = name
        self.displayName = displayName
        self.disabled = disabled
        self.timeZone = timeZone
        self.hasKey = hasKey
    }

    /// Why `name` cannot be a sign-in name, or `nil` when it can.
    public static func refusal(ofName name: String) -> String? {
        let allowed = Set("abcdefghijklmnopqrstuvwxyz0123456789._-")
        guard !name.isEmpty, name.count <= 64 else { return "a name is 1 to 64 characters, not \(name.count)" }
        guard name.allSatisfy(allowed.contains), let first = name.first, first.isLetter || first.isNumber else {
            return "`\(name)` is not a name: use lower-case letters, digits, `.`, `_` and `-`, starting with a letter or digit"
        }
        return nil
    }
}
