import CairnTeam
import CairnTestSupport
import Foundation

/// `cairn-bench team` (issue 23): one `cairn serve --database postgresql://…` on this machine,
/// PostgreSQL started as the tests start theirs (`TestPostgres`), `CAIRN_BENCH_TEAM_PEOPLE`
/// people (default 1 000) added with real Argon2id hashes and keys (set-up, untimed), then each
/// person's editor sending bulks of `CAIRN_BENCH_TEAM_BULK` heartbeats (default 25) as the
/// WakaTime CLI does (`POST /api/v1/users/current/heartbeats.bulk`, Basic auth of the key),
/// heartbeats 20–40 s apart in each person's day, from `CAIRN_BENCH_TEAM_CONNECTIONS` keep-alive
/// connections (default 16) for `CAIRN_BENCH_TEAM_SECONDS` (default 30) — as fast as they are
/// answered, or at `CAIRN_BENCH_TEAM_RATE` heartbeats a second (a comma-separated list runs one
/// phase per rate on the same server, `0` as fast as answered) —, while one signed-in person
/// polls `/api/today` every `CAIRN_BENCH_TEAM_POLL_MS` (default 200). `CAIRN_BENCH_TEAM_DURABLE=1`
/// keeps PostgreSQL's fsync and synchronous commit on (the tests' server has them off).
/// The polled person has `CAIRN_BENCH_TEAM_HISTORY_YEARS` years of sessions and goals set
/// (default 5) of `CAIRN_BENCH_TEAM_HISTORY_SESSIONS` sessions a day (default 10, ``TeamHistory``),
/// so the poll is a long read; 0 years gives them none.
///
/// Prints heartbeats/s accepted, p50/p95/p99 per bulk, `/api/today`'s median and p95, the CPU
/// each process used, the WAL written and the database's size per million heartbeats. Any
/// answer that is not 2xx is an error: the run says FAILED and the bench exits 1.
enum TeamServeBench {
    struct Settings {
        var people = 1_000, bulk = 25, connections = 16, seconds = 30.0, rate = 0.0, pollMilliseconds = 200
        /// The rates of the phases run one after another on the same server (0: as fast as answered).
        var rates: [Double] = [0]
        /// `CAIRN_BENCH_TEAM_DURABLE=1`: PostgreSQL with its own fsync, synchronous commit and full pages.
        var durable = false
        /// Years of sessions the polled person has before the load (``TeamHistory``).
        var historyYears = 5
        /// Sessions a day in that history.
        var historySessions = 10

        init(_ environment: [String: String]) {
            func number(_ name: String) -> Double? { environment["CAIRN_BENCH_TEAM_" + name].flatMap(Double.init) }
            people = number("PEOPLE").map { max(1, Int($0)) } ?? people
            bulk = number("BULK").map { max(1, Int($0)) } ?? bulk
            connections = number("CONNECTIONS").map { max(1, Int($0)) } ?? connections
            seconds = number("SECONDS") ?? seconds
            rates = (environment["CAIRN_BENCH_TEAM_RATE"] ?? "0").split(separator: ",").compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }
            if rates.isEmpty { rates = [0] }
            durable = environment["CAIRN_BENCH_TEAM_DURABLE"] == "1"
            historyYears = number("HISTORY_YEARS").map { max(0, Int($0)) } ?? historyYears
            historySessions = number("HISTORY_SESSIONS").map { max(1, Int($0)) } ?? historySessions
            pollMilliseconds = number("POLL_MS").map { max(1, Int($0)) } ?? pollMilliseconds
        }
    }

    static func run() {
        let settings = Settings(ProcessInfo.processInfo.environment)
        print("team server: \(settings.people) people, bulks of \(settings.bulk), \(settings.connections) connections for "
              + "\(Measure.format(settings.seconds, 0)) s, "
              + settings.rates.map { $0 > 0 ? "offered \(Measure.format($0, 0)) heartbeats/s" : "each connection sending as fast as it is answered" }
                .joined(separator: ", then ")
              + "; PostgreSQL on a Unix socket (TestPostgres: " + (settings.durable ? "durable: fsync, synchronous_commit and full_page_writes on)" : "fsync off)"))
        let ok: Bool
        do {
            ok = try measure(settings)
        } catch {
            print("  FAILED: \(error)")
            ok = false
        }
        if !ok {
            print("  FAILED: see above")
            exit(1)
        }
    }

    /// The whole run; false when anything was refused.
    static func measure(_ settings: Settings) throws -> Bool {
        let postgres = try TestPostgres(durable: settings.durable)
        defer { postgres.stop() }
        let address = try postgres.makeDatabase()
        let admin = try TeamStore(address: address)
        let setupStart = Date()
        let people = try TeamPeople.add(settings.people, to: address, width: max(2, ProcessInfo.processInfo.activeProcessorCount))
        print("  set-up: \(people.count) people with Argon2id hashes and keys in \(Measure.format(Date().timeIntervalSince(setupStart), 1)) s (not timed)")
        if let reader = people.first {
            let sessions = try TeamHistory.give(years: settings.historyYears, sessionsPerDay: settings.historySessions, to: reader.name, store: admin, now: Date())
            print("  \(reader.name) has \(settings.historyYears) years of history: \(sessions) sessions and goals set (not timed)")
        }
        guard let served = ServedProcess.start(["serve", "--database", address, "--port", "0"]) else { return false }
        defer { served.stop() }
        let port = served.port
        let serverPid = served.process.processIdentifier
        let postmaster = ProcessCPU.postmaster(dataDirectory: postgres.folder + "/data") ?? 0

        let (reader, refusal) = try TeamSignIn.reader(port: port, name: people[0].name, password: people[0].password, key: people[0].key)
        if let reader {
            print("  Today's reader: \(people[0].name), \(reader.how)")
        } else {
            print("  INCOMPLETE: no Today to poll: \(refusal); measuring the heartbeats alone")
        }
        let idle = try reader.map { try pollIdle(port: port, reader: $0) } ?? []

        var firstBulk = 0, ok = reader != nil
        for rate in settings.rates {
            let (phaseOK, issued) = try measurePhase(settings, rate: rate, firstBulk: firstBulk, admin: admin, people: people, port: port,
                                                     reader: reader, idle: idle, serverPid: serverPid, postmaster: postmaster)
            ok = ok && phaseOK
            firstBulk += issued
        }
        return ok
    }

    /// One phase of load at `rate`, its bulks numbered from `firstBulk`; whether every answer
    /// was 2xx, and how many bulks it sent.
    static func measurePhase(_ settings: Settings, rate: Double, firstBulk: Int, admin: TeamStore, people: [TeamPeople.Member], port: Int,
                             reader: TeamSignIn?, idle: [Double], serverPid: Int32, postmaster: Int32) throws -> (Bool, Int) {
        func scalar(_ sql: String) throws -> Double { Double(try admin.connection.execute(sql).scalar ?? "") ?? 0 }
        let storedBefore = Int(try scalar("SELECT count(*) FROM heartbeats"))
        let walStart = try admin.connection.execute("SELECT pg_current_wal_lsn()::text").scalar ?? "0/0"
        let databaseBefore = try scalar("SELECT pg_database_size(current_database())")
        let cpuBefore = (server: ProcessCPU.seconds(serverPid), postgres: ProcessCPU.postgresSeconds(postmaster: postmaster), bench: ProcessCPU.mine)

        var phase = settings
        phase.rate = rate
        let load = TeamLoad(settings: phase, people: people, port: port, reader: reader, firstBulk: firstBulk)
        let result = load.run()
        print("  phase: " + (rate > 0 ? "offered \(Measure.format(rate, 0)) heartbeats/s" : "as fast as answered"))

        let cpu = (server: ProcessCPU.seconds(serverPid) - cpuBefore.server,
                   postgres: ProcessCPU.postgresSeconds(postmaster: postmaster) - cpuBefore.postgres, bench: ProcessCPU.mine - cpuBefore.bench)
        // A 202 is stored once the server's queue drains: wait for the count to settle.
        var stored = 0.0
        for _ in 0..<60 {
            stored = try scalar("SELECT count(*) FROM heartbeats")
            if Int(stored) >= storedBefore + result.accepted { break }
            usleep(250_000)
        }
        let wal = try scalar("SELECT pg_wal_lsn_diff(pg_current_wal_lsn(), '\(walStart)')")
        let heartbeatBytes = try scalar("""
            SELECT coalesce(sum(pg_total_relation_size(inhrelid)), 0) FROM pg_inherits WHERE inhparent = 'heartbeats'::regclass
            """)
        let sessionBytes = try scalar("SELECT pg_total_relation_size('person_sessions') + pg_total_relation_size('person_summary') + pg_total_relation_size('person_summary_days')")
        let databaseAfter = try scalar("SELECT pg_database_size(current_database())")
        let sessions = try scalar("SELECT count(*) FROM person_sessions")

        let bulks = result.bulkLatencies.sorted()
        let polls = result.pollLatencies.sorted()
        func ms(_ sorted: [Double], _ q: Double) -> String {
            guard !sorted.isEmpty else { return "—" }
            return Measure.format(sorted[min(sorted.count - 1, Int(Double(sorted.count) * q))] * 1000, 1) + " ms"
        }
        let elapsed = result.elapsed
        print("  \(result.accepted) heartbeats accepted in \(bulks.count) bulks over \(Measure.format(elapsed, 1)) s: "
              + "\(Measure.format(Double(result.accepted) / elapsed, 0)) heartbeats/s   (target ≥ 2 000/s)")
        print("  per bulk: p50 \(ms(bulks, 0.5)), p95 \(ms(bulks, 0.95)), p99 \(ms(bulks, 0.99)), max \(ms(bulks, 1))   (target p95 < 100 ms)")
        print("  \(reader?.path ?? "Today (not polled)") during the load: median \(ms(polls, 0.5)), p95 \(ms(polls, 0.95)) over \(polls.count) polls "
              + "(idle before: median \(ms(idle, 0.5)))   (target median < 20 ms)")
        if result.queued > 0 { print("  \(result.queued) bulks answered 202 (queued by the server, stored after)") }
        print("  stored \(Int(stored)) heartbeats in all (\(result.accepted) sent in this phase, each new), \(Int(sessions)) sessions")
        print("  CPU over the load: server \(Measure.format(cpu.server, 1)) s, PostgreSQL \(Measure.format(cpu.postgres, 1)) s, "
              + "this client \(Measure.format(cpu.bench, 1)) s of \(Measure.format(elapsed * Double(ProcessInfo.processInfo.activeProcessorCount), 1)) core-seconds; "
              + "\(Measure.format(Double(result.accepted) / max(0.001, cpu.server + cpu.postgres), 0)) heartbeats per CPU-second of server + PostgreSQL")
        if stored > 0, result.accepted > 0 {
            let grown = Double(result.accepted)
            let perMillion = 1_000_000 / grown / 1_048_576
            print("  WAL \(Measure.format(wal / 1_048_576, 1)) MB: \(Measure.format(wal / grown, 0)) bytes per heartbeat")
            print("  heartbeats' partitions (all phases) \(Measure.format(heartbeatBytes / 1_048_576, 1)) MB (\(Measure.format(heartbeatBytes / stored, 0)) bytes per stored heartbeat, "
                  + "\(Measure.format(heartbeatBytes / stored * 1_000_000 / 1_048_576, 0)) MB per million); sessions and day summary \(Measure.format(sessionBytes / 1_048_576, 1)) MB")
            print("  database grew \(Measure.format((databaseAfter - databaseBefore) / 1_048_576, 1)) MB to \(Measure.format(databaseAfter / 1_048_576, 1)) MB: "
                  + "\(Measure.format((databaseAfter - databaseBefore) * perMillion, 0)) MB per million heartbeats")
        }
        for failure in result.failures.prefix(5) { print("  ERROR: \(failure)") }
        if !result.failures.isEmpty { print("  \(result.failures.count) requests were not answered 2xx") }
        let whole = Int(stored) == storedBefore + result.accepted
        if !whole { print("  MISMATCH: \(storedBefore + result.accepted) heartbeats should be stored, \(Int(stored)) are") }
        return (result.failures.isEmpty && whole, result.issued)
    }

    /// `/api/today` asked 21 times before the load (the first not kept).
    static func pollIdle(port: Int, reader: TeamSignIn) throws -> [Double] {
        let connection = HTTPConnection(port: port)
        var times: [Double] = []
        for index in 0..<22 {
            let start = Date()
            let answer = try connection.request("GET", reader.path, headers: reader.headers)
            guard (200..<300).contains(answer.status) || answer.status == 304 else {
                throw HTTPConnection.Failure(description: "GET \(reader.path) answered \(answer.status): \(answer.text.prefix(300))")
            }
            if index > 0 { times.append(Date().timeIntervalSince(start)) }
        }
        return times.sorted()
    }
}
