import CairnTeam
import Foundation

/// Deletes the expired sign-in sessions of a team server's database every ten minutes (and a
/// lookup that meets an expired one deletes it at once), so `sign_in_sessions` holds the live
/// sessions and few more, whether or not anyone signs in again; and so too the import jobs
/// forgotten (ended more than ``ImportJobs/keptFor`` seconds ago, by the database's clock), and
/// the failed sign-ins whose window passed or whose name no one has.
///
/// Runs on its own serial queue with a connection of its own, opened for each run and closed
/// after it, so it never holds up a request nor takes a request thread's connection; a failed
/// run (the database unreachable) is only skipped: the next one tries again. (`@unchecked`:
/// the timer is made once and only cancelled, as ``NudgeCourier``'s.)
final class TeamSessionPruner: @unchecked Sendable {
    private let timer: any DispatchSourceTimer

    /// Starts pruning `address`'s sessions: one run now (a server restarted often still prunes),
    /// then one every `interval` seconds; `clock` is the instant sessions are compared with (a
    /// server's `--now`).
    init(address: String, interval: Double = 600, clock: @escaping @Sendable () -> Date) {
        let queue = DispatchQueue(label: "cairn.team.sessions", qos: .utility)
        timer = DispatchSource.makeTimerSource(queue: queue)
        timer.schedule(deadline: .now(), repeating: interval, leeway: .seconds(5))
        timer.setEventHandler {
            guard let store = try? TeamStore(address: address) else { return }
            _ = try? store.pruneExpiredSessions(now: clock())
            _ = try? store.pruneSignInFailures(now: clock())
            _ = try? store.pruneImportJobs(keptFor: ImportJobs.keptFor, staleAfter: TeamImportJobs.staleAfter)
        }
        timer.resume()
    }

    deinit {
        timer.cancel()
    }
}
