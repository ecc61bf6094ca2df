import CairnCore

/// The Settings screen: the goals, and the three Encouragement switches apart. A plain form that
/// works before JavaScript.
public struct SettingsPage: Sendable {
    public var config: GoalConfig
    public var settings: EncouragementSettings
    public var csrfToken: String
    /// The goals' controls: the stored values, or what was typed before a refusal.
    public var form: GoalsFormView
    /// Whether the goals are still the defaults (nothing set yet).
    public var isDefault: Bool
    /// A refusal that is about no one field.
    public var problem: String?
    /// Whether it has the Export section (a team server has no export yet: only the Connect line).
    public var showsExport = true

    public init(config: GoalConfig, settings: EncouragementSettings, csrfToken: String, form: GoalsFormView? = nil,
                isDefault: Bool = false, problem: String? = nil) {
        self.config = config
        self.settings = settings
        self.csrfToken = csrfToken
        self.form = form ?? GoalsFormView(values: GoalsFormView.Values(config))
        self.isDefault = isDefault
        self.problem = problem
    }

    /// Where the form posts.
    public static let action = "/settings"

    public func render() -> String {
        func toggle(_ name: String, _ label: String, _ on: Bool, _ hint: String) -> String {
            #"<p><label><input type="checkbox" name="\#(name)" value="on"\#(on ? " checked" : "")> \#(label)</label> <span class="muted">\#(hint)</span></p>"#
        }
        return """
        <h1>Settings</h1>
        <form method="post" action="\(Self.action)" class="settings">
        \(Layout.csrfField(csrfToken))
        \(isDefault ? #"<p class="muted">These are the defaults: no goals were set yet.</p>"# : "")
        \(form.render())
        <p class="muted">\(isDefault ? "The first goals saved hold for all time." : "A change holds from today on; earlier days keep the goals of their day.")</p>
        <fieldset><legend>Encouragement</legend>
        \(toggle("streaks", "Streaks", settings.streaks, "the flame and the streak counts"))
        \(toggle("achievements", "Achievements", settings.achievements, "rules, moments and the toast"))
        \(toggle("gettingStarted", "Getting started", settings.gettingStarted, "the checklist under the rings"))
        </fieldset>
        \(problem.map { #"<p class="field-error" role="alert">\#(Escape.html($0))</p>"# } ?? "")
        <p><button type="submit">Save</button></p>
        </form>
        \(showsExport ? Self.exportSection : Self.connectLine)
        """
    }

    /// Where to connect an editor, without the Export section.
    static let connectLine = #"<p class="muted">To send your editor's time here, see <a href="/connect">Connect your editor</a>.</p>"#

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
