import CairnApp
import CairnCore
import CairnStore
import Foundation

/// `cairn entry list|edit|remove`: seeing and correcting what was logged.
///
/// An edit or a removal follows the toast rules of a log: the trackable's rules are re-read,
/// moments never seen before are announced once, and nothing already seen is announced again.
enum EntryCommand {
    /// Runs the subcommand `spec` names (its words already taken from `arguments`).
    static func run(_ spec: CommandSpec, _ arguments: inout Arguments, _ context: Context) throws(CLIError) {
        switch spec.words.last ?? "" {
        case "list": try list(&arguments, context)
        case "edit": try edit(&arguments, context)
        case "remove": try remove(&arguments, context)
        case let other: throw .failure("internal: `cairn \(spec.command) \(other)` is described but not wired")
        }
    }

    private static func list(_ arguments: inout Arguments, _ context: Context) throws(CLIError) {
        let from = try arguments.option("--from").map { text throws(CLIError) in try Context.date(text, flag: "--from") }
        let to = try arguments.option("--to").map { text throws(CLIError) in try Context.date(text, flag: "--to") }
        let name = arguments.positional()
        try arguments.finish()
        let (documents, only) = try context.workspace.entryDocuments(of: name, from: from, to: to)
        if context.json { try context.printJSON(documents); return }
        if documents.isEmpty {
            context.say("No entries\(only.map { " of \($0.name)" } ?? "")\(from != nil || to != nil ? " in that range" : ""); log one with `cairn log TRACKABLE VALUE`.\n")
            return
        }
        let width = documents.map { String($0.id).count }.max() ?? 1
        for d in documents {
            let id = String(repeating: " ", count: width - String(d.id).count) + String(d.id)
            var line = "\(id)  \(d.date)  \(d.trackable ?? "Nothing")"
            if let display = d.display, d.trackable != nil { line += "  \(display)" }
            if let text = d.text { line += "  “\(text)”" }
            if !d.items.isEmpty {
                line += "  " + d.items.map { item in item.keys.sorted().map { "\($0)=\(item[$0] ?? "")" }.joined(separator: ",") }
                    .joined(separator: "; ")
            }
            if !d.tags.isEmpty { line += "  #" + d.tags.joined(separator: " #") }
            if d.source != EntrySource.manual.rawValue { line += "  (\(d.source))" }
            context.say(line + "\n")
        }
    }

    private static func edit(_ arguments: inout Arguments, _ context: Context) throws(CLIError) {
        let dateText = try arguments.option("--date")
        let atText = try arguments.option("--at")
        let itemWords = try arguments.options("--item")
        var edit = EntryEdit(id: try entryID(try arguments.required("entry id (see `cairn entry list`)")))
        while let word = arguments.positional() { edit.valueWords.append(word) }
        try arguments.finish()
        guard dateText == nil || atText == nil else { throw .usage("give --date or --at, not both") }
        guard !edit.valueWords.isEmpty || dateText != nil || atText != nil || !itemWords.isEmpty else {
            throw .usage("entry edit needs a new value, --item, --date or --at")
        }
        edit.itemWords = itemWords
        edit.date = try dateText.map { text throws(CLIError) in try Context.date(text, flag: "--date") }
        edit.at = try atText.map { text throws(CLIError) in (try Context.instant(text, from: "--at"), text) }
        LogCommand.report(try context.workspace.editEntry(edit), context: context)
    }

    private static func remove(_ arguments: inout Arguments, _ context: Context) throws(CLIError) {
        let id = try entryID(try arguments.required("entry id (see `cairn entry list`)"))
        try arguments.finish()
        LogCommand.report(try context.workspace.removeEntry(id: id), context: context)
    }

    private static func entryID(_ text: String) throws(CLIError) -> Int64 {
        guard let id = Int64(text), id > 0 else { throw .usage("an entry is named by its id, a number (see `cairn entry list`), got \"\(text)\"") }
        return id
    }
}

extension EntryCommand {
    /// The one description of `cairn entry …`: help, completion and the argument check come from it.
    static let specs: [CommandSpec] = [
        CommandSpec(words: ["entry", "list"], summary: "entries, newest first", group: .correcting,
                    positionals: [PositionalSpec(name: "TRACKABLE", kind: .trackable, help: "only this trackable's", optional: true)],
                    options: [
                        .option("--from", .date, "the first date"),
                        .option("--to", .date, "the last date"),
                    ],
                    example: "cairn entry list Weight --from 2026-11-01"),
        CommandSpec(words: ["entry", "edit"], summary: "change an entry's value or date", group: .correcting,
                    positionals: [PositionalSpec(name: "ID", kind: .wholeNumber, help: "its id (see `cairn entry list`)"),
                                  PositionalSpec(name: "VALUE", kind: .value, help: "the new value", optional: true, rest: true)],
                    options: [
                        .option("--date", .date, "the new day"),
                        .option("--at", .instant, "the new instant"),
                        .option("--item", .text, "an event's items, replacing them all: FIELD=VALUE pairs", repeatable: true,
                                placeholder: "F=V,..."),
                    ],
                    example: "cairn entry edit 12 80.2kg"),
        CommandSpec(words: ["entry", "remove"], summary: "an entry, by its id", group: .correcting,
                    positionals: [PositionalSpec(name: "ID", kind: .wholeNumber, help: "its id (see `cairn entry list`)")],
                    example: "cairn entry remove 12"),
    ]
}
