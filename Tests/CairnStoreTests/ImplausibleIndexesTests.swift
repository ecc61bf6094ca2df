import CairnCore
@testable import CairnStore
import Foundation
import Testing

@Suite("The check before every read looks only at the rows outside the bounds")
struct ImplausibleIndexesTests {
    @Test("each count is answered from its table's partial index, not by scanning the table",
          arguments: ImplausibleIndexes.tables.map(\.table))
    func countsUseTheIndex(table: String) throws {
        try withTemporaryDatabase { path in
            let store = try Store(path: path)
            guard let item = ImplausibleIndexes.tables.first(where: { $0.table == table }) else {
                Issue.record("no index for \(table)")
                return
            }
            let plan = try store.connection.prepare(
                "EXPLAIN QUERY PLAN SELECT count(*) FROM \(table) WHERE \(ImplausibleIndexes.outside(item.condition))")
            try plan.bind([])
            var details: [String] = []
            while try plan.step() { details.append(plan.text(3) ?? "") }
            #expect(details.contains { $0.contains(item.index) }, "plan: \(details)")
            #expect(!details.contains { $0.hasPrefix("SCAN \(table)") && !$0.contains("INDEX") }, "plan: \(details)")
        }
    }

    @Test("the frozen conditions of migration 11 are the bounds the reads keep")
    func conditionsAreTheBounds() {
        #expect(ImplausibleIndexes.condition("sessions") == PlausibleRows.session)
        #expect(ImplausibleIndexes.condition("day_totals") == PlausibleRows.dayTotal)
        #expect(ImplausibleIndexes.condition("entries") == PlausibleRows.entry)
        #expect(ImplausibleIndexes.condition("disruptions") == PlausibleRows.disruption)
    }

    @Test("rows written out of bounds by hand, after the migration, are counted")
    func handWrittenRowsCounted() throws {
        try withTemporaryDatabase { path in
            let store = try Store(path: path)
            _ = try store.insertSessions([Session(start: Date(timeIntervalSince1970: 1_700_000_000), seconds: 600)])
            #expect(try store.implausibleCounts().isEmpty)
            try store.connection.execute("""
                INSERT INTO sessions (start_ms, duration_ms) VALUES (9000000000000000, 1000);
                INSERT INTO sessions (start_ms, duration_ms) VALUES (1700000000000, 9000000000000);
                INSERT INTO day_totals (day, seconds) VALUES (20000, 1e300);
                """)
            let counts = try store.implausibleCounts()
            #expect(counts.sessions == 2)
            #expect(counts.dayTotals == 1)
            try store.connection.execute("DELETE FROM sessions WHERE start_ms = 9000000000000000")
            #expect(try store.implausibleCounts().sessions == 1)
        }
    }

    @Test("a bound is a filter: reading every entry walks the table in row order, not the day index with a sort")
    func boundsDoNotPickAnIndex() throws {
        try withTemporaryDatabase { path in
            let store = try Store(path: path)
            let plan = try store.connection.prepare(
                "EXPLAIN QUERY PLAN SELECT trackable_id, day, value FROM entries WHERE \(PlausibleRows.entry) ORDER BY id")
            try plan.bind([])
            var details: [String] = []
            while try plan.step() { details.append(plan.text(3) ?? "") }
            #expect(details == ["SCAN entries"], "plan: \(details)")
        }
    }
}
