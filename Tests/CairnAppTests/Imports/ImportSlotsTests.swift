@testable import CairnApp
import Foundation
import Testing

/// The caps on a server's import jobs: a person past their share is refused (429), a full
/// server refuses everyone (503), and jobs past the running slots wait their turn.
@Suite("ImportSlots")
struct ImportSlotsTests {
    @Test("one person has at most perPerson jobs running or waiting; another person still gets in")
    func perPerson() throws {
        let slots = ImportSlots(limits: .init(running: 2, waiting: 4, perPerson: 2))
        _ = try slots.reserve(owner: "ada")
        _ = try slots.reserve(owner: "ada")
        #expect(throws: ImportSlots.Full.person(limit: 2)) { try slots.reserve(owner: "ada") }
        #expect(ImportSlots.Full.person(limit: 2).status == 429)
        _ = try slots.reserve(owner: "bea")
    }

    @Test("the server holds at most running + waiting jobs in all, whoever starts them; a place given back is free again")
    func serverFull() throws {
        let slots = ImportSlots(limits: .init(running: 1, waiting: 2, perPerson: 10))
        let first = try slots.reserve(owner: "a")
        _ = try slots.reserve(owner: "b")
        _ = try slots.reserve(owner: "c")
        #expect(throws: ImportSlots.Full.server) { try slots.reserve(owner: "d") }
        #expect(ImportSlots.Full.server.status == 503 && ImportSlots.Full.server.retryAfter > 0)
        slots.cancel(first)
        _ = try slots.reserve(owner: "d")
    }

    @Test("past the running slots a job waits, in the order it came, and runs when one ends; its place is given back after")
    func waitsItsTurn() async throws {
        let slots = ImportSlots(limits: .init(running: 1, waiting: 2, perPerson: 3))
        let order = Locked<[String]>([])
        let release = DispatchSemaphore(value: 0)
        let a = try slots.reserve(owner: "ada"), b = try slots.reserve(owner: "ada"), c = try slots.reserve(owner: "ada")
        slots.run(a) {
            order.withLock { $0.append("a") }
            release.wait()
        }
        slots.run(b) { order.withLock { $0.append("b") } }
        slots.run(c) { order.withLock { $0.append("c") } }
        try await Task.sleep(nanoseconds: 100_000_000)
        #expect(order.withLock { $0 } == ["a"], "b and c wait while a holds the only running slot")
        #expect(slots.waiting == [b, c])
        #expect(slots.running == 1)
        #expect(throws: ImportSlots.Full.person(limit: 3)) { try slots.reserve(owner: "ada") }
        release.signal()
        for _ in 0..<100 where order.withLock({ $0.count }) < 3 || slots.running > 0 {
            try await Task.sleep(nanoseconds: 20_000_000)
        }
        #expect(order.withLock { $0 } == ["a", "b", "c"])
        #expect(slots.waiting.isEmpty)
        #expect(slots.running == 0)
        // Every place was given back.
        for _ in 0..<3 { _ = try slots.reserve(owner: "ada") }
    }
}
