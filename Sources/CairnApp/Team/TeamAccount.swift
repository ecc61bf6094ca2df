import CairnTeam
import Foundation

/// What a signed-in person does to their own account from Settings: change their password
/// (with the current one) and sign out everywhere.
public enum TeamAccount {
    /// What became of a password change.
    public enum PasswordChange: Sendable, Hashable {
        /// Changed: every session ended; the browser's new session token and known-device token.
        case changed(token: String, device: String)
        /// The current password was wrong (nothing changed).
        case wrongPassword
        /// The new password is too weak: why.
        case weak(String)
        /// Every password-check slot was taken; nothing changed.
        case busy
    }

    /// Sets `person`'s password to `new` when `current` is theirs, checked in one of `checks`'
    /// slots, then ends every session of theirs and starts one for this browser at `now`.
    public static func changePassword(_ connections: TeamConnections, checks: PasswordChecks, person: Person,
                                      current: String, new: String, now: Date) throws(AppError) -> PasswordChange {
        if let refusal = PasswordHash.refusal(of: new, name: person.name) { return .weak(refusal) }
        return try TeamSignIn.call { () throws(TeamError) -> PasswordChange in
            let store = try connections.store()
            // Both Argon2id runs (the check and the new hash) in one slot.
            let done: Bool?
            do throws(TeamError) {
                done = try checks.run { () throws(TeamError) -> Bool in
                    _ = try store.signIn(person.name, password: current)
                    try store.setPassword(person.name, new)
                    return true
                }
            } catch .refused {
                return .wrongPassword
            } catch let .usage(message) {
                return .weak(message)
            }
            guard done != nil else { return .busy }
            return .changed(token: try store.startSession(for: person, now: now), device: try store.knownDevice(for: person))
        }
    }

    /// Ends every session of `person`, this browser's too; how many ended.
    @discardableResult
    public static func signOutEverywhere(_ connections: TeamConnections, person: Person) throws(AppError) -> Int {
        try TeamSignIn.call { () throws(TeamError) -> Int in try connections.store().endSessions(of: person.name) }
    }
}
