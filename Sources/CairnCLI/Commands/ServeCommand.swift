import CairnServer
import Foundation

/// `cairn serve [--port 7878] [--bind 127.0.0.1] [--open] [--token-file PATH [--make-token]]`: the screens and
/// the JSON API over the same database as the command line, until SIGINT or SIGTERM.
enum ServeCommand {
    static func run(_ arguments: inout Arguments, _ context: Context) throws(CLIError) {
        let portText = try arguments.option("--port") ?? "7878"
        let bind = try arguments.option("--bind") ?? "127.0.0.1"
        let open = arguments.flag("--open")
        let tokenFile = try arguments.option("--token-file")
        let makeToken = arguments.flag("--make-token")
        try arguments.finish()
        if makeToken && tokenFile == nil { throw .usage("--make-token needs --token-file PATH: where to keep the token") }
        guard let port = Int(portText), (0...65_535).contains(port) else { throw .usage("--port takes a number 0…65535 (0: any free port), got \"\(portText)\"") }
        let address = bind == "localhost" ? "127.0.0.1" : bind
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
        // Open (and create) the database before listening, so a bad path fails at once; and keep
        // this connection open while serving, so that each request's own connection, closing,
        // is never the last one (the last to close checkpoints the WAL and removes it).
        let keepAlive = try context.openStore()
        let runner = CommandRunner(database: context.databasePath, now: context.fixedNow, environment: context.environment)
        let csrf = RandomToken.make()
        let router = AppRouter(runner: runner, csrfToken: csrf, databaseName: URL(fileURLWithPath: context.databasePath).lastPathComponent)
        // The day's nudges, delivered while serving: now, after every write, and once a minute.
        let courier = NudgeCourier(runner: runner)
        // Catch SIGINT and SIGTERM before anything listens, so a stop that comes early is not lost.
        let stop = StopSignal()
        let server: HTTPServer
        do {
            server = try HTTPServer(address: address, port: port, bearerToken: bearer, csrfToken: csrf,
                                    keyedPrefixes: WakaTimeRoutes.prefixes) { request in
                let response = router.answer(request)
                if NudgeCourier.changesData(request, response) { courier.poke() }
                return response
            }
        } catch {
            throw .failure(error.description)
        }
        context.say("Cairn is serving \(context.databasePath) at \(server.url)\nPress Ctrl-C to stop.\n")
        if open { openBrowser(server.url, context) }
        stop.wait()
        withExtendedLifetime((server, keepAlive, courier)) {}
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
