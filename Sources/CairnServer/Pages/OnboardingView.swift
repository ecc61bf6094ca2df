/// Asked once, on a database with no encouragement settings yet: whether Cairn should cheer
/// you on. Two equal buttons set the three switches together.
public struct OnboardingView: Sendable {
    public var csrfToken: String

    public init(csrfToken: String) { self.csrfToken = csrfToken }

    public func render() -> String {
        """
        <section class="onboarding" aria-labelledby="ob-h">
        <h2 id="ob-h">Should Cairn cheer you on?</h2>
        <p>Some people find streaks and achievements motivating; some find them nagging. You can change this any time in Settings.</p>
        <form method="post" action="/onboarding" class="choices">
        \(Layout.csrfField(csrfToken))
        <button type="submit" name="cheer" value="on">Yes, cheer me on</button>
        <button type="submit" name="cheer" value="off">No, keep it quiet</button>
        </form>
        </section>
        """
    }
}
