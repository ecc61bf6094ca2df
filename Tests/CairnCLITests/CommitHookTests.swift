import Foundation
import Testing

/// `scripts/git-hooks/commit-msg`, which `./dev` installs: the commit style, enforced.
@Suite("the commit-msg hook")
struct CommitHookTests {
    static let hook = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("scripts/git-hooks/commit-msg").path

    /// Runs the hook on a message; its exit status and standard error.
    func check(_ message: String) throws -> (status: Int32, stderr: String) {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("commit-msg-\(UUID().uuidString)")
        try Data(message.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = [Self.hook, file.path]
        let err = Pipe()
        process.standardError = err
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let data = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    @Test("a subject of 72 characters (counted as characters, not bytes) passes, with a body after a blank line")
    func accepted() throws {
        let subject = "Refuse a dangling symlink as the database " + String(repeating: "é", count: 30)
        #expect(subject.count == 72)
        #expect(try check(subject + "\n\nWhy, and the figures.\n# a comment git strips\n").status == 0)
    }

    @Test("a subject over 72 characters, an empty subject, or no blank line after it is refused, saying the style",
          arguments: [String(repeating: "x", count: 73) + "\n", "\n\nbody\n", "# only a comment\n", "Subject\nbody at once\n"])
    func refused(message: String) throws {
        let result = try check(message)
        #expect(result.status == 1)
        #expect(result.stderr.contains("Commit style: a subject of at most 72 characters in the imperative"))
    }
}
