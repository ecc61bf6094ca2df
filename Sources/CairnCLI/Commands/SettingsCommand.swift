import CairnApp
import CairnCore
import CairnStore

/// `cairn settings set KEY on|off` and `cairn settings show`: the three encouragement switches.
enum SettingsCommand {
    static let keys = Workspace.encouragementKeys

    /// Runs the subcommand `spec` names (its words already taken from `arguments`).
    static func run(_ spec: CommandSpec, _ arguments: inout Arguments, _ context: Context) throws(CLIError) {
        switch spec.words.last ?? "" {
        case "set":
            let key = try arguments.required("setting key (\(keys.joined(separator: ", ")))")
            let value = try arguments.required("on or off")
            try arguments.finish()
            try show(try context.workspace.setEncouragement(key, to: value), context)
        case "show":
            try arguments.finish()
            try show(try context.workspace.encouragement(), context)
        case let other: throw .failure("internal: `cairn \(spec.command) \(other)` is described but not wired")
        }
    }

    private static func show(_ settings: EncouragementSettings, _ context: Context) throws(CLIError) {
        if context.json {
            try context.printJSON(settings)
        } else {
            context.say("""
            encouragement.streaks         \(settings.streaks ? "on" : "off")
            encouragement.achievements    \(settings.achievements ? "on" : "off")
            encouragement.gettingStarted  \(settings.gettingStarted ? "on" : "off")

            """)
        }
    }
}

extension SettingsCommand {
    /// The one description of `cairn settings …`: help, completion and the argument check come from it.
    static let specs: [CommandSpec] = [
        CommandSpec(words: ["settings", "set"], summary: "turn an encouragement on or off", group: .achievements,
                    positionals: [PositionalSpec(name: "KEY", kind: .choice(SettingsCommand.keys), help: "the setting"),
                                  PositionalSpec(name: "on|off", kind: .choice(["on", "off"]), help: "on or off")],
                    example: "cairn settings set encouragement.streaks off"),
        CommandSpec(words: ["settings", "show"], summary: "the three encouragement switches", group: .achievements,
                    example: "cairn settings show"),
    ]
}
