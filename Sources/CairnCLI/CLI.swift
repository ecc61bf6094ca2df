import CairnApp
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
        do throws(CLIError) {
            var words = Arguments(arguments)
            let context = try Context(arguments: &words, environment: environment, console: console, clock: clock)
            if words.flag("--version") {
                console.out("cairn \(version)\n")
                return 0
            }
            let long = words.flag("--help")
            let short = words.flag("-h")
            let wantsHelp = long || short
            guard let spec = try resolve(&words, wantsHelp: wantsHelp || arguments.isEmpty, console: console) else { return 0 }
            if wantsHelp {
                console.out(HelpText.command(spec))
                return 0
            }
            try TeamPersonOption.check(spec, context, &words)
            try words.bind(to: spec)
            try ArgumentHints.check(spec, words)
            try words.checkRequired()
            try CommandDispatch.run(spec, &words, context, stdin: stdin)
            try words.finishReads()
            return 0
        } catch {
            console.err("error: \(TerminalText.escaped(error.description))\n")
            console.failed(error)
            return error.exitCode
        }
    }

    /// Takes the command's first word and finds its spec (the subcommand stays in `words` for the
    /// command to read). With `wantsHelp`, a missing command or subcommand prints the overview or
    /// the command's list and returns `nil`.
    static func resolve(_ words: inout Arguments, wantsHelp: Bool, console: Console) throws(CLIError) -> CommandSpec? {
        guard let command = words.positional() else {
            guard wantsHelp else { throw .usage("missing command; see `cairn --help`") }
            console.out(HelpText.overview)
            return nil
        }
        let specs = CommandCatalog.commands(command)
        guard let first = specs.first else { throw .usage("unknown command \"\(command)\"; see `cairn --help`") }
        guard CommandCatalog.hasSubcommands(command) else { return first }
        let subs = specs.compactMap { $0.hidden ? nil : $0.words.dropFirst().first }
        let noun = CommandCatalog.subcommandNoun(command)
        guard let sub = words.firstPositional(amongOptionsOf: specs) else {
            guard wantsHelp else { throw .usage("missing \(noun) (\(ValueKind.list(subs))); see `cairn \(command) --help`") }
            console.out(HelpText.group(command))
            return nil
        }
        guard let spec = CommandCatalog.command([command, sub]) else {
            throw .usage("unknown \(noun) \"\(sub)\"; use \(ValueKind.list(subs))")
        }
        return spec
    }
}
