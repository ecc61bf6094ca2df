/// A team server's Settings section for moving in and out: the export download, and the form
/// that restores a personal `cairn export` into the person's empty account. A plain
/// `multipart/form-data` form, so it works without JavaScript.
struct TeamMoveInView: Sendable {
    /// Where the form posts.
    static let action = "/team/move-in"

    var csrfToken: String

    func render() -> String {
        """
        <section class="export" aria-labelledby="move-h"><h2 id="move-h">Move in and out</h2>
        <p>Your account as one JSON file, the document <code>cairn export</code> writes: \
        <code>cairn import cairn FILE</code> restores it into an empty personal database.</p>
        <form method="get" action="/export"><button type="submit">Download the export</button></form>
        <p>Bring your own database here: choose the file <code>cairn export</code> wrote. It goes only into an \
        empty account, with every id kept, so nothing you have seen is announced again.</p>
        <form method="post" action="\(Layout.uploadAction(Self.action, csrfToken: csrfToken))" enctype="multipart/form-data">
        <input type="hidden" name="_csrf" value="\(Escape.attribute(csrfToken))">
        <label for="move-file">Cairn export</label> <input id="move-file" type="file" name="file" accept=".json,application/json" required>
        <button type="submit">Move in</button>
        </form>
        </section>
        """
    }
}
