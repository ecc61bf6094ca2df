#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// Why the test PostgreSQL server could not be had.
public struct TestPostgresError: Error, CustomStringConvertible, Sendable {
    /// What went wrong and what to do.
    public var description: String
}

/// A real PostgreSQL server for tests, started from Debian's `postgresql` binaries: `initdb`
/// into a temporary folder, `pg_ctl start` listening only on a Unix socket in that folder (no
/// TCP), run as `nobody` when the tests run as root (PostgreSQL refuses root), stopped and the
/// folder removed when the test process exits.
///
/// One server serves the whole test process (starting one costs seconds on a loaded machine);
/// each test takes its own database from ``makeDatabase()``, so tests run in parallel safely.
public final class TestPostgres: Sendable {
    /// The folder holding the data directory, the socket and the log.
    public let folder: String
    /// The folder of `initdb`, `pg_ctl`, `createdb`.
    let bin: String
    /// The role the server was made with.
    public let user = "cairn"

    /// The server of this test process, started on first use.
    public static func shared() throws -> TestPostgres {
        switch sharedServer {
        case let .success(server): return server
        case let .failure(error): throw error
        }
    }

    private static let sharedServer: Result<TestPostgres, TestPostgresError> = {
        do {
            let server = try TestPostgres()
            atexit { if case let .success(server) = TestPostgres.sharedServer { server.stop() } }
            return .success(server)
        } catch let error as TestPostgresError {
            return .failure(error)
        } catch {
            return .failure(TestPostgresError(description: "\(error)"))
        }
    }()

    /// Makes the data directory and starts the server (fails, never skips, when PostgreSQL is missing).
    ///
    /// - Parameter durable: keep PostgreSQL's own `fsync`, `synchronous_commit` and
    ///   `full_page_writes` (for `cairn-bench team`'s durable run); the tests turn them off.
    public init(durable: Bool = false) throws {
        let versions = ((try? FileManager.default.contentsOfDirectory(atPath: "/usr/lib/postgresql")) ?? [])
            .filter { FileManager.default.isExecutableFile(atPath: "/usr/lib/postgresql/\($0)/bin/initdb") }
            .sorted { (Int($0) ?? 0) > (Int($1) ?? 0) }
        guard let version = versions.first else {
            throw TestPostgresError(description: "PostgreSQL is not installed (no /usr/lib/postgresql/*/bin/initdb): apt-get install postgresql (./dev installs it)")
        }
        bin = "/usr/lib/postgresql/\(version)/bin"
        let template = NSTemporaryDirectory() + "cairn-pg-XXXXXX"
        var bytes = Array(template.utf8CString)
        guard let made = mkdtemp(&bytes) else { throw TestPostgresError(description: "cannot make a temporary folder for PostgreSQL") }
        folder = String(cString: made)
        if getuid() == 0 {
            guard let nobody = getpwnam("nobody") else { throw TestPostgresError(description: "no user `nobody` to run PostgreSQL as") }
            guard chown(folder, nobody.pointee.pw_uid, nobody.pointee.pw_gid) == 0 else {
                throw TestPostgresError(description: "cannot give \(folder) to nobody: \(String(cString: strerror(errno)))")
            }
        }
        try Self.runAsServerUser("\(bin)/initdb", ["-D", "\(folder)/data", "-U", user, "-A", "trust", "--no-sync", "-E", "UTF8", "--locale=C"])
        // The server is this process's child, not `pg_ctl start`'s: Foundation's Process waits for
        // a child through a socket the child inherits, and a server left running by pg_ctl would
        // hold it for ever.
        let server = Process()
        let postgres = "\(bin)/postgres"
        let options = ["-D", "\(folder)/data", "-c", "listen_addresses=", "-c", "unix_socket_directories=\(folder)"]
            + (durable ? [] : ["-c", "fsync=off", "-c", "synchronous_commit=off", "-c", "full_page_writes=off"])
            + ["-c", "max_connections=200", "-c", "logging_collector=off"]
        if getuid() == 0 {
            server.executableURL = URL(fileURLWithPath: "/usr/bin/setpriv")
            server.arguments = ["--reuid=nobody", "--regid=nogroup", "--clear-groups", postgres] + options
        } else {
            server.executableURL = URL(fileURLWithPath: postgres)
            server.arguments = options
        }
        server.currentDirectoryURL = URL(fileURLWithPath: "/")
        server.standardInput = FileHandle.nullDevice
        let log = "\(folder)/log"
        guard FileManager.default.createFile(atPath: log, contents: nil), let logHandle = FileHandle(forWritingAtPath: log) else {
            throw TestPostgresError(description: "cannot write the server log \(log)")
        }
        server.standardOutput = logHandle
        server.standardError = logHandle
        try server.run()
        self.server = server
        // Ready once it answers on its socket (pg_isready exits 0).
        let deadline = Date().addingTimeInterval(90)
        while (try? Self.run("\(bin)/pg_isready", ["-q", "-h", folder, "-U", user])) == nil {
            guard server.isRunning, Date() < deadline else {
                let text = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
                stop()
                throw TestPostgresError(description: "PostgreSQL did not start in \(folder): \(text)")
            }
            usleep(100_000)
        }
    }

    /// The running server (kept so it is not let go while running).
    private let server: Process

    /// A `postgresql://` address of `database` on this server (through its socket).
    public func address(_ database: String = "postgres") -> String {
        "postgresql:///\(database)?host=\(folder)&user=\(user)"
    }

    /// Makes a fresh, empty database and returns its address.
    public func makeDatabase() throws -> String {
        let name = "test_" + UUID().uuidString.lowercased().replacingOccurrences(of: "-", with: "")
        try Self.run("\(bin)/createdb", ["-h", folder, "-U", user, name])
        return address(name)
    }

    /// Stops the server at once (SIGQUIT, PostgreSQL's immediate shutdown) and removes its folder.
    public func stop() {
        if server.isRunning {
            kill(server.processIdentifier, SIGQUIT)
            server.waitUntilExit()
        }
        try? FileManager.default.removeItem(atPath: folder)
    }

    /// Runs a server tool, as `nobody` when this process is root.
    private static func runAsServerUser(_ tool: String, _ arguments: [String]) throws {
        if getuid() == 0 {
            try run("/usr/bin/setpriv", ["--reuid=nobody", "--regid=nogroup", "--clear-groups", tool] + arguments)
        } else {
            try Self.run(tool, arguments)
        }
    }

    /// Runs `tool` and waits; throws with its output when it fails. The output goes to a file,
    /// not a pipe: the server `pg_ctl start` leaves running would hold a pipe open for ever.
    static func run(_ tool: String, _ arguments: [String]) throws {
        let outputPath = NSTemporaryDirectory() + "cairn-pg-output-\(UUID().uuidString)"
        guard FileManager.default.createFile(atPath: outputPath, contents: nil),
              let output = FileHandle(forWritingAtPath: outputPath) else {
            throw TestPostgresError(description: "cannot make \(outputPath) for \(tool)'s output")
        }
        defer { try? FileManager.default.removeItem(atPath: outputPath) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: "/")
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = output
        process.standardError = output
        try process.run()
        process.waitUntilExit()
        try? output.close()
        guard process.terminationStatus == 0 else {
            let text = (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? ""
            throw TestPostgresError(description: "\(tool) \(arguments.joined(separator: " ")) failed (\(process.terminationStatus)): \(text)")
        }
    }
}
