import CairnRender
import Foundation

/// The `cairn` command line: parses the words, runs one command, returns the exit status.
///
/// Errors print one `error: ` line on standard error; usage errors exit 64, other failures 1.
public enum CLI {
    /// Runs one command line.
    ///
    /// - Parameters:
    ///   - arguments: the words after the program name.
    ///   - environment: the process environment (`CAIRN_DB`, `CAIRN_NOW`, `XDG_*`, `HOME`, `TZ`, `NO_COLOR`).
    ///   - console: where output goes.
    ///   - stdin: reads all of standard input (for `import sessions -`).
    ///   - clock: the current instant when neither `--now` nor `CAIRN_NOW` is given.
    /// - Returns: the exit status.
    public static func run(_ arguments: [String], environment: [String: String], console: Console,
                           stdin: @Sendable () -> Data = { FileHandle.standardInput.readDataToEndOfFile() },
                           clock: Date = Date()) -> Int32 {
        do {
            var words = Arguments(arguments)
            if words.flag("--help") || words.flag("-h") || arguments.isEmpty {
                console.out(Help.text)
                return 0
            }
            let context = try Context(arguments: &words, environment: environment, console: console, clock: clock)
            guard let command = words.positional() else { throw CLIError.usage("missing command; see `cairn --help`") }
            switch command {
            case "goals": try GoalsCommand.run(&words, context)
            case "import": try ImportCommand.run(&words, context, stdin: stdin)
            case "days": try DaysCommand.run(&words, context)
            case "today": try TodayCommand.run(&words, context)
            case "demo": try DemoCommand.run(&words, context)
            case "trackable": try TrackableCommand.run(&words, context)
            case "zone": try ZoneCommand.run(&words, context)
            case "log": try LogCommand.log(&words, context)
            case "nothing": try LogCommand.nothing(&words, context)
            case "disruption": try DisruptionCommand.run(&words, context)
            case "rule": try RuleCommand.run(&words, context)
            case "achievements": try AchievementsCommand.run(&words, context)
            case "settings": try SettingsCommand.run(&words, context)
            case "sync": try SyncCommand.run(&words, context)
            case "nudges": try NudgesCommand.run(&words, context)
            case "serve": try ServeCommand.run(&words, context)
            case "help":
                try words.finish()
                console.out(Help.text)
            default:
                throw CLIError.usage("unknown command \"\(command)\"; see `cairn --help`")
            }
            return 0
        } catch let error as CLIError {
            console.err("error: \(TerminalText.escaped(error.description))\n")
            console.failed(error)
            return error.exitCode
        } catch {
            console.err("error: \(TerminalText.escaped("\(error)"))\n")
            return 1
        }
    }
}
