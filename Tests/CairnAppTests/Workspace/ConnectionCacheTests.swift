@testable import CairnApp
import CairnCore
import CairnStore
import Foundation
import Testing

/// The server's kept connections: one per thread, reused, and never hiding another's writes.
@Suite("ConnectionCache: a connection kept per thread")
struct ConnectionCacheTests {
    @Test("a thread's second call gets the connection of its first, and sees writes made since by another connection")
    func reusedAndFresh() throws {
        try withTemporaryDatabase { path in
            _ = try Store(path: path)
            let cache = ConnectionCache(path: path)
            let first = try cache.store()
            #expect(try first.trackables().isEmpty)
            // Another process's write (the command line's, say), through a connection of its own.
            _ = try Store(path: path).addTrackable(name: "Weight", kind: .number(.mass), unit: "kg", dayReduction: nil)
            let second = try cache.store()
            #expect(second.connection === first.connection)
            #expect(try second.trackables().map(\.name) == ["Weight"])
            #expect(cache.count == 1)
        }
    }

    @Test("threads past the limit get connections of their own, kept by nobody")
    func limit() throws {
        try withTemporaryDatabase { path in
            _ = try Store(path: path)
            let cache = ConnectionCache(path: path, limit: 2)
            // Four threads alive at once (a thread's identity may be reused once it has ended).
            let asked = DispatchGroup()
            let release = DispatchSemaphore(value: 0)
            let done = DispatchGroup()
            let failures = Failures()
            for _ in 0..<4 {
                asked.enter()
                done.enter()
                Thread {
                    do { _ = try cache.store().trackables() } catch { failures.add() }
                    asked.leave()
                    release.wait()
                    done.leave()
                }.start()
            }
            asked.wait()
            for _ in 0..<4 { release.signal() }
            done.wait()
            #expect(cache.count == 2)
            #expect(failures.count == 0)
        }
    }

    @Test("a workspace with connections opens none of its own", arguments: [false, true])
    func workspaceUsesThem(existing: Bool) throws {
        try withTemporaryDatabase { path in
            _ = try Store(path: path)
            var workspace = Workspace(environment: [:], databasePath: path, now: Date(timeIntervalSince1970: 0))
            workspace.connections = ConnectionCache(path: path)
            let a = existing ? try workspace.openExistingStore() : try workspace.openStore()
            let b = try workspace.openStore()
            #expect(a.connection === b.connection)
        }
    }
}

/// A counter threads may add to.
final class Failures: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0
    func add() { lock.withLock { value += 1 } }
    var count: Int { lock.withLock { value } }
}

/// An import job's workspace (``Workspace/detached()``): its own connections, so the thread of
/// the pool that runs it leaves nothing kept in the server's caches.
@Suite("a detached workspace keeps none of the server's connections")
struct DetachedWorkspaceTests {
    @Test("work on another thread through the copy: the server's cache keeps nothing more", arguments: StoreKind.allCases)
    func ownConnections(kind: StoreKind) throws {
        let place = try TestPlace(kind, now: Date(timeIntervalSince1970: 1_773_086_400))
        defer { place.remove() }
        var served = place.workspace
        if kind == .sqlite { served.connections = ConnectionCache(path: served.databasePath) }
        func kept(_ workspace: Workspace) -> Int { workspace.connections?.count ?? workspace.team?.connections.count ?? -1 }
        _ = try served.openCodingStore().disruptions()
        let before = kept(served)
        #expect(before == 1)
        let copy = served.detached()
        let failures = Failures()
        let done = DispatchSemaphore(value: 0)
        Thread {
            do { _ = try copy.openCodingStore().disruptions() } catch { failures.add() }
            done.signal()
        }.start()
        done.wait()
        #expect(failures.count == 0)
        #expect(kept(served) == before, "the pool thread's connection was kept in the server's cache")
        #expect(kept(copy) == 1)
        #expect(copy.team?.person == served.team?.person)
    }
}
