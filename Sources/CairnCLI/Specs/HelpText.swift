import CairnApp

/// The help texts, all derived from ``CommandCatalog``.
enum HelpText {
    /// `cairn --help`: every command, by section, with the global options.
    static var overview: String {
        var text = """
        cairn \(CLI.version) — goals, rings, streaks and achievements from your own history

        usage: cairn [--db PATH | --database URL [--person NAME]] [--now INSTANT] [--json] COMMAND ...

        """
        let visible = CommandCatalog.all.filter { !$0.hidden }
        for group in CommandSpec.Group.allCases {
            let specs = visible.filter { $0.group == group }
            guard !specs.isEmpty else { continue }
            text += "\n\(group.rawValue):\n"
            text += table(specs.map { (synopsis($0), $0.summary) })
        }
        text += "\noptions (any command):\n"
        text += table(CommandCatalog.globalOptions.filter { !$0.hidden }.map { ($0.synopsis, $0.help) })
        text += """

        `cairn help COMMAND [SUB]` or `cairn COMMAND [SUB] --help` shows a command's options and an example.
        Errors print one line starting "error: "; exit status 64 for a usage error, 1 otherwise.

        """
        return text
    }

    /// `cairn help log`, `cairn goals set --help`: the usage, what each word and option means, an example.
    static func command(_ spec: CommandSpec) -> String {
        var text = "cairn \(spec.name) — \(spec.summary)\n\nusage: \(spec.usage)\n"
        if !spec.positionals.isEmpty {
            text += "\narguments:\n" + table(spec.positionals.map { ($0.name, $0.help) })
        }
        let options = spec.options.filter { !$0.hidden }
        if !options.isEmpty {
            text += "\noptions:\n" + table(options.map { ($0.synopsis, $0.help + ($0.repeatable ? " (may be repeated)" : "")) })
        }
        text += "\nexample:\n  \(spec.example)\n"
        text += "\nEvery command also takes --db PATH (or a team's --database URL with --person NAME), --now INSTANT and --json; see `cairn --help`.\n"
        return text
    }

    /// `cairn goals --help`: the subcommands of one command.
    static func group(_ command: String) -> String {
        let specs = CommandCatalog.commands(command).filter { !$0.hidden }
        var text = "cairn \(command) — \(counted(specs.count, "subcommand"))\n\n"
        text += table(specs.map { (synopsis($0), $0.summary) })
        text += "\nSee `cairn \(command) SUB --help` for a subcommand's options and an example.\n"
        return text
    }

    /// The words and positionals of a command, with `[options]` when it has any.
    private static func synopsis(_ spec: CommandSpec) -> String {
        (spec.words + spec.positionals.map(\.synopsis) + (spec.options.contains { !$0.hidden } ? ["[options]"] : []))
            .joined(separator: " ")
    }

    /// Two columns; a left side too long for the column puts the right side on the next line.
    private static func table(_ rows: [(String, String)]) -> String {
        let column = 30
        return rows.map { left, right in
            left.count < column - 2
                ? "  " + left + String(repeating: " ", count: column - 2 - left.count) + right + "\n"
                : "  " + left + "\n" + String(repeating: " ", count: column) + right + "\n"
        }.joined()
    }
}
