import CairnCore
import CairnImport
import CairnRender
import CairnStore
import Foundation

/// `cairn import KIND FILE|-`: reads a whole file, checks every record, then writes it in one
/// transaction, so a bad file changes nothing and the same file twice adds nothing.
enum ImportCommand {
    static func run(_ arguments: inout Arguments, _ context: Context, stdin: () -> Data) throws(CLIError) {
        switch try arguments.required("import kind (sessions)") {
        case "sessions": try sessions(&arguments, context, stdin: stdin)
        case let other: throw .usage("unknown import kind \"\(other)\"; use sessions")
        }
    }

    private static func sessions(_ arguments: inout Arguments, _ context: Context, stdin: () -> Data) throws(CLIError) {
        let file = try arguments.required("file to import (a path, or - for standard input)")
        try arguments.finish()
        let data = try read(file, stdin: stdin)
        let sessions: [Session]
        do {
            sessions = try SessionJSON.read(data, file: file)
        } catch {
            throw .failure(error.description)
        }
        let store = try context.openStore()
        let summary: ImportSummary
        do {
            summary = try store.insertSessions(sessions)
        } catch {
            throw .failure("\(file): nothing was imported: \(error)")
        }
        try report(summary, kind: "sessions", file: file, context)
    }

    /// Reads a file, or standard input for `-`.
    static func read(_ file: String, stdin: () -> Data) throws(CLIError) -> Data {
        if file == "-" { return stdin() }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: file, isDirectory: &isDirectory) else {
            throw .failure("\(file): no such file")
        }
        guard !isDirectory.boolValue else { throw .failure("\(file): is a folder, not a file") }
        guard let data = FileManager.default.contents(atPath: file) else {
            throw .failure("\(file): cannot be read (check its permissions)")
        }
        return data
    }

    /// Prints the closing summary line (or JSON document) of an import.
    static func report(_ summary: ImportSummary, kind: String, file: String, _ context: Context) throws(CLIError) {
        if context.json {
            try context.printJSON(ImportDocument(summary: summary, file: file))
            return
        }
        var line = "Imported \(summary.added) \(kind) from \(file)"
        if summary.duplicates > 0 { line += " (\(summary.duplicates) already there, skipped)" }
        if let earliest = summary.earliest, let latest = summary.latest {
            line += ", covering \(Self.timestamp(earliest)) to \(Self.timestamp(latest))"
        }
        context.console.out(line + ".\n")
    }

    static func timestamp(_ date: Date) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime]
        return formatter.string(from: date)
    }
}

/// `import --json`: what was added and skipped, and the span covered.
struct ImportDocument: Encodable {
    var summary: ImportSummary
    var file: String

    enum CodingKeys: String, CodingKey { case file, added, duplicates, from, to }

    func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(file, forKey: .file)
        try c.encode(summary.added, forKey: .added)
        try c.encode(summary.duplicates, forKey: .duplicates)
        try c.encode(summary.earliest.map(ImportCommand.timestamp), forKey: .from)
        try c.encode(summary.latest.map(ImportCommand.timestamp), forKey: .to)
    }
}
