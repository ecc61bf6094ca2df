import Foundation

/// The ids of the changes one long-running process made (a personal server's requests), kept in
/// memory and shared by its threads, so a page can tell its own changes from one made elsewhere
/// (an import, a CLI command) before undoing it. A team server keeps this on each change's row
/// instead (`person_changes.by_request`), where every server of the team reads it.
package final class ChangeJournal: Sendable {
    /// How many ids are remembered; the oldest are forgotten first (the store keeps fewer).
    package static let capacity = 1_000
    /// The ids made.
    private let ids = Locked<Set<Int64>>([])

    package init() {}

    /// Remembers that this process made change `id`.
    package func record(_ id: Int64) {
        ids.withLock { ids in
            ids.insert(id)
            if ids.count > Self.capacity, let oldest = ids.min() { ids.remove(oldest) }
        }
    }

    /// Whether this process made change `id`.
    package func contains(_ id: Int64) -> Bool {
        ids.withLock { $0.contains(id) }
    }
}
