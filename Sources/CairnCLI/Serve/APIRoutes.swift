import CairnApp
import CairnServer
import Foundation

/// The JSON API: each route builds the words of one CLI command from the request and answers
/// with that command's `--json` document (see docs/API.md).
struct APIRoutes: Sendable {
    var runner: CommandRunner

    /// The answer for a request under `/api/`, or `nil` when no route matches its path.
    func answer(_ request: HTTPRequest) -> HTTPResponse? {
        let parts = Array(request.pathParts.dropFirst())
        do {
            switch (request.method, parts) {
            case ("GET", ["today"]):
                return runner.run(["today"] + (try option("--date", request.query["date"]))).response
            case ("GET", ["days"]):
                return runner.run(["days"] + (try option("--from", request.query["from"])) + (try option("--to", request.query["to"]))).response
            case ("GET", ["achievements"]):
                return runner.run(["achievements"]).response
            case ("GET", ["trackables"]):
                return runner.run(["trackable", "list"]).response
            case ("POST", ["log"]):
                let body = try JSONBody(request)
                let when = try option("--date", body.string("date")) + (try option("--at", body.string("at")))
                let value = try body.string("value").map { [try positional($0, "value")] } ?? []
                return runner.run(["log"] + when + [try positional(try body.required("trackable"), "trackable")] + value).response
            case ("POST", ["nothing"]):
                let body = try JSONBody(request, optional: true)
                return runner.run(["nothing"] + (try option("--date", body.string("date")))).response
            case ("GET", ["goals"]):
                return runner.run(["goals", "show"]).response
            case ("PUT", ["goals"]):
                return runner.run(["goals", "set"] + (try goalWords(JSONBody(request)))).response
            case ("GET", ["settings"]):
                return runner.run(["settings", "show"]).response
            case ("PUT", ["settings"]):
                return try putSettings(JSONBody(request))
            case let ("PUT", path) where path.count == 3 && path[0] == "trackables" && path[2] == "rules":
                guard let id = Int64(path[1]) else { throw APIFailure(message: "a trackable is named by its id, a number", status: 400) }
                return try RuleEditorWrite(runner: runner).apply(trackableId: id, body: JSONBody(request))
            case ("GET", ["entries"]):
                let trackable = try request.query["trackable"].map { [try positional($0, "trackable")] } ?? []
                return runner.run(["entry", "list"] + (try option("--from", request.query["from"])) + (try option("--to", request.query["to"])) + trackable).response
            case let ("PATCH", path) where path.count == 2 && path[0] == "entries":
                let body = try JSONBody(request)
                let value = try body.string("value").map { [try positional($0, "value")] } ?? []
                let when = try option("--date", body.string("date")) + (try option("--at", body.string("at")))
                return runner.run(["entry", "edit"] + when + [try entryID(path[1])] + value).response
            case let ("DELETE", path) where path.count == 2 && path[0] == "entries":
                return runner.run(["entry", "remove", try entryID(path[1])]).response
            case ("POST", ["undo"]):
                return runner.run(["undo"]).response
            default:
                return nil
            }
        } catch let failure as APIFailure {
            return failure.response
        } catch let error as CLIError {
            return CommandRunner.Outcome(status: error.exitCode, stdout: "", stderr: "", error: error).response
        } catch {
            return .error("\(error)", status: 400)
        }
    }

    /// `--flag=value` as one word (so a value can never become a flag of its own), or nothing.
    func option(_ flag: String, _ value: String?) throws -> [String] {
        guard let value else { return [] }
        guard !value.contains(where: \.isNewline) else { throw APIFailure(message: "\(flag.dropFirst(2)) must be one line", status: 400) }
        return ["\(flag)=\(value)"]
    }

    /// A user-supplied positional word. The command line has no `--` yet, so a word that starts
    /// with `-` would be read as a flag: it is refused rather than passed on.
    func positional(_ value: String, _ what: String) throws -> String {
        guard !value.hasPrefix("-") else {
            throw APIFailure(message: "a \(what) starting with \"-\" cannot be passed to the command line yet", status: 400)
        }
        return value
    }

    /// An entry id from the path: digits only.
    func entryID(_ text: String) throws -> String {
        guard !text.isEmpty, text.allSatisfy(\.isASCII), Int64(text) != nil, !text.hasPrefix("-") else {
            throw APIFailure(message: "an entry is named by its id, a number", status: 400)
        }
        return text
    }

    /// `goals set` flags from `{"daily","weekly","window","restDays","timeZone","weekStart","streakPolicy"}`.
    func goalWords(_ body: JSONBody) throws -> [String] {
        let flags = [("daily", "--daily"), ("weekly", "--weekly"), ("window", "--window"), ("restDays", "--rest-days"),
                     ("timeZone", "--time-zone"), ("weekStart", "--week-start"), ("streakPolicy", "--streak-policy")]
        try body.only(Set(flags.map(\.0)))
        var words: [String] = []
        for (key, flag) in flags { words += try option(flag, body.string(key)) }
        return words
    }

    /// Sets the switches named in `{"streaks","achievements","gettingStarted"}` (each checked
    /// before any is written) and answers with `settings show`.
    func putSettings(_ body: JSONBody) throws -> HTTPResponse {
        let keys = ["streaks", "achievements", "gettingStarted"]
        try body.only(Set(keys))
        var changes: [(String, Bool)] = []
        for key in keys {
            guard let raw = body.object[key] else { continue }
            guard let on = raw as? Bool else { throw APIFailure(message: "\(key) is true or false", status: 400) }
            changes.append((key, on))
        }
        for (key, on) in changes {
            let outcome = runner.run(["settings", "set", "encouragement.\(key)", on ? "on" : "off"])
            if outcome.status != 0 { return outcome.response }
        }
        return runner.run(["settings", "show"]).response
    }
}

/// A JSON object request body.
struct JSONBody {
    /// The object's members.
    var object: [String: Any]

    /// Reads the body of `request`; an empty body is `{}` when `optional`.
    init(_ request: HTTPRequest, optional: Bool = false) throws {
        if request.body.isEmpty && optional {
            object = [:]
            return
        }
        guard let parsed = try? JSONSerialization.jsonObject(with: Data(request.body)), let object = parsed as? [String: Any] else {
            throw APIFailure(message: "the body must be a JSON object", status: 400)
        }
        self.object = object
    }

    /// A member given as a string or a number, as text; `nil` when absent or null.
    func string(_ key: String) throws -> String? {
        switch object[key] {
        case nil, is NSNull: return nil
        case let text as String: return text
        case let number as NSNumber: return number.stringValue
        default: throw APIFailure(message: "\(key) must be a string or a number", status: 400)
        }
    }

    /// A member that must be there.
    func required(_ key: String) throws -> String {
        guard let value = try string(key) else { throw APIFailure(message: "the body needs \"\(key)\"", status: 400) }
        return value
    }

    /// Refuses members other than `keys`.
    func only(_ keys: Set<String>) throws {
        if let unknown = object.keys.sorted().first(where: { !keys.contains($0) }) {
            throw APIFailure(message: "unknown member \"\(unknown)\"; use \(keys.sorted().joined(separator: ", "))", status: 400)
        }
    }
}
