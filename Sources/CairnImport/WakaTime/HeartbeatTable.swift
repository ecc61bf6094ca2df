import CairnCore
import Foundation

/// Heartbeats held as columns: one contiguous array of times and small integer ids for the
/// text fields, every distinct text stored once.
///
/// Read one with ``parse(_:file:)``, gather several files with ``append(_:)``, then
/// ``join(timeout:)`` them into sessions.
public struct HeartbeatTable: Sendable, Hashable {
    var strings = ByteInterner()
    var times: [Double] = []
    var entities: [Int32] = []
    var types: [Int32] = []
    var projects: [Int32] = []
    var branches: [Int32] = []
    var languages: [Int32] = []
    var editors: [Int32] = []
    var agents: [Int32] = []

    /// An empty table.
    public init() {}

    /// How many heartbeats the table holds (duplicates included).
    public var count: Int { times.count }

    /// Adds every heartbeat of `other`.
    public mutating func append(_ other: HeartbeatTable) {
        var remap = [Int32](repeating: 0, count: other.strings.count)
        for id in 1..<max(1, other.strings.count) {
            var text = other.strings.string(Int32(id))
            remap[id] = text.withUTF8 { strings.intern(UnsafeRawBufferPointer($0)) }
        }
        times.append(contentsOf: other.times)
        entities.append(contentsOf: other.entities.map { remap[Int($0)] })
        types.append(contentsOf: other.types.map { remap[Int($0)] })
        projects.append(contentsOf: other.projects.map { remap[Int($0)] })
        branches.append(contentsOf: other.branches.map { remap[Int($0)] })
        languages.append(contentsOf: other.languages.map { remap[Int($0)] })
        editors.append(contentsOf: other.editors.map { remap[Int($0)] })
        agents.append(contentsOf: other.agents.map { remap[Int($0)] })
    }

    /// Joins the heartbeats into sessions by WakaTime's rule (see ``HeartbeatJoiner``).
    ///
    /// Heartbeats are sorted by time; duplicates (same time, entity, type, project, branch and
    /// language) are dropped first. **A change of project ends a session** (WakaTime's durations
    /// and Wakapi's summaries are per project), so every session has one project; when the
    /// next project's heartbeat came within the timeout, the gap counts for the earlier project.
    /// A session's language and editor are the first non-empty ones among its heartbeats.
    /// Zero-length sessions (lone heartbeats) are left out and counted in the stats.
    ///
    /// - Parameter timeout: the keystroke timeout in seconds (WakaTime's default is 15 minutes).
    public func join(timeout: Double = WakaTimeHeartbeats.defaultTimeout, source: String = "wakatime") -> HeartbeatImport {
        let n = times.count
        let order = sortedOrder()
        // Drop duplicates: equal times are adjacent after sorting.
        var keptTimes: [Double] = []
        var keptRows: [Int32] = []
        var keptKeys: [Int32] = []
        keptTimes.reserveCapacity(n)
        keptRows.reserveCapacity(n)
        keptKeys.reserveCapacity(n)
        // A run of equal times is checked against a set of the run's kept fields (O(1) each, so
        // 160,000 heartbeats of one instant cost no more than 160,000 of different ones); a run of
        // one, the common case, needs no set.
        var runStart = 0
        var seen = Set<DuplicateKey>()
        var seenRun = -1
        for row in order {
            let r = Int(row)
            let time = times[r]
            if keptTimes.isEmpty || keptTimes[keptTimes.count - 1] != time {
                runStart = keptTimes.count
            } else {
                if seenRun != runStart {
                    seen.removeAll(keepingCapacity: true)
                    seen.insert(duplicateKey(Int(keptRows[runStart])))
                    seenRun = runStart
                }
                if !seen.insert(duplicateKey(r)).inserted { continue }
            }
            keptTimes.append(time)
            keptRows.append(row)
            keptKeys.append(projects[r])
        }
        let spans = HeartbeatJoiner.join(times: keptTimes, keys: keptKeys, timeout: timeout)
        var names: [Int32: String] = [:]
        var agentEditors: [Int32: String?] = [:]
        func name(_ id: Int32) -> String? {
            guard id != 0 else { return nil }
            if let known = names[id] { return known }
            let text = strings.string(id)
            names[id] = text
            return text
        }
        func editor(_ row: Int) -> String? {
            if let direct = name(editors[row]) { return direct }
            let agent = agents[row]
            guard agent != 0 else { return nil }
            if let known = agentEditors[agent] { return known }
            let parsed = UserAgentEditor.editor(from: strings.string(agent))
            agentEditors[agent] = parsed
            return parsed
        }
        var sessions: [Session] = []
        var lone = 0
        for span in spans {
            guard span.end > span.start else { lone += 1; continue }
            var language: String?
            var editorName: String?
            for k in span.first...span.last where language == nil || editorName == nil {
                let row = Int(keptRows[k])
                if language == nil { language = name(languages[row]) }
                if editorName == nil { editorName = editor(row) }
            }
            sessions.append(Session(start: Date(timeIntervalSince1970: span.start), seconds: span.seconds,
                                    project: name(keptKeys[span.first]), language: language,
                                    editor: editorName, source: source))
        }
        let stats = HeartbeatStats(heartbeatsRead: n, duplicatesDropped: n - keptTimes.count, loneHeartbeats: lone)
        return HeartbeatImport(sessions: sessions, stats: stats)
    }

    /// Every heartbeat as its fields, in the order read (duplicates included).
    public var rows: [HeartbeatRow] {
        func text(_ id: Int32) -> String { id == 0 ? "" : strings.string(id) }
        return times.indices.map { i in
            let editor = editors[i] != 0 ? text(editors[i]) : (agents[i] != 0 ? UserAgentEditor.editor(from: text(agents[i])) ?? "" : "")
            return HeartbeatRow(time: times[i], entity: text(entities[i]), type: text(types[i]), project: text(projects[i]),
                                branch: text(branches[i]), language: text(languages[i]), editor: editor)
        }
    }

    /// Adds one heartbeat from its fields (empty text is "none").
    public mutating func append(_ row: HeartbeatRow) {
        func id(_ text: String) -> Int32 {
            guard !text.isEmpty else { return 0 }
            var copy = text
            return copy.withUTF8 { strings.intern(UnsafeRawBufferPointer($0)) }
        }
        times.append(row.time)
        entities.append(id(row.entity))
        types.append(id(row.type))
        projects.append(id(row.project))
        branches.append(id(row.branch))
        languages.append(id(row.language))
        editors.append(id(row.editor))
        agents.append(0)
    }

    /// The fields of WakaTime's duplicate rule besides the time, as the interned ids of row `r`.
    private func duplicateKey(_ r: Int) -> DuplicateKey {
        DuplicateKey(entity: entities[r], type: types[r], project: projects[r], branch: branches[r], language: languages[r])
    }

    /// Row numbers in time order (stable); no sort when the rows already are in order.
    private func sortedOrder() -> [Int32] {
        var order = (0..<Int32(times.count)).map { $0 }
        var sorted = true
        for i in times.indices.dropFirst() where times[i] < times[i - 1] {
            sorted = false
            break
        }
        if !sorted {
            times.withUnsafeBufferPointer { t in
                order.sort { t[Int($0)] < t[Int($1)] || (t[Int($0)] == t[Int($1)] && $0 < $1) }
            }
        }
        return order
    }
}

/// What makes two heartbeats of the same instant duplicates: the same entity, type, project,
/// branch and language (interned ids of one table).
private struct DuplicateKey: Hashable {
    var entity: Int32
    var type: Int32
    var project: Int32
    var branch: Int32
    var language: Int32
}
