import CairnApp
import CairnCore
import Foundation

/// The JSON API: each route reads its request into the application layer's typed call and
/// answers with the document that call gives, in the bytes `--json` prints (see docs/API.md).
struct APIRoutes: Sendable {
    var database: ServedDatabase

    /// The answer for a request under `/api/`, or `nil` when no route matches its path.
    func answer(_ request: HTTPRequest) -> HTTPResponse? {
        let parts = Array(request.pathParts.dropFirst())
        let workspace = database.workspace()
        do {
            switch (request.method, parts) {
            case ("GET", ["today"]):
                let date = try request.query["date"].map { text throws(AppError) in try Workspace.date(text, flag: "--date") }
                return LiveToday.conditional(try .document(workspace.todayReport(on: date).document.report), request)
            case ("GET", ["days"]):
                let from = try request.query["from"].map { text throws(AppError) in try Workspace.date(text, flag: "--from") }
                let to = try request.query["to"].map { text throws(AppError) in try Workspace.date(text, flag: "--to") }
                return try .document(workspace.days(from: from, to: to).document.days)
            case ("GET", _) where parts == ["coding"] || request.path.hasPrefix("/api/coding/projects/"):
                return try CodingRoutes.document(request, workspace)
            case ("GET", ["achievements"]):
                return try .document(workspace.achievementsPage().document)
            case ("GET", ["trackables"]):
                return try .document(workspace.trackableList().documents)
            case ("POST", ["log"]):
                return try .document(workspace.log(Self.logRequest(JSONBody(request))).document)
            case ("POST", ["nothing"]):
                let body = try JSONBody(request, optional: true)
                let date = try body.string("date").map { text throws(AppError) in try Workspace.date(text, flag: "--date") }
                guard let outcome = try workspace.logNothing(on: date).outcome else { return .json(Array("{\"added\": false}\n".utf8)) }
                return try .document(outcome.document)
            case ("GET", ["goals"]):
                return try .document(workspace.goals())
            case ("PUT", ["goals"]):
                let change = try Self.goalChange(JSONBody(request))
                return try .document(GoalsDocument(config: workspace.setGoals(change).config, isDefault: false))
            case ("GET", ["settings"]):
                return try .document(workspace.encouragement())
            case ("PUT", ["settings"]):
                return try putSettings(JSONBody(request), workspace)
            case let ("GET", path) where path.first == "trackables" && path.last == "page":
                return try TrackablePageRoutes.document(path, query: request.query, workspace)
            case let ("PUT", path) where path.count == 3 && path[0] == "trackables" && path[2] == "rules":
                guard let id = Int64(path[1]) else { throw APIFailure(message: "a trackable is named by its id, a number", status: 400) }
                return try RuleEditorWrite(workspace: workspace).apply(trackableId: id, body: JSONBody(request))
            case ("GET", ["entries"]):
                let from = try request.query["from"].map { text throws(AppError) in try Workspace.date(text, flag: "--from") }
                let to = try request.query["to"].map { text throws(AppError) in try Workspace.date(text, flag: "--to") }
                return try .document(workspace.entryDocuments(of: request.query["trackable"], from: from, to: to).documents)
            case let ("PATCH", path) where path.count == 2 && path[0] == "entries":
                var edit = EntryEdit(id: try Self.entryID(path[1]))
                let body = try JSONBody(request)
                edit.valueWords = try body.string("value").map { [$0] } ?? []
                edit.date = try body.string("date").map { text throws(AppError) in try Workspace.date(text, flag: "--date") }
                edit.at = try body.string("at").map { text throws(AppError) in (try Workspace.instant(text, from: "--at"), text) }
                return try .document(workspace.editEntry(edit).document)
            case let ("DELETE", path) where path.count == 2 && path[0] == "entries":
                return try .document(workspace.removeEntry(id: Self.entryID(path[1])).document)
            case ("POST", ["undo"]):
                return try .document(UndoDocument(undone: workspace.undo()?.label))
            default:
                return nil
            }
        } catch let failure as APIFailure {
            return failure.response
        } catch let error as AppError {
            return error.response
        } catch {
            return .error("\(error)", status: 400)
        }
    }

    /// `POST /api/log`'s `{"trackable","value"?,"date"?,"at"?}`.
    static func logRequest(_ body: JSONBody) throws -> LogRequest {
        var request = LogRequest(trackable: try body.required("trackable"), valueWords: try body.string("value").map { [$0] } ?? [])
        request.date = try body.string("date").map { text throws(AppError) in try Workspace.date(text, flag: "--date") }
        request.at = try body.string("at").map { text throws(AppError) in (try Workspace.instant(text, from: "--at"), text) }
        return request
    }

    /// An entry id from the path: digits only.
    static func entryID(_ text: String) throws -> Int64 {
        guard !text.isEmpty, text.allSatisfy(\.isASCII), let id = Int64(text), id > 0 else {
            throw APIFailure(message: "an entry is named by its id, a number", status: 400)
        }
        return id
    }

    /// The change `{"daily","weekly","window","restDays","timeZone","weekStart","streakPolicy"}` asks for.
    static func goalChange(_ body: JSONBody) throws -> GoalChange {
        try body.only(["daily", "weekly", "window", "restDays", "timeZone", "weekStart", "streakPolicy"])
        return try GoalChange(daily: body.string("daily"), weekly: body.string("weekly"), window: body.string("window"),
                              restDays: body.string("restDays"), timeZone: body.string("timeZone"),
                              weekStart: body.string("weekStart"), streakPolicy: body.string("streakPolicy"), from: nil)
    }

    /// Sets the switches named in `{"streaks","achievements","gettingStarted"}` (each checked
    /// before any is written) and answers with the switches after.
    func putSettings(_ body: JSONBody, _ workspace: Workspace) throws -> HTTPResponse {
        let keys = ["streaks", "achievements", "gettingStarted"]
        try body.only(Set(keys))
        var changes: [(String, Bool)] = []
        for key in keys {
            guard let raw = body.object[key] else { continue }
            guard let on = raw as? Bool else { throw APIFailure(message: "\(key) is true or false", status: 400) }
            changes.append((key, on))
        }
        for (key, on) in changes { _ = try workspace.setEncouragement(key, to: on ? "on" : "off") }
        return try .document(workspace.encouragement())
    }
}

extension HTTPResponse {
    /// A document as the JSON API answers it: `--json`'s bytes, with 200.
    static func document(_ value: some Encodable) throws(AppError) -> HTTPResponse {
        .json(try DocumentJSON.bytes(value))
    }
}

extension AppError {
    /// The HTTP status of this refusal: 400 for a bad request, 404, 409, else 422.
    var httpStatus: Int {
        switch kind {
        case .badRequest: 400
        case .notFound: 404
        case .conflict: 409
        case .failed: 422
        }
    }

    /// The `{"error"}` answer.
    var response: HTTPResponse { .error(description, status: httpStatus) }
}

/// A request the API refuses, with the status it answers.
struct APIFailure: Error, Sendable {
    var message: String
    var status: Int

    var response: HTTPResponse { .error(message, status: status) }
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
