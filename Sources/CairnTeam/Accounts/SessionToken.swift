import CSodium

/// The token of a signed-in browser's `cairn_session` cookie: 256 random bits from libsodium
/// (`randombytes_buf`) as hex. The database keeps only its BLAKE2b hash, so a copy of the
/// database signs no one in; the page's CSRF token is another hash of it, so any server of the
/// team can check a form without storing anything more.
public enum SessionToken {
    /// A new token: 32 random bytes as 64 lower-case hex digits.
    public static func make() throws(TeamError) -> String {
        guard sodium_init() >= 0 else { throw .database("libsodium could not start") }
        var bytes = [UInt8](repeating: 0, count: 32)
        randombytes_buf(&bytes, bytes.count)
        return APIKey.hex(bytes)
    }

    /// Whether `text` has the shape of a token (so nothing else is ever hashed and looked up).
    public static func isWellFormed(_ text: String) -> Bool {
        text.utf8.count == 64 && text.utf8.allSatisfy { (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }
    }

    /// The hash stored for `token`.
    static func hash(_ token: String) -> [UInt8] {
        APIKey.hash("session:" + token)
    }

    /// The CSRF token of the pages served under `token`'s session: a hash of it that reveals
    /// nothing of it and differs from the stored one.
    public static func csrf(for token: String) -> String {
        APIKey.hex(APIKey.hash("csrf:" + token))
    }
}
