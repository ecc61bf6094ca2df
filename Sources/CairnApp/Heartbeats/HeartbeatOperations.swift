import CairnCore
import CairnTeam
import Foundation

/// The WakaTime endpoint as operations of a workspace: heartbeats into the workspace's store (the
/// SQLite file, or the person's rows of the team database) and the status bar from it.
extension Workspace {
    /// `POST …/heartbeats[.bulk]` into this workspace's store, answered as
    /// ``WakaTimeEndpoint/heartbeats(body:bulk:receive:)`` answers (a malformed or oversized
    /// heartbeat 400 before anything is opened; a store that cannot take them 503).
    ///
    /// `cairn serve` on a file sends heartbeats through its own writer and inbox instead (a
    /// SQLite file has one writer at a time); a team database takes each request's heartbeats
    /// on the request's own connection, so it needs no inbox.
    package func receiveHeartbeats(body: Data, bulk: Bool) -> WakaTimeEndpoint.Reply {
        WakaTimeEndpoint.heartbeats(body: body, bulk: bulk, now: now) { rows in
            let store = try openCodingStore(create: true)
            return .stored(try storeCall("cannot store the heartbeats") { try store.receiveHeartbeats(rows) })
        }
    }

    /// `GET …/statusbar/today` from this workspace's store; a store that cannot be read is a 500.
    package func statusbarToday() -> WakaTimeEndpoint.Reply {
        do throws(AppError) {
            let store = try openCodingStore()
            return WakaTimeEndpoint.statusbarToday(of: store, engine: try engine(store), now: now)
        } catch {
            return WakaTimeEndpoint.failure(500, "cannot read today's sessions: \(error.description)")
        }
    }
}

extension WakaTimeEndpoint {
    /// The person of the team whose key a request offers (any form the CLIs send), or `nil`:
    /// an unknown key, or a disabled person's.
    public static func person(authorization: String?, queryKey: String?, in store: TeamStore) -> Person? {
        for key in offeredKeys(authorization: authorization, queryKey: queryKey) {
            if let person = try? store.person(forKey: key) { return person }
        }
        return nil
    }

    /// An error answer.
    package static func failure(_ status: Int, _ message: String) -> Reply {
        let body = (try? JSONSerialization.data(withJSONObject: ["error": message], options: [.sortedKeys])) ?? Data("{}".utf8)
        return Reply(status: status, body: body, retryAfter: nil)
    }
}
