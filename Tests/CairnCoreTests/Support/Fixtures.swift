import CairnCore
import Foundation

/// Small builders shared by the engine's tests.
enum Fixture {
    /// A date from `YYYY-MM-DD`; the tests only pass valid literals.
    static func date(_ text: String) -> LocalDate {
        guard let date = LocalDate(iso: text) else { fatalError("bad test date \(text)") }
        return date
    }

    /// A zone by name; the tests only pass names the tz database has.
    static func zone(_ name: String) -> TimeZone {
        guard let zone = TimeZone(identifier: name) else { fatalError("unknown test zone \(name)") }
        return zone
    }

    static func calendar(_ zone: String) -> DayCalendar { DayCalendar(timeZone: Fixture.zone(zone)) }

    /// An instant from the wall clock `HH:MM` on a date in a zone (fold=0 rules).
    static func instant(_ date: String, _ time: String, in zone: String) -> Date {
        let parts = time.split(separator: ":").compactMap { Double($0) }
        return calendar(zone).instant(on: Fixture.date(date), secondsIntoDay: parts[0] * 3600 + parts[1] * 60)
    }

    /// A session starting at a wall-clock time and lasting `minutes`.
    static func session(_ date: String, _ time: String, minutes: Double, in zone: String) -> Session {
        Session(start: instant(date, time, in: zone), seconds: minutes * 60)
    }

    /// An instant from ISO-8601 text with a zone.
    static func iso(_ text: String) -> Date {
        let formatter = ISO8601DateFormatter()
        guard let date = formatter.date(from: text) else { fatalError("bad test instant \(text)") }
        return date
    }

    /// A goal config with the given zone and window, other fields default.
    static func config(zone: String = "America/Denver", window: String = "09:00-18:00", daily: Int = 240,
                       weekly: Int = 1200, rest: Set<Weekday> = [.saturday, .sunday],
                       policy: StreakPolicy = .lenient) -> GoalConfig {
        GoalConfig(dailyGoalMinutes: daily, weeklyGoalMinutes: weekly, window: Fixture.window(window), restDays: rest,
                   timeZoneIdentifier: zone, streakPolicy: policy)
    }

    static func window(_ text: String) -> TimeWindow {
        do { return try TimeWindow(parsing: text) } catch { fatalError("bad test window \(text)") }
    }

    static func engine(_ config: GoalConfig) -> GoalEngine {
        do { return try GoalEngine(config: config) } catch { fatalError("bad test config: \(error)") }
    }
}

/// A seeded generator so property tests are repeatable.
typealias SeededRandom = SplitMix64
