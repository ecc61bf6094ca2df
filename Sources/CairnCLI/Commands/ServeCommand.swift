import CairnApp
import CairnServer
import CairnTeam
import Foundation

/// `cairn serve [--port 7878] [--bind 127.0.0.1] [--open] [--token-file PATH [--make-token]]`: the
/// screens and the JSON API over the same database as the command line, until SIGINT or SIGTERM;
/// with `--install` or `--uninstall`, the user service that runs it (``ServiceInstall``); with
/// `--database postgresql://…` (or `CAIRN_TEAM_DATABASE`), a team server (``serveTeam(_:)``).
enum ServeCommand {
    static func run(_ arguments: inout Arguments, _ context: Context) throws(CLIError) {
        let portText = try arguments.option("--port") ?? "7878"
        let bind = try arguments.option("--bind") ?? "127.0.0.1"
        let open = arguments.flag("--open")
        let tokenFile = try arguments.option("--token-file")
        let install = arguments.flag("--install"), uninstall = arguments.flag("--uninstall")
        let makeToken = arguments.flag("--make-token")
        let teamDatabase = try arguments.option("--database")
        let secureCookies = arguments.flag("--secure-cookies")
        let trustedProxies = try arguments.options("--trusted-proxy")
        try arguments.finish()
        let team = teamDatabase ?? context.environment["CAIRN_TEAM_DATABASE"].flatMap { $0.isEmpty ? nil : $0 }
        if team == nil, secureCookies { throw .usage("--secure-cookies is for a team server: add --database postgresql://…") }
        if team == nil, !trustedProxies.isEmpty { throw .usage("--trusted-proxy is for a team server: add --database postgresql://…") }
        if makeToken && tokenFile == nil { throw .usage("--make-token needs --token-file PATH: where to keep the token") }
        guard let port = Int(portText), (0...65_535).contains(port) else { throw .usage("--port takes a number 0…65535 (0: any free port), got \"\(portText)\"") }
        if install && uninstall { throw .usage("--install and --uninstall cannot go together") }
        if uninstall { return try ServiceInstall.uninstall(context) }
        let address = bind == "localhost" ? "127.0.0.1" : bind
        if let team {
            if tokenFile != nil || install {
                throw .usage("a team server (--database) takes no \(install ? "--install" : "--token-file"): each person signs in; see docs/TEAM.md")
            }
            return try serveTeam(TeamServe(database: team, address: address, port: port, open: open, secureCookies: secureCookies,
                                            trustedProxies: trustedProxies), context)
        }
        if !AccessPolicy.isLoopback(address) && tokenFile == nil {
            throw .usage("binding \(bind) (not loopback) needs --token-file PATH: a file readable by its owner only, holding the token every request must carry")
        }
        let bearer: String?
        do {
            bearer = try tokenFile.map { path throws(ServerError) in
                guard makeToken, !FileManager.default.fileExists(atPath: path) else { return try TokenFile.read(path) }
                let token = try TokenFile.make(path)
                context.say("Made a token in \(path) (readable by you only); send it as Authorization: Bearer TOKEN.\n")
                return token
            }
        } catch {
            throw .failure(error.description)
        }
        if install { return try ServiceInstall.install(port: port, bind: address, tokenFile: tokenFile, context) }
        // Open (and create) the database before listening, so a bad path fails at once; and keep
        // this connection open while serving, so that each request's own connection, closing,
        // is never the last one (the last to close checkpoints the WAL and removes it).
        let keepAlive = try context.openStore()
        // Catch SIGINT and SIGTERM before anything listens, so a stop that comes early is not lost.
        let stop = StopSignal()
        let server: AppServer
        do {
            server = try AppServer(database: context.databasePath, fixedNow: context.fixedNow.map { (context.now, $0) },
                                   environment: context.environment, address: address, port: port, bearerToken: bearer)
        } catch {
            throw .failure(error.description)
        }
        // Where `cairn status` finds this server.
        let state = ServerStateFile(pid: getpid(), address: address, port: server.port, url: server.url, database: context.databasePath)
        state.write()
        context.say("Cairn is serving \(context.databasePath) at \(server.url)\nPress Ctrl-C to stop.\n")
        if open { openBrowser(server.url, context) }
        stop.wait()
        state.remove()
        withExtendedLifetime((server, keepAlive)) {}
        context.say("Stopped.\n")
    }

    /// What `cairn serve --database` was asked.
    struct TeamServe {
        var database: String
        var address: String
        var port: Int
        var open: Bool
        var secureCookies: Bool
        /// `--trusted-proxy`: the proxies whose `X-Forwarded-For` names the client.
        var trustedProxies: [String] = []
    }

    /// Serves the team database `options.database` until SIGINT or SIGTERM: opened first (its
    /// migrations applied), so a wrong address fails before anything listens.
    static func serveTeam(_ options: TeamServe, _ context: Context) throws(CLIError) {
        let keepAlive: TeamStore
        do {
            keepAlive = try TeamStore(address: options.database)
        } catch {
            switch error {
            case let .usage(message): throw .usage(message)
            default: throw .failure(error.description)
            }
        }
        let stop = StopSignal()
        let server: AppServer
        do {
            server = try AppServer(team: TeamConnections(address: options.database), fixedNow: context.fixedNow.map { (context.now, $0) },
                                   environment: context.environment, address: options.address, port: options.port,
                                   secureCookies: options.secureCookies, trustedProxies: options.trustedProxies)
        } catch {
            throw .failure(error.description)
        }
        // No state file: `cairn status` reports on a personal database, and a team server has no
        // file of its own to write one beside.
        context.say("Cairn is serving a team database at \(server.url) (people sign in at /signin)\nPress Ctrl-C to stop.\n")
        if options.open { openBrowser(server.url, context) }
        stop.wait()
        withExtendedLifetime((server, keepAlive)) {}
        context.say("Stopped.\n")
    }

    /// Runs `xdg-open URL` when it is on the PATH; says so when it is not.
    private static func openBrowser(_ url: String, _ context: Context) {
        let path = (context.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":").map { "\($0)/xdg-open" }
            .first { FileManager.default.isExecutableFile(atPath: $0) }
        guard let path else {
            context.say("(no xdg-open here: open \(url) yourself)\n")
            return
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = [url]
        do { try process.run() } catch { context.say("(could not run xdg-open: open \(url) yourself)\n") }
    }
}

/// SIGINT and SIGTERM, caught from the moment this value is made, so that `wait()` returns once
/// either has arrived (even before it was called).
struct StopSignal {
    private let semaphore = DispatchSemaphore(value: 0)
    private let sources: [any DispatchSourceSignal]

    init() {
        let semaphore = self.semaphore
        sources = [SIGINT, SIGTERM].map { number in
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler { semaphore.signal() }
            source.resume()
            return source
        }
    }

    /// Blocks until a stop signal has arrived.
    func wait() {
        semaphore.wait()
        sources.forEach { $0.cancel() }
    }
}

extension ServeCommand {
    /// The one description of `cairn serve`: help, completion and the argument check come from it.
    static let specs: [CommandSpec] = [
        CommandSpec(words: ["serve"], summary: "the browser app and JSON API (loopback by default); with --database URL, the team server",
                    group: .tool,
                    options: [
                        .option("--port", .wholeNumber, "the port (default 7878)"),
                        .option("--bind", .text, "the address (default 127.0.0.1; any other needs --token-file)", placeholder: "ADDRESS"),
                        .flag("--open", "open the app in the browser"),
                        .option("--token-file", .file, "a file readable by you only, holding the token every request must carry (needed beyond loopback; at least 128 bits: length × log2 of the different characters used)"),
                        .flag("--make-token", "make the --token-file when it is missing: 32 random bytes as hex, mode 600"),
                        .flag("--install", "write and start a systemd user service running it at login with these options; print the ~/.wakatime.cfg lines"),
                        .flag("--uninstall", "stop and remove that service"),
                        .flag("--secure-cookies", "a team server behind TLS: mark its cookies Secure"),
                        .option("--trusted-proxy", .text, "a team server behind a reverse proxy at ADDRESS (repeatable): take the sign-in budget's client from its X-Forwarded-For",
                                repeatable: true, placeholder: "ADDRESS"),
                    ],
                    example: "cairn serve --port 7878 --open"),
    ]
}
