@testable import CairnTeam
import Foundation
import Testing

/// The per-name throttle's reservation and pruning in the store.
@Suite("Team sign-in throttle in the store")
struct SignInThrottleTests {
    static let start = Date(timeIntervalSince1970: 1_773_086_400)

    @Test("40 sign-ins for one name at once reserve exactly five password checks, not one more")
    func reservationIsAtomic() throws {
        let address = try TeamDatabase.make()
        _ = try TeamStore(address: address)
        let stores = try (0..<40).map { _ in try TeamStore(address: address) }
        let reserved = Counter()
        let ready = DispatchGroup(), go = DispatchSemaphore(value: 0), done = DispatchGroup()
        for store in stores {
            ready.enter()
            done.enter()
            let box = StoreBox(store)
            Thread {
                ready.leave()
                go.wait()
                if (try? box.store.reserveSignInAttempt(for: "ada", now: Self.start)) == .some(nil) { reserved.add() }
                done.leave()
            }.start()
        }
        ready.wait()
        for _ in stores { go.signal() }
        done.wait()
        #expect(reserved.value == TeamStore.signInFailureLimit)
        #expect(try stores[0].reserveSignInAttempt(for: "ada", now: Self.start.addingTimeInterval(60)) == 840)
        #expect(try stores[0].reserveSignInAttempt(for: "ada", now: Self.start.addingTimeInterval(900)) == nil, "a new window")
    }

    @Test("pruning forgets the failures of names no one has and the windows that passed, not a person's live one")
    func pruning() throws {
        let (store, _) = try TeamDatabase.store()
        _ = try store.addPerson("ada", password: "analytical engine")
        for name in ["ada", "ghost", "ghost2"] { try store.recordSignInFailure(for: name, now: Self.start) }
        try store.recordSignInFailure(for: "ghost-new", now: Self.start.addingTimeInterval(100))
        #expect(try store.pruneSignInFailures(now: Self.start.addingTimeInterval(120)) == 2)
        let left = try store.connection.execute("SELECT name FROM sign_in_failures ORDER BY name").rows.map { $0[0] ?? "" }
        #expect(left == ["ada", "ghost-new"], "ghost-new is younger than the grace")
        #expect(try store.pruneSignInFailures(now: Self.start.addingTimeInterval(TeamStore.signInFailureWindow)) == 2)
    }
}

/// A count shared by threads.
private final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    func add() { lock.lock(); count += 1; lock.unlock() }
    var value: Int { lock.lock(); defer { lock.unlock() }; return count }
}

/// A store handed to one thread.
private final class StoreBox: @unchecked Sendable {
    let store: TeamStore
    init(_ store: TeamStore) { self.store = store }
}
