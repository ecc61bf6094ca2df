import Foundation

/// Runs the command a spec names. A command described in ``CommandCatalog`` but not wired here
/// answers "not built yet" (exit 1): help and completion know it already.
enum CommandDispatch {
    static func run(_ spec: CommandSpec, _ words: inout Arguments, _ context: Context, stdin: () -> Data) throws(CLIError) {
        switch spec.name {
        case "goals show", "goals set", "goals history": try GoalsCommand.run(&words, context)
        case "import sessions", "import wakatime", "import activitywatch", "import loop", "import daylio":
            try ImportCommand.run(&words, context, stdin: stdin)
        case "days": try DaysCommand.run(&words, context)
        case "breakdown": try BreakdownCommand.run(&words, context)
        case "today": try TodayCommand.run(&words, context)
        case "demo": try DemoCommand.run(&words, context)
        case "trackable add", "trackable list", "trackable remove", "trackable set", "trackable rename", "trackable derive":
            try TrackableCommand.run(&words, context)
        case "zone add", "zone list", "zone remove": try ZoneCommand.run(&words, context)
        case "log": try LogCommand.log(&words, context)
        case "nothing": try LogCommand.nothing(&words, context)
        case "disruption add", "disruption list", "disruption remove": try DisruptionCommand.run(&words, context)
        case "entry list", "entry edit", "entry remove": try EntryCommand.run(&words, context)
        case "undo": try UndoCommand.run(&words, context)
        case "why": try WhyCommand.run(&words, context)
        case "rule add", "rule list", "rule remove": try RuleCommand.run(&words, context)
        case "reading add", "reading list", "reading remove": try ReadingCommand.run(&words, context)
        case "achievements": try AchievementsCommand.run(&words, context)
        case "settings set", "settings show": try SettingsCommand.run(&words, context)
        case "sync wakatime": try SyncCommand.run(&words, context)
        case "nudges": try NudgesCommand.run(&words, context)
        case "help": try HelpCommand.run(&words, context)
        case "completion": try CompletionCommand.script(&words, context)
        case "__complete": try CompletionCommand.words(&words, context)
        default: throw .failure("not built yet: `cairn \(spec.name)`")
        }
    }
}
