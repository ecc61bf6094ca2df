import Foundation

/// Runs the command a spec names: one handler per command of ``CommandCatalog``, so a command
/// cannot be described (in help and completion) without being wired (a test checks the two
/// lists agree).
enum CommandDispatch {
    typealias Handler = @Sendable (inout Arguments, Context, () -> Data) throws(CLIError) -> Void

    /// The handler of each command, by its words (`"goals set"`).
    static let handlers: [String: Handler] = {
        var table: [String: Handler] = [:]
        func wire(_ names: [String], _ handler: @escaping Handler) { for name in names { table[name] = handler } }
        wire(["goals show", "goals set", "goals history"]) { words, context, _ throws(CLIError) in try GoalsCommand.run(&words, context) }
        wire(["import sessions", "import wakatime", "import activitywatch", "import loop", "import daylio", "import cairn"]) {
            words, context, stdin throws(CLIError) in try ImportCommand.run(&words, context, stdin: stdin)
        }
        wire(["export"]) { words, context, _ throws(CLIError) in try ExportCommand.run(&words, context) }
        wire(["days"]) { words, context, _ throws(CLIError) in try DaysCommand.run(&words, context) }
        wire(["breakdown"]) { words, context, _ throws(CLIError) in try BreakdownCommand.run(&words, context) }
        wire(["today"]) { words, context, _ throws(CLIError) in try TodayCommand.run(&words, context) }
        wire(["demo"]) { words, context, _ throws(CLIError) in try DemoCommand.run(&words, context) }
        wire(["trackable add", "trackable list", "trackable remove", "trackable set", "trackable rename", "trackable derive"]) {
            words, context, _ throws(CLIError) in try TrackableCommand.run(&words, context)
        }
        wire(["zone add", "zone list", "zone remove"]) { words, context, _ throws(CLIError) in try ZoneCommand.run(&words, context) }
        wire(["log"]) { words, context, _ throws(CLIError) in try LogCommand.log(&words, context) }
        wire(["nothing"]) { words, context, _ throws(CLIError) in try LogCommand.nothing(&words, context) }
        wire(["disruption add", "disruption list", "disruption remove"]) {
            words, context, _ throws(CLIError) in try DisruptionCommand.run(&words, context)
        }
        wire(["entry list", "entry edit", "entry remove"]) { words, context, _ throws(CLIError) in try EntryCommand.run(&words, context) }
        wire(["undo"]) { words, context, _ throws(CLIError) in try UndoCommand.run(&words, context) }
        wire(["why"]) { words, context, _ throws(CLIError) in try WhyCommand.run(&words, context) }
        wire(["key"]) { words, context, _ throws(CLIError) in try KeyCommand.run(&words, context) }
        wire(["check"]) { words, context, _ throws(CLIError) in try CheckCommand.run(&words, context) }
        wire(["serve"]) { words, context, _ throws(CLIError) in try ServeCommand.run(&words, context) }
        wire(["rule add", "rule list", "rule remove"]) { words, context, _ throws(CLIError) in try RuleCommand.run(&words, context) }
        wire(["reading add", "reading list", "reading remove"]) { words, context, _ throws(CLIError) in try ReadingCommand.run(&words, context) }
        wire(["achievements"]) { words, context, _ throws(CLIError) in try AchievementsCommand.run(&words, context) }
        wire(["settings set", "settings show"]) { words, context, _ throws(CLIError) in try SettingsCommand.run(&words, context) }
        wire(["sync wakatime"]) { words, context, _ throws(CLIError) in try SyncCommand.run(&words, context) }
        wire(["nudges"]) { words, context, _ throws(CLIError) in try NudgesCommand.run(&words, context) }
        wire(["help"]) { words, context, _ throws(CLIError) in try HelpCommand.run(&words, context) }
        wire(["completion"]) { words, context, _ throws(CLIError) in try CompletionCommand.script(&words, context) }
        wire(["__complete"]) { words, context, _ throws(CLIError) in try CompletionCommand.words(&words, context) }
        wire(["status"]) { words, context, _ throws(CLIError) in try StatusCommand.run(&words, context) }
        wire(["__man"]) { words, context, _ throws(CLIError) in try PackageFilesCommand.man(&words, context) }
        wire(["__unit"]) { words, context, _ throws(CLIError) in try PackageFilesCommand.unit(&words, context) }
        return table
    }()

    static func run(_ spec: CommandSpec, _ words: inout Arguments, _ context: Context, stdin: () -> Data) throws(CLIError) {
        guard let handler = handlers[spec.name] else { throw .failure("internal: `cairn \(spec.name)` is described but not wired") }
        try handler(&words, context, stdin)
    }
}
