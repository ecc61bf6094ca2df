import CairnCore
import Foundation

/// A realistic, reproducible year of coding: a weekday rhythm with a lunch break, lighter
/// Fridays, some late nights across midnight, a summer holiday week, a quiet Christmas and
/// the odd weekend session. Each date's sessions depend only on that date, so regenerating
/// for a later "today" adds the new days and leaves the old ones exactly as they were.
enum DemoHistory {
    /// Bumped whenever the generator changes, so a cached demo database is rebuilt.
    static let version = "3"

    /// The goals the demo runs with.
    static let config = GoalConfig(
        dailyGoalMinutes: 240, weeklyGoalMinutes: 1500,
        window: TimeWindow(startMinute: 9 * 60, endMinute: 18 * 60),
        restDays: [.saturday, .sunday], timeZoneIdentifier: "America/Denver",
        firstWeekday: .monday, streakPolicy: .lenient)

    static let projects = [("cairn", "Swift"), ("cairn", "Swift"), ("cairn", "Markdown"), ("website", "TypeScript"), ("dotfiles", "Shell")]

    /// Sessions of the 365 days ending on the date of `now`, none starting after `now`.
    static func sessions(calendar: DayCalendar, now: Date) -> [Session] {
        let today = calendar.localDate(of: now)
        var sessions: [Session] = []
        for offset in stride(from: -364, through: 0, by: 1) {
            sessions += day(today.adding(days: offset), calendar: calendar)
        }
        let cutoff = now.timeIntervalSince1970
        return sessions.compactMap { session in
            let start = session.start.timeIntervalSince1970
            guard start < cutoff else { return nil }
            var clipped = session
            clipped.seconds = min(session.seconds, cutoff - start)
            return clipped
        }
    }

    /// The sessions that begin on `date`.
    static func day(_ date: LocalDate, calendar: DayCalendar) -> [Session] {
        var rng = SplitMix64(seed: UInt64(bitPattern: Int64(date.daysSinceEpoch)) &* 0x2545_F491_4F6C_DD1D)
        let (_, month, dayOfMonth) = date.components
        if (month == 8 && (4...12).contains(dayOfMonth)) || (month == 12 && (24...26).contains(dayOfMonth)) {
            return []  // holiday
        }
        var blocks: [(startMinute: Int, minutes: Int)] = []
        switch date.weekday {
        case .saturday, .sunday:
            if Int.random(in: 0..<100, using: &rng) < 12 {
                blocks.append((Int.random(in: 600...960, using: &rng), Int.random(in: 30...120, using: &rng)))
            }
        default:
            let light = Int.random(in: 0..<100, using: &rng) < 5
            let morningStart = Int.random(in: 510...585, using: &rng)
            let morning = Int.random(in: 100...170, using: &rng)
            blocks.append((morningStart, morning))
            if !light {
                let afternoonStart = morningStart + morning + Int.random(in: 45...75, using: &rng)
                let afternoon = date.weekday == .friday ? Int.random(in: 90...180, using: &rng) : Int.random(in: 120...220, using: &rng)
                blocks.append((afternoonStart, afternoon))
            }
            if date.weekday != .friday, Int.random(in: 0..<100, using: &rng) < 10 {
                blocks.append((Int.random(in: 1290...1380, using: &rng), Int.random(in: 60...180, using: &rng)))
            }
        }
        var sessions: [Session] = []
        for block in blocks {
            let project = projects[Int.random(in: 0..<projects.count, using: &rng)]
            var minute = block.startMinute
            let end = block.startMinute + block.minutes
            while minute < end {
                let length = min(Int.random(in: 25...55, using: &rng), end - minute)
                let start = calendar.instant(on: date, secondsIntoDay: Double(minute * 60))
                sessions.append(Session(start: start, seconds: Double(length * 60), project: project.0,
                                        language: project.1, editor: "demo", source: "demo"))
                minute += length + Int.random(in: 0...8, using: &rng)
            }
        }
        return sessions
    }
}
