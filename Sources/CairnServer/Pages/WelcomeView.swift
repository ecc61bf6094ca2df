/// The first run: on an empty database (no goals set, nothing logged) Today opens on this
/// instead of the rings. It asks the goals (``GoalsFormView``), then the encouragement question
/// (while it was never answered), then points at bringing history in and connecting an editor.
public struct WelcomeView: Sendable {
    /// The goals' controls, with the defaults or what was typed.
    public var form: GoalsFormView
    /// A refusal that is about no one field.
    public var problem: String?
    /// The encouragement question, while it was never answered.
    public var onboarding: OnboardingView?
    public var csrfToken: String

    public init(form: GoalsFormView, problem: String? = nil, onboarding: OnboardingView?, csrfToken: String) {
        self.form = form
        self.problem = problem
        self.onboarding = onboarding
        self.csrfToken = csrfToken
    }

    /// Where the welcome's form posts.
    public static let action = "/welcome"

    public func render() -> String {
        """
        <section class="welcome" aria-labelledby="welcome-h">
        <h1 id="welcome-h">Welcome to Cairn</h1>
        <p>Cairn fills three rings as you code: today, the week, and the share inside the hours you prefer. First, what are you aiming for? You can change all of it later in <a href="/settings">Settings</a>.</p>
        <form method="post" action="\(Self.action)" class="welcome-goals">
        \(Layout.csrfField(csrfToken))
        \(form.render())
        \(problem.map { #"<p class="field-error" role="alert">\#(Escape.html($0))</p>"# } ?? "")
        <p><button type="submit">Save my goals</button></p>
        </form>
        \(onboarding?.render() ?? "")
        <h2>Then</h2>
        <ol class="welcome-next">
        <li><a href="/import">Bring your history in</a>: a WakaTime export, ActivityWatch, Loop Habit Tracker, Daylio or a Cairn export.</li>
        <li><a href="/connect">Connect your editor</a>: its time fills the rings as you type.</li>
        </ol>
        </section>
        """
    }

    /// After the goals are saved, until history arrives: the two next steps on Today.
    public static func nextSteps() -> String {
        #"<section class="welcome-after" aria-labelledby="next-h"><h2 id="next-h">Next</h2><ul><li><a href="/import">Bring your history in</a></li><li><a href="/connect">Connect your editor</a></li></ul></section>"#
    }
}
