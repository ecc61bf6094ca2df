import CairnCore
import CairnStore
import CairnTeam
import Foundation

/// One person's slice of a team database, as a ``CodingStore``: every query is keyed by
/// `person_id`, so nothing read or written here is anyone else's.
package final class TeamPersonStore: CodingStore {
    /// The team database's connection (the calling thread's).
    package let store: TeamStore
    /// Whose rows.
    package let person: Person
    /// Whether its changes are a server's request's (kept on each change's row, team migration 9).
    package let byRequest: Bool

    package init(store: TeamStore, person: Person, byRequest: Bool = false) {
        self.store = store
        self.person = person
        self.byRequest = byRequest
    }

    package var defaultTimeZone: String? { person.timeZone }

    package func goalHistory() throws -> GoalHistory? { try store.goalHistory(of: person) }
    package func saveGoalHistory(_ history: GoalHistory) throws { try store.saveGoalHistory(history, for: person) }

    package func goalHoldDates() throws -> Set<LocalDate> {
        var dates: Set<LocalDate> = []
        for disruption in try disruptions() where disruption.coversAll {
            for date in disruption.from...disruption.to { dates.insert(date) }
        }
        return dates
    }

    package func disruptions() throws -> [Disruption] { try store.holds(of: person).map(\.disruption) }
    package func dayTotals() throws -> [LocalDate: Double] { try store.importedDayTotals(of: person) }

    /// The person's per-day summary (``CairnTeam/TeamStore/summaryDayTotals(of:for:from:count:)``),
    /// rebuilt first when a write left it stale.
    package func sessionDayTotals(for history: GoalHistory, from first: LocalDate, count: Int) throws -> (start: LocalDate, totals: [DayTotals])? {
        try store.summaryDayTotals(of: person, for: history, from: first, count: count)
    }

    /// None is kept: an all-time read sweeps every session of the range.
    package func codingSummaryMark(for history: GoalHistory, layout: DayLayout, rangeStart: Double, end: Double) throws -> CodingSummaryMark? {
        nil
    }

    /// Never asked: there is no mark to read days before.
    package func codingSummaryDays(project: String, from first: LocalDate, count: Int) throws -> [Double] { [] }

    package func sessionSpans(overlapping start: Double, _ end: Double) throws -> [TimeSpan] {
        try store.sessionSpans(of: person, overlapping: start, end)
    }

    package func sessions(overlapping start: Double, _ end: Double) throws -> [Session] {
        try store.sessions(of: person, overlapping: start, end)
    }

    package func firstSessionStart() throws -> Double? { try store.firstSessionStart(of: person) }

    package func mergedSessionSpans(until now: Date) throws -> [TimeSpan] {
        TimeSpan.clipped(TimeSpan.union(try store.sessionSpans(of: person)), at: now.timeIntervalSince1970)
    }

    package func projectSpan(_ project: String?) throws -> TimeSpan? { try store.projectSpan(of: person, project: project) }
    package func projectSpans() throws -> [(name: String, first: Double, last: Double)] { try store.projectSpans(of: person) }

    /// The team store takes only heartbeats within ``HeartbeatLimits``: nothing implausible is stored.
    package func implausibleCounts() throws -> ImplausibleCounts { ImplausibleCounts() }

    /// The person's sessions, by the SQLite store's rule (the same counts and span).
    package func importSessions(_ sessions: [Session], progress: (Int) -> Void) throws -> ImportSummary {
        let counts = try store.importSessions(sessions, for: person, progress: progress)
        var summary = ImportSummary(added: counts.added, duplicates: counts.duplicates)
        for session in sessions {
            let end = session.start.addingTimeInterval(session.seconds)
            summary.earliest = min(summary.earliest ?? session.start, session.start)
            summary.latest = max(summary.latest ?? end, end)
        }
        return summary
    }

    /// The person's imported day totals, refused in the SQLite store's words when implausible.
    package func importDayTotals(_ totals: [(date: LocalDate, seconds: Double)], source: String) throws -> ImportSummary {
        for total in totals where !(Plausible.isDate(total.date) && Plausible.isDayTotal(total.seconds)) {
            throw TeamError.conflict("a day total of \(total.seconds) s on \(total.date) is outside the plausible range; nothing was stored")
        }
        let added = try store.insertImportedDayTotals(totals, source: source, for: person)
        return ImportSummary(added: added, duplicates: totals.count - added)
    }

    package func receiveHeartbeats(_ rows: [HeartbeatRow]) throws -> [Bool] { try store.receiveHeartbeats(rows, for: person) }
    package func lastHeartbeat() throws -> HeartbeatRow? { try store.lastHeartbeat(of: person) }

    /// A new key (only its hash is stored, so an existing one cannot be shown: asking without
    /// `rotate` when there is one is a conflict that says to rotate).
    package func apiKey(rotate: Bool) throws -> String {
        do throws(TeamError) {
            return try store.makeKey(for: person.name, rotate: rotate)
        } catch .conflict {
            throw TeamError.conflict("your key was shown once when it was made and only its hash is kept; "
                + "rotate it for a new one (editors with the old key are refused from then on)")
        }
    }

    package func setting(_ key: String) throws -> String? { try store.setting(key, of: person) }

    package func encouragement() throws -> EncouragementSettings {
        var stored: [String: String] = [:]
        for key in [EncouragementSettings.streaksKey, EncouragementSettings.achievementsKey, EncouragementSettings.gettingStartedKey] {
            if let value = try setting(key) { stored[key] = value }
        }
        return EncouragementSettings(settings: stored)
    }

    package func setEncouragement(_ key: String, on: Bool) throws { try store.setSetting(key, to: on ? "on" : "off", for: person) }
    package func seenMoments() throws -> Set<String> { try store.seenMoments(of: person) }
    package func saveSeenMoments(_ keys: Set<String>) throws { try store.saveSeenMoments(keys, for: person) }
    package func setSetting(_ key: String, to value: String) throws { try store.setSetting(key, to: value, for: person) }

    /// One transaction with the person's row locked (`FOR NO KEY UPDATE`: the rows that refer to
    /// it are still written meanwhile), so two servers never run it for one person at once.
    package func exclusively<T>(_ body: () throws -> T) throws -> T {
        try store.connection.anyTransaction {
            try store.lockPerson(person)
            return try body()
        }
    }

    /// Runs `body` in one transaction (a write and the moments it marks seen commit together)
    /// recorded as one change of the person's, labelled `label`, as a personal database does: a
    /// change that wrote nothing undoable is not kept. Inside a change already open, `body` is
    /// part of that one.
    package func change<T>(_ label: String, now: Date, kept: (Int64) -> Void, _ body: () throws -> T) throws -> T {
        var keptID: Int64?
        let result = try store.connection.anyTransaction {
            if try store.openChangeID() != nil { return try body() }
            let id = try store.openChange(label, at: now, for: person, byRequest: byRequest)
            let result = try body()
            if try store.closeChange(id, for: person) { keptID = id }
            return result
        }
        if let keptID { kept(keptID) }
        return result
    }

    /// Whether the person's change `id` was made by a server's request (any server's).
    package func madeByRequest(_ id: Int64) throws -> Bool { try store.madeByRequest(id, of: person) }

    package func changes() throws -> [Change] {
        try store.changes(of: person).map { Change(id: $0.id, label: $0.label, at: $0.at) }
    }

    package func undo(expecting expected: Int64?) throws -> Change? {
        try store.undo(of: person, expecting: expected).map { Change(id: $0.id, label: $0.label, at: $0.at) }
    }
}
