import CairnTeam
import Foundation

/// Signing in to a team server and finding who a request is for: by the session cookie's token
/// (browsers) or by the API key (editor plugins). Every refusal of a sign-in reads the same, so
/// an answer never tells whether a name exists or is disabled.
public enum TeamSignIn {
    /// What became of a sign-in.
    public enum Outcome: Sendable, Hashable {
        /// Signed in: the person, the new session's token (the cookie's value) and a new
        /// known-device token for the browser (``CairnTeam/KnownDevice``).
        case signedIn(Person, token: String, device: String)
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

    /// What a person is told when the team database cannot be reached or refused a statement
    /// (the details go to the server's standard error, never to the browser).
    public static let outage = "the team database is not answering at the moment; try again in a minute"

    /// Signs `name` in with `password` at `now`, the password checked in one of `checks`' slots
    /// and throttled per name (``TeamStore/signInFailureLimit`` checks in
    /// ``TeamStore/signInFailureWindow``, each reserved before it runs, so never one more),
    /// unless `device` is a known-device token of `name`'s: a browser that signed in as them
    /// before is not locked out by strangers' failures (nor counted). A name no person could
    /// have (``Person/refusal(ofName:)``) is refused before any query.
    public static func signIn(_ connections: TeamConnections, checks: PasswordChecks, name: String, password: String,
                              device: String? = nil, now: Date) throws(AppError) -> Outcome {
        if Person.refusal(ofName: name) != nil { return .refused }
        return try call { () throws(TeamError) -> Outcome in
            let store = try connections.store()
            let known = try device.map { token throws(TeamError) in try store.isKnownDevice(token, for: name) } ?? false
            let checked: Checked?
            do throws(TeamError) {
                checked = try checks.run { () throws(TeamError) -> Checked in
                    if !known, let wait = try store.reserveSignInAttempt(for: name, now: now) { return .throttled(wait) }
                    return .person(try store.signIn(name, password: password))
                }
            } catch .refused {
                return .refused
            }
            let person: Person
            switch checked {
            case nil: return .busy
            case let .throttled(wait)?: return .throttled(seconds: wait)
            case let .person(found)?: person = found
            }
            // A known browser's success leaves strangers' failures counted, so they get no fresh tries.
            if !known { try store.clearSignInFailures(for: name) }
            return .signedIn(person, token: try store.startSession(for: person, now: now), device: try store.knownDevice(for: person))
        }
    }

    /// What a password-check slot found: the person, or the name's checks used up.
    private enum Checked {
        case person(Person)
        case throttled(Int)
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

    /// Runs a team store call; a database failure is logged on the server's standard error
    /// and becomes ``AppError/failure(_:)`` saying ``outage``, so no answer names the database,
    /// its address or its SQL.
    static func call<T>(_ body: () throws(TeamError) -> T) throws(AppError) -> T {
        do {
            return try body()
        } catch {
            Logger(label: "team").error("the team database: \(error.description)")
            throw .failure(outage)
        }
    }
}
