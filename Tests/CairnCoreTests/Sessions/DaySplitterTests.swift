import CairnCore
import Foundation
import Testing

@Suite("Splitting sessions at local midnights and intersecting the window")
struct DaySplitterTests {
    func totals(_ sessions: [Session], zone: String, window: String, from: String, through: String) -> [DayTotals] {
        let table = Fixture.calendar(zone).table(from: Fixture.date(from), through: Fixture.date(through))
        return DaySplitter(table: table, window: Fixture.window(window)).totals(sessions: sessions)
    }

    @Test("a session over several midnights is split at each one")
    func severalMidnights() {
        // 22:00 on the 2nd to 02:00 on the 5th: 2 h, 24 h, 24 h, 2 h.
        let s = Fixture.session("2026-06-02", "22:00", minutes: 52 * 60, in: "America/Denver")
        let t = totals([s], zone: "America/Denver", window: "09:00-18:00", from: "2026-06-01", through: "2026-06-06")
        let coded: [Double] = [0, 7200, 86_400, 86_400, 7200, 0]
        let inside: [Double] = [0, 0, 32_400, 32_400, 0, 0]
        #expect(t.map(\.codedSeconds) == coded)
        #expect(t.map(\.insideWindowSeconds) == inside)
    }

    @Test("overlapping sessions are merged: a day never holds more coding than it has time")
    func overlapping() {
        let a = Fixture.session("2026-06-02", "09:00", minutes: 120, in: "UTC")
        let b = Fixture.session("2026-06-02", "10:00", minutes: 120, in: "UTC")
        let whole = Fixture.session("2026-06-02", "00:00", minutes: 24 * 60, in: "UTC")
        #expect(totals([a, b], zone: "UTC", window: "09:00-18:00", from: "2026-06-02", through: "2026-06-02")[0].codedSeconds == 3 * 3600)
        #expect(totals([a, b, whole, whole], zone: "UTC", window: "09:00-18:00", from: "2026-06-02", through: "2026-06-02")[0].codedSeconds == 86_400)
    }

    @Test("an overnight window 20:00-02:00 counts both of its segments")
    func overnightWindow() {
        let s = Fixture.session("2026-06-02", "19:00", minutes: 8 * 60, in: "Europe/Berlin")  // 19:00 → 03:00
        let t = totals([s], zone: "Europe/Berlin", window: "20:00-02:00", from: "2026-06-02", through: "2026-06-03")
        #expect(t[0].codedSeconds == 5 * 3600 && t[0].insideWindowSeconds == 4 * 3600)
        #expect(t[1].codedSeconds == 3 * 3600 && t[1].insideWindowSeconds == 2 * 3600)
    }

    @Test("Denver 2026-03-08: a 23-hour day, and a 02:30-03:30 window holds only 03:00-03:30")
    func denverSpringForward() {
        let whole = Fixture.session("2026-03-08", "00:00", minutes: 23 * 60, in: "America/Denver")
        let t = totals([whole], zone: "America/Denver", window: "02:30-03:30", from: "2026-03-08", through: "2026-03-08")
        #expect(t[0].codedSeconds == 23 * 3600)
        #expect(t[0].insideWindowSeconds == 30 * 60)
    }

    @Test("Denver 2026-11-01: a 25-hour day, and a 01:00-01:30 window happens twice")
    func denverFallBack() {
        let whole = Fixture.session("2026-11-01", "00:00", minutes: 25 * 60, in: "America/Denver")
        let t = totals([whole], zone: "America/Denver", window: "01:00-01:30", from: "2026-11-01", through: "2026-11-01")
        #expect(t[0].codedSeconds == 25 * 3600)
        #expect(t[0].insideWindowSeconds == 3600)
    }

    @Test("Lord Howe: 23.5- and 24.5-hour days")
    func lordHowe() {
        let zone = "Australia/Lord_Howe"
        let spring = Fixture.session("2026-10-04", "00:00", minutes: 23.5 * 60, in: zone)
        let autumn = Fixture.session("2026-04-05", "00:00", minutes: 24.5 * 60, in: zone)
        let springCoded: [Double] = [84_600, 0]
        let autumnInside: [Double] = [7200, 0]
        #expect(totals([spring], zone: zone, window: "09:00-18:00", from: "2026-10-04", through: "2026-10-05").map(\.codedSeconds) == springCoded)
        #expect(totals([autumn], zone: zone, window: "01:00-02:30", from: "2026-04-05", through: "2026-04-06").map(\.insideWindowSeconds) == autumnInside)
    }

    @Test("Apia 2011-12-30 holds no time: a session across the jump goes to the 29th and the 31st")
    func apia() {
        let s = Session(start: Fixture.iso("2011-12-30T09:00:00Z"), seconds: 2 * 3600)  // 23:00 on the 29th → 01:00 on the 31st
        let t = totals([s], zone: "Pacific/Apia", window: "00:00-23:59", from: "2011-12-29", through: "2011-12-31")
        #expect(t.map(\.codedSeconds) == [3600, 0, 3600])
    }

    @Test("time outside the table's range is left out")
    func outsideRange() {
        let s = Fixture.session("2026-06-01", "12:00", minutes: 48 * 60, in: "UTC")
        #expect(totals([s], zone: "UTC", window: "09:00-18:00", from: "2026-06-02", through: "2026-06-02")[0].codedSeconds == 86_400)
    }

    @Test("property: per-day seconds add up to the merged total, and inside ≤ coded every day",
          arguments: ["America/Denver", "Australia/Lord_Howe", "Pacific/Apia", "America/Sao_Paulo", "Asia/Kolkata"])
    func conservation(zone: String) {
        var rng = SeededRandom(seed: UInt64(zone.utf8.count) &* 7919)
        let calendar = Fixture.calendar(zone)
        let base = calendar.interval(of: Fixture.date("2011-10-01")).start.timeIntervalSince1970
        for window in ["09:00-18:00", "20:00-02:00", "02:30-03:30", "00:00-00:30"] {
            var sessions: [Session] = []
            for _ in 0..<400 {
                let start = base + Double.random(in: 0..<(3 * 365 * 86_400), using: &rng).rounded()
                sessions.append(Session(start: Date(timeIntervalSince1970: start), seconds: Double.random(in: 0..<(30 * 3600), using: &rng).rounded()))
            }
            let merged = TimeSpan.union(sessions.map(\.span))
            let first = calendar.localDate(atSeconds: merged[0].start)
            let last = calendar.localDate(atSeconds: merged[merged.count - 1].end)
            let table = calendar.table(from: first, through: last)
            let t = DaySplitter(table: table, window: Fixture.window(window)).totals(merged: merged)
            #expect(t.reduce(0) { $0 + $1.codedSeconds } == merged.reduce(0) { $0 + $1.duration })
            for (i, day) in t.enumerated() {
                #expect(day.insideWindowSeconds <= day.codedSeconds)
                #expect(day.codedSeconds <= table.length(ofDay: i))
            }
        }
    }

    @Test("property: the sweep agrees with a minute-by-minute count", arguments: ["America/Denver", "Australia/Lord_Howe", "Pacific/Chatham"])
    func sweepMatchesBruteForce(zone: String) {
        var rng = SeededRandom(seed: 42)
        let calendar = Fixture.calendar(zone)
        let window = Fixture.window("22:30-01:15")
        let first = Fixture.date("2026-03-30"), last = Fixture.date("2026-04-10")
        let base = calendar.interval(of: first).start.timeIntervalSince1970
        var sessions: [Session] = []
        for _ in 0..<60 {
            let start = base + Double(Int.random(in: 0..<(10 * 1440), using: &rng) * 60)
            sessions.append(Session(start: Date(timeIntervalSince1970: start), seconds: Double(Int.random(in: 1...600, using: &rng) * 60)))
        }
        let table = calendar.table(from: first, through: last)
        let fast = DaySplitter(table: table, window: window).totals(sessions: sessions)
        var slowCoded = [Double](repeating: 0, count: table.count)
        var slowInside = [Double](repeating: 0, count: table.count)
        for span in TimeSpan.union(sessions.map(\.span)) {
            var t = span.start
            while t < span.end {
                if let i = table.index(of: calendar.localDate(atSeconds: t)) {
                    slowCoded[i] += 60
                    if window.contains(secondsIntoDay: calendar.secondsIntoDay(at: Date(timeIntervalSince1970: t))) { slowInside[i] += 60 }
                }
                t += 60
            }
        }
        #expect(fast.map(\.codedSeconds) == slowCoded)
        #expect(fast.map(\.insideWindowSeconds) == slowInside)
    }
}
