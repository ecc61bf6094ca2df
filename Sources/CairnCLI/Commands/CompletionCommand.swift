import CairnApp
import CairnStore
import Foundation

/// `cairn completion bash|zsh|fish` prints a completion script; `cairn __complete trackables`
/// (hidden) prints the words a script offers that only the database knows.
enum CompletionCommand {
    static func script(_ arguments: inout Arguments, _ context: Context) throws(CLIError) {
        let shells = CompletionScript.Shell.allCases.map(\.rawValue)
        let name = try arguments.required("shell (\(ValueKind.list(shells)))")
        try arguments.finish()
        guard let shell = CompletionScript.Shell(rawValue: name.lowercased()) else {
            throw .usage("unknown shell \"\(name)\"; use \(ValueKind.list(shells))")
        }
        context.console.out(CompletionScript(shell: shell).text)
    }

    /// Prints the trackables' names one per line. It never creates a database (with none there
    /// it prints nothing) and stays silent on any failure: a completion must not print errors.
    static func words(_ arguments: inout Arguments, _ context: Context) throws(CLIError) {
        let what = try arguments.required("what to complete (trackables)")
        try arguments.finish()
        guard what == "trackables" else { throw .usage("unknown completion \"\(what)\"; use trackables") }
        guard FileManager.default.fileExists(atPath: context.databasePath),
              let store = try? Store(path: context.databasePath),
              let trackables = try? store.trackables() else { return }
        context.console.out(trackables.map { $0.name + "\n" }.joined())
    }
}

extension CompletionCommand {
    /// The one description of `cairn completion …`: help, completion and the argument check come from it.
    static let specs: [CommandSpec] = [
        CommandSpec(words: ["completion"], summary: "a shell completion script for bash, zsh or fish", group: .tool,
                    positionals: [PositionalSpec(name: "SHELL", kind: .choice(CompletionScript.Shell.allCases.map(\.rawValue)),
                                                 help: "bash, zsh or fish")],
                    example: "cairn completion bash > ~/.local/share/bash-completion/completions/cairn"),
        CommandSpec(words: ["__complete"], summary: "words for the completion scripts (trackables)", group: .tool,
                    positionals: [PositionalSpec(name: "WHAT", kind: .choice(["trackables"]), help: "what to list")],
                    example: "cairn __complete trackables", hidden: true),
    ]
}
