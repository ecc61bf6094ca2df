import CairnCore
import Foundation

/// The goals as a form's controls, shared by the first-run welcome and Settings: the daily and
/// weekly minutes, the window as two time inputs, the rest days as seven toggles in the week's
/// order, the zone as a searchable list, the week start, and the streak policy as two described
/// choices. It shows the values given (the stored ones, or what was typed before a refusal) and
/// each refusal beside its field. Only the fieldset: the page wraps it in its own form.
public struct GoalsFormView: Sendable {
    /// The fields as the form holds them, as text (what was typed comes back unchanged).
    public struct Values: Sendable, Hashable {
        public var daily: String
        public var weekly: String
        public var windowStart: String
        public var windowEnd: String
        /// The rest days ticked, as posted (`sat`, `sun`).
        public var restDays: [String]
        public var timeZone: String
        public var weekStart: String
        public var streakPolicy: String

        /// The values of `config`.
        public init(_ config: GoalConfig) {
            daily = String(config.dailyGoalMinutes)
            weekly = String(config.weeklyGoalMinutes)
            let ends = config.window.description.split(separator: "-").map(String.init)
            windowStart = ends.first ?? ""
            windowEnd = ends.count > 1 ? ends[1] : ""
            restDays = config.restDays.sorted().map(\.rawValue)
            timeZone = config.timeZoneIdentifier
            weekStart = config.firstWeekday.rawValue
            streakPolicy = config.streakPolicy.rawValue
        }
    }

    /// A field a refusal is about.
    public enum Field: String, Sendable, Hashable, CaseIterable {
        case daily, weekly, window, restDays, timeZone, weekStart, streakPolicy
    }

    public var values: Values
    /// Each refusal, beside the field it is about.
    public var problems: [Field: String]
    /// Whether the script may put the browser's own zone in the zone field (a first run, nothing typed yet).
    public var offerBrowserZone: Bool

    public init(values: Values, problems: [Field: String] = [:], offerBrowserZone: Bool = false) {
        self.values = values
        self.problems = problems
        self.offerBrowserZone = offerBrowserZone
    }

    /// The names the form posts, besides the repeated `rest`: `restShown` says the toggles
    /// were there, so none ticked means no rest days.
    public static let restShownField = "restShown"

    /// The tz database's zones, sorted, for the searchable list.
    static let zones: [String] = {
        var names = Set(TimeZone.knownTimeZoneIdentifiers)
        names.insert("UTC")
        return names.sorted()
    }()

    static let dayNames: [Weekday: String] = [
        .monday: "Monday", .tuesday: "Tuesday", .wednesday: "Wednesday", .thursday: "Thursday",
        .friday: "Friday", .saturday: "Saturday", .sunday: "Sunday",
    ]

    /// The week's days from `first` on.
    static func week(from first: Weekday) -> [Weekday] {
        (0..<7).compactMap { offset in Weekday.allCases.first { $0.mondayIndex == (first.mondayIndex + offset) % 7 } }
    }

    /// The two streak policies in plain words, after the seed: days off count in your favour.
    static let policies: [(StreakPolicy, String, String)] = [
        (.lenient, "Lenient", "A rest day you rested counts towards the streak; coding on a rest day neither breaks it nor adds to it."),
        (.strict, "Strict", "A rest day you rested counts towards the streak; coding on a rest day breaks it."),
    ]

    public func render() -> String {
        func id(_ field: Field) -> String { "goal-\(field.rawValue)" }
        func problem(_ field: Field) -> String {
            problems[field].map { #" <span class="field-error" id="\#(id(field))-error" role="alert">\#(Escape.html($0))</span>"# } ?? ""
        }
        func described(_ field: Field, hint: String? = nil) -> String {
            let ids = [hint, problems[field] == nil ? nil : "\(id(field))-error"].compactMap { $0 }
            return (problems[field] == nil ? "" : #" aria-invalid="true""#)
                + (ids.isEmpty ? "" : #" aria-describedby="\#(ids.joined(separator: " "))""#)
        }
        func minutes(_ field: Field, _ label: String, _ value: String, max: Int, _ hint: String) -> String {
            let hours = Int(value).flatMap { $0 >= 0 ? Words.short(Double($0) * 60) : nil }.map { " (\($0))" } ?? ""
            let hintID = id(field) + "-hint"
            return #"<p><label for="\#(id(field))">\#(label)</label> <input type="number" id="\#(id(field))" name="\#(field.rawValue)" min="0" max="\#(max)" step="1" inputmode="numeric" required value="\#(Escape.attribute(value))"\#(described(field, hint: hintID))> <span class="muted" id="\#(hintID)">\#(hint)\#(Escape.html(hours))</span>\#(problem(field))</p>"#
        }
        let first = Weekday(name: values.weekStart) ?? .monday
        let ticked = Set(values.restDays)
        let toggles = Self.week(from: first).map { day in
            let name = Self.dayNames[day] ?? day.rawValue
            return #"<label class="day-toggle"><input type="checkbox" name="rest" value="\#(day.rawValue)"\#(ticked.contains(day.rawValue) ? " checked" : "")> <span aria-hidden="true">\#(name.prefix(3))</span><span class="visually-hidden">\#(name)</span></label>"#
        }.joined()
        let weekOptions = Self.week(from: .monday).map { day in
            #"<option value="\#(day.rawValue)"\#(values.weekStart == day.rawValue ? " selected" : "")>\#(Self.dayNames[day] ?? day.rawValue)</option>"#
        }.joined()
        let policy = Self.policies.map { value, title, words in
            let checked = values.streakPolicy.lowercased() == value.rawValue ? " checked" : ""
            return #"<label class="policy-choice"><input type="radio" name="streakPolicy" value="\#(value.rawValue)"\#(checked)> <strong>\#(title)</strong> <span class="muted">\#(words)</span></label>"#
        }.joined(separator: "\n")
        let zoneOptions = Self.zones.map { #"<option value="\#(Escape.attribute($0))">"# }.joined()
        let browserZone = offerBrowserZone ? " data-browser-zone" : ""
        return """
        <fieldset class="goals-form"><legend>Goals</legend>
        \(minutes(.daily, "Daily goal", values.daily, max: 1440, "minutes on each working day"))
        \(minutes(.weekly, "Weekly goal", values.weekly, max: 10080, "minutes in a week"))
        <fieldset class="window"\(problems[.window] == nil ? "" : #" aria-describedby="goal-window-error""#)><legend>Window: the hours you prefer to code</legend>
        <label for="goal-window-start">From</label> <input type="time" id="goal-window-start" name="windowStart" required value="\(Escape.attribute(values.windowStart))"\(described(.window))>
        <label for="goal-window-end">to</label> <input type="time" id="goal-window-end" name="windowEnd" required value="\(Escape.attribute(values.windowEnd))"\(described(.window))>
        <span class="muted">an end before the start wraps past midnight</span>\(problem(.window))
        </fieldset>
        <fieldset class="rest-days"\(problems[.restDays] == nil ? "" : #" aria-describedby="goal-restDays-error""#)><legend>Rest days: no goal, and resting counts</legend>
        <input type="hidden" name="\(Self.restShownField)" value="1">
        <div class="day-toggles">\(toggles)</div>\(problem(.restDays))
        </fieldset>
        <p><label for="goal-timeZone">Time zone</label> <input id="goal-timeZone" name="timeZone" list="goal-zones" required autocomplete="off" spellcheck="false" value="\(Escape.attribute(values.timeZone))"\(browserZone)\(described(.timeZone, hint: "goal-timeZone-hint"))> <span class="muted" id="goal-timeZone-hint">the zone your days are cut in; type to search</span>\(problem(.timeZone))
        <datalist id="goal-zones">\(zoneOptions)</datalist></p>
        <p><label for="goal-weekStart">Week starts on</label> <select id="goal-weekStart" name="weekStart"\(described(.weekStart))>\(weekOptions)</select>\(problem(.weekStart))</p>
        <fieldset class="policy"\(problems[.streakPolicy] == nil ? "" : #" aria-describedby="goal-streakPolicy-error""#)><legend>Streak: what coding on a rest day does</legend>
        \(policy)\(problem(.streakPolicy))
        </fieldset>
        </fieldset>
        """
    }
}
