import Foundation

/// What a running `cairn serve` leaves next to its database (`DB.serve`, owner-only): its pid
/// and address, so that `cairn status` can find it. Written once it listens, removed when it
/// stops; a server killed outright leaves it behind, and `status` then finds the pid gone.
struct ServerStateFile: Sendable, Hashable, Codable {
    /// The server's process id.
    var pid: Int32
    /// The address it listens on (`127.0.0.1`, `::1`, `0.0.0.0`).
    var address: String
    /// The port it listens on.
    var port: Int
    /// The URL it printed (`http://127.0.0.1:7878/`).
    var url: String
    /// The database it serves.
    var database: String

    /// The file's path for the database at `database`.
    static func path(database: String) -> String { database + ".serve" }

    /// Writes the file (atomically, readable by its owner only); a folder that cannot take it
    /// leaves `cairn status` without an answer but the server running.
    func write() {
        let path = ServerStateFile.path(database: database)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        guard let data = try? encoder.encode(self) else { return }
        let temporary = path + ".\(pid).tmp"
        guard FileManager.default.createFile(atPath: temporary, contents: data, attributes: [.posixPermissions: 0o600]) else { return }
        if rename(temporary, path) != 0 { unlink(temporary) }
    }

    /// Removes the file if it is still this server's (another server may have started on the
    /// same database since).
    func remove() {
        let path = ServerStateFile.path(database: database)
        guard ServerStateFile.read(database: database)?.pid == pid else { return }
        unlink(path)
    }

    /// The file for the database at `database`, if there is one that can be read.
    static func read(database: String) -> ServerStateFile? {
        guard let data = FileManager.default.contents(atPath: path(database: database)) else { return nil }
        return try? JSONDecoder().decode(ServerStateFile.self, from: data)
    }

    /// Whether a process with this pid exists (it may belong to another user).
    var processIsAlive: Bool {
        kill(pid, 0) == 0 || errno == EPERM
    }

    /// Whether something accepts a TCP connection on the address and port within a second
    /// (a wildcard address is tried on loopback).
    var addressAnswers: Bool {
        let host = address == "0.0.0.0" ? "127.0.0.1" : address == "::" ? "::1" : address
        return PortProbe.accepts(host: host, port: port)
    }
}
