import CairnApp
import CairnServer
import Foundation
import Testing

/// Sign-ins during a burst: each is an Argon2id check of tens of milliseconds and 64 MiB, so a
/// team server runs only a few at once (``PasswordChecks``) and the other request threads go on
/// answering the pages of the people already signed in.
@Suite("Team server sign-in under load")
struct SignInLoadTests {
    @Test("every slot taken: a sign-in is answered 503 with Retry-After and no cookie, counted against no one; pages answer; freed, it signs in")
    func busy() throws {
        let checks = PasswordChecks(slots: 1, patience: 0.3)
        let team = try ServedTeam(passwordChecks: checks)
        try team.add("ada")
        let ada = try team.signIn("ada")
        let hold = SlotHold(checks)
        defer { hold.release() }

        // More tries than the throttle's five: a busy answer checks nothing, so counts nothing.
        for _ in 0..<6 {
            let answer = try team.postSignIn("ada", ServedTeam.password)
            #expect(answer.status == 503)
            #expect(answer.header("Retry-After") == "5")
            #expect(answer.text.contains("too many people are signing in at this moment; try again in a few seconds"))
            #expect(answer.text.contains(#"value="ada""#), "the name stays typed in")
            #expect(answer.cookies.allSatisfy { !$0.hasPrefix("cairn_session=") })
        }
        // The other request threads still answer a signed-in person's screens and API.
        #expect(try ada.get("/api/today").status == 200)
        #expect(try ada.get("/").status == 200)

        hold.release()
        let signedIn = try team.postSignIn("ada", ServedTeam.password)
        #expect(signedIn.status == 303, "\(signedIn.status) \(signedIn.text)")
        #expect(signedIn.cookies.contains { $0.hasPrefix("cairn_session=") })
    }

    @Test("8 clients of one address posting made-up names spend that address's budget, not the slots: every correct sign-in from elsewhere gets in")
    func floodFromOneAddress() throws {
        let team = try ServedTeam(trustedProxies: ["127.0.0.1"])
        try team.add("ada")
        let stop = Locked(false), flooded = Locked(0), refusedFlood = Locked(0)
        let finished = DispatchGroup()
        for worker in 0..<8 {
            finished.enter()
            Thread {
                var attempt = 0
                while !stop.withLock({ $0 }) {
                    attempt += 1
                    let answer = try? team.postSignIn("x\(worker)-\(attempt)", "not the password at all", headers: ["X-Forwarded-For": "203.0.113.9"])
                    flooded.withLock { $0 += 1 }
                    if answer?.status == 429 { refusedFlood.withLock { $0 += 1 } }
                }
                finished.leave()
            }.start()
        }
        defer { stop.withLock { $0 = true }; finished.wait() }
        // The flood is under way: its budget's 20 tries answered (the clock is fixed: it never
        // refills) and many more tries made.
        let deadline = Date().addingTimeInterval(60)
        while flooded.withLock({ $0 }) - refusedFlood.withLock({ $0 }) < 20 || flooded.withLock({ $0 }) < 60, Date() < deadline {
            usleep(20_000)
        }
        var statuses: [Int] = []
        for client in 0..<15 {
            let answer = try team.postSignIn("ada", ServedTeam.password, headers: ["X-Forwarded-For": "198.51.100.\(client)"])
            statuses.append(answer.status)
            if answer.status != 303 { Issue.record("\(answer.status): \(answer.text.prefix(400))") }
        }
        #expect(statuses == Array(repeating: 303, count: 15), "\(statuses)")
        #expect(refusedFlood.withLock { $0 } > 0, "the flooding address was answered 429")
    }

    @Test("X-Forwarded-For counts only from a trusted proxy: otherwise every try is the connection's own address")
    func forwardedOnlyFromTrustedProxy() throws {
        let team = try ServedTeam(signInBudget: SignInBudget(burst: 2, perMinute: 1))
        try team.add("ada")
        #expect(try team.postSignIn("ada", ServedTeam.password, headers: ["X-Forwarded-For": "198.51.100.1"]).status == 303)
        #expect(try team.postSignIn("ada", ServedTeam.password, headers: ["X-Forwarded-For": "198.51.100.2"]).status == 303)
        let spent = try team.postSignIn("ada", ServedTeam.password, headers: ["X-Forwarded-For": "198.51.100.3"])
        #expect(spent.status == 429 && spent.header("Retry-After") == "60", "\(spent.status)")
        #expect(spent.text.contains("too many sign-ins from this address"))
        let proxied = try ServedTeam(signInBudget: SignInBudget(burst: 2, perMinute: 1), trustedProxies: ["127.0.0.1"])
        try proxied.add("ada")
        for client in 1...3 {
            #expect(try proxied.postSignIn("ada", ServedTeam.password, headers: ["X-Forwarded-For": "198.51.100.\(client)"]).status == 303)
        }
    }
}

/// One of a ``PasswordChecks``' slots taken by a thread of its own until ``release()``.
private final class SlotHold: Sendable {
    private let released = Locked(false)
    private let go = DispatchSemaphore(value: 0), finished = DispatchSemaphore(value: 0)

    /// Returns once the slot is taken.
    init(_ checks: PasswordChecks) {
        let held = DispatchSemaphore(value: 0)
        Thread { [go, finished] in
            _ = checks.run { held.signal(); go.wait() }
            finished.signal()
        }.start()
        held.wait()
    }

    /// Frees the slot and waits until it is free (only the first call does anything).
    func release() {
        guard released.withLock({ let was = $0; $0 = true; return !was }) else { return }
        go.signal()
        finished.wait()
    }
}
