import CairnApp
import CairnCore
import CairnStore

/// `cairn settings set KEY on|off` and `cairn settings show`: the three encouragement switches.
enum SettingsCommand {
    static let keys = Workspace.encouragementKeys

    static func run(_ arguments: inout Arguments, _ context: Context) throws(CLIError) {
        switch try arguments.required("settings subcommand (set or show)") {
        case "set":
            let key = try arguments.required("setting key (\(keys.joined(separator: ", ")))")
            let value = try arguments.required("on or off")
            try arguments.finish()
            try show(try context.workspace.setEncouragement(key, to: value), context)
        case "show":
            try arguments.finish()
            try show(try context.workspace.encouragement(), context)
        case let other:
            throw .usage("unknown settings subcommand \"\(other)\"; use set or show")
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
