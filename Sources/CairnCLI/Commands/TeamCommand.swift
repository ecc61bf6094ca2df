import CairnApp
import CairnTeam
import Foundation

/// `cairn team user add|password|signout|disable|enable|remove|list [NAME] --database postgresql://…` and
/// `cairn team key NAME [--rotate] --database …`: the team server's people and their keys, in
/// PostgreSQL (the operations are ``TeamStore``'s; this only parses, calls and renders).
enum TeamCommand {
    /// Runs the subcommand `spec` names (its words already taken from `arguments`).
    static func run(_ spec: CommandSpec, _ arguments: inout Arguments, _ context: Context, stdin: () -> Data) throws(CLIError) {
        switch spec.words.last ?? "" {
        case "user": try user(&arguments, context, stdin: stdin)
        case "key": try key(&arguments, context)
        case "import": try move(in: true, &arguments, context, stdin: stdin)
        case "export": try move(in: false, &arguments, context, stdin: stdin)
        case let other: throw .failure("internal: `cairn \(spec.command) \(other)` is described but not wired")
        }
    }

    private static func user(_ arguments: inout Arguments, _ context: Context, stdin: () -> Data) throws(CLIError) {
        let address = try database(&arguments, context)
        let passwordFile = try arguments.option("--password-file")
        let displayName = try arguments.option("--display-name")
        let action = try arguments.required("action (add, password, signout, disable, enable, remove or list)")
        let name = action == "list" ? nil : try arguments.required("person's name")
        try arguments.finish()
        if action != "add", displayName != nil { throw .usage("--display-name is for `cairn team user add`") }
        if action != "add", action != "password", passwordFile != nil {
            throw .usage("--password-file is for `cairn team user add` and `cairn team user password`")
        }
        switch action {
        case "add":
            let password = try readPassword(file: passwordFile, stdin: stdin)
            let person = try team { () throws(TeamError) in try TeamStore(address: address).addPerson(name ?? "", password: password, displayName: displayName ?? "") }
            context.json ? try context.printJSON(person) : context.say("Added \(person.name). Make their editor key with `cairn team key \(person.name)`.\n")
        case "password":
            let password = try readPassword(file: passwordFile, stdin: stdin)
            let ended = try team { () throws(TeamError) in try TeamStore(address: address).setPassword(name ?? "", password) }
            context.json ? try context.printJSON(["name": name ?? "", "sessionsEnded": String(ended)])
                : context.say("Changed \(name ?? "")'s password and ended \(ended) session\(ended == 1 ? "" : "s"): they sign in again with the new one.\n")
        case "signout":
            let ended = try team { () throws(TeamError) in try TeamStore(address: address).endSessions(of: name ?? "") }
            context.json ? try context.printJSON(["name": name ?? "", "sessionsEnded": String(ended)])
                : context.say("Signed \(name ?? "") out everywhere: \(ended) session\(ended == 1 ? "" : "s") ended.\n")
        case "disable", "enable":
            let person = try team { () throws(TeamError) in try TeamStore(address: address).setDisabled(name ?? "", action == "disable") }
            context.json ? try context.printJSON(person)
                : context.say(person.disabled
                    ? "Disabled \(person.name): their sessions ended and their key was deleted; they can no longer sign in or send heartbeats; their data stays.\n"
                    : "Enabled \(person.name) again: they sign in afresh; make them a new key with `cairn team key \(person.name)`.\n")
        case "remove":
            let heartbeats = try team { () throws(TeamError) in try TeamStore(address: address).removePerson(name ?? "") }
            context.json ? try context.printJSON(["removed": name ?? "", "heartbeats": String(heartbeats)])
                : context.say("Removed \(name ?? "") with their key and \(heartbeats) heartbeat\(heartbeats == 1 ? "" : "s").\n")
        case "list":
            let people = try team { () throws(TeamError) in try TeamStore(address: address).people() }
            if context.json { try context.printJSON(people); return }
            if people.isEmpty { context.say("No one yet; add someone with `cairn team user add NAME --database …`.\n") }
            for person in people {
                let notes = [person.disabled ? "disabled" : nil, person.hasKey ? "has a key" : "no key"].compactMap { $0 }
                let shown = person.displayName.isEmpty ? "" : " (\(person.displayName))"
                context.say("\(person.name)\(shown)  \(notes.joined(separator: ", "))\n")
            }
        default:
            throw .usage("unknown action \"\(action)\" for `cairn team user`: use add, password, signout, disable, enable, remove or list")
        }
    }

    private static func key(_ arguments: inout Arguments, _ context: Context) throws(CLIError) {
        let address = try database(&arguments, context)
        let rotate = arguments.flag("--rotate")
        let name = try arguments.required("person's name")
        try arguments.finish()
        let key = try team { () throws(TeamError) in try TeamStore(address: address).makeKey(for: name, rotate: rotate) }
        if context.json { try context.printJSON(["name": name, "key": key]) } else { context.console.out(key + "\n") }
    }

    /// `cairn team import NAME FILE`: a personal `cairn export` restored into NAME's empty account;
    /// `cairn team export NAME FILE`: NAME's account as a file `cairn import cairn` restores.
    private static func move(in moving: Bool, _ arguments: inout Arguments, _ context: Context, stdin: () -> Data) throws(CLIError) {
        let address = try database(&arguments, context)
        let name = try arguments.required("person's name")
        let file = try arguments.required(moving ? "Cairn export to restore (a path, or - for standard input)" : "file to write the export to")
        try arguments.finish()
        let connections = TeamConnections(address: address, limit: 1)
        let person = try team { () throws(TeamError) in try connections.store().person(named: name) }
        let workspace = Workspace(environment: context.environment, team: TeamScope(connections: connections, person: person), now: context.now)
        let summary = moving ? try workspace.restore(file, stdin: stdin) : try workspace.export(withSecrets: false, toFile: file)
        if context.json {
            try context.printJSON(ExportDocument(file: file, summary: summary))
        } else if moving {
            context.say(Workspace.restoredLine(summary, file: file).replacingOccurrences(of: " from \(file)", with: " from \(file) into \(person.name)'s account") + "\n")
        } else {
            context.say("Exported \(person.name)'s account to \(file); `cairn import cairn \(file)` restores it into an empty database.\n")
        }
    }

    /// `--database`, else `CAIRN_TEAM_DATABASE`.
    private static func database(_ arguments: inout Arguments, _ context: Context) throws(CLIError) -> String {
        if let given = try arguments.option("--database") { return given }
        if let set = context.environment["CAIRN_TEAM_DATABASE"], !set.isEmpty { return set }
        throw .usage("the team commands need --database postgresql://… (or CAIRN_TEAM_DATABASE)")
    }

    /// The password from `--password-file` (or `-` for standard input) or standard input, without its final newline.
    private static func readPassword(file: String?, stdin: () -> Data) throws(CLIError) -> String {
        let data: Data
        if let file, file != "-" {
            do { data = try Data(contentsOf: URL(fileURLWithPath: file)) } catch {
                throw .failure("cannot read the password file \(file): \(error.localizedDescription)")
            }
        } else {
            data = stdin()
        }
        var text = String(decoding: data, as: UTF8.self)
        if text.hasSuffix("\r\n") { text.removeLast(2) } else if text.hasSuffix("\n") { text.removeLast() }
        return text
    }

    /// Runs a team operation, its error as the command line's.
    private static func team<T>(_ body: () throws(TeamError) -> T) throws(CLIError) -> T {
        do { return try body() } catch {
            switch error {
            case let .usage(message): throw .usage(message)
            case let .notFound(message): throw .notFound(message)
            case let .conflict(message): throw .conflict(message)
            case let .refused(message), let .database(message): throw .failure(message)
            }
        }
    }
}

extension TeamCommand {

    /// The one description of `cairn team …`: help, completion and the argument check come from it.
    static let specs: [CommandSpec] = [
        CommandSpec(words: ["team", "user"], summary: "the team server's people: add or password (on stdin), signout, disable, enable, remove, list",
                    group: .tool,
                    positionals: [
                        PositionalSpec(name: "ACTION", kind: .choice(["add", "password", "signout", "disable", "enable", "remove", "list"]),
                                       help: "what to do: password sets a new one and ends their sessions; signout ends every session; disable also deletes their key"),
                        PositionalSpec(name: "NAME", kind: .text, help: "the person's sign-in name (not for list)", optional: true),
                    ],
                    options: [
                        .option("--password-file", .file, "add, password: read the password from this file rather than standard input"),
                        .option("--display-name", .text, "add: the name shown to others"),
                    ],
                    example: "cairn team user add ada --database postgresql:///cairn --password-file ada.pass"),
        CommandSpec(words: ["team", "key"], summary: "make a person's API key for editor plugins (shown once; --rotate replaces it)",
                    group: .tool,
                    positionals: [PositionalSpec(name: "NAME", kind: .text, help: "the person's sign-in name")],
                    options: [.flag("--rotate", "replace their key (plugins with the old one are refused)")],
                    example: "cairn team key ada --rotate --database postgresql:///cairn"),
        CommandSpec(words: ["team", "import"], summary: "restore a personal `cairn export` into a person's empty account, every id kept",
                    group: .tool,
                    positionals: [
                        PositionalSpec(name: "NAME", kind: .text, help: "the person's sign-in name"),
                        PositionalSpec(name: "FILE", kind: .file, help: "the export (- for standard input)"),
                    ],
                    example: "cairn team import ada cairn-export.json --database postgresql:///cairn"),
        CommandSpec(words: ["team", "export"], summary: "write a person's account as a file `cairn import cairn` restores",
                    group: .tool,
                    positionals: [
                        PositionalSpec(name: "NAME", kind: .text, help: "the person's sign-in name"),
                        PositionalSpec(name: "FILE", kind: .file, help: "the file to write"),
                    ],
                    example: "cairn team export ada ada-export.json --database postgresql:///cairn"),
    ]
}
