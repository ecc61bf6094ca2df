import Foundation

/// The throttle on guessing passwords: after ``signInFailureLimit`` failed sign-ins for one name
/// within ``signInFailureWindow``, that name is refused without looking at the password until the
/// window, counted from the first of those failures, has passed. A successful sign-in clears
/// the count. Counted for every name asked, known or not, so it tells nothing of who exists
/// (until the next prune, which forgets the names no one has: ``pruneSignInFailures(now:graceSeconds:)``).
extension TeamStore {
    /// How many failures a name may have in one window.
    public static let signInFailureLimit = 5
    /// The window, in seconds: 15 minutes.
    public static let signInFailureWindow: TimeInterval = 15 * 60

    /// The seconds until `name` may try again at `now`, or nil when it may now.
    public func signInWait(for name: String, now: Date) throws(TeamError) -> Int? {
        let rows = try connection.execute("SELECT failures, first_ms FROM sign_in_failures WHERE name = $1", [name])
        guard let row = rows.rows.first, row.count == 2, let failures = row[0].flatMap({ Int($0) }),
              let first = row[1].flatMap({ Int64($0) }) else { return nil }
        let ends = Double(first) / 1000 + TeamStore.signInFailureWindow
        guard failures >= TeamStore.signInFailureLimit, ends > now.timeIntervalSince1970 else { return nil }
        return Int((ends - now.timeIntervalSince1970).rounded(.up))
    }

    /// Counts a failed sign-in for `name` at `now` (a window that has passed starts again).
    public func recordSignInFailure(for name: String, now: Date) throws(TeamError) {
        let nowMs = Int64(now.timeIntervalSince1970 * 1000)
        let windowMs = Int64(TeamStore.signInFailureWindow * 1000)
        try connection.execute("""
            INSERT INTO sign_in_failures AS f (name, failures, first_ms) VALUES ($1, 1, $2)
            ON CONFLICT (name) DO UPDATE SET
                failures = CASE WHEN f.first_ms + $3 <= $2 THEN 1 ELSE f.failures + 1 END,
                first_ms = CASE WHEN f.first_ms + $3 <= $2 THEN $2 ELSE f.first_ms END
            """, [name, String(nowMs), String(windowMs)])
    }

    /// Forgets the failed sign-ins of `name` (after a successful one).
    public func clearSignInFailures(for name: String) throws(TeamError) {
        try connection.execute("DELETE FROM sign_in_failures WHERE name = $1", [name])
    }

    /// Reserves one password check for `name` at `now`, in one statement: the row's lock makes
    /// the count and the reservation one step, so however many sign-ins for a name arrive at
    /// once, exactly ``signInFailureLimit`` are let through in a window. Returns the seconds to
    /// wait when the name has no check left, or nil when this one is reserved (a failure then
    /// leaves it counted; ``clearSignInFailures(for:)`` after a success).
    public func reserveSignInAttempt(for name: String, now: Date) throws(TeamError) -> Int? {
        let nowMs = Int64(now.timeIntervalSince1970 * 1000)
        let windowMs = Int64(TeamStore.signInFailureWindow * 1000)
        let reserved = try connection.execute("""
            INSERT INTO sign_in_failures AS f (name, failures, first_ms) VALUES ($1, 1, $2)
            ON CONFLICT (name) DO UPDATE SET
                failures = CASE WHEN f.first_ms + $3 <= $2 THEN 1 ELSE f.failures + 1 END,
                first_ms = CASE WHEN f.first_ms + $3 <= $2 THEN $2 ELSE f.first_ms END
            WHERE f.first_ms + $3 <= $2 OR f.failures < $4
            RETURNING failures
            """, [name, String(nowMs), String(windowMs), String(TeamStore.signInFailureLimit)])
        if reserved.scalar != nil { return nil }
        return try signInWait(for: name, now: now) ?? 1
    }

    /// Deletes the failure rows whose window has passed at `now`, and those of names no person
    /// has once their first failure is `graceSeconds` old, so strangers trying made-up names
    /// cannot fill the table (a team server does it every ten minutes); how many went.
    @discardableResult
    public func pruneSignInFailures(now: Date, graceSeconds: TimeInterval = 60) throws(TeamError) -> Int {
        let nowMs = Int64(now.timeIntervalSince1970 * 1000)
        return try connection.execute("""
            DELETE FROM sign_in_failures f
            WHERE f.first_ms + $2 <= $1
               OR (f.first_ms + $3 <= $1 AND NOT EXISTS (SELECT 1 FROM people p WHERE p.name = f.name))
            """, [String(nowMs), String(Int64(TeamStore.signInFailureWindow * 1000)), String(Int64(graceSeconds * 1000))]).affected
    }
}
