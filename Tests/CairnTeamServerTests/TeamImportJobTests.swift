@testable import CairnServer
import CairnTeam
import Foundation
import Testing

/// The Import page's jobs on a team server kept in the team database: any server of the team
/// answers a poll, only for the job's own person; a job whose server stopped reads as failed,
/// and an ended one is forgotten after ``ImportJobs/keptFor``.
@Suite("Import jobs of a team server, kept in the team database")
struct TeamImportJobTests {
    /// Polls `browser` for job `id` until it is no longer running; its last answer.
    static func poll(_ browser: ServedTeam.Browser, _ id: String) throws -> TeamAnswer {
        var answer = try browser.get("/api/import/\(id)")
        for _ in 0..<300 where answer.status == 200 && (answer.json as? [String: Any])?["state"] as? String == "running" {
            Thread.sleep(forTimeInterval: 0.1)
            answer = try browser.get("/api/import/\(id)")
        }
        return answer
    }

    static func html(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }

    @Test("a job started on server A is polled to done through server B, with the plain import's lines; another person gets 404")
    func acrossServers() throws {
        let a = try ServedTeam()
        let b = try ServedTeam(sharingDatabaseOf: a)
        try a.add("ada")
        try a.add("bea")
        try a.add("cara")
        let ada = try a.signIn("ada"), bea = try a.signIn("bea"), cara = try a.signIn("cara")
        let started = try TeamImportTests.upload(ada, csrf: false, headers: ["X-Cairn-Import": "job", "X-CSRF-Token": ada.csrf])
        #expect(started.status == 202, "\(started.text)")
        let id = try #require((started.json as? [String: Any])?["id"] as? String)
        let answer = try Self.poll(ada.on(b), id)
        #expect(answer.status == 200, "\(answer.text)")
        let state = try #require(answer.json as? [String: Any])
        #expect(state["state"] as? String == "done", "\(state)")
        let lines = try #require(state["lines"] as? [String])
        // The JSON the page reads: keys sorted, only those set, as a personal server writes it.
        #expect(answer.text == #"{"done":1,"lines":["# + lines.map { #""\#($0)""# }.joined(separator: ",") + #"],"state":"done","total":1}"# + "\n")
        // The same file by the plain form (on B) says the same.
        let plain = try TeamImportTests.upload(cara.on(b))
        #expect(plain.status == 200)
        #expect(!lines.isEmpty)
        for line in lines { #expect(plain.text.contains(Self.html(line)), "\(line)") }
        #expect(try TeamImportTests.coded(ada.on(b)) == 3_600)
        // Bea knows nothing of Ada's job, on either server: the answer to an id no one has.
        for server in [a, b] {
            let theirs = try bea.on(server).get("/api/import/\(id)")
            let unknown = try bea.on(server).get("/api/import/no-such-job")
            #expect(theirs.status == 404)
            #expect(theirs.text == unknown.text.replacingOccurrences(of: "no-such-job", with: id))
        }
        #expect(try TeamImportTests.coded(bea) == 0)
    }

    @Test("a job still running but not heard from for two minutes reads as failed, saying what to do")
    func stopped() throws {
        let team = try ServedTeam()
        let person = try team.add("ada")
        let ada = try team.signIn("ada")
        for id in ["quiet", "alive"] {
            try team.store.startImportJob(id, of: person, keptFor: ImportJobs.keptFor, staleAfter: TeamImportJobs.staleAfter)
        }
        try team.store.connection.execute("UPDATE person_import_jobs SET status = 'storing', updated = now() - interval '3 minutes' WHERE id = 'quiet'")
        try team.store.connection.execute("UPDATE person_import_jobs SET updated = now() - interval '90 seconds' WHERE id = 'alive'")
        let quiet = try #require(try ada.get("/api/import/quiet").json as? [String: Any])
        #expect(quiet["state"] as? String == "failed")
        #expect(quiet["error"] as? String == TeamStore.stoppedImportWords)
        // True whether or not the import committed (its end may be what failed to be written).
        #expect(TeamStore.stoppedImportWords.contains("may or may not have been stored") && TeamStore.stoppedImportWords.contains("run it again"))
        #expect(quiet["status"] as? String == "storing")
        let alive = try #require(try ada.get("/api/import/alive").json as? [String: Any])
        #expect(alive["state"] as? String == "running")
        #expect(alive["error"] == nil)
    }

    @Test("an ended job is forgotten ten minutes after it ends: at read time, and by the pruner")
    func forgotten() throws {
        let team = try ServedTeam()
        let person = try team.add("ada")
        let ada = try team.signIn("ada")
        for id in ["old", "recent", "dead", "stopped"] {
            try team.store.startImportJob(id, of: person, keptFor: ImportJobs.keptFor, staleAfter: TeamImportJobs.staleAfter)
        }
        let connection = team.store.connection
        try connection.execute("UPDATE person_import_jobs SET state = 'done', lines = '[\"x\"]', ended = now() - interval '11 minutes' WHERE id = 'old'")
        try connection.execute("UPDATE person_import_jobs SET state = 'done', lines = '[\"x\"]', ended = now() - interval '9 minutes' WHERE id = 'recent'")
        // Not heard from for 13 minutes (failed for 11), and for 3 (failed for 1).
        try connection.execute("UPDATE person_import_jobs SET updated = now() - interval '13 minutes' WHERE id = 'dead'")
        try connection.execute("UPDATE person_import_jobs SET updated = now() - interval '3 minutes' WHERE id = 'stopped'")
        #expect(try ada.get("/api/import/old").status == 404)
        #expect(try ada.get("/api/import/dead").status == 404)
        #expect((try ada.get("/api/import/recent").json as? [String: Any])?["lines"] as? [String] == ["x"])
        #expect((try ada.get("/api/import/stopped").json as? [String: Any])?["state"] as? String == "failed")
        #expect(try team.store.pruneImportJobs(keptFor: ImportJobs.keptFor, staleAfter: TeamImportJobs.staleAfter) == 2)
        let left = try connection.execute("SELECT id FROM person_import_jobs ORDER BY id").rows.compactMap { $0.first ?? nil }
        #expect(left == ["recent", "stopped"])
        // A new job of theirs forgets theirs too, pruner or not.
        try connection.execute("UPDATE person_import_jobs SET ended = now() - interval '11 minutes', state = 'done' WHERE id = 'recent'")
        try team.store.startImportJob("new", of: person, keptFor: ImportJobs.keptFor, staleAfter: TeamImportJobs.staleAfter)
        #expect(try connection.execute("SELECT count(*) FROM person_import_jobs WHERE id = 'recent'").scalar == "0")
    }

    @Test("a job's counts are written at most four times a second on a connection of its own, the newest soon after, and its end")
    func throttled() throws {
        let team = try ServedTeam()
        let person = try team.add("ada")
        let connection = team.store.connection
        try connection.execute("CREATE TABLE job_writes (n serial)")
        try connection.execute("""
            CREATE FUNCTION count_job_write() RETURNS trigger LANGUAGE plpgsql AS $$
            BEGIN INSERT INTO job_writes DEFAULT VALUES; RETURN NULL; END $$
            """)
        try connection.execute("CREATE TRIGGER job_writes AFTER UPDATE ON person_import_jobs FOR EACH ROW EXECUTE FUNCTION count_job_write()")
        let writer = try ImportJobWriter(address: team.address, job: "counted", of: person)
        let started = Date()
        writer.progress(.status("reading the file…"))
        for done in 1...200 {
            writer.progress(.stored(done: done, of: 200))
            Thread.sleep(forTimeInterval: 0.005)
        }
        let seconds = Date().timeIntervalSince(started)
        Thread.sleep(forTimeInterval: TeamImportJobs.writesEvery + 0.2)
        // Seen by another connection while the job still runs, the newest counts included.
        let running = try #require(try team.store.importJob("counted", of: person, keptFor: ImportJobs.keptFor, staleAfter: TeamImportJobs.staleAfter))
        #expect(running == ImportJobRow(state: .running, status: "reading the file…", done: 200, total: 200))
        let writes = Int(try connection.execute("SELECT count(*) FROM job_writes").scalar ?? "") ?? -1
        #expect(writes >= 2 && Double(writes) <= (seconds + 0.5) / TeamImportJobs.writesEvery + 2, "\(writes) writes in \(seconds) s")
        writer.end(ImportJobRow(state: .done, lines: ["Imported 200 sessions."]))
        let ended = try #require(try team.store.importJob("counted", of: person, keptFor: ImportJobs.keptFor, staleAfter: TeamImportJobs.staleAfter))
        #expect(ended == ImportJobRow(state: .done, status: "reading the file…", done: 200, total: 200, lines: ["Imported 200 sessions."]))
        #expect(try connection.execute("SELECT ended IS NOT NULL FROM person_import_jobs WHERE id = 'counted'").scalar == "t")
    }

    /// Counts every `UPDATE` statement on `person_import_jobs` in table `job_statements`, with
    /// the time it ran (a statement trigger: it counts one that changes no row too).
    static func countStatements(_ connection: PGConnection) throws {
        try connection.execute("CREATE TABLE job_statements (n serial, at timestamptz NOT NULL DEFAULT clock_timestamp())")
        try connection.execute("""
            CREATE FUNCTION count_job_statement() RETURNS trigger LANGUAGE plpgsql AS $$
            BEGIN INSERT INTO job_statements DEFAULT VALUES; RETURN NULL; END $$
            """)
        try connection.execute("CREATE TRIGGER job_statements AFTER UPDATE ON person_import_jobs FOR EACH STATEMENT EXECUTE FUNCTION count_job_statement()")
    }

    static func statements(_ connection: PGConnection) throws -> Int {
        Int(try connection.execute("SELECT count(*) FROM job_statements").scalar ?? "") ?? -1
    }

    @Test("a running job that reports nothing is still heard from (the heartbeat), and not once it ended")
    func heartbeat() throws {
        let team = try ServedTeam()
        let person = try team.add("ada")
        let connection = team.store.connection
        let writer = try ImportJobWriter(address: team.address, job: "quiet", of: person, heartbeatEvery: 0.2)
        writer.progress(.status("reading and joining the heartbeats of a big file…"))
        func silence() throws -> Double {
            Double(try connection.execute("SELECT extract(epoch FROM now() - updated) FROM person_import_jobs WHERE id = 'quiet'").scalar ?? "") ?? -1
        }
        // Once the new phase is written, pretend it was last heard from long ago: only the
        // heartbeat can say it is alive.
        for _ in 0..<100 where try connection.execute("SELECT status IS NULL FROM person_import_jobs WHERE id = 'quiet'").scalar == "t" {
            Thread.sleep(forTimeInterval: 0.02)
        }
        try connection.execute("UPDATE person_import_jobs SET updated = now() - interval '1 hour' WHERE id = 'quiet'")
        Thread.sleep(forTimeInterval: 0.7)
        #expect(try silence() < 1)
        try Self.countStatements(connection)
        Thread.sleep(forTimeInterval: 0.5)
        #expect(try Self.statements(connection) >= 1, "the heartbeat, counted")
        writer.end(ImportJobRow(state: .failed, error: "the file is not a WakaTime export"))
        // No statement at all after the end (one that would change no row, the job being no
        // longer running, included): the heartbeat stopped.
        let atEnd = try Self.statements(connection)
        Thread.sleep(forTimeInterval: 1)
        #expect(try Self.statements(connection) == atEnd)
        let row = try #require(try team.store.importJob("quiet", of: person, keptFor: ImportJobs.keptFor, staleAfter: TeamImportJobs.staleAfter))
        #expect(row.state == .failed && row.error == "the file is not a WakaTime export")
    }

    @Test("a heartbeat never brings two writes of a job closer than writesEvery, while its counts stream in")
    func heartbeatThrottled() throws {
        let team = try ServedTeam()
        let person = try team.add("ada")
        let connection = team.store.connection
        try Self.countStatements(connection)
        // Heartbeats far more often than writes are let through, to meet the held-back writes.
        let writer = try ImportJobWriter(address: team.address, job: "busy", of: person, heartbeatEvery: 0.04)
        writer.progress(.status("storing…"))
        let started = Date()
        var done = 0
        while Date().timeIntervalSince(started) < 1.5 {
            done += 1
            writer.progress(.stored(done: done, of: 1_000_000))
            Thread.sleep(forTimeInterval: 0.003)
        }
        Thread.sleep(forTimeInterval: TeamImportJobs.writesEvery + 0.2)
        let gaps = try connection.execute("""
            SELECT extract(epoch FROM at - lag(at) OVER (ORDER BY n)) FROM job_statements ORDER BY n
            """).rows.compactMap { $0.first ?? nil }.compactMap(Double.init)
        // About one write every writesEvery (some slack for a loaded machine's scheduling).
        #expect(gaps.count >= 3 && gaps.count <= 10, "\(gaps)")
        #expect((gaps.min() ?? 0) >= TeamImportJobs.writesEvery / 2, "\(gaps)")
        let row = try #require(try team.store.importJob("busy", of: person, keptFor: ImportJobs.keptFor, staleAfter: TeamImportJobs.staleAfter))
        #expect(row.done == done)
        writer.end(ImportJobRow(state: .done, lines: ["Imported."]))
    }

    @Test("an end that fails is tried again later on the writer's queue, not holding the import, so the job reads as done")
    func endRetried() throws {
        let team = try ServedTeam()
        let person = try team.add("ada")
        let connection = team.store.connection
        // The first two tries of the end fail (a sequence counts them; it is not rolled back).
        try connection.execute("CREATE SEQUENCE end_tries")
        try connection.execute("""
            CREATE FUNCTION refuse_end() RETURNS trigger LANGUAGE plpgsql AS $$
            BEGIN
              IF NEW.state <> 'running' AND nextval('end_tries') <= 2 THEN RAISE EXCEPTION 'the end is refused, for the test'; END IF;
              RETURN NEW;
            END $$
            """)
        try connection.execute("CREATE TRIGGER refuse_end BEFORE UPDATE ON person_import_jobs FOR EACH ROW EXECUTE FUNCTION refuse_end()")
        let writer = try ImportJobWriter(address: team.address, job: "late", of: person, endRetries: [1, 1, 1])
        func read() throws -> ImportJobRow? {
            try team.store.importJob("late", of: person, keptFor: ImportJobs.keptFor, staleAfter: TeamImportJobs.staleAfter)
        }
        let started = Date()
        writer.end(ImportJobRow(state: .done, lines: ["Imported 1 session."]))
        // The first try failed before `end` returned, and the others did not hold it.
        #expect(Date().timeIntervalSince(started) < 1)
        #expect(try read()?.state == .running)
        var row = try read()
        for _ in 0..<80 where row?.state == .running {
            Thread.sleep(forTimeInterval: 0.05)
            row = try read()
        }
        #expect(row == ImportJobRow(state: .done, lines: ["Imported 1 session."]))
        #expect(Date().timeIntervalSince(started) >= 2, "the third try, two retries later")
        #expect(try connection.execute("SELECT last_value FROM end_tries").scalar == "3")
    }
}
