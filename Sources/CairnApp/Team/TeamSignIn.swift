import CairnTeam
import Foundation

/// Signing in to a team server and finding who a request is for: by the session cookie's token
/// (browsers) or by the API key (editor plugins). Every refusal of a sign-in reads the same, so
/// an answer never tells whether a name exists or is disabled.
public enum TeamSignIn {
    /// What became of a sign-in.
    public enum Outcome: Sendable, Hashable {
        /// Signed in: the person and the new session's token (the cookie's value).
        case signedIn(Person, token: String)
        /// A wrong name, a wrong password or a disabled person: the one message for all three.
        case refused
        /// Too many failed sign-ins for this name lately: the seconds to wait.
        case throttled(seconds: Int)
        /// Every password-check slot stayed taken for the checks' patience (``PasswordChecks``):
        /// nothing was checked or counted against the name; try again in a few seconds.
        case busy
    }

    /// The one message of a refused sign-in.
    public static let refusal = "wrong name or password"

    /// Signs `name` in with `password` at `now`, throttled per name
    /// (``TeamStore/signInFailureLimit`` failures in ``TeamStore/signInFailureWindow``), the
    /// password checked in one of `checks`' slots.
    public static func signIn(_ connections: TeamConnections, checks: PasswordChecks, name: String, password: String,
                              now: Date) throws(AppError) -> Outcome {
        try call { () throws(TeamError) -> Outcome in
            let store = try connections.store()
            if let wait = try store.signInWait(for: name, now: now) { return .throttled(seconds: wait) }
            let checked: Person?
            do throws(TeamError) {
                checked = try checks.run { () throws(TeamError) -> Person in try store.signIn(name, password: password) }
            } catch .refused {
                try store.recordSignInFailure(for: name, now: now)
                return .refused
            }
            guard let person = checked else { return .busy }
            try store.clearSignInFailures(for: name)
            return .signedIn(person, token: try store.startSession(for: person, now: now))
        }
    }

    /// The person signed in under `token` at `now`, or nil (no such session, expired, disabled,
    /// removed).
    public static func person(_ connections: TeamConnections, session token: String, now: Date) throws(AppError) -> Person? {
        try call { () throws(TeamError) -> Person? in
            do throws(TeamError) {
                return try connections.store().person(forSession: token, now: now)
            } catch .refused {
                return nil
            }
        }
    }

    /// The person whose API key is `key`, or nil (unknown key, disabled person).
    public static func person(_ connections: TeamConnections, key: String) throws(AppError) -> Person? {
        try call { () throws(TeamError) -> Person? in
            do throws(TeamError) {
                return try connections.store().person(forKey: key)
            } catch .refused {
                return nil
            } catch .notFound {
                return nil
            }
        }
    }

    /// Ends the session of `token`.
    public static func signOut(_ connections: TeamConnections, session token: String) throws(AppError) {
        try call { () throws(TeamError) in try connections.store().endSession(token) }
    }

    /// Runs a team store call, a database failure becoming ``AppError/failure(_:)``.
    static func call<T>(_ body: () throws(TeamError) -> T) throws(AppError) -> T {
        do {
            return try body()
        } catch {
            throw .failure("the team database: \(error.description)")
        }
    }
}
