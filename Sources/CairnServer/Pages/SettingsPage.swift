import CairnCore

/// The Settings screen: the goals, and the three Encouragement switches apart. A plain form that
/// works before JavaScript.
public struct SettingsPage: Sendable {
    public var config: GoalConfig
    public var settings: EncouragementSettings
    public var csrfToken: String

    public init(config: GoalConfig, settings: EncouragementSettings, csrfToken: String) {
        self.config = config
        self.settings = settings
        self.csrfToken = csrfToken
    }

    /// The goals as the form's fields show them, by field name.
    public static func goalFields(_ config: GoalConfig) -> [String: String] {
        [
            "daily": String(config.dailyGoalMinutes), "weekly": String(config.weeklyGoalMinutes),
            "window": config.window.description,
            "restDays": config.restDays.isEmpty ? "none" : config.restDays.sorted().map(\.rawValue).joined(separator: ","),
            "timeZone": config.timeZoneIdentifier, "weekStart": config.firstWeekday.rawValue, "streakPolicy": config.streakPolicy.rawValue,
        ]
    }

    public func render() -> String {
        let values = Self.goalFields(config)
        func field(_ name: String, _ label: String, _ value: String, _ hint: String) -> String {
            #"<p><label for="\#(name)">\#(label)</label> <input id="\#(name)" name="\#(name)" value="\#(Escape.attribute(value))"> <span class="muted">\#(hint)</span></p>"#
        }
        func toggle(_ name: String, _ label: String, _ on: Bool, _ hint: String) -> String {
            #"<p><label><input type="checkbox" name="\#(name)" value="on"\#(on ? " checked" : "")> \#(label)</label> <span class="muted">\#(hint)</span></p>"#
        }
        return """
        <h1>Settings</h1>
        <form method="post" action="/settings" class="settings">
        \(Layout.csrfField(csrfToken))
        <fieldset><legend>Goals</legend>
        \(field("daily", "Daily goal", values["daily"] ?? "", "minutes per working day"))
        \(field("weekly", "Weekly goal", values["weekly"] ?? "", "minutes per week"))
        \(field("window", "Window", values["window"] ?? "", "HH:MM-HH:MM"))
        \(field("restDays", "Rest days", values["restDays"] ?? "", "e.g. sat,sun or none"))
        \(field("timeZone", "Time zone", values["timeZone"] ?? "", "e.g. Europe/Berlin"))
        \(field("weekStart", "Week starts", values["weekStart"] ?? "", "mon, sun, …"))
        \(field("streakPolicy", "Streak policy", values["streakPolicy"] ?? "", "strict or lenient"))
        </fieldset>
        <fieldset><legend>Encouragement</legend>
        \(toggle("streaks", "Streaks", settings.streaks, "the flame and the streak counts"))
        \(toggle("achievements", "Achievements", settings.achievements, "rules, moments and the toast"))
        \(toggle("gettingStarted", "Getting started", settings.gettingStarted, "the checklist under the rings"))
        </fieldset>
        <p><button type="submit">Save</button></p>
        </form>
        \(Self.exportSection)
        """
    }

    /// The Export section: a plain GET form, so the download works without JavaScript.
    static let exportSection = """
        <section class="export" aria-labelledby="export-h"><h2 id="export-h">Export</h2>
        <p>Everything in this database as one JSON file, the document <code>cairn export</code> writes (without the API key); \
        restore it into an empty database on the <a href="/import">Import page</a> or with <code>cairn import cairn FILE</code>.</p>
        <form method="get" action="/export"><button type="submit">Download the export</button></form>
        <p class="muted">To send your editor's time here, see <a href="/connect">Connect your editor</a>.</p>
        </section>
        """
}
