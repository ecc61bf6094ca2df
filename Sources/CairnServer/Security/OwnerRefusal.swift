/// The 403 a loopback personal server gives a local user other than its own (``SocketOwner``):
/// a short page for a browser, `{"error": …}` under `/api/`.
enum OwnerRefusal {
    static let message = "this Cairn belongs to another user of this computer: only the user who started it (or root) may open it"

    /// The refusal of a request for `path`.
    static func response(for path: String) -> HTTPResponse {
        if path == "/api" || path.hasPrefix("/api/") { return .error(message, status: 403) }
        return .html("""
            <!doctype html>
            <html lang="en"><head><meta charset="utf-8"><title>Not yours · Cairn</title></head>
            <body><main><h1>This Cairn is not yours</h1><p>It belongs to another user of this computer: only the user \
            who started it (or root) may open it. Start your own with <code>cairn serve --port PORT</code>.</p></main></body></html>

            """, status: 403)
    }
}
