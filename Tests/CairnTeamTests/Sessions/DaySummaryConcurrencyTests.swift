import CairnCore
@testable import CairnTeam
import Dispatch
import Foundation
import Testing

/// The per-day summary under writers that are not the live re-join (an import, an undo): a read
/// that rebuilds a stale summary while such a write is open must wait for it, or the summary
/// would be marked fresh without the write's sessions, and stay so.
@Suite("The team's day summary with a write open beside a rebuild")
struct DaySummaryConcurrencyTests {
    /// What the reader thread saw, handed back to the test.
    final class Outcome: @unchecked Sendable {
        private let lock = NSLock()
        private var value: Result<[DayTotals], TeamError>?
        func set(_ result: Result<[DayTotals], TeamError>) { lock.withLock { value = result } }
        func get() -> Result<[DayTotals], TeamError>? { lock.withLock { value } }
    }

    static let first = LocalDate(iso: "2026-03-01") ?? LocalDate(daysSinceEpoch: 0)

    static func history() throws -> GoalHistory {
        GoalHistory(GoalConfig(dailyGoalMinutes: 60, timeZoneIdentifier: "UTC"))
    }

    /// `start` (epoch milliseconds) as one hour of person `id`'s coding.
    static func session(_ id: String, _ start: Int64) -> (String, [String?]) {
        ("INSERT INTO person_sessions (person_id, start_ms, duration_ms, project, language, editor) VALUES ($1, $2, 3600000, 'cairn', '', '')",
         [id, String(start)])
    }

    @Test("a rebuild meeting an open import waits for its commit, so the summary is never fresh without its sessions")
    func rebuildWaitsForOpenWrite() throws {
        let (store, address) = try TeamDatabase.store()
        let ada = try store.addPerson("ada", password: "correct horse staple")
        let id = String(ada.id)
        let history = try Self.history()
        try store.saveGoalHistory(history, for: ada)
        // 2026-03-02, -03 and -04, 09:00 UTC.
        let (insert, day2) = Self.session(id, 1_772_442_000_000)
        try store.connection.execute(insert, day2)
        _ = try store.summaryDayTotals(of: ada, for: history, from: Self.first, count: 7)
        try store.connection.execute(insert, Self.session(id, 1_772_528_400_000).1)
        // Stale now: the case where marking it stale again took no lock.
        let writer = try PGConnection(address)
        try writer.execute("BEGIN")
        try writer.execute(insert, Self.session(id, 1_772_614_800_000).1)
        let outcome = Outcome(), done = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            defer { done.signal() }
            do throws(TeamError) {
                let reader = try TeamStore(address: address)
                let read = try reader.summaryDayTotals(of: ada, for: history, from: Self.first, count: 7)
                outcome.set(.success(read?.totals ?? []))
            } catch {
                outcome.set(.failure(error))
            }
        }
        // Long enough for a rebuild that does not wait to finish with the snapshot before the commit.
        Thread.sleep(forTimeInterval: 0.5)
        try writer.execute("COMMIT")
        done.wait()
        let seen = try #require(try outcome.get()?.get())
        #expect(seen.map(\.codedSeconds) == [0, 3_600, 3_600, 3_600, 0, 0, 0], "the reader waited and counted the import")
        // And what is stored is what a rebuild from every session gives.
        let kept = try #require(try store.summaryDayTotals(of: ada, for: history, from: Self.first, count: 7)).totals
        try store.markSummaryStale(of: ada)
        let rebuilt = try #require(try store.summaryDayTotals(of: ada, for: history, from: Self.first, count: 7)).totals
        #expect(kept == rebuilt)
        #expect(kept.map(\.codedSeconds) == [0, 3_600, 3_600, 3_600, 0, 0, 0])
    }

    @Test("removing a person whose summary is kept leaves no summary row behind")
    func removal() throws {
        let (store, _) = try TeamDatabase.store()
        let ada = try store.addPerson("ada", password: "correct horse staple")
        let history = try Self.history()
        try store.saveGoalHistory(history, for: ada)
        let (insert, row) = Self.session(String(ada.id), 1_772_442_000_000)
        try store.connection.execute(insert, row)
        _ = try store.summaryDayTotals(of: ada, for: history, from: Self.first, count: 7)
        _ = try store.removePerson("ada")
        #expect(try store.connection.execute("SELECT count(*) FROM person_summary").scalar == "0")
        #expect(try store.connection.execute("SELECT count(*) FROM person_sessions").scalar == "0")
    }
}
