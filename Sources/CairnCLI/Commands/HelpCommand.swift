/// `cairn help [COMMAND [SUB]]`: the overview, a command's subcommands, or one command's help.
enum HelpCommand {
    static func run(_ arguments: inout Arguments, _ context: Context) throws(CLIError) {
        var asked: [String] = []
        while let word = arguments.positional() { asked.append(word) }
        try arguments.finish()
        guard asked.count <= 2 else { throw .usage("help takes a command and at most one subcommand") }
        var words = Arguments(asked)
        guard let spec = try CLI.resolve(&words, wantsHelp: true, console: context.console) else { return }
        context.console.out(HelpText.command(spec))
    }
}

extension HelpCommand {
    /// The one description of `cairn help`: help, completion and the argument check come from it.
    static let specs: [CommandSpec] = [
        CommandSpec(words: ["help"], summary: "the help of a command, with an example", group: .tool,
                    positionals: [PositionalSpec(name: "COMMAND", kind: .command, help: "the command",
                                                 optional: true),
                                  PositionalSpec(name: "SUB", kind: .text, help: "its subcommand", optional: true)],
                    example: "cairn help goals set"),
    ]
}
