import CairnApp
import CairnStore

/// `cairn key [--rotate]`: this database's API key for editor plugins (the WakaTime CLI's
/// `api_key`), made on first use and kept in the owner-only database; `--rotate` replaces it.
enum KeyCommand {
    static func run(_ arguments: inout Arguments, _ context: Context) throws(CLIError) {
        let rotate = arguments.flag("--rotate")
        try arguments.finish()
        let store = try context.openStore()
        let key = try context.storeCall("cannot make the key") { try store.apiKey(rotate: rotate) }
        if context.json {
            try context.printJSON(["key": key])
        } else {
            context.console.out(key + "\n")
        }
    }
}
