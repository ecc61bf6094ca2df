import CairnCore
import CairnImport
import CairnStore
import Foundation

/// The WakaTime-compatible endpoint, apart from HTTP: what `cairn serve` answers to an editor
/// plugin's WakaTime CLI (`api_url` pointing at Cairn).
///
/// Heartbeats are stored as they arrive (a duplicate by WakaTime's rule — same time, entity,
/// type, project, branch and language — is dropped, so a retried offline queue adds nothing,
/// and so is one beyond ``Store/heartbeatsPerInstant`` at its instant), and the sessions they
/// touch are joined again with the same joiner as `cairn import wakatime`, so an export and the
/// live feed give the same days. A heartbeat beyond ``HeartbeatLimits`` is refused with 400
/// (in a bulk, that heartbeat's own response).
public enum WakaTimeEndpoint {
    /// An answer: the HTTP status and a JSON body.
    public struct Reply: Sendable, Hashable {
        /// The HTTP status.
        public var status: Int
        /// The JSON body.
        public var body: Data
        /// For a 503: the seconds after which to try again (`Retry-After`).
        public var retryAfter: Int?
    }

    /// Joins stored heartbeats (sorted by time, then arrival) into the live feed's sessions.
    @Sendable public static func join(_ stored: [HeartbeatRow], timeout: Double) -> [Session] {
        var joined = HeartbeatTable()
        for row in stored { joined.append(row) }
        return joined.join(timeout: timeout, source: Store.liveSource).sessions
    }

    /// Whether a request carries this database's key in a form the WakaTime CLIs send:
    /// `Authorization: Basic base64(key)` (or `base64(key:)`), `Authorization: Bearer key`, or
    /// `?api_key=key`. Compared in constant time.
    public static func authorized(authorization: String?, queryKey: String?, key: String) -> Bool {
        offeredKeys(authorization: authorization, queryKey: queryKey).contains { constantTimeEqual($0, key) }
    }

    /// The keys a request offers, in the forms ``authorized(authorization:queryKey:key:)`` takes
    /// (a team server looks each up to find whose it is).
    public static func offeredKeys(authorization: String?, queryKey: String?) -> [String] {
        var offered: [String] = []
        if let queryKey { offered.append(queryKey) }
        if let authorization {
            let parts = authorization.split(separator: " ", maxSplits: 1).map(String.init)
            if parts.count == 2 {
                switch parts[0].lowercased() {
                case "bearer": offered.append(parts[1].trimmingCharacters(in: .whitespaces))
                case "basic":
                    if let data = Data(base64Encoded: parts[1].trimmingCharacters(in: .whitespaces)) {
                        let decoded = String(decoding: data, as: UTF8.self)
                        offered.append(decoded.hasSuffix(":") ? String(decoded.dropLast()) : decoded)
                        if let user = decoded.split(separator: ":", maxSplits: 1).first { offered.append(String(user)) }
                    }
                default: break
                }
            }
        }
        return offered
    }

    /// `POST …/users/current/heartbeats` (one heartbeat or an array; `bulk` false) and
    /// `…/heartbeats.bulk` (`bulk` true), answered as WakaTime does: 201 with the heartbeat, or
    /// for the bulk form 201 with `{"responses": [[{"data": …}, 201], …]}`; 503 with
    /// `Retry-After` when the database cannot take them now (nothing stored).
    ///
    /// A heartbeat beyond ``HeartbeatLimits`` at `now` is refused: in a bulk alone, its own
    /// response `[{"error": …}, 400]` naming the field while the others are stored (400 for the
    /// whole bulk only when none is left); otherwise the whole request, with 400.
    public static func heartbeats(body: Data, bulk: Bool, store: Store, now: Date) -> Reply {
        heartbeats(body: body, bulk: bulk, now: now) { rows in .stored(try store.receiveHeartbeats(rows, join: join)) }
    }

    /// The same, with `receive` deciding where the heartbeats go: stored (201), or queued to be
    /// stored later (202, each heartbeat's `data` saying `"queued": true`).
    package static func heartbeats(body: Data, bulk: Bool, now: Date,
                                   receive: ([HeartbeatRow]) throws -> HeartbeatOutcome) -> Reply {
        let table: HeartbeatTable
        do {
            table = try HeartbeatTable.parse(body, file: "the request")
        } catch {
            return reply(400, ["error": error.description])
        }
        let rows = table.rows
        guard !rows.isEmpty else { return reply(400, ["error": "no heartbeats in the request"]) }
        var refused: [Int: String] = [:]
        for (index, row) in rows.enumerated() {
            if let refusal = HeartbeatLimits.refusal(row, index: index, now: now.timeIntervalSince1970) {
                // One bad heartbeat never fails the bulk it came with (the CLI would send the
                // others again for ever, or drop them); a single request is all or nothing.
                guard bulk else { return reply(400, ["error": refusal + "; nothing of the request was stored"]) }
                refused[index] = refusal
            }
        }
        if refused.count == rows.count, let first = refused[0] {
            return reply(400, ["error": first + (rows.count == 1 ? "" : " (and every other heartbeat was refused too)")
                + "; nothing of the request was stored"])
        }
        let taken = refused.isEmpty ? rows : rows.enumerated().filter { refused[$0.offset] == nil }.map(\.element)
        let outcome: HeartbeatOutcome
        do {
            outcome = try receive(taken)
        } catch {
            // Nothing was stored: the client keeps the heartbeats and sends them again. What the
            // store said (a path, a database's own words) goes to the server's log, not the client.
            Logger(label: "heartbeats").error("\(taken.count) heartbeats answered 503: \(error)")
            var answer = reply(503, ["error": "cannot store the heartbeats now (the server's log says why); nothing was kept, send them again later"])
            answer.retryAfter = 30
            return answer
        }
        let status: Int
        let fresh: [Bool]?
        switch outcome {
        case let .stored(stored): (status, fresh) = (201, stored)
        case .queued: (status, fresh) = (202, nil)
        }
        // A bulk's answer is written straight into bytes (the same bytes; see HeartbeatReplyJSON).
        if bulk {
            return Reply(status: status, body: HeartbeatReplyJSON.bulk(rows, fresh: fresh, status: status, refused: refused), retryAfter: nil)
        }
        let documents = fresh.map { zip(rows, $0).map { row, new in document(row, new: new) } } ?? rows.map { document($0, new: nil) }
        return reply(status, documents.count == 1 ? ["data": documents[0]] : ["data": documents])
    }

    /// `GET …/users/current/statusbar/today`: today's coded time in WakaTime's shape, for an
    /// editor's status bar.
    public static func statusbarToday(store: Store, engine: GoalEngine, now: Date) -> Reply {
        statusbarToday(of: store, engine: engine, now: now)
    }

    /// The same, from any coding store (the person's, in team mode).
    package static func statusbarToday(of store: any CodingStore, engine: GoalEngine, now: Date) -> Reply {
        let today = engine.date(of: now)
        do {
            let merged = try store.mergedSessionSpans(until: now)
            let day = engine.verdicts(merged: merged, from: today, through: today, seriesStart: engine.seriesStart(merged: merged),
                                      today: today, onHold: [], dayTotals: try store.dayTotals())[0]
            let seconds = day.codedSeconds
            let minutesTotal = Int(seconds / 60)
            let hours = minutesTotal / 60, minutes = minutesTotal % 60
            let text = hours == 0 ? "\(minutes) min\(minutes == 1 ? "" : "s")"
                : "\(hours) hr\(hours == 1 ? "" : "s") \(minutes) min\(minutes == 1 ? "" : "s")"
            let layout = engine.layout(from: today, through: today)
            let grandTotal: [String: Any] = [
                "decimal": String(format: "%.2f", seconds / 3600), "digital": String(format: "%d:%02d", hours, minutes),
                "hours": hours, "minutes": minutes, "text": text, "total_seconds": seconds,
            ]
            let range: [String: Any] = [
                "date": "\(today)", "text": "Today", "timezone": engine.config(on: today).timeZoneIdentifier,
                "start": InstantText.timestamp(Date(timeIntervalSince1970: layout.bounds[0])),
                "end": InstantText.timestamp(Date(timeIntervalSince1970: layout.bounds[1])),
            ]
            return reply(200, ["data": ["grand_total": grandTotal, "range": range, "categories": [[String: Any]]()] as [String: Any],
                               "cached_at": InstantText.timestamp(now)])
        } catch {
            return reply(500, ["error": "cannot read today's sessions: \(error)"])
        }
    }

    /// The 401 answer for a missing or wrong key.
    public static var unauthorized: Reply {
        reply(401, ["error": "a missing or wrong API key; `cairn key` prints this database's key for ~/.wakatime.cfg"])
    }

    /// A heartbeat's `data`: `"duplicate"` says whether it was not stored (a duplicate, or
    /// beyond the instant's cap); `new` nil means queued, not yet known.
    private static func document(_ row: HeartbeatRow, new: Bool?) -> [String: Any] {
        var document: [String: Any] = [
            "id": String(format: "%.3f", row.time) + ":" + row.entity, "time": row.time, "entity": row.entity, "type": row.type,
            "project": row.project, "branch": row.branch, "language": row.language,
        ]
        if let new { document["duplicate"] = !new } else { document["queued"] = true }
        return document
    }

    private static func reply(_ status: Int, _ object: [String: Any]) -> Reply {
        let body = (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data("{}".utf8)
        return Reply(status: status, body: body, retryAfter: nil)
    }

    private static func constantTimeEqual(_ a: String, _ b: String) -> Bool {
        let x = Array(a.utf8), y = Array(b.utf8)
        var difference = UInt8(x.count == y.count ? 0 : 1)
        for i in 0..<Swift.max(x.count, y.count) {
            difference |= (i < x.count ? x[i] : 0) ^ (i < y.count ? y[i] : 0)
        }
        return difference == 0
    }
}
