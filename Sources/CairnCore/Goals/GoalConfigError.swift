/// Why a goal configuration was refused; each message says what to type instead.
public enum GoalConfigError: Error, Sendable, Hashable, CustomStringConvertible {
    case negativeGoal(name: String, minutes: Int)
    case invalidWindow(String)
    case emptyWindow(String)
    case unknownTimeZone(String)
    case unknownWeekday(String)
    case unknownStreakPolicy(String)
    /// A goal outside ``Plausible``'s bounds.
    case implausible(PlausibleError)

    public var description: String {
        switch self {
        case let .negativeGoal(name, minutes):
            "the \(name) goal must be 0 minutes or more, got \(minutes)"
        case let .invalidWindow(text):
            "the window \"\(text)\" is not HH:MM-HH:MM with hours 00–23 and minutes 00–59 (e.g. 09:00-18:00)"
        case let .emptyWindow(text):
            "the window \"\(text)\" opens and closes at the same time; give two different times (e.g. 09:00-18:00)"
        case let .unknownTimeZone(name):
            "unknown time zone \"\(name)\"; use a tz database name such as Europe/Berlin or America/Denver"
        case let .unknownWeekday(name):
            "unknown weekday \"\(name)\"; use mon, tue, wed, thu, fri, sat or sun"
        case let .unknownStreakPolicy(name):
            "unknown streak policy \"\(name)\"; use strict or lenient"
        case let .implausible(error):
            error.description
        }
    }
}
