import Dispatch

/// How many import jobs one server runs and keeps waiting, in all and for one person.
///
/// Each job a server accepts holds memory, a queue and (on a team) a database connection, so a
/// person who starts forty at once must not take them all: past ``Limits/perPerson`` a person is
/// refused (429), past ``Limits/running`` + ``Limits/waiting`` everyone is (503), each with a
/// time to try again. A job waits for one of the ``Limits/running`` slots in the order it came;
/// nothing of its own (a connection, a thread) is opened until it runs.
package final class ImportSlots: Sendable {
    /// The caps.
    package struct Limits: Sendable, Hashable {
        /// Jobs running at once on this server.
        package var running: Int
        /// Jobs accepted and waiting for a running slot.
        package var waiting: Int
        /// One person's jobs, running and waiting.
        package var perPerson: Int

        /// - Parameters: see the properties; 2 running (this machine's cores), 4 waiting and 2
        ///   per person by default.
        package init(running: Int = 2, waiting: Int = 4, perPerson: Int = 2) {
            self.running = max(1, running)
            self.waiting = max(0, waiting)
            self.perPerson = max(1, perPerson)
        }
    }

    /// Why a job was not accepted.
    package enum Full: Error, Sendable, Hashable, CustomStringConvertible {
        /// This person has ``Limits/perPerson`` jobs already.
        case person(limit: Int)
        /// The server has as many jobs as it runs and keeps waiting.
        case server

        /// The HTTP status to answer with: 429 for one person, 503 for the server.
        package var status: Int {
            switch self {
            case .person: 429
            case .server: 503
            }
        }

        /// Seconds after which to try again (`Retry-After`).
        package var retryAfter: Int { 30 }

        package var description: String {
            switch self {
            case let .person(limit):
                "you have \(limit) imports running or waiting already; try this one again when one of them has finished"
            case .server:
                "this server is busy with other people's imports; try again in a minute"
            }
        }
    }

    /// A place taken by ``reserve(owner:)``: handed to ``run(_:_:)`` or given back by ``cancel(_:)``.
    package struct Reservation: Sendable, Hashable {
        /// Which reservation.
        package let number: UInt64
        /// Whose job it is (a person's id; one owner on a personal server).
        package let owner: String
    }

    private struct Waiting: Sendable {
        var reservation: Reservation
        var work: @Sendable () -> Void
    }

    private struct State: Sendable {
        var next: UInt64 = 0
        var running = 0
        var taken = 0
        var byOwner: [String: Int] = [:]
        var waiting: [Waiting] = []
    }

    /// The caps in force.
    package let limits: Limits
    private let state = Locked(State())
    private let queue = DispatchQueue(label: "cairn.import-slots", qos: .userInitiated, attributes: .concurrent)

    /// - Parameter limits: the caps (``Limits/init(running:waiting:perPerson:)``'s defaults).
    package init(limits: Limits = Limits()) { self.limits = limits }

    /// Takes a place for a job of `owner`, running or waiting.
    /// - Throws: ``Full`` when `owner` or the server has no room.
    package func reserve(owner: String) throws(Full) -> Reservation {
        let limits = limits
        return try state.withLock { state throws(Full) -> Reservation in
            guard state.byOwner[owner, default: 0] < limits.perPerson else { throw .person(limit: limits.perPerson) }
            guard state.taken < limits.running + limits.waiting else { throw .server }
            state.next += 1
            state.taken += 1
            state.byOwner[owner, default: 0] += 1
            return Reservation(number: state.next, owner: owner)
        }
    }

    /// Runs `work` for `reservation` now if a running slot is free, else once one is (in the
    /// order the jobs came); its place is given back when `work` returns.
    package func run(_ reservation: Reservation, _ work: @escaping @Sendable () -> Void) {
        let now = state.withLock { state -> Bool in
            guard state.running < limits.running else {
                state.waiting.append(Waiting(reservation: reservation, work: work))
                return false
            }
            state.running += 1
            return true
        }
        if now { start(reservation, work) }
    }

    /// Gives back a place that will not run (the upload could not be kept, say).
    package func cancel(_ reservation: Reservation) {
        state.withLock { state in release(reservation, in: &state) }
    }

    /// The reservations waiting for a running slot, oldest first.
    package var waiting: [Reservation] { state.withLock { $0.waiting.map(\.reservation) } }

    /// How many jobs run now.
    package var running: Int { state.withLock { $0.running } }

    private func start(_ reservation: Reservation, _ work: @escaping @Sendable () -> Void) {
        queue.async { [self] in
            work()
            let next = state.withLock { state -> Waiting? in
                release(reservation, in: &state)
                guard !state.waiting.isEmpty else {
                    state.running -= 1
                    return nil
                }
                // The slot passes to the oldest waiting job.
                return state.waiting.removeFirst()
            }
            if let next { start(next.reservation, next.work) }
        }
    }

    private func release(_ reservation: Reservation, in state: inout State) {
        state.taken -= 1
        let left = state.byOwner[reservation.owner, default: 1] - 1
        state.byOwner[reservation.owner] = left > 0 ? left : nil
    }
}
