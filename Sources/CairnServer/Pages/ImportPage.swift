import CairnApp

/// The Import screen (`/import`): a plain upload form (the file or files and what wrote them),
/// the closing summary of the last import or the problem with it, and the two progress bars the
/// script fills (the upload, then the rows stored).
struct ImportPage: Sendable {
    /// The format picked (kept after a refusal).
    var format: ImportFormat = .wakatime
    /// The habit's name as typed (kept after a refusal).
    var habit = ""
    /// The closing summary, after an import.
    var summary: [String]?
    /// Why the file was refused, in `cairn import`'s words.
    var problem: String?
    var csrfToken = ""

    func render() -> String {
        let options = ImportFormat.allCases.map { item in
            #"<option value="\#(item.rawValue)"\#(item == format ? " selected" : "")>\#(Escape.html(item.label))</option>"#
        }.joined()
        let result: String
        if let summary {
            result = #"<h2>Imported</h2>"# + summary.map { #"<p>\#(Escape.html($0.trimmingCharacters(in: .whitespaces)))</p>"# }.joined()
        } else if let problem {
            result = #"<h2>Nothing was imported</h2><p class="error">\#(Escape.html(problem))</p>"#
        } else {
            result = ""
        }
        return """
            <section class="import" aria-labelledby="import-h"><h1 id="import-h">Bring your history in</h1>
            <p>Upload a file <code>cairn import</code> reads. It is read whole and checked before anything is stored, \
            so a bad file changes nothing; the same file twice adds nothing.</p>
            <form id="import-form" class="import-form" method="post" action="\(Layout.uploadAction("/import", csrfToken: csrfToken))" enctype="multipart/form-data">\(Layout.csrfField(csrfToken))
            <p><label for="import-format">What wrote the file</label>
            <select id="import-format" name="format">\(options)</select></p>
            <p><label for="import-file">The file (for Loop Habit Tracker, the export's .zip or its CSV files)</label>
            <input id="import-file" type="file" name="file" multiple required></p>
            <p><label for="import-habit">The habit's name, for one Loop habit's Checkmarks.csv (optional)</label>
            <input id="import-habit" type="text" name="habit" autocomplete="off" value="\(Escape.attribute(habit))"></p>
            <p><button type="submit">Import</button></p>
            <div id="import-progress" class="import-progress" hidden>
            <p><label for="import-upload">Uploading</label> <progress id="import-upload" max="100" value="0"></progress></p>
            <p><label for="import-stored">Importing</label> <progress id="import-stored"></progress> <span id="import-status"></span></p>
            </div>
            </form>
            <section id="import-result" class="import-result" role="status" aria-live="polite">\(result)</section>
            <p class="muted">A Cairn export restores only into an empty database. To send your editor's time here as you type, \
            see <a href="/connect">Connect your editor</a>.</p>
            </section>
            """
    }
}
