/// A team server's sign-in page: a name and a password, posted as a plain form (no JavaScript
/// needed), with the CSRF token bound to the sign-in cookie and where to go after.
public struct SignInPage: Sendable {
    /// The CSRF token of the form (bound to the `cairn_signin` cookie).
    public var csrfToken: String
    /// The local path to go to once signed in.
    public var next: String
    /// The name as typed, after a refusal.
    public var name: String
    /// Why the last try was refused.
    public var problem: String?

    /// Creates the page.
    public init(csrfToken: String, next: String, name: String = "", problem: String? = nil) {
        self.csrfToken = csrfToken
        self.next = next
        self.name = name
        self.problem = problem
    }

    /// The whole page, in the app's frame without its top bar (nothing else is open before signing in).
    public func render() -> String {
        """
        <!doctype html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>Sign in · Cairn</title>
        <link rel="stylesheet" href="/assets/cairn.css">
        </head>
        <body data-screen="signin">
        <main id="main" class="signin">
        <h1>Sign in to Cairn</h1>
        \(problem.map { #"<p class="error" role="alert">\#(Escape.html($0))</p>"# } ?? "")
        <form method="post" action="/signin" class="signin-form">
        \(Layout.csrfField(csrfToken))
        <input type="hidden" name="next" value="\(Escape.attribute(next))">
        <p><label for="signin-name">Name</label>
        <input id="signin-name" name="name" type="text" autocomplete="username" autocapitalize="none" spellcheck="false" required value="\(Escape.attribute(name))"></p>
        <p><label for="signin-password">Password</label>
        <input id="signin-password" name="password" type="password" autocomplete="current-password" required></p>
        <p><button type="submit">Sign in</button></p>
        </form>
        <p class="muted">An admin adds people with <code>cairn team user add NAME</code>.</p>
        </main>
        </body>
        </html>

        """
    }
}
