/// A team server's Settings section for the signed-in person's own account: change the password
/// (the current one asked first) and sign out everywhere. Plain forms, so they work without
/// JavaScript.
struct TeamAccountView: Sendable {
    /// Where the password form posts.
    static let passwordAction = "/settings/password"
    /// Where "Sign out everywhere" posts.
    static let everywhereAction = "/signout/everywhere"

    var csrfToken: String

    func render() -> String {
        let csrf = #"<input type="hidden" name="_csrf" value="\#(Escape.attribute(csrfToken))">"#
        return """
        <section class="team-account" aria-labelledby="account-h"><h2 id="account-h">Your account</h2>
        <form method="post" action="\(Self.passwordAction)">\(csrf)
        <p><label for="password-current">Current password</label> \
        <input id="password-current" name="current" type="password" autocomplete="current-password" required></p>
        <p><label for="password-new">New password</label> \
        <input id="password-new" name="new" type="password" autocomplete="new-password" minlength="10" required></p>
        <p><button type="submit">Change password</button> <span class="muted">Every other browser is signed out.</span></p>
        </form>
        <form method="post" action="\(Self.everywhereAction)">\(csrf)
        <p><button type="submit">Sign out everywhere</button> <span class="muted">Ends every session of yours, this one too.</span></p>
        </form>
        </section>
        """
    }
}
