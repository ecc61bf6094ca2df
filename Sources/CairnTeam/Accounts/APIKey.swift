import CSodium

/// A person's API key for editor plugins (the WakaTime CLI's `api_key`): random, shown once,
/// stored only as its BLAKE2b hash, compared in constant time.
public enum APIKey {
    /// A new key: 128 random bits in the UUID v4 form the WakaTime CLIs accept.
    public static func make() throws(TeamError) -> String {
        guard sodium_init() >= 0 else { throw .database("libsodium could not start") }
        var bytes = [UInt8](repeating: 0, count: 16)
        randombytes_buf(&bytes, bytes.count)
        bytes[6] = (bytes[6] & 0x0F) | 0x40
        bytes[8] = (bytes[8] & 0x3F) | 0x80
        let hex = bytes.map { byte in String(byte, radix: 16).count == 1 ? "0" + String(byte, radix: 16) : String(byte, radix: 16) }.joined()
        let groups = [0..<8, 8..<12, 12..<16, 16..<20, 20..<32].map { range in
            String(hex[hex.index(hex.startIndex, offsetBy: range.lowerBound)..<hex.index(hex.startIndex, offsetBy: range.upperBound)])
        }
        return groups.joined(separator: "-")
    }

    /// The 32-byte hash stored for `key`.
    public static func hash(_ key: String) -> [UInt8] {
        _ = sodium_init()
        var out = [UInt8](repeating: 0, count: 32)
        let input = Array(key.utf8)
        _ = crypto_generichash(&out, out.count, input, UInt64(input.count), nil, 0)
        return out
    }

    /// Whether two hashes are equal, in time independent of where they differ.
    public static func equal(_ a: [UInt8], _ b: [UInt8]) -> Bool {
        guard a.count == b.count, !a.isEmpty else { return false }
        return sodium_memcmp(a, b, a.count) == 0
    }

    /// Lower-case hex of `bytes` (how a hash is passed to SQL: `decode($1, 'hex')`).
    static func hex(_ bytes: [UInt8]) -> String {
        bytes.map { byte in String(byte, radix: 16).count == 1 ? "0" + String(byte, radix: 16) : String(byte, radix: 16) }.joined()
    }

    /// The bytes of lower-case hex `text`.
    static func bytes(hex text: String) -> [UInt8] {
        var out: [UInt8] = []
        var index = text.startIndex
        while index < text.endIndex, let next = text.index(index, offsetBy: 2, limitedBy: text.endIndex) {
            if let byte = UInt8(text[index..<next], radix: 16) { out.append(byte) }
            index = next
        }
        return out
    }
}
