import Foundation

/// The throttle on guessing passwords: after ``signInFailureLimit`` failed sign-ins for one name
/// within ``signInFailureWindow``, that name is refused without looking at the password until the
/// window, counted from the first of those failures, has passed. A successful sign-in clears
/// the count. Counted for every name asked, known or not, so it tells nothing of who exists.
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
}
