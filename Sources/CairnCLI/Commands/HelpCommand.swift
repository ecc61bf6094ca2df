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
