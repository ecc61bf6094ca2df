import CairnApp
import CairnCore
import CairnStore

/// `cairn settings set KEY on|off` and `cairn settings show`: the three encouragement switches.
enum SettingsCommand {
    static let keys = [EncouragementSettings.streaksKey, EncouragementSettings.achievementsKey, EncouragementSettings.gettingStartedKey]

    static func run(_ arguments: inout Arguments, _ context: Context) throws(CLIError) {
        switch try arguments.required("settings subcommand (set or show)") {
        case "set":
            let key = try arguments.required("setting key (\(keys.joined(separator: ", ")))")
            let value = try arguments.required("on or off")
            try arguments.finish()
            let full = key.hasPrefix("encouragement.") ? key : "encouragement." + key
            guard keys.contains(full) else { throw .usage("unknown setting \"\(key)\"; use \(keys.joined(separator: ", "))") }
            guard ["on", "off"].contains(value.lowercased()) else { throw .usage("a switch is on or off, got \"\(value)\"") }
            let store = try context.openStore()
            try context.change(store, "settings set \(full) \(value.lowercased())") { try store.setEncouragement(full, on: value.lowercased() == "on") }
            try show(store, context)
        case "show":
            try arguments.finish()
            try show(try context.openExistingStore(), context)
        case let other:
            throw .usage("unknown settings subcommand \"\(other)\"; use set or show")
        }
    }

    private static func show(_ store: Store, _ context: Context) throws(CLIError) {
        let settings = try context.storeCall("cannot read the settings") { try store.encouragement() }
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
