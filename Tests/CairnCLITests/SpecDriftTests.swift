@testable import CairnCLI
import Foundation
import Testing

/// The catalog, the code and the help cannot drift apart: what a command reads is declared,
/// what is declared is well-formed, and every example is a command line the checker accepts.
@Suite("command descriptions")
struct SpecDriftTests {
    /// The commands each source file serves, by file name; a file not listed is checked against
    /// every declared option.
    static let servedBy: [String: [String]] = [
        "LogCommand.swift": ["log", "nothing"],
        "LoopImport.swift": ["import"],
        "CompletionCommand.swift": ["completion", "__complete"],
        "PackageFilesCommand.swift": ["__man", "__unit"],
    ]

    static var sources: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/CairnCLI")
    }

    @Test("every option a command's code reads is declared for that command (or globally)")
    func readsAreDeclared() throws {
        let files = try #require(FileManager.default.enumerator(at: Self.sources, includingPropertiesForKeys: nil))
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
        #expect(files.count > 10)
        let pattern = try NSRegularExpression(pattern: #"\.(option|options|flag|requiredOption)\("(-[^"]*)"\)"#)
        var reads = 0
        for file in files {
            let text = try String(contentsOf: file, encoding: .utf8)
            let name = file.lastPathComponent
            let commands = Self.servedBy[name] ?? (name.hasSuffix("Command.swift") ? [String(name.dropLast("Command.swift".count)).lowercased()] : [])
            let specs = commands.isEmpty ? CommandCatalog.all : commands.flatMap(CommandCatalog.commands)
            if name.hasSuffix("Command.swift") { #expect(!specs.isEmpty, "\(name) serves no command in the catalog") }
            let declared = Set((specs.flatMap(\.options) + CommandCatalog.globalOptions).map(\.name))
            for match in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                guard let range = Range(match.range(at: 2), in: text) else { continue }
                let option = String(text[range])
                reads += 1
                #expect(declared.contains(option), "\(name) reads \(option), which no spec of \(commands) declares")
            }
        }
        #expect(reads > 40)
    }

    /// Every command with an option its spec requires.
    static let requiring: [CommandSpec] = CommandCatalog.all.filter { $0.options.contains(where: \.required) }

    @Test("the binder refuses a command line without an option its spec requires, naming it and its values",
          arguments: requiring)
    func requiredIsBound(spec: CommandSpec) throws {
        #expect(Self.requiring.count >= 7)
        for missing in spec.options where missing.required {
            // Every other required option given, with a value its kind takes.
            var words: [String] = []
            for other in spec.options where other.required && other.name != missing.name {
                words += [other.name, Self.sample(other)]
            }
            var arguments = Arguments(words)
            try arguments.bind(to: spec)
            #expect(throws: CLIError.usage("\(spec.name) needs \(missing.name) \(missing.valueWords)")) { try arguments.checkRequired() }
        }
    }

    /// A value `option` accepts.
    static func sample(_ option: OptionSpec) -> String {
        switch option.value {
        case let .choice(choices, _)?: choices.first ?? "x"
        case .date?: "2026-03-01"
        default: "x"
        }
    }

    @Test("reading an undeclared option is an internal error, never silently allowed")
    func undeclaredRead() throws {
        let spec = try #require(CommandCatalog.command(["nothing"]))
        var words = Arguments(["--date", "2026-11-01"])
        try words.bind(to: spec)
        #expect(throws: CLIError.failure("internal error: `cairn nothing` reads --reason, which its description in CommandCatalog does not declare")) {
            _ = try words.option("--reason")
        }
        #expect(try words.option("--date") == "2026-11-01")
        _ = words.flag("--force")
        #expect(throws: CLIError.self) { try words.finish() }
    }

    @Test("an option declared but not read by the code is not silently ignored")
    func declaredButUnread() throws {
        let spec = try #require(CommandCatalog.command(["nothing"]))
        var words = Arguments(["--date", "2026-11-01"])
        try words.bind(to: spec)
        #expect(throws: CLIError.self) { try words.finish() }
    }

    @Test("every description is well-formed", arguments: CommandCatalog.all)
    func wellFormed(spec: CommandSpec) {
        #expect(!spec.summary.isEmpty && !spec.example.isEmpty)
        #expect(spec.example.hasPrefix("cairn \(spec.name)"))
        let names = spec.options.map(\.name)
        #expect(Set(names).count == names.count, "an option declared twice in \(spec.name)")
        #expect(names.allSatisfy { $0.hasPrefix("--") && $0.count > 3 })
        #expect(names.allSatisfy { CommandCatalog.globalOption(named: $0) == nil }, "\(spec.name) redeclares a global option")
        #expect(spec.positionals.dropLast().allSatisfy { !$0.rest }, "only the last positional may take the rest")
        #expect(CommandCatalog.all.filter { $0.words == spec.words }.count == 1)
    }

    @Test("every example names its own command and passes the argument checker", arguments: CommandCatalog.all)
    func examples(spec: CommandSpec) throws {
        let words = spec.example.split(separator: " ").map(String.init).dropFirst()
        var arguments = Arguments(Array(words))
        let console = Console(out: { _ in }, err: { _ in })
        let found = try CLI.resolve(&arguments, wantsHelp: false, console: console)
        #expect(found == spec)
        try arguments.bind(to: spec)
        try ArgumentHints.check(spec, arguments)
    }

    @Test("subcommand words are unique and never a first word", arguments: CommandCatalog.commandWords)
    func groups(word: String) {
        let specs = CommandCatalog.commands(word)
        if CommandCatalog.hasSubcommands(word) {
            #expect(specs.allSatisfy { $0.words.count == 2 }, "\(word) mixes a bare form with subcommands")
        } else {
            #expect(specs.count == 1)
        }
    }
}
