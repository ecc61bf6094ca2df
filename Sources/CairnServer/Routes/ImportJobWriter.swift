import CairnApp
import CairnTeam
import Foundation

/// The writer of one running team import job's row (``TeamImportJobs``), on a connection of
/// its own (a request thread's connection belongs to that thread), used only on its serial
/// queue.
///
/// The job's counts are written at most once every ``TeamImportJobs/writesEvery`` seconds (the
/// newest always, within that time), a new phase's words and the end at once, and while the job
/// runs a heartbeat every ``TeamImportJobs/heartbeatEvery`` seconds, so a long phase that
/// reports nothing still reads as alive elsewhere (a heartbeat is skipped when a write is on its
/// way or began less than ``TeamImportJobs/writesEvery`` ago). A failed write is only skipped
/// (the connection is opened again for the next); a failed end is tried again after each of
/// ``TeamImportJobs/endRetries``, on the queue, well inside ``TeamImportJobs/staleAfter``.
/// (`@unchecked`: `store` and `ended` are touched only on `queue`, the rest is ``Locked`` or set
/// once.)
final class ImportJobWriter: @unchecked Sendable {
    private let address: String
    private let id: String
    private let person: Person
    private let queue: DispatchQueue
    private let heartbeat: any DispatchSourceTimer
    private let endRetries: [TimeInterval]
    /// The job as it now is, whether a write of it is on its way, and when the last began.
    private let pending = Locked<(row: ImportJobRow, queued: Bool, written: Date)>((ImportJobRow(), false, .distantPast))
    // Only on `queue`.
    private var store: TeamStore?
    private var ended = false

    /// Opens a connection to `address` and records job `id` of `person` as running (forgetting
    /// their jobs that ended more than ``ImportJobs/keptFor`` seconds ago), its heartbeat every
    /// `heartbeatEvery` seconds, a failed end tried again after each of `endRetries` seconds.
    /// With `recorded`, the job was recorded already (on the request's connection, while it
    /// waited for a slot) and is only marked as heard from.
    init(address: String, job id: String, of person: Person, heartbeatEvery: TimeInterval = TeamImportJobs.heartbeatEvery,
         endRetries: [TimeInterval] = TeamImportJobs.endRetries, recorded: Bool = false) throws(TeamError) {
        let store = try TeamStore(address: address)
        if recorded {
            try store.recordImportJob(id, of: person, ImportJobRow(status: "starting"))
        } else {
            try store.startImportJob(id, of: person, keptFor: ImportJobs.keptFor, staleAfter: TeamImportJobs.staleAfter)
        }
        self.address = address
        self.id = id
        self.person = person
        self.store = store
        self.endRetries = endRetries
        queue = DispatchQueue(label: "cairn.team.import-job", qos: .utility)
        heartbeat = DispatchSource.makeTimerSource(queue: queue)
        heartbeat.schedule(deadline: .now() + heartbeatEvery, repeating: heartbeatEvery, leeway: .milliseconds(Int(heartbeatEvery * 50)))
        heartbeat.setEventHandler { [weak self] in self?.beat() }
        heartbeat.resume()
    }

    deinit {
        heartbeat.cancel()
    }

    /// Takes in one step of the import's progress, writing it as the throttle allows.
    func progress(_ step: ImportProgress) {
        let wait: TimeInterval? = pending.withLock { pending in
            let phase = pending.row.apply(step)
            // A write on its way reads the newest state when it runs.
            guard !pending.queued else { return nil }
            pending.queued = true
            return phase ? 0 : max(0, TeamImportJobs.writesEvery - Date().timeIntervalSince(pending.written))
        }
        if let wait { queue.asyncAfter(deadline: .now() + wait) { self.writeQueued() } }
    }

    /// Ends the job as `outcome` says (done with its lines, or failed with its error), keeping
    /// the last words and counts, and closes the connection. The first try is made before this
    /// returns (so the row reads as ended then); should it fail, the tries after each of
    /// `endRetries` are made later on the queue, not holding the caller.
    func end(_ outcome: ImportJobRow) {
        heartbeat.cancel()
        queue.sync {
            ended = true
            var row = pending.withLock { $0.row }
            row.state = outcome.state
            row.lines = outcome.lines
            row.error = outcome.error
            finish(row, then: endRetries[...])
        }
    }

    /// Tries to end the job as `row` says, and if that fails, again after the first of `retries`
    /// seconds with the rest (on `queue`); the connection is closed after each try.
    private func finish(_ row: ImportJobRow, then retries: ArraySlice<TimeInterval>) {
        do {
            try connection().endImportJob(id, of: person, row)
            store = nil
        } catch {
            store = nil
            guard let wait = retries.first else { return }
            queue.asyncAfter(deadline: .now() + wait) { self.finish(row, then: retries.dropFirst()) }
        }
    }

    /// The write a change of progress asked for (``progress(_:)``): the job as it now is,
    /// unless it has ended (on `queue`).
    private func writeQueued() {
        let row = pending.withLock { pending in
            pending.queued = false
            pending.written = Date()
            return pending.row
        }
        guard !ended else { return }
        write(row)
    }

    /// The heartbeat (on `queue`; cancelling it in ``end(_:)`` is what stops it): the job as it
    /// now is, unless a write is on its way or began less than ``TeamImportJobs/writesEvery``
    /// ago (either says it is alive as well), so a heartbeat never brings two writes closer
    /// than that. Only the write it skips for clears `queued`.
    private func beat() {
        let row: ImportJobRow? = pending.withLock { pending in
            guard !pending.queued, Date().timeIntervalSince(pending.written) >= TeamImportJobs.writesEvery else { return nil }
            pending.written = Date()
            return pending.row
        }
        if let row { write(row) }
    }

    /// Writes `row`'s progress and marks the job heard from (on `queue`).
    private func write(_ row: ImportJobRow) {
        do {
            try connection().recordImportJob(id, of: person, row)
        } catch {
            store = nil
        }
    }

    /// The job's connection, opened again when the last one failed (on `queue`).
    private func connection() throws(TeamError) -> TeamStore {
        if let store { return store }
        let opened = try TeamStore(address: address)
        store = opened
        return opened
    }
}
