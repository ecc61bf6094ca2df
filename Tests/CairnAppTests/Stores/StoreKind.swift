import CairnApp
import CairnCore
import CairnStore
import CairnTeam
import CairnTestSupport
import Foundation
import Testing

/// Which store a behaviour test runs on: the one person's SQLite file, or a person of a team
/// database on the test process's PostgreSQL server (``TestPostgres``).
enum StoreKind: String, Sendable, CaseIterable, CustomTestStringConvertible {
    case sqlite, postgres

    var testDescription: String { rawValue }
}

/// A place to run operations: a fresh SQLite file in a folder of its own, or a fresh team
/// database with one person (more with ``person(_:)``). `now` is fixed; the zone is UTC.
final class TestPlace {
    let kind: StoreKind
    let now: Date
    /// The SQLite folder (removed at the end), or nil.
    private let folder: URL?
    /// The team database's connections, or nil.
    let connections: TeamConnections?
    /// The team database's address ("" for SQLite).
    let address: String
    /// The first person's workspace.
    private(set) var workspace: Workspace

    init(_ kind: StoreKind, now: Date) throws {
        self.kind = kind
        self.now = now
        switch kind {
        case .sqlite:
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cairn-stores-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            self.folder = folder
            connections = nil
            address = ""
            workspace = Workspace(environment: ["TZ": "UTC"], databasePath: folder.appendingPathComponent("cairn.sqlite").path, now: now)
            // The file is made as a person's first write makes it.
            _ = try Store(path: workspace.databasePath)
        case .postgres:
            folder = nil
            address = try TestPostgres.shared().makeDatabase()
            connections = TeamConnections(address: address)
            workspace = Workspace(environment: ["TZ": "UTC"], databasePath: "/nonexistent", now: now)
            workspace = try person("ada")
        }
    }

    /// Removes the SQLite folder (call in a `defer`, which also keeps the place alive).
    func remove() {
        if let folder { try? FileManager.default.removeItem(at: folder) }
    }

    /// The zone of the defaults: this machine's for a file (`TZ=UTC`, which Foundation names
    /// GMT on Linux), the person's `people.time_zone` in a team.
    var defaultZone: String {
        kind == .sqlite ? Workspace.localZoneIdentifier(["TZ": "UTC"]) : "UTC"
    }

    /// Stores coding known only as `seconds` on `date` (an imported daily summary) for the first person.
    func importDayTotal(_ date: LocalDate, seconds: Double) throws {
        switch kind {
        case .sqlite: _ = try Store(path: workspace.databasePath).insertDayTotals([(date, seconds)], source: "wakatime")
        case .postgres:
            let person = try #require(workspace.team?.person)
            try #require(connections).store().insertImportedDayTotals([(date, seconds)], source: "wakatime", for: person)
        }
    }

    /// A new person of the team database (postgres only), and a workspace acting for them.
    func person(_ name: String) throws -> Workspace {
        guard let connections else { throw AppError.usage("a SQLite file has one person") }
        let store = try connections.store()
        let person = try store.addPerson(name, password: "correct horse staple")
        return Workspace(environment: ["TZ": "UTC"], team: TeamScope(connections: connections, person: person), now: now)
    }
}

/// Heartbeats as the WakaTime CLI posts them.
enum Beats {
    /// An instant from its ISO text (UTC, `Z`).
    static func at(_ text: String) -> Double {
        (ISO8601DateFormatter().date(from: text) ?? Date(timeIntervalSince1970: 0)).timeIntervalSince1970
    }

    /// Heartbeats every `every` seconds from `from` for `minutes` minutes (the last one at the end).
    static func run(from: String, minutes: Int, every: Int = 120, project: String = "cairn", language: String = "Swift",
                    editor: String = "vim", entity: String = "/src/main.swift") -> [[String: Any]] {
        let start = at(from)
        return stride(from: 0, through: minutes * 60, by: every).map { offset in
            ["time": start + Double(offset), "entity": entity, "type": "file", "project": project, "branch": "main",
             "language": language, "editor": editor, "is_write": false]
        }
    }

    /// The JSON body of a bulk.
    static func body(_ beats: [[String: Any]]) throws -> Data {
        try JSONSerialization.data(withJSONObject: beats)
    }
}

extension Workspace {
    /// Sends `beats` through the endpoint operation as one bulk and expects them stored.
    func send(_ beats: [[String: Any]]) throws {
        let reply = receiveHeartbeats(body: try Beats.body(beats), bulk: true)
        guard reply.status == 201 else {
            throw AppError.failure("the endpoint answered \(reply.status): \(String(decoding: reply.body, as: UTF8.self))")
        }
    }
}
