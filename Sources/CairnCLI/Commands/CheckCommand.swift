import CairnApp
import CairnCore
import CairnStore
import Foundation

/// `cairn check`: SQLite's integrity and foreign-key checks, stored values outside the
/// plausible range, and rows that point at nothing; each finding with how to fix it. Exit 1
/// when anything is wrong, 0 with "ok" otherwise. It reads only: nothing is changed.
enum CheckCommand {
    static func run(_ arguments: inout Arguments, _ context: Context) throws(CLIError) {
        try arguments.finish()
        let findings = try context.workspace.check()
        if context.json {
            try context.printJSON(CheckDocument(database: context.databasePath, ok: findings.isEmpty, findings: findings))
        } else if findings.isEmpty {
            context.say("ok: \(context.databasePath) passed the integrity, foreign-key, bounds and orphan checks\n")
        } else {
            var text = "\(context.databasePath): \(findings.count) problem\(findings.count == 1 ? "" : "s") found\n"
            for finding in findings {
                text += "- \(finding.kind): \(finding.problem)\n  fix: \(finding.fix)\n"
            }
            text += "Back the file up before changing it; the SQL fixes run with `sqlite3 \(context.databasePath) \"…\"`.\n"
            context.say(text)
        }
        if !findings.isEmpty {
            throw .failure("\(findings.count) problem\(findings.count == 1 ? "" : "s") found in the database; see the fixes \(context.json ? "in the JSON" : "above")")
        }
    }
}

/// `check --json`: `{"database", "ok", "findings": [{"kind", "problem", "fix"}]}`.
struct CheckDocument: Encodable {
    var database: String
    var ok: Bool
    var findings: [CheckFinding]
}

extension CheckCommand {
    /// The one description of `cairn check`: help, completion and the argument check come from it.
    static let specs: [CommandSpec] = [
        CommandSpec(words: ["check"], summary: "check the database for problems", group: .tool,
                    example: "cairn check"),
    ]
}
