@testable import CairnCLI
import Testing

// These run the built `cairn` (CairnBinary(spawning: true)): the built binary, as installed.
@Suite("cairn --version")
struct VersionTests {
    @Test("prints `cairn VERSION`, exit 0, wherever it stands")
    func version() throws {
        let cairn = try CairnBinary(spawning: true)
        defer { cairn.remove() }
        for arguments in [["--version"], ["--json", "--version"]] {
            let result = try cairn.run(arguments)
            #expect(result.status == 0 && result.stdout == "cairn \(CLI.version)\n" && result.stderr.isEmpty)
        }
        #expect(CLI.version.split(separator: ".").count == 3)
    }
}
