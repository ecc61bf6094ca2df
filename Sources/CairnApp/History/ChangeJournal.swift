import Foundation
import Synchronization

/// The ids of the changes one long-running process made (a server's requests), kept in memory
/// and shared by its threads, so a page can tell its own changes from one made elsewhere (an
/// import, a CLI command) before undoing it. A team person's change ids are their own, so on a
/// team server each person's are kept apart.
package final class ChangeJournal: Sendable {
    /// How many ids are remembered (per person on a team server); the oldest are forgotten first
    /// (the store keeps fewer).
    package static let capacity = 1_000
    /// Per team person's id (nil: the personal database's), the ids made.
    private let ids = Mutex<[Int64?: Set<Int64>]>([:])

    package init() {}

    /// Remembers that this process made change `id` (team person `person`'s).
    package func record(_ id: Int64, person: Int64? = nil) {
        ids.withLock { ids in
            ids[person, default: []].insert(id)
            if let made = ids[person], made.count > Self.capacity, let oldest = made.min() { ids[person]?.remove(oldest) }
        }
    }

    /// Whether this process made change `id` (team person `person`'s).
    package func contains(_ id: Int64, person: Int64? = nil) -> Bool {
        ids.withLock { $0[person]?.contains(id) ?? false }
    }
}
