import CairnApp
import CairnStore
import Foundation

/// `cairn import cairn FILE|-`: restores a `cairn export` into an empty database, every id kept,
/// in one undoable change (``Workspace/restore(_:stdin:)``).
enum CairnRestore {
    static func run(_ arguments: inout Arguments, _ context: Context, stdin: () -> Data) throws(CLIError) {
        let file = try arguments.required("Cairn export to restore (a path, or - for standard input)")
        try arguments.finish()
        let summary = try context.workspace.restore(file, stdin: stdin)
        if context.json {
            try context.printJSON(ExportDocument(file: file, summary: summary))
            return
        }
        context.say(Workspace.restoredLine(summary, file: file) + "\n")
    }
}
