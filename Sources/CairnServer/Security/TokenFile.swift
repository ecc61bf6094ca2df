import Foundation

/// The bearer token of a non-loopback server, read from a file only its owner may read.
public enum TokenFile {
    /// Reads the token at `path`: its first line, trimmed.
    ///
    /// - Throws: ``ServerError/tokenFile(_:)`` when the file is missing, belongs to another
    ///   user, is readable or writable by group or others, or holds fewer than 16 characters.
    public static func read(_ path: String) throws(ServerError) -> String {
        var info = stat()
        guard stat(path, &info) == 0 else { throw .tokenFile("cannot read the token file \(path): \(String(cString: strerror(errno)))") }
        guard info.st_uid == getuid() else { throw .tokenFile("the token file \(path) belongs to another user") }
        guard info.st_mode & 0o077 == 0 else {
            throw .tokenFile("the token file \(path) is open to others (mode \(String(info.st_mode & 0o777, radix: 8))); run `chmod 600 \(path)`")
        }
        guard let data = FileManager.default.contents(atPath: path) else { throw .tokenFile("cannot read the token file \(path)") }
        let token = String(decoding: data, as: UTF8.self).split(whereSeparator: \.isNewline).first
            .map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
        guard token.count >= 16 else { throw .tokenFile("the token file \(path) must hold a token of at least 16 characters on its first line") }
        return token
    }
}
