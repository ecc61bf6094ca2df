/// The frame every screen shares: the head (stylesheet, script, CSRF token), the top bar, the
/// toast area.
public enum Layout {
    /// A whole page.
    ///
    /// - Parameters:
    ///   - body: the screen's HTML, already escaped where it holds user text.
    ///   - toast: text to show in the toast at once (after a plain form post); escaped here.
    ///   - toastAction: HTML shown with the toast, just above it (the Undo of the change just made).
    ///   - toastIsolating: a name in the toast to isolate (`<bdi>`), so right-to-left text keeps its place.
    ///   - screens: the top bar's screens (a team server's are ``Screen/teamMode``).
    ///   - signOut: whether the top bar has a Sign out button (a team server's signed-in person).
    public static func page(_ screen: Screen, csrfToken: String, databaseName: String, body: String, toast: String? = nil,
                            toastAction: String = "", toastIsolating: String? = nil, screens: [Screen] = Screen.personal,
                            signOut: Bool = false) -> String {
        let nav = screens.map { item in
            let current = item == screen ? #" aria-current="page""# : ""
            return #"<a href="\#(Escape.attribute(item.path))"\#(current)>\#(Escape.html(item.title))</a>"#
        }.joined(separator: "\n")
        return """
        <!doctype html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <meta name="csrf-token" content="\(Escape.attribute(csrfToken))">
        <title>\(Escape.html(screen.title)) · Cairn</title>
        <link rel="stylesheet" href="/assets/cairn.css">
        <script src="/assets/cairn.js" defer></script>
        </head>
        <body data-screen="\(screen.rawValue)">
        <a class="skip-link" href="#main">Skip to content</a>
        <header class="top"><nav aria-label="Screens">
        \(nav)
        </nav><span class="db" title="\(signOut ? "signed in as" : "database")">\(Escape.isolated(databaseName))</span>\(signOut ? signOutForm(csrfToken) : "")</header>
        <main id="main" tabindex="-1">
        \(body)
        </main>
        <div id="toast" class="toast" role="status" aria-live="polite"\(toast == nil ? " hidden" : "")>\(Icon.replacingEmoji(in: Escape.html(toast ?? "", isolating: toastIsolating)))</div>\(toast == nil || toastAction.isEmpty ? "" : #"<div class="toast-action">\#(toastAction)</div>"#)
        </body>
        </html>

        """
    }

    /// The page for a path with no screen.
    public static func notFound(path: String) -> String {
        """
        <!doctype html>
        <html lang="en"><head><meta charset="utf-8"><title>Not found · Cairn</title><link rel="stylesheet" href="/assets/cairn.css"></head>
        <body><main><h1>Not found</h1><p>There is no page at <code>\(Escape.html(path))</code>. <a href="/">Back to Today</a></p></main></body></html>

        """
    }

    /// A screen's body when its document could not be read: the error in words.
    public static func problem(_ message: String) -> String {
        #"<section class="problem" role="alert"><h1>Something is wrong</h1><p>\#(Escape.html(message))</p></section>"#
    }

    /// A team server's Sign out button: a plain form, so it works without JavaScript.
    static func signOutForm(_ token: String) -> String {
        #"<form method="post" action="/signout" class="signout">\#(csrfField(token))<button type="submit">Sign out</button></form>"#
    }

    /// An upload form's action: `path` with the CSRF token as `_csrf` in its query, so the server
    /// checks the token on the headers, before a byte of the file is spooled (the field in the
    /// body would come after the file). Attribute-escaped.
    public static func uploadAction(_ path: String, csrfToken: String) -> String {
        Escape.attribute(path + "?_csrf=" + Escape.urlComponent(csrfToken, keeping: ""))
    }

    /// A hidden form field carrying the CSRF token, for forms that work before JavaScript.
    public static func csrfField(_ token: String) -> String {
        #"<input type="hidden" name="_csrf" value="\#(Escape.attribute(token))">"#
    }
}
