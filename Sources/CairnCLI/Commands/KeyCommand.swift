import CairnApp
import CairnStore

/// `cairn key [--rotate]`: this database's API key for editor plugins (the WakaTime CLI's
/// `api_key`), made on first use and kept in the owner-only database; `--rotate` replaces it.
enum KeyCommand {
    static func run(_ arguments: inout Arguments, _ context: Context) throws(CLIError) {
        let rotate = arguments.flag("--rotate")
        try arguments.finish()
        let key = try context.workspace.apiKey(rotate: rotate)
        if context.json {
            try context.printJSON(["key": key])
        } else {
            context.console.out(key + "\n")
        }
    }
}

extension KeyCommand {
    /// The one description of `cairn key`: help, completion and the argument check come from it.
    static let specs: [CommandSpec] = [
        CommandSpec(words: ["key"], summary: "this database's API key for editor plugins (~/.wakatime.cfg's api_key)", group: .tool,
                    options: [.flag("--rotate", "replace it with a new one (plugins with the old one are refused)")],
                    example: "cairn key --rotate"),
    ]
}
