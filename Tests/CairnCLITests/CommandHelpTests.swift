@testable import CairnCLI
import Foundation
import Testing

/// Every command's help, for every command in the catalog: derived from its one description.
@Suite("cairn help and --help")
struct CommandHelpTests {
    static let visible = CommandCatalog.all.filter { !$0.hidden }.map(\.words)

    @Test("cairn help WORDS prints the command's own usage, its example and every option it declares", arguments: visible)
    func helpCommand(words: [String]) throws {
        try expectHelp(["help"] + words, for: words)
    }

    @Test("cairn WORDS --help prints the same help", arguments: visible)
    func helpFlag(words: [String]) throws {
        try expectHelp(words + ["--help"], for: words)
    }

    @Test("-h is --help", arguments: [["log", "-h"], ["goals", "set", "-h"]])
    func shortFlag(arguments: [String]) throws {
        let cairn = try CairnBinary()
        defer { cairn.remove() }
        let short = try cairn.run(arguments)
        let long = try cairn.run(arguments.dropLast() + ["--help"])
        #expect(short.status == 0 && short.stdout == long.stdout && !short.stdout.isEmpty)
    }

    @Test("cairn --help lists every command, generated from the catalog, and touches no database")
    func overview() throws {
        let cairn = try CairnBinary()
        defer { cairn.remove() }
        for arguments in [["--help"], ["help"], []] {
            let result = try cairn.run(arguments)
            #expect(result.status == 0 && result.stderr.isEmpty)
            for words in Self.visible {
                #expect(result.stdout.contains("  " + words.joined(separator: " ")), "\(arguments) lacks \(words)")
            }
            #expect(!result.stdout.contains("__complete"))
        }
        #expect(!FileManager.default.fileExists(atPath: cairn.database))
    }

    @Test("cairn serve --help says how to serve a team: the global --database URL and --person")
    func serveNamesTheTeam() throws {
        let cairn = try CairnBinary()
        defer { cairn.remove() }
        let result = try cairn.run(["serve", "--help"])
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("cairn serve — the browser app and JSON API (loopback by default); with --database URL, the team server\n"))
        #expect(result.stdout.contains("--database URL with --person NAME"))
        let overview = try cairn.run(["--help"]).stdout
        #expect(overview.contains("usage: cairn [--db PATH | --database URL [--person NAME]]"))
        #expect(overview.contains("  --database URL "))
    }

    @Test("a command with subcommands lists them", arguments: ["goals", "import", "trackable", "entry"])
    func group(command: String) throws {
        let cairn = try CairnBinary()
        defer { cairn.remove() }
        for arguments in [["help", command], [command, "--help"]] {
            let result = try cairn.run(arguments)
            #expect(result.status == 0)
            for spec in CommandCatalog.commands(command) {
                #expect(result.stdout.contains(spec.name) && result.stdout.contains(spec.summary))
            }
        }
    }

    @Test("help for a command that does not exist is a usage error", arguments: [["help", "frobnicate"], ["help", "goals", "frob"]])
    func unknown(arguments: [String]) throws {
        let cairn = try CairnBinary()
        defer { cairn.remove() }
        let result = try cairn.run(arguments)
        #expect(result.status == 64 && result.stdout.isEmpty && result.stderr.hasPrefix("error: unknown "))
    }

    private func expectHelp(_ arguments: [String], for words: [String]) throws {
        let spec = try #require(CommandCatalog.command(words))
        let cairn = try CairnBinary()
        defer { cairn.remove() }
        let result = try cairn.run(arguments)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.isEmpty)
        #expect(result.stdout.hasPrefix("cairn \(spec.name) — \(spec.summary)"))
        #expect(result.stdout.contains("usage: cairn \(spec.name)"))
        #expect(result.stdout.contains("example:\n  \(spec.example)\n"))
        for option in spec.options where !option.hidden {
            #expect(result.stdout.contains("  \(option.synopsis)"), "\(spec.name) --help lacks \(option.name)")
            #expect(result.stdout.contains(option.help), "\(spec.name) --help lacks the help of \(option.name)")
        }
        for positional in spec.positionals {
            #expect(result.stdout.contains("  \(positional.name)"), "\(spec.name) --help lacks \(positional.name)")
        }
        #expect(!FileManager.default.fileExists(atPath: cairn.database), "help must not create a database")
    }
}
