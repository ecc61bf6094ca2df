import CairnApp
import CairnCore
import CairnStore
import Foundation

/// `cairn status [--json]`: whether `cairn serve` runs on this database and on which address
/// (from the file the server writes next to the database as it starts), the last heartbeat an
/// editor sent, the database in use and the user service, if one is installed. It never creates
/// the database.
enum StatusCommand {
    /// What `cairn status --json` prints.
    struct Document: Encodable {
        struct Heartbeat: Encodable {
            var time: String
            var entity: String
            var project: String
            var language: String
            var editor: String
        }

        /// `running`, `not-answering` (the process is there, its address refuses) or `stopped`.
        var server: String
        var url: String?
        var pid: Int32?
        var database: String
        var databaseExists: Bool
        var lastHeartbeat: Heartbeat?
        /// The user service's unit file, when `cairn serve --install` wrote one.
        var service: String?

        enum CodingKeys: String, CodingKey { case server, url, pid, database, databaseExists, lastHeartbeat, service }

        /// Every key always there, `null` when unknown.
        func encode(to encoder: any Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(server, forKey: .server)
            try c.encode(url, forKey: .url)
            try c.encode(pid, forKey: .pid)
            try c.encode(database, forKey: .database)
            try c.encode(databaseExists, forKey: .databaseExists)
            try c.encode(lastHeartbeat, forKey: .lastHeartbeat)
            try c.encode(service, forKey: .service)
        }
    }

    static func run(_ arguments: inout Arguments, _ context: Context) throws(CLIError) {
        try arguments.finish()
        let database = context.databasePath
        let exists = FileManager.default.fileExists(atPath: database)
        var document = Document(server: "stopped", database: database, databaseExists: exists)
        if let state = ServerStateFile.read(database: database), state.processIsAlive {
            document.server = state.addressAnswers ? "running" : "not-answering"
            document.url = state.url
            document.pid = state.pid
        }
        var arrival: HeartbeatArrival?
        if exists {
            arrival = try context.workspace.heartbeatArrival()
            if let beat = arrival?.last {
                document.lastHeartbeat = Document.Heartbeat(time: InstantText.timestamp(Date(timeIntervalSince1970: beat.time)),
                                                            entity: beat.entity, project: beat.project, language: beat.language,
                                                            editor: beat.editor)
            }
        }
        let unit = ServiceInstall.unitPath(context.environment)
        if FileManager.default.fileExists(atPath: unit) { document.service = unit }
        if context.json {
            try context.printJSON(document)
            return
        }
        context.say(text(document, arrival: arrival))
    }

    /// The lines a person reads.
    static func text(_ document: Document, arrival: HeartbeatArrival?) -> String {
        var lines: [String] = []
        switch (document.server, document.url, document.pid) {
        case ("running", let url?, let pid?):
            lines.append("Cairn is serving at \(url) (pid \(pid)).")
        case ("not-answering", let url?, let pid?):
            lines.append("Cairn's server (pid \(pid)) is running but \(url) does not answer.")
        default:
            lines.append("Cairn is not serving this database: start it with `cairn serve`, or every day with `cairn serve --install`.")
        }
        lines.append("Database: \(document.database)\(document.databaseExists ? "" : " (not made yet)")")
        if let words = arrival?.words {
            lines.append("Last heartbeat: \(words).")
        } else {
            lines.append("Last heartbeat: none yet (see `cairn key` and `cairn serve --install` to connect an editor).")
        }
        lines.append("Service: \(document.service ?? "not installed (`cairn serve --install`)")")
        return lines.joined(separator: "\n") + "\n"
    }

    /// `just now`, `12 minutes ago`, `3 hours ago`, `2 days ago` (`in the future` for a clock ahead).
    static func ago(_ seconds: Double) -> String { HeartbeatArrival.ago(seconds) }
}

extension StatusCommand {
    /// The one description of `cairn status`: help, completion and the argument check come from it.
    static let specs: [CommandSpec] = [
        CommandSpec(words: ["status"], summary: "whether the server runs, on which address, the last heartbeat and the database", group: .tool,
                    example: "cairn status"),
    ]
}
