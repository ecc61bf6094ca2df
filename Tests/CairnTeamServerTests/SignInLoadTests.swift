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
