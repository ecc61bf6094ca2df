import CSodium

/// The token of a browser's `cairn_device` cookie, given at a successful sign-in: it says "this
/// browser signed in as NAME before", so the per-name throttle does not lock it out when
/// strangers have used up that name's failures. It is `NONCE.MAC`: 128 random bits and a keyed
/// BLAKE2b of the name and the nonce, keyed by a hash of the person's stored password hash. So any
/// server of the team can check it without storing anything, and changing the password (or
/// removing the person) makes every such cookie worthless.
public enum KnownDevice {
    /// A new token for `name`, whose stored password hash is `passwordHash`.
    public static func make(name: String, passwordHash: String) throws(TeamError) -> String {
        guard sodium_init() >= 0 else { throw .database("libsodium could not start") }
        var nonce = [UInt8](repeating: 0, count: 16)
        randombytes_buf(&nonce, nonce.count)
        let hex = APIKey.hex(nonce)
        return hex + "." + APIKey.hex(mac(name: name, nonce: hex, passwordHash: passwordHash))
    }

    /// Whether `token` was made for `name` under `passwordHash`.
    public static func isValid(_ token: String, name: String, passwordHash: String) -> Bool {
        let parts = token.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 2, parts[0].utf8.count == 32, parts[1].utf8.count == 64 else { return false }
        let given = APIKey.bytes(hex: String(parts[1]))
        guard given.count == 32 else { return false }
        return APIKey.equal(given, mac(name: name, nonce: String(parts[0]), passwordHash: passwordHash))
    }

    private static func mac(name: String, nonce: String, passwordHash: String) -> [UInt8] {
        _ = sodium_init()
        let key = APIKey.hash("device-key:" + passwordHash)
        var out = [UInt8](repeating: 0, count: 32)
        let input = Array("device:\(name):\(nonce)".utf8)
        _ = crypto_generichash(&out, out.count, input, UInt64(input.count), key, key.count)
        return out
    }
}
