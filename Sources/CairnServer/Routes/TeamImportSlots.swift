import CairnApp
import CairnTeam
import Foundation

/// A team server's caps on import jobs (``ImportSlots``), and the heartbeat of the jobs that
/// wait for a running slot.
///
/// A waiting job has no connection of its own (it opens one, in its ``ImportJobWriter``, only
/// when it runs), so while any wait one connection of this server marks them all as heard
/// from every ``TeamImportJobs/heartbeatEvery`` seconds, and a poll answered by any server reads
/// them as waiting, not as stopped. The connection is closed once none waits.
final class TeamImportSlots: @unchecked Sendable {
    /// The caps, shared by every request of this server.
    let slots: ImportSlots
    private let address: String
    private let log: Logger
    /// The waiting jobs by reservation: their id and whose they are.
    private let jobs = Locked<[UInt64: (id: String, person: Person)]>([:])
    private let queue = DispatchQueue(label: "cairn.team.waiting-imports", qos: .utility)
    private let timer: any DispatchSourceTimer
    // Only on `queue`.
    private var store: TeamStore?

    /// - Parameters:
    ///   - address: the team database.
    ///   - slots: the caps (``ImportSlots/Limits``' defaults).
    ///   - heartbeatEvery: how often the waiting jobs are marked as heard from.
    init(address: String, slots: ImportSlots = ImportSlots(), heartbeatEvery: TimeInterval = TeamImportJobs.heartbeatEvery,
         log: Logger = Logger(label: "import-jobs")) {
        self.address = address
        self.slots = slots
        self.log = log
        timer = DispatchSource.makeTimerSource(queue: queue)
        timer.schedule(deadline: .now() + heartbeatEvery, repeating: heartbeatEvery, leeway: .milliseconds(Int(heartbeatEvery * 50)))
        timer.setEventHandler { [weak self] in self?.beat() }
        timer.resume()
    }

    deinit { timer.cancel() }

    /// Notes job `id` of `person`, recorded under `reservation`, as waiting until it runs.
    func waits(_ reservation: ImportSlots.Reservation, job id: String, of person: Person) {
        jobs.withLock { $0[reservation.number] = (id, person) }
    }

    /// Forgets the job of `reservation`: it runs now.
    func runs(_ reservation: ImportSlots.Reservation) {
        _ = jobs.withLock { $0.removeValue(forKey: reservation.number) }
    }

    /// Marks every job still waiting as heard from, on this server's one connection for them.
    private func beat() {
        let waiting = Set(slots.waiting.map(\.number))
        let known = jobs.withLock { jobs in jobs.filter { waiting.contains($0.key) }.map(\.value) }
        guard !known.isEmpty else {
            store = nil
            return
        }
        do {
            let open: TeamStore
            if let store { open = store } else { open = try TeamStore(address: address) }
            store = open
            for job in known {
                try open.recordImportJob(job.id, of: job.person, ImportJobRow(status: TeamImportJobs.waitingWords))
            }
        } catch {
            // The next beat opens the connection again.
            store = nil
            log.warning("the waiting imports could not be marked as alive: \(error)")
        }
    }
}
