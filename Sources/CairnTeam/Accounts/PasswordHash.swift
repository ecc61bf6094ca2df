import CSodium

/// Passwords hashed with Argon2id (libsodium's `crypto_pwhash_str`, interactive limits); only
/// the encoded hash (`$argon2id$v=19$…`, salt and parameters included) is ever stored.
public enum PasswordHash {
    /// The fewest characters a password may have.
    public static let minimumLength = 10

    /// Why `password` is too weak for `name`, or `nil` when it will do.
    public static func refusal(of password: String, name: String) -> String? {
        if password.isEmpty { return "the password is empty" }
        if password.count < minimumLength { return "the password is too short: use at least \(minimumLength) characters" }
        if password.lowercased().contains(name.lowercased()) { return "the password contains the name" }
        if Set(password).count < 4 { return "the password repeats too few characters: use at least 4 different ones" }
        return nil
    }

    /// The Argon2id hash of `password`, with a fresh random salt.
    public static func hash(_ password: String) throws(TeamError) -> String {
        guard sodium_init() >= 0 else { throw .database("libsodium could not start") }
        var out = [CChar](repeating: 0, count: crypto_pwhash_strbytes())
        let status = crypto_pwhash_str_alg(&out, password, UInt64(password.utf8.count),
                                           UInt64(crypto_pwhash_opslimit_interactive()),
                                           crypto_pwhash_memlimit_interactive(), crypto_pwhash_alg_argon2id13())
        guard status == 0 else { throw .database("cannot hash the password: not enough memory for Argon2id") }
        return String(decoding: out.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Whether `password` matches `stored` (checked in constant time by libsodium).
    public static func verify(_ password: String, against stored: String) -> Bool {
        guard sodium_init() >= 0 else { return false }
        return crypto_pwhash_str_verify(stored, password, UInt64(password.utf8.count)) == 0
    }
}
