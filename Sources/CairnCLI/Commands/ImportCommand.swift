import CairnApp
import CairnCore
import CairnImport
import CairnRender
import CairnStore
import Foundation

/// `cairn import sessions|wakatime|activitywatch|loop|daylio FILE` (and `cairn`, in ``CairnRestore``): reads a whole file, checks every
/// record, then writes it in one transaction, so a bad file changes nothing and the same file
/// twice adds nothing.
enum ImportCommand {
    /// Runs the subcommand `spec` names (its words already taken from `arguments`).
    static func run(_ spec: CommandSpec, _ arguments: inout Arguments, _ context: Context, stdin: () -> Data) throws(CLIError) {
        switch spec.words.last ?? "" {
        case "sessions": try sessions(&arguments, context, stdin: stdin)
        case "wakatime": try wakatime(&arguments, context, stdin: stdin)
        case "activitywatch": try activityWatch(&arguments, context, stdin: stdin)
        case "loop":
            let habit = try arguments.option("--habit")
            let recover = arguments.flag("--recover")
            let path = try arguments.required("Loop export (its .zip, its folder or Checkmarks.csv)")
            try arguments.finish()
            report(try LoopImport.run(path: path, habit: habit, recover: recover, in: context.workspace), context)
        case "daylio":
            let file = try arguments.required("Daylio CSV export to import (a path, or - for standard input)")
            try arguments.finish()
            report(try DaylioImport.run(file: file, stdin: stdin, in: context.workspace), context)
        case "cairn": try CairnRestore.run(&arguments, context, stdin: stdin)
        case let other: throw .failure("internal: `cairn \(spec.command) \(other)` is described but not wired")
        }
    }

    private static func sessions(_ arguments: inout Arguments, _ context: Context, stdin: () -> Data) throws(CLIError) {
        let file = try arguments.required("file to import (a path, or - for standard input)")
        try arguments.finish()
        let bar = ImportBar(context, file: file)
        report(try context.workspace.importSessions(file, stdin: stdin, progress: bar.show), context)
    }

    private static func wakatime(_ arguments: inout Arguments, _ context: Context, stdin: () -> Data) throws(CLIError) {
        let timeoutText = try arguments.option("--timeout")
        let file = try arguments.required("WakaTime export to import (a path, or - for standard input)")
        try arguments.finish()
        let timeout = try timeoutText.map { text throws(CLIError) in try ImportFiles.seconds(text, flag: "--timeout") } ?? WakaTimeHeartbeats.defaultTimeout
        let bar = ImportBar(context, file: file)
        report(try context.workspace.importWakaTime(file, timeout: timeout, stdin: stdin, progress: bar.show), context)
    }

    private static func activityWatch(_ arguments: inout Arguments, _ context: Context, stdin: () -> Data) throws(CLIError) {
        let buckets = try arguments.options("--bucket")
        let file = try arguments.required("ActivityWatch export to import (a path, or - for standard input)")
        try arguments.finish()
        let bar = ImportBar(context, file: file)
        report(try context.workspace.importActivityWatch(file, buckets: buckets, stdin: stdin, progress: bar.show), context)
    }

    /// Prints an import's closing summary, or its document with `--json`.
    static func report(_ outcome: ImportOutcome, _ context: Context) {
        if context.json {
            try? context.printJSON(outcome.document)
        } else {
            context.say(outcome.lines.joined(separator: "\n") + "\n")
        }
    }
}

/// An import's progress on standard error: a phase's words, then a bar while rows are stored.
final class ImportBar {
    // A class so the progress callback can share it; used only on the command's thread.
    private let reading: ProgressLine
    private let storing: ProgressLine

    init(_ context: Context, file: String) {
        reading = ProgressLine(console: context.console, label: file)
        storing = ProgressLine(console: context.console, label: "importing \(file)")
    }

    /// Shows one step of ``ImportProgress``.
    func show(_ progress: ImportProgress) {
        switch progress {
        case let .status(text): reading.status(text)
        case let .stored(done, total): storing.update(done, of: total)
        case .finished:
            reading.finish()
            storing.finish()
        }
    }
}

extension ImportCommand {
    /// The one description of `cairn import …`: help, completion and the argument check come from it.
    static let specs: [CommandSpec] = [
        CommandSpec(words: ["import", "sessions"], summary: "a JSON array of {\"start\": ISO-8601, \"seconds\": N, ...}", group: .history,
                    positionals: [PositionalSpec(name: "FILE|-", kind: .file, help: "the file, or - for standard input")],
                    example: "cairn import sessions sessions.json"),
        CommandSpec(words: ["import", "wakatime"], summary: "a WakaTime heartbeats export, durations response or daily summaries",
                    group: .history,
                    positionals: [PositionalSpec(name: "FILE|-", kind: .file, help: "the export, or - for standard input")],
                    options: [.option("--timeout", .duration, "the keystroke timeout joining heartbeats (default 15m)")],
                    example: "cairn import wakatime heartbeats.json --timeout 10m"),
        CommandSpec(words: ["import", "activitywatch"], summary: "an ActivityWatch export (window events while not AFK)", group: .history,
                    positionals: [PositionalSpec(name: "FILE|-", kind: .file, help: "the export, or - for standard input")],
                    options: [.option("--bucket", .text, "read only this bucket", repeatable: true, placeholder: "ID")],
                    example: "cairn import activitywatch aw-buckets-export.json"),
        CommandSpec(words: ["import", "loop"], summary: "a Loop Habit Tracker CSV export: habits become trackables", group: .history,
                    positionals: [PositionalSpec(name: "FILE.zip|FOLDER|Checkmarks.csv", kind: .file,
                                                 help: "the export's .zip as Loop shares it, its folder, or its Checkmarks.csv")],
                    options: [
                        .option("--habit", .text, "the habit's name, for a Checkmarks.csv of one habit", placeholder: "NAME"),
                        .flag("--recover", "read cells a broken export wrote as Entry(...)"),
                    ],
                    example: "cairn import loop ~/Downloads/Loop"),
        CommandSpec(words: ["import", "daylio"], summary: "a Daylio CSV export: moods and activities become trackables", group: .history,
                    positionals: [PositionalSpec(name: "FILE", kind: .file, help: "the Daylio CSV export")],
                    example: "cairn import daylio daylio_export.csv"),
        CommandSpec(words: ["import", "cairn"], summary: "a file written by `cairn export`, into an empty database, every id kept",
                    group: .history,
                    positionals: [PositionalSpec(name: "FILE|-", kind: .file, help: "the export, or - for standard input")],
                    example: "cairn import cairn cairn-export.json --db restored.sqlite"),
    ]
}
