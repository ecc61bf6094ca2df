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

    @Test("the entries with items or tags are read from their partial index")
    func partsFromTheIndex() throws {
        try withTemporaryDatabase { path in
            let store = try Store(path: path)
            let plan = try store.connection.prepare("EXPLAIN QUERY PLAN SELECT id, items, tags FROM entries WHERE \(EntryParts.condition)")
            try plan.bind([])
            var details: [String] = []
            while try plan.step() { details.append(plan.text(3) ?? "") }
            #expect(details.contains { $0.contains("entries_with_parts") }, "plan: \(details)")
        }
    }

    @Test("the bounds checked in Swift keep exactly the entries the SQL condition keeps")
    func swiftBoundsAreTheSQL() throws {
        try withTemporaryDatabase { path in
            let store = try Store(path: path)
            // Edges of every bound, and values of the wrong type, as an older Cairn or a hand might write them.
            let days = ["0", "-1", "47481", "47482", "20000.5", "'20000'", "x'00'"]
            let values = ["NULL", "0", "1e12", "-1e12", "1.0000001e12", "-1e300", "'5'", "x'01'"]
            let instants = ["NULL", "0", "-1", "4102444799999", "4102444800000", "1e300", "'now'"]
            var rows: [String] = []
            for day in days { for value in values { for instant in instants { rows.append("(\(day), \(value), \(instant))") } } }
            try store.connection.execute("CREATE TEMP TABLE probe (day, value, instant_ms); INSERT INTO probe VALUES \(rows.joined(separator: ", "));")
            let condition = PlausibleRows.entry
            let read = try store.connection.prepare("SELECT day, value, instant_ms, \(condition) FROM probe")
            try read.bind([])
            var checked = 0
            while try read.step() {
                let sql = read.int64(3) == 1
                #expect(PlausibleRows.keepsEntry(read, day: 0, value: 1, instant: 2) == sql,
                        "day \(read.text(0) ?? "NULL") value \(read.text(1) ?? "NULL") instant \(read.text(2) ?? "NULL")")
                checked += 1
            }
            #expect(checked == days.count * values.count * instants.count)
        }
    }
}
