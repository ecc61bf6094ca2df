import CairnApp
import Foundation

/// Delivers the day's nudges while `cairn serve` runs: as soon as it starts, after every write
/// (a log, an import, a goal change, a heartbeat) and once a minute, it runs what `cairn nudges
/// --notify` runs: the nudges due now, each once, through the desktop's notifications
/// (`notify-send`) when there is one. The planner keeps them inside the window and off rest
/// days, and the store remembers which were sent, so the server, the CLI and a systemd timer
/// never send one twice. Without `notify-send` they are only in the page.
///
/// Runs on its own serial queue, so a slow notification service never holds up a request; a
/// burst of writes asks for one run, not one each.
final class NudgeCourier: @unchecked Sendable {
    private let database: ServedDatabase
    private let queue = DispatchQueue(label: "cairn.nudges")
    private let timer: any DispatchSourceTimer
    /// Guarded by `lock`: a run is queued and has not started yet.
    private var pending = false
    private let lock = NSLock()

    /// Starts delivering: one run now, then one every `interval` seconds and after each write.
    init(database: ServedDatabase, interval: Double = 60) {
        self.database = database
        timer = DispatchSource.makeTimerSource(queue: queue)
        timer.schedule(deadline: .now(), repeating: interval, leeway: .seconds(1))
        timer.setEventHandler { [weak self] in self?.deliver() }
        timer.resume()
    }

    /// Asks for a run after data changed.
    func poke() {
        let queued = lock.withLock { () -> Bool in
            defer { pending = true }
            return pending
        }
        guard !queued else { return }
        queue.async { [weak self] in
            guard let self else { return }
            lock.withLock { pending = false }
            deliver()
        }
    }

    /// Whether a request may have changed what the nudges depend on.
    static func changesData(_ request: HTTPRequest, _ response: HTTPResponse) -> Bool {
        request.method != "GET" && request.method != "HEAD" && response.status < 400
    }

    private func deliver() {
        let workspace = database.workspace()
        guard let due = try? workspace.dueNudges() else { return }
        workspace.notify(due.document)
    }

    deinit {
        timer.cancel()
    }
}
