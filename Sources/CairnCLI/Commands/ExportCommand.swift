import CairnApp
import CairnStore
import Foundation

/// `cairn export [FILE|-] [--with-secrets]`: every record of the person's data as one JSON
/// document (`docs/EXPORT.md`; the API key for editor plugins only with `--with-secrets`),
/// written row by row by ``Workspace/export(withSecrets:to:)``; to a file through a temporary
/// file renamed into place (a reader never sees half an export), or to standard output.
enum ExportCommand {
    static func run(_ arguments: inout Arguments, _ context: Context) throws(CLIError) {
        let withSecrets = arguments.flag("--with-secrets")
        let target = arguments.positional() ?? "-"
        try arguments.finish()
        let workspace = context.workspace
        if target == "-" {
            let console = context.console
            try workspace.export(withSecrets: withSecrets, to: { console.out($0) })
            return
        }
        let summary = try workspace.export(withSecrets: withSecrets, toFile: target)
        if context.json {
            try context.printJSON(ExportDocument(file: target, summary: summary))
        } else {
            context.say("Exported \(counted(summary.trackables, "trackable")), \(counted(summary.entries, "entry", "entries")), "
                + "\(counted(summary.rules, "rule")), \(counted(summary.sessions, "session")) and "
                + "\(counted(summary.goalVersions, "goal version")) to \(target).\n")
        }
    }
}

/// `export FILE --json`: where the export went and how many records of each kind it holds.
struct ExportDocument: Encodable {
    var file: String
    var summary: BackupSummary

    enum CodingKeys: String, CodingKey { case file, goalVersions, trackables, zones, readings, rules, disruptions, dayTotals, entries, sessions, heartbeats, seen }

    func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(file, forKey: .file)
        try c.encode(summary.goalVersions, forKey: .goalVersions)
        try c.encode(summary.trackables, forKey: .trackables)
        try c.encode(summary.zones, forKey: .zones)
        try c.encode(summary.readings, forKey: .readings)
        try c.encode(summary.rules, forKey: .rules)
        try c.encode(summary.disruptions, forKey: .disruptions)
        try c.encode(summary.dayTotals, forKey: .dayTotals)
        try c.encode(summary.entries, forKey: .entries)
        try c.encode(summary.sessions, forKey: .sessions)
        try c.encode(summary.heartbeats, forKey: .heartbeats)
        try c.encode(summary.seen, forKey: .seen)
    }
}

extension ExportCommand {
    /// The one description of `cairn export`: help, completion and the argument check come from it.
    static let specs: [CommandSpec] = [
        CommandSpec(words: ["export"], summary: "everything in the database as one JSON file (docs/EXPORT.md)", group: .history,
                    positionals: [PositionalSpec(name: "FILE|-", kind: .file, help: "where to write (default: standard output)",
                                                 optional: true)],
                    options: [.flag("--with-secrets", "include this database's API key for editor plugins (left out by default)")],
                    example: "cairn export cairn-export.json"),
    ]
}
