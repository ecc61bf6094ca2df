import Foundation

/// Each person's import jobs (`person_import_jobs`), so that any server of a team answers the
/// Import page's polls for a job another server runs. The server running a job writes its
/// progress and, while it runs, a heartbeat (`updated`); every time is the database's clock, so
/// servers whose clocks differ judge a job alike. A job is read only by its own person.
extension TeamStore {
    /// The words a job reads with when it was still running but not heard from: the server
    /// running it stopped, or could not write its end (the import may have committed then).
    /// Either way an import is stored in one transaction, which PostgreSQL rolls back when that
    /// server's connection goes, so the import was stored whole or not at all, and a second run
    /// stores nothing twice (sessions and entries already there are skipped; a restore into an
    /// account no longer empty is refused, saying what it holds).
    public static let stoppedImportWords = "the server running this import stopped, or could not record how it ended, "
        + "so it may or may not have been stored; an import is stored whole or not at all, "
        + "so run it again: nothing already stored is stored twice"

    /// Records job `id` of `person` as running, started and heard from now, and forgets their
    /// jobs that ended (or stopped being heard from) more than `keptFor` seconds ago.
    /// - Throws: ``TeamError/conflict(_:)`` when they have a job `id` already.
    public func startImportJob(_ id: String, of person: Person, keptFor: TimeInterval, staleAfter: TimeInterval) throws(TeamError) {
        try connection.execute("""
            DELETE FROM person_import_jobs WHERE person_id = $1 AND \(Self.forgotten(keptFor: 2, staleAfter: 3))
            """, [String(person.id), String(keptFor), String(staleAfter)])
        try connection.execute("INSERT INTO person_import_jobs (person_id, id) VALUES ($1, $2)", [String(person.id), id])
    }

    /// Writes running job `id`'s progress (`row`'s status and counts) and marks it heard from
    /// now; a job that ended already is left as it is.
    public func recordImportJob(_ id: String, of person: Person, _ row: ImportJobRow) throws(TeamError) {
        try connection.execute("""
            UPDATE person_import_jobs SET status = $3, done = $4, total = $5, updated = now()
            WHERE person_id = $1 AND id = $2 AND state = 'running'
            """, [String(person.id), id, row.status, row.done.map(String.init), row.total.map(String.init)])
    }

    /// Ends running job `id` as `row` says (done with its lines, or failed with its error).
    public func endImportJob(_ id: String, of person: Person, _ row: ImportJobRow) throws(TeamError) {
        let lines = try row.lines.map { lines throws(TeamError) in try PersonColumns.encode(lines) }
        try connection.execute("""
            UPDATE person_import_jobs SET state = $3, status = $4, done = $5, total = $6, lines = $7, error = $8,
                updated = now(), ended = now()
            WHERE person_id = $1 AND id = $2 AND state = 'running'
            """, [String(person.id), id, row.state.rawValue, row.status, row.done.map(String.init), row.total.map(String.init),
                  lines, row.error])
    }

    /// `person`'s job `id`, or nil when they have none so named (another person's is not
    /// theirs) or it was forgotten (``startImportJob(_:of:keptFor:staleAfter:)``). A job still
    /// running but not heard from for `staleAfter` seconds reads as failed with
    /// ``stoppedImportWords``.
    public func importJob(_ id: String, of person: Person, keptFor: TimeInterval, staleAfter: TimeInterval) throws(TeamError) -> ImportJobRow? {
        let rows = try connection.execute("""
            SELECT state, status, done, total, lines, error,
                state = 'running' AND updated < now() - $4::double precision * interval '1 second'
            FROM person_import_jobs WHERE person_id = $1 AND id = $2 AND NOT \(Self.forgotten(keptFor: 3, staleAfter: 4))
            """, [String(person.id), id, String(keptFor), String(staleAfter)])
        guard let row = rows.rows.first, row.count == 7 else { return nil }
        guard let state = row[0].flatMap(ImportJobRow.State.init(rawValue:)) else {
            throw .database("import job \(id) has an unknown state \(row[0] ?? "NULL")")
        }
        var job = ImportJobRow(state: state, status: row[1], done: row[2].flatMap { Int($0) }, total: row[3].flatMap { Int($0) },
                               lines: try row[4].map { text throws(TeamError) in
                                   try PersonColumns.decode([String].self, from: text, what: "import job \(id)'s summary")
                               },
                               error: row[5])
        if row[6] == "t" {
            job.state = .failed
            job.error = Self.stoppedImportWords
        }
        return job
    }

    /// Deletes everyone's jobs that ended (or stopped being heard from, see
    /// ``importJob(_:of:keptFor:staleAfter:)``) more than `keptFor` seconds ago; how many went.
    @discardableResult
    public func pruneImportJobs(keptFor: TimeInterval, staleAfter: TimeInterval) throws(TeamError) -> Int {
        try connection.execute("DELETE FROM person_import_jobs WHERE \(Self.forgotten(keptFor: 1, staleAfter: 2))",
                               [String(keptFor), String(staleAfter)]).affected
    }

    /// The condition of a job to forget: ended more than parameter `keptFor` seconds ago, or
    /// (still running) not heard from for parameter `staleAfter` seconds and `keptFor` more;
    /// the arguments are the parameters' positions.
    private static func forgotten(keptFor: Int, staleAfter: Int) -> String {
        "(coalesce(ended, updated + $\(staleAfter)::double precision * interval '1 second') < now() - $\(keptFor)::double precision * interval '1 second')"
    }
}
