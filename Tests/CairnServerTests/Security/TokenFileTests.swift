import CairnServer
import Foundation
import Testing

/// A bearer token must be strong, and `cairn serve` can make one.
@Suite("TokenFile: strength and making one")
struct TokenFileTests {
    func folder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cairn-token-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test("the estimate is length × log2(different characters)", arguments: [
        ("aaaaaaaaaaaaaaaa", 0.0),
        ("abababababababab", 16.0),
        ("0123456789abcdef0123456789abcdef", 128.0),
    ])
    func estimate(token: String, bits: Double) {
        #expect(TokenFile.estimatedBits(token) == bits)
    }

    @Test("a weak token is refused, naming its bits; a strong one is read", arguments: [
        ("aaaaaaaaaaaaaaaa", false),
        ("aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa", false),
        ("password1234password1234", false),
        ("0123456789abcdef0123456789abcdef", true),
        ("Zq3vX9pL2mN7rT5wK8yB4cH6jD1fG0sA", true),
    ])
    func strength(token: String, accepted: Bool) throws {
        let folder = try folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("token").path
        try Data((token + "\n").utf8).write(to: URL(fileURLWithPath: path))
        #expect(chmod(path, 0o600) == 0)
        do {
            let read = try TokenFile.read(path)
            #expect(accepted && read == token)
        } catch {
            #expect(!accepted)
            #expect(error.description.contains("too weak") && error.description.contains("--make-token"), "\(error)")
        }
    }

    @Test("a made token is 64 hex digits in a new owner-only file, never over one already there")
    func make() throws {
        let folder = try folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("token").path
        let token = try TokenFile.make(path)
        #expect(token.count == 64 && token.allSatisfy(\.isHexDigit))
        var info = stat()
        #expect(stat(path, &info) == 0 && info.st_mode & 0o777 == 0o600)
        #expect(try TokenFile.read(path) == token)
        #expect(throws: ServerError.self) { try TokenFile.make(path) }
        #expect(try TokenFile.read(path) == token)
    }
}
