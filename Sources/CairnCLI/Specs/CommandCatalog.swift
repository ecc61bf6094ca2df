/// Every command `cairn` knows, each described once next to its code (its `specs`); help,
/// completion and argument checking read them here.
enum CommandCatalog {
    /// Every command, in the order the overview lists them.
    static let all: [CommandSpec] = CommandDispatch.commands.flatMap(\.specs)

    /// The options every command takes; they may stand anywhere on the line.
    static let globalOptions: [OptionSpec] = [
        .option("--db", .file, "the database (or CAIRN_DB; default $XDG_DATA_HOME/cairn/cairn.sqlite)", placeholder: "PATH"),
        .option("--database", .text, "a team database, postgresql://… (or CAIRN_TEAM_DATABASE): what `cairn serve` serves, "
                + "`cairn team …` manages and --person acts on; see docs/TEAM.md", placeholder: "URL"),
        .option("--person", .text, "act as NAME, a person of the team database --database names, in place of the SQLite file",
                placeholder: "NAME"),
        .option("--now", .instant, "the current instant, e.g. 2026-03-09T12:00:00Z (or CAIRN_NOW)"),
        .flag("--json", "print one JSON document on standard output"),
        .flag("--help", "show the help of the command (also -h)"),
        .flag("-h", "show the help of the command", hidden: true),
        .flag("--version", "print the version"),
    ]

    /// The global option called `name`, if any.
    static func globalOption(named name: String) -> OptionSpec? {
        globalOptions.first { $0.name == name }
    }

    /// The commands whose first word is `word` (one, or one per subcommand).
    static func commands(_ word: String) -> [CommandSpec] {
        all.filter { $0.command == word }
    }

    /// The command with exactly these words.
    static func command(_ words: [String]) -> CommandSpec? {
        all.first { $0.words == words }
    }

    /// Whether `word` is a command that is only used with a subcommand (`goals`, `import`).
    static func hasSubcommands(_ word: String) -> Bool {
        commands(word).contains { $0.words.count > 1 }
    }

    /// The first words, each once, in catalog order.
    static var commandWords: [String] {
        all.reduce(into: [String]()) { if !$0.contains($1.command) { $0.append($1.command) } }
    }

    /// What the second word of `command` is called in messages: "import kind", "goals subcommand".
    static func subcommandNoun(_ command: String) -> String {
        switch command {
        case "import": "import kind"
        case "sync": "sync source"
        default: "\(command) subcommand"
        }
    }
}
