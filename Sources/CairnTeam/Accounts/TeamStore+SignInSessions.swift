import Foundation

/// The sessions of signed-in browsers, kept in the database so any number of servers share them.
extension TeamStore {
    /// How long a session lasts after sign-in: 14 days.
    public static let sessionLifetime: TimeInterval = 14 * 86_400

    /// Starts a session for `person` at `now` and returns its token (the cookie's value; only
    /// its hash is stored).
    public func startSession(for person: Person, now: Date) throws(TeamError) -> String {
        let token = try SessionToken.make()
        let expires = Int64(((now.timeIntervalSince1970 + TeamStore.sessionLifetime) * 1000).rounded())
        try connection.execute("""
            INSERT INTO sign_in_sessions (person_id, token_hash, expires_ms) VALUES ($1, decode($2, 'hex'), $3)
            """, [String(person.id), APIKey.hex(SessionToken.hash(token)), String(expires)])
        // Expired sessions of this person go as a new one starts, so the table does not grow.
        try connection.execute("DELETE FROM sign_in_sessions WHERE person_id = $1 AND expires_ms <= $2",
                               [String(person.id), String(Int64(now.timeIntervalSince1970 * 1000))])
        return token
    }

    /// The person signed in under `token` at `now`: refused when no session has it, when it
    /// expired (its row is deleted then), or when they are disabled (removing a person removes
    /// their sessions).
    public func person(forSession token: String, now: Date) throws(TeamError) -> Person {
        let refused = TeamError.refused("not signed in, or the session ended; sign in again")
        guard SessionToken.isWellFormed(token) else { throw refused }
        let hash = APIKey.hex(SessionToken.hash(token)), instant = String(Int64(now.timeIntervalSince1970 * 1000))
        let rows = try connection.execute("""
            SELECT p.name FROM sign_in_sessions s JOIN people p ON p.id = s.person_id
            WHERE s.token_hash = decode($1, 'hex') AND s.expires_ms > $2 AND NOT p.disabled
            """, [hash, instant])
        guard let name = rows.scalar else {
            // Only on a refusal, so a live session's lookup stays one statement.
            try connection.execute("DELETE FROM sign_in_sessions WHERE token_hash = decode($1, 'hex') AND expires_ms <= $2",
                                   [hash, instant])
            throw refused
        }
        let person = try person(named: name)
        guard !person.disabled else { throw refused }
        return person
    }

    /// Deletes every session expired at `now`, of everyone (a team server does it every ten
    /// minutes); how many went.
    @discardableResult
    public func pruneExpiredSessions(now: Date) throws(TeamError) -> Int {
        try connection.execute("DELETE FROM sign_in_sessions WHERE expires_ms <= $1",
                               [String(Int64(now.timeIntervalSince1970 * 1000))]).affected
    }

    /// Ends the session of `token` (signing out); nothing happens when there is none.
    public func endSession(_ token: String) throws(TeamError) {
        guard SessionToken.isWellFormed(token) else { return }
        try connection.execute("DELETE FROM sign_in_sessions WHERE token_hash = decode($1, 'hex')",
                               [APIKey.hex(SessionToken.hash(token))])
    }

    /// Ends every session of `name` (signing out everywhere); how many ended.
    @discardableResult
    public func endSessions(of name: String) throws(TeamError) -> Int {
        let person = try person(named: name)
        return try connection.execute("DELETE FROM sign_in_sessions WHERE person_id = $1", [String(person.id)]).affected
    }

    /// How many live sessions `person` has at `now` (for tests and the admin).
    public func sessionCount(of person: Person, now: Date) throws(TeamError) -> Int {
        Int(try connection.execute("SELECT count(*) FROM sign_in_sessions WHERE person_id = $1 AND expires_ms > $2",
                                   [String(person.id), String(Int64(now.timeIntervalSince1970 * 1000))]).scalar ?? "0") ?? 0
    }
}
