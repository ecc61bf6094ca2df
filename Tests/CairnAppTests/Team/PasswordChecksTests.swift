import CairnApp
import Foundation
import Testing

@Suite("PasswordChecks: a team server's sign-ins check passwords a few at a time")
struct PasswordChecksTests {
    @Test("eight sign-ins at once: never more than the two slots run together, and all eight finish")
    func atMostSlots() {
        let checks = PasswordChecks(slots: 2, patience: 30)
        let running = Locked((now: 0, most: 0, finished: 0))
        let done = DispatchGroup()
        for _ in 0..<8 {
            done.enter()
            Thread {
                let ran = checks.run { () -> Bool in
                    running.withLock { $0.now += 1; $0.most = max($0.most, $0.now) }
                    usleep(50_000)
                    running.withLock { $0.now -= 1 }
                    return true
                }
                if ran == true { running.withLock { $0.finished += 1 } }
                done.leave()
            }.start()
        }
        #expect(done.wait(timeout: .now() + 60) == .success)
        let seen = running.withLock { $0 }
        #expect(seen.most == 2, "two ran together, never more")
        #expect(seen.finished == 8)
    }

    @Test("with every slot taken for longer than the patience, a check is not run and answers nil after the patience")
    func busy() {
        let checks = PasswordChecks(slots: 1, patience: 0.2)
        let held = DispatchSemaphore(value: 0), release = DispatchSemaphore(value: 0), finished = DispatchSemaphore(value: 0)
        Thread {
            _ = checks.run { held.signal(); release.wait() }
            finished.signal()
        }.start()
        held.wait()
        let started = Date()
        var ran = false
        let answer = checks.run { () -> Int in ran = true; return 1 }
        #expect(answer == nil)
        #expect(!ran)
        #expect(Date().timeIntervalSince(started) >= 0.19)
        release.signal()
        finished.wait()
        #expect(checks.run { 2 } == 2, "a freed slot is used again")
    }

    @Test("a check that throws frees its slot")
    func throwingCheck() {
        struct Refused: Error {}
        let checks = PasswordChecks(slots: 1, patience: 0.2)
        #expect(throws: Refused.self) { _ = try checks.run { () throws(Refused) -> Int in throw Refused() } }
        #expect(checks.run { 3 } == 3)
    }
}
