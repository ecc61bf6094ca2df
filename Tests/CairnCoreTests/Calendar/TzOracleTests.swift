import CairnCore
import Foundation
import Testing

/// Answers written by Python's zoneinfo (`scripts/make_tz_oracle.py`), an implementation of the
/// tz database that shares no code with Foundation.
struct TzOracle: Decodable {
    struct Day: Decodable {
        var zone: String
        var date: String
        var start: Double
        var end: Double
        var window: [String: Double]
    }

    struct Instant: Decodable {
        var zone: String
        var t: Double
        var date: String
    }

    var days: [Day]
    var instants: [Instant]

    static func load() throws -> TzOracle {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Oracle/tz-oracle.json")
        return try JSONDecoder().decode(TzOracle.self, from: Data(contentsOf: url))
    }
}

@Suite("Agreement with an independent tz-database oracle (Python zoneinfo)")
struct TzOracleTests {
    @Test("every day's start and end instants")
    func dayBoundaries() throws {
        let oracle = try TzOracle.load()
        #expect(oracle.days.count > 100)
        for day in oracle.days {
            let interval = Fixture.calendar(day.zone).interval(of: Fixture.date(day.date))
            #expect(interval.start.timeIntervalSince1970 == day.start, "\(day.zone) \(day.date) start")
            #expect(interval.end.timeIntervalSince1970 == day.end, "\(day.zone) \(day.date) end")
        }
    }

    @Test("the local date of random instants")
    func instantDates() throws {
        let oracle = try TzOracle.load()
        #expect(oracle.instants.count > 1000)
        for sample in oracle.instants {
            let date = Fixture.calendar(sample.zone).localDate(atSeconds: sample.t)
            #expect(date.description == sample.date, "\(sample.zone) at \(sample.t)")
        }
    }

    @Test("seconds inside seven windows on every day, by minute-by-minute count")
    func windowSeconds() throws {
        let oracle = try TzOracle.load()
        for day in oracle.days {
            let calendar = Fixture.calendar(day.zone)
            let date = Fixture.date(day.date)
            let table = calendar.table(from: date, through: date)
            for (text, expected) in day.window {
                let splitter = DaySplitter(table: table, window: Fixture.window(text))
                let whole = TimeSpan(start: day.start, end: day.end)
                let totals = splitter.totals(merged: whole.duration > 0 ? [whole] : [])
                #expect(totals[0].insideWindowSeconds == expected, "\(day.zone) \(day.date) \(text)")
                #expect(totals[0].codedSeconds == day.end - day.start)
            }
        }
    }
}
