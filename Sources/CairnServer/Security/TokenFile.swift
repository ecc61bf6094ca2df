import Foundation

/// The bearer token of a non-loopback server, read from a file only its owner may read.
public enum TokenFile {
    /// The least entropy a token may have, in bits.
    public static let minimumBits = 128.0

    /// Reads the token at `path`: its first line, trimmed.
    ///
    /// - Throws: ``ServerError/tokenFile(_:)`` when the file is missing, belongs to another
    ///   user, is readable or writable by group or others, or holds a token weaker than
    ///   ``minimumBits`` by ``estimatedBits(_:)``.
    public static func read(_ path: String) throws(ServerError) -> String {
        var info = stat()
        guard stat(path, &info) == 0 else {
            throw .tokenFile("cannot read the token file \(path): \(String(cString: strerror(errno))); add --make-token to make one")
        }
        guard info.st_uid == getuid() else { throw .tokenFile("the token file \(path) belongs to another user") }
        guard info.st_mode & 0o077 == 0 else {
            throw .tokenFile("the token file \(path) is open to others (mode \(String(info.st_mode & 0o777, radix: 8))); run `chmod 600 \(path)`")
        }
        guard let data = FileManager.default.contents(atPath: path) else { throw .tokenFile("cannot read the token file \(path)") }
        let token = String(decoding: data, as: UTF8.self).split(whereSeparator: \.isNewline).first
            .map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
        let bits = estimatedBits(token)
        guard bits >= minimumBits else {
            let distinct = Set(token.unicodeScalars).count
            throw .tokenFile("the token in \(path) is too weak: about \(Int(bits)) bits (\(token.unicodeScalars.count) characters of "
                + "\(distinct) different ones), at least \(Int(minimumBits)) are needed; remove the file and run "
                + "`cairn serve --token-file \(path) --make-token` to make a strong one")
        }
        return token
    }

    /// A conservative estimate of a token's entropy: its length times log2 of the number of
    /// different characters it uses (`aaaaaaaaaaaaaaaa`: 0 bits; 32 hex digits using all 16: 128;
    /// the 64 hex digits of ``make(_:)``: about 256).
    public static func estimatedBits(_ token: String) -> Double {
        let scalars = Array(token.unicodeScalars)
        let distinct = Set(scalars).count
        guard distinct > 1 else { return 0 }
        return Double(scalars.count) * log2(Double(distinct))
    }

    /// Makes a token file at `path`: 32 random bytes as hex, readable by its owner only, created
    /// afresh (never through a symbolic link, never over a file already there).
    /// - Returns: the token.
    /// - Throws: ``ServerError/tokenFile(_:)`` when the file cannot be created.
    public static func make(_ path: String) throws(ServerError) -> String {
        let token = RandomToken.make()
        let fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard fd >= 0 else { throw .tokenFile("cannot make the token file \(path): \(String(cString: strerror(errno)))") }
        let bytes = Array((token + "\n").utf8)
        let written = bytes.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
        let synced = fsync(fd) == 0
        close(fd)
        guard written == bytes.count, synced else {
            unlink(path)
            throw .tokenFile("cannot write the token file \(path)")
        }
        return token
    }
}
