import CairnCore
import Foundation
import Testing

@Suite("GoalConfig and TimeWindow")
struct GoalConfigTests {
    @Test("invalid configurations are refused with a clear message", arguments: [
        (GoalConfig(dailyGoalMinutes: -1), "daily goal must be 0 minutes or more"),
        (GoalConfig(weeklyGoalMinutes: -5), "weekly goal must be 0 minutes or more"),
        (GoalConfig(window: TimeWindow(startMinute: 540, endMinute: 540)), "opens and closes at the same time"),
        (GoalConfig(timeZoneIdentifier: "Mars/Olympus"), "unknown time zone \"Mars/Olympus\""),
    ])
    func refused(config: GoalConfig, message: String) {
        #expect(throws: GoalConfigError.self) { try config.validate() }
        do { try config.validate() } catch { #expect(error.description.contains(message)) }
    }

    @Test("windows parse, wrap and print", arguments: [
        ("09:00-18:00", 540, 1080, false), ("20:00-02:00", 1200, 120, true), ("18:00-24:00", 1080, 0, true), ("9:30-17:15", 570, 1035, false),
    ])
    func windows(text: String, start: Int, end: Int, wraps: Bool) throws {
        let window = try TimeWindow(parsing: text)
        #expect(window.startMinute == start && window.endMinute == end && window.wraps == wraps)
        #expect(try TimeWindow(parsing: window.description) == window)
    }

    @Test("malformed windows are refused", arguments: [
        "09:00", "09:00-09:00", "25:00-26:00", "09:60-10:00", "nine-ten", "09:00-18:00-20:00", "24:00-02:00",
        "009:00-10:00", "09:0-10:00", "09-10:00", "0\u{669}:00-10:00", "09:00 -10:00", ":00-10:00", "09::0-10:00", "09:00-24:01",
    ])
    func badWindows(text: String) {
        #expect(throws: GoalConfigError.self) { try TimeWindow(parsing: text) }
    }

    @Test("rest days parse, and none means none")
    func restDays() throws {
        #expect(try GoalConfig.parseRestDays("sat,sun") == [.saturday, .sunday])
        #expect(try GoalConfig.parseRestDays("none").isEmpty)
        #expect(try GoalConfig.parseRestDays("Fri, sat") == [.friday, .saturday])
        #expect(throws: GoalConfigError.unknownWeekday("caturday")) { try GoalConfig.parseRestDays("sat,caturday") }
    }

    @Test("the configuration survives JSON with stable text")
    func codable() throws {
        let config = GoalConfig(dailyGoalMinutes: 90, restDays: [.sunday, .monday, .saturday], timeZoneIdentifier: "Europe/Berlin")
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let data = try encoder.encode(config)
        #expect(try JSONDecoder().decode(GoalConfig.self, from: data) == config)
        #expect(String(decoding: data, as: UTF8.self).contains("\"restDays\":[\"mon\",\"sat\",\"sun\"]"))
    }
}
