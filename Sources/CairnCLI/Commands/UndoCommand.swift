import CairnApp
import CairnCore
import CairnStore

/// `cairn undo`: reverts the last change any command made, and says what it undid; run again,
/// it steps further back. Moments are never announced by an undo.
enum UndoCommand {
    static func run(_ arguments: inout Arguments, _ context: Context) throws(CLIError) {
        try arguments.finish()
        let undone = try context.workspace.undo()
        if context.json {
            try context.printJSON(UndoDocument(undone: undone?.label))
        } else if let undone {
            context.say("Undid: \(undone.label).\n")
        } else {
            context.say("Nothing to undo.\n")
        }
    }
}

extension UndoCommand {
    /// The one description of `cairn undo`: help, completion and the argument check come from it.
    static let specs: [CommandSpec] = [
        CommandSpec(words: ["undo"], summary: "revert the last change (run again to step further back)", group: .correcting,
                    example: "cairn undo"),
    ]
}
