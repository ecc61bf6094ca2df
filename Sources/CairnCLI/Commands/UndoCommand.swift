import CairnApp
import CairnCore
import CairnStore

/// `cairn undo`: reverts the last change any command made, and says what it undid; run again,
/// it steps further back. Moments are never announced by an undo.
enum UndoCommand {
    static func run(_ arguments: inout Arguments, _ context: Context) throws(CLIError) {
        try arguments.finish()
        let store = try context.openExistingStore()
        let undone = try context.storeCall("cannot undo") { try store.undo() }
        if context.json {
            try context.printJSON(UndoDocument(undone: undone?.label))
        } else if let undone {
            context.say("Undid: \(undone.label).\n")
        } else {
            context.say("Nothing to undo.\n")
        }
    }
}

/// `undo --json`: what was undone, `null` when nothing was left to undo.
struct UndoDocument: Encodable {
    var undone: String?

    enum CodingKeys: String, CodingKey { case undone }

    func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(undone, forKey: .undone)
    }
}
