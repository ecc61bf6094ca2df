import CairnApp
import CairnCore
import CairnStore
import Foundation

/// The connections the WakaTime routes use, for the server's lifetime: one that writes
/// heartbeats, used by one request at a time, and one that reads (the key, the status bar),
/// which in WAL never waits for a writer.
///
/// Opening a connection per request made each bulk pay for the schema check, and, when no other
/// connection was open, for SQLite's checkpoint and removal of the WAL on close; and concurrent
/// writers on their own connections waited on each other in SQLite's busy handler, which sleeps
/// in steps of milliseconds. Here they queue on a lock instead and run back to back.
///
/// A heartbeat never waits long for the database: when the lock here is not free within
/// ``lockPatience``, or another program holds the database's write lock for more than
/// ``busyPatienceMs`` (a long `cairn import`), it goes to the ``HeartbeatInbox`` instead, synced
/// to the disk, and is answered 202 — and so do the ones after it, without trying, until the
/// inbox is drained; the inbox is drained into the database once a second when it can be, and
/// before every heartbeat stored directly. Heartbeats are written with
/// `synchronous = FULL`, so a 201 is on the disk too.
final class LiveFeedStore: @unchecked Sendable {
    /// How long a heartbeat waits for another request's turn at the writing connection.
    static let lockPatience = 0.3
    /// How long a heartbeat's transaction waits for another program's write lock, in milliseconds.
    static let busyPatienceMs = 250

    /// What became of heartbeats handed to ``receive(_:)``.
    typealias Outcome = HeartbeatOutcome

    private let path: String
    /// Where heartbeats wait while the database is busy.
    let inbox: HeartbeatInbox
    /// Guards `writer`, and every use of it.
    private let lock = NSLock()
    private var writer: Store?
    /// Guards `reader`, and every use of it.
    private let readLock = NSLock()
    private var reader: Store?
    private let timer: DispatchSourceTimer
    /// Whether the last try found the database busy (cleared by a drain that went through).
    private let busy = Locked(false)
    private let join: @Sendable ([HeartbeatRow], Double) -> [Session]
    /// Where the timer's failures go: it has nobody to answer.
    private let log: Logger
    /// The last failure logged by the timer, so one that lasts is logged once, not each second.
    private let lastFailure = Locked<String?>(nil)

    /// - Parameter join: joins stored heartbeats (sorted by time) into sessions by the timeout.
    /// - Parameter log: where the timer's failures and the inbox's set-aside lines are reported.
    init(path: String, join: @escaping @Sendable ([HeartbeatRow], Double) -> [Session] = WakaTimeEndpoint.join,
         log: Logger = Logger(label: "heartbeats")) {
        self.path = path
        self.join = join
        self.log = log
        inbox = HeartbeatInbox(databasePath: path, log: log)
        timer = DispatchSource.makeTimerSource(queue: DispatchQueue.global(qos: .utility))
        timer.schedule(deadline: .now() + 0.2, repeating: 1, leeway: .milliseconds(100))
        timer.setEventHandler { [weak self] in self?.tick() }
        timer.resume()
    }

    deinit { timer.cancel() }

    /// Runs `body` with the reading connection, opening it on first use (and again after a failed open).
    func read<T>(_ body: (Store) throws(StoreError) -> T) throws(StoreError) -> T {
        readLock.lock()
        defer { readLock.unlock() }
        let open: Store
        if let reader {
            open = reader
        } else {
            open = try Store(path: path)
            reader = open
        }
        return try body(open)
    }

    /// Stores `rows` (after what waits in the inbox), or when the database is busy, syncs them
    /// to the inbox.
    /// - Throws: what the database or the inbox threw, when it was not busy.
    func receive(_ rows: [HeartbeatRow]) throws -> Outcome {
        // While the inbox waits because the database was found busy, heartbeats join it at once
        // (the drain once a second finds out when the database is free again).
        if busy.withLock({ $0 }), !inbox.isEmpty {
            try inbox.append(rows)
            return .queued
        }
        guard lock.lock(before: Date(timeIntervalSinceNow: Self.lockPatience)) else {
            try inbox.append(rows)
            return .queued
        }
        defer { lock.unlock() }
        do {
            let store = try openWriter()
            do {
                try drain(store)
            } catch let error as StoreError where Self.isBusy(error) {
                throw error
            } catch {
                // An inbox that cannot be drained now (unreadable, say) stays for the timer;
                // it does not stop this request's heartbeats.
                warnOnce("\(error)")
            }
            return .stored(try store.receiveHeartbeats(rows, join: join))
        } catch let error as StoreError where Self.isBusy(error) {
            busy.withLock { $0 = true }
            try inbox.append(rows)
            return .queued
        }
    }

    /// Once a second: opens the connections if they are not yet (so the first heartbeat does
    /// not pay for it), then drains the inbox.
    private func tick() {
        // Opening early only saves the first heartbeat the wait; a failure here is met again,
        // and answered, by that heartbeat's own open.
        if lock.try() {
            _ = try? openWriter()
            lock.unlock()
        }
        _ = try? read { _ throws(StoreError) in }
        drainIfWaiting()
    }

    /// Drains the inbox when heartbeats wait and nothing else is writing.
    func drainIfWaiting() {
        guard !inbox.isEmpty, lock.try() else { return }
        defer { lock.unlock() }
        // A busy database or another failure leaves the inbox as it is, for the next try.
        do {
            try drain(try openWriter())
            busy.withLock { $0 = false }
            if lastFailure.withLock({ $0 }) != nil {
                lastFailure.withLock { $0 = nil }
                log.info("the heartbeat inbox was stored")
            }
        } catch let error as StoreError where Self.isBusy(error) {
            // Still busy: the next tick tries again.
        } catch {
            warnOnce("\(error)")
        }
    }

    /// Logs that the inbox could not be stored, once for as long as the same failure lasts.
    private func warnOnce(_ failure: String) {
        let new = lastFailure.withLock { last in
            defer { last = failure }
            return last != failure
        }
        if new { log.warning("the heartbeat inbox could not be stored yet (tried again each second): \(failure)") }
    }

    /// The writing connection, opened on first use (and again after a failed open).
    private func openWriter() throws(StoreError) -> Store {
        if let writer { return writer }
        let store = try Store(path: path)
        try store.connection.execute("PRAGMA busy_timeout = \(Self.busyPatienceMs)")
        try store.connection.execute("PRAGMA synchronous = FULL")
        writer = store
        return store
    }

    private func drain(_ store: Store) throws {
        try inbox.drain { rows in _ = try store.receiveHeartbeats(rows, join: join) }
    }

    /// Whether `error` is SQLite's busy or locked (another connection holds the lock).
    static func isBusy(_ error: StoreError) -> Bool {
        if case let .sqlite(code, _) = error { return code & 0xFF == 5 || code & 0xFF == 6 }
        return false
    }
}
