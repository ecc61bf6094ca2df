import CairnApp
import CairnCore
import Foundation

/// `cairn log TRACKABLE [VALUE] [--date DATE | --at INSTANT] [--source S]` and `cairn nothing`:
/// the words become a ``LogRequest``; the application layer writes it and says what was earned.
enum LogCommand {
    static func log(_ arguments: inout Arguments, _ context: Context) throws(CLIError) {
        let dateText = try arguments.option("--date")
        let atText = try arguments.option("--at")
        let sourceText = try arguments.option("--source")
        let itemWords = try arguments.options("--item")
        let tagNames = try arguments.options("--tag")
        let name = try arguments.required("trackable name")
        var valueWords: [String] = []
        while let word = arguments.positional() { valueWords.append(word) }
        try arguments.finish()
        guard dateText == nil || atText == nil else { throw .usage("give --date or --at, not both") }
        let source = try sourceText.map { text throws(CLIError) in
            guard let source = EntrySource(rawValue: text.lowercased()) else { throw .usage("unknown source \"\(text)\"; use manual, integration or schedule") }
            return source
        } ?? .manual
        var request = LogRequest(trackable: name, valueWords: valueWords)
        request.date = try dateText.map { text throws(CLIError) in try Context.date(text, flag: "--date") }
        request.at = try atText.map { text throws(CLIError) in (try Context.instant(text, from: "--at"), text) }
        request.source = source
        request.itemWords = itemWords
        request.tagNames = tagNames
        report(try context.workspace.log(request), context: context)
    }

    static func nothing(_ arguments: inout Arguments, _ context: Context) throws(CLIError) {
        let date = try arguments.option("--date").map { text throws(CLIError) in try Context.date(text, flag: "--date") }
        try arguments.finish()
        let (day, written) = try context.workspace.logNothing(on: date)
        guard let outcome = written else {
            context.say(context.json ? "{\"added\": false}\n" : "Nothing is already logged on \(day); nothing changed.\n")
            return
        }
        report(outcome, context: context)
    }

    /// Prints the outcome of a write that may have earned moments: the line, then the toast.
    static func report(_ outcome: WriteOutcome, context: Context) {
        if context.json {
            try? context.printJSON(outcome.document)
            return
        }
        context.say(outcome.text + "\n")
        if let toast = outcome.toast { context.say(toast + "\n") }
    }
}

extension LogCommand {
    /// The one description of `cairn log …`: help, completion and the argument check come from it.
    static let specs: [CommandSpec] = [
        CommandSpec(words: ["log"], summary: "an entry for a trackable; new moments are shown once", group: .achievements,
                    positionals: [PositionalSpec.trackable,
                                  PositionalSpec(name: "VALUE", kind: .value,
                                                 help: "in the trackable's unit or another (80.5kg, 1h20m, 07:30); a yes/no left empty is a Yes; -- before a negative value is allowed",
                                                 optional: true, rest: true)],
                    options: [
                        .option("--date", .date, "the day it belongs to (default: today)"),
                        .option("--at", .instant, "the instant it happened (dated in the goals' zone)"),
                        .option("--source", .choice(EntrySource.allCases.map(\.rawValue)), "who logged it (default manual)"),
                        .option("--item", .text, "an event's item: FIELD=VALUE pairs, like exercise=Bench press,weight=80kg,reps=5",
                                repeatable: true, placeholder: "F=V,..."),
                        .option("--tag", .text, "a tag to attach (a trackable of kind tag)", repeatable: true, placeholder: "TAG"),
                    ],
                    example: "cairn log Strength --item \"exercise=Bench press,weight=80kg,reps=5\" --item \"exercise=Squat,weight=100kg,reps=5\""),
        CommandSpec(words: ["nothing"], summary: "a day with nothing to log: a day of none for every trackable", group: .achievements,
                    options: [.option("--date", .date, "the day (default: today)")],
                    example: "cairn nothing --date 2026-11-02"),
    ]
}
