import Foundation

/// Runs the command a spec names. Each command's descriptions live next to its code (its
/// `specs`); this table wires every one of them to that code, so a command cannot be described
/// (in help and completion) without being wired (a test checks the two lists agree). A command
/// with subcommands gets the spec the words resolved to, and switches on it.
enum CommandDispatch {
    typealias Handler = @Sendable (CommandSpec, inout Arguments, Context, () -> Data) throws(CLIError) -> Void

    /// Every command's descriptions with the code that runs them, in the order the overview lists them.
    static let commands: [(specs: [CommandSpec], run: Handler)] = [
        (DemoCommand.specs, { _, words, context, _ throws(CLIError) in try DemoCommand.run(&words, context) }),
        (TodayCommand.specs, { _, words, context, _ throws(CLIError) in try TodayCommand.run(&words, context) }),
        (DaysCommand.specs, { _, words, context, _ throws(CLIError) in try DaysCommand.run(&words, context) }),
        (BreakdownCommand.specs, { _, words, context, _ throws(CLIError) in try BreakdownCommand.run(&words, context) }),
        (NudgesCommand.specs, { _, words, context, _ throws(CLIError) in try NudgesCommand.run(&words, context) }),
        (GoalsCommand.specs, { spec, words, context, _ throws(CLIError) in try GoalsCommand.run(spec, &words, context) }),
        (ImportCommand.specs, { spec, words, context, stdin throws(CLIError) in try ImportCommand.run(spec, &words, context, stdin: stdin) }),
        (SyncCommand.specs, { spec, words, context, _ throws(CLIError) in try SyncCommand.run(spec, &words, context) }),
        (ExportCommand.specs, { _, words, context, _ throws(CLIError) in try ExportCommand.run(&words, context) }),
        (TrackableCommand.specs, { spec, words, context, _ throws(CLIError) in try TrackableCommand.run(spec, &words, context) }),
        (ZoneCommand.specs, { spec, words, context, _ throws(CLIError) in try ZoneCommand.run(spec, &words, context) }),
        (LogCommand.specs, { spec, words, context, _ throws(CLIError) in
            if spec.name == "nothing" { try LogCommand.nothing(&words, context) } else { try LogCommand.log(&words, context) }
        }),
        (DisruptionCommand.specs, { spec, words, context, _ throws(CLIError) in try DisruptionCommand.run(spec, &words, context) }),
        (RuleCommand.specs, { spec, words, context, _ throws(CLIError) in try RuleCommand.run(spec, &words, context) }),
        (ReadingCommand.specs, { spec, words, context, _ throws(CLIError) in try ReadingCommand.run(spec, &words, context) }),
        (AchievementsCommand.specs, { _, words, context, _ throws(CLIError) in try AchievementsCommand.run(&words, context) }),
        (SettingsCommand.specs, { spec, words, context, _ throws(CLIError) in try SettingsCommand.run(spec, &words, context) }),
        (EntryCommand.specs, { spec, words, context, _ throws(CLIError) in try EntryCommand.run(spec, &words, context) }),
        (UndoCommand.specs, { _, words, context, _ throws(CLIError) in try UndoCommand.run(&words, context) }),
        (WhyCommand.specs, { _, words, context, _ throws(CLIError) in try WhyCommand.run(&words, context) }),
        (ServeCommand.specs, { _, words, context, _ throws(CLIError) in try ServeCommand.run(&words, context) }),
        (StatusCommand.specs, { _, words, context, _ throws(CLIError) in try StatusCommand.run(&words, context) }),
        (KeyCommand.specs, { _, words, context, _ throws(CLIError) in try KeyCommand.run(&words, context) }),
        (TeamCommand.specs, { spec, words, context, stdin throws(CLIError) in try TeamCommand.run(spec, &words, context, stdin: stdin) }),
        (CheckCommand.specs, { _, words, context, _ throws(CLIError) in try CheckCommand.run(&words, context) }),
        (HelpCommand.specs, { _, words, context, _ throws(CLIError) in try HelpCommand.run(&words, context) }),
        (CompletionCommand.specs, { spec, words, context, _ throws(CLIError) in
            if spec.name == "__complete" { try CompletionCommand.words(&words, context) } else { try CompletionCommand.script(&words, context) }
        }),
        (PackageFilesCommand.specs, { spec, words, context, _ throws(CLIError) in
            if spec.name == "__man" { try PackageFilesCommand.man(&words, context) } else { try PackageFilesCommand.unit(&words, context) }
        }),
    ]

    /// The handler of each command, by its words (`"goals set"`).
    static let handlers: [String: Handler] = {
        var table: [String: Handler] = [:]
        for command in commands {
            for spec in command.specs { table[spec.name] = command.run }
        }
        return table
    }()

    /// Runs `spec`'s code; a subcommand's word is taken from `words` first.
    static func run(_ spec: CommandSpec, _ words: inout Arguments, _ context: Context, stdin: () -> Data) throws(CLIError) {
        guard let handler = handlers[spec.name] else { throw .failure("internal: `cairn \(spec.name)` is described but not wired") }
        if spec.words.count > 1 { _ = words.positional() }
        try handler(spec, &words, context, stdin)
    }
}
