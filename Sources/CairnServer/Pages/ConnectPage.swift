import CairnApp

/// The Connect screen: what an editor plugin needs to send its heartbeats here. The key is in
/// the page only once asked for (a plain form), with a copy button when JavaScript runs; the
/// lines of `~/.wakatime.cfg` for this server; rotating the key asks first; and whether a
/// heartbeat has arrived yet, and when.
public struct ConnectPage: Sendable {
    /// What the page shows of the key.
    public enum KeyState: Sendable, Hashable {
        /// Not shown: a button asks for it.
        case hidden
        /// Shown, with the lines to paste.
        case shown(String)
        /// Not shown, and a rotation waits for its confirmation.
        case confirmingRotation
    }

    public var key: KeyState
    /// The server as the browser reached it (the request's `Host`, `127.0.0.1:7878`).
    public var host: String
    public var arrival: HeartbeatArrival
    public var csrfToken: String

    public init(key: KeyState, host: String, arrival: HeartbeatArrival, csrfToken: String) {
        self.key = key
        self.host = host
        self.arrival = arrival
        self.csrfToken = csrfToken
    }

    public func render() -> String {
        """
        <h1>Connect your editor</h1>
        <p>Cairn speaks WakaTime's API: install the WakaTime plugin for your editor, then put these lines in \
        <code>~/.wakatime.cfg</code> (and <code>chmod 600 ~/.wakatime.cfg</code>). The same lines serve the \
        current WakaTime CLI and the legacy Python one.</p>
        \(keySection)
        \(heartbeatSection)
        """
    }

    private var shownKey: String? {
        if case let .shown(key) = key { return key }
        return nil
    }

    private var keySection: String {
        let form = { (action: String, extra: String, label: String, quiet: Bool) in
            #"<form method="post" action="\#(action)" class="connect-form">\#(Layout.csrfField(csrfToken))\#(extra)<button type="submit"\#(quiet ? #" class="quiet""# : "")>\#(label)</button></form>"#
        }
        var parts: [String] = [#"<section class="connect-key" aria-labelledby="key-h"><h2 id="key-h">Your key and lines</h2>"#]
        if let key = shownKey {
            let lines = WakaTimeConfigLines.text(key: key, host: host)
            parts.append(#"<p>API key: <code id="api-key" data-key>\#(Escape.html(key))</code> <button type="button" class="quiet" data-copy="api-key" hidden>Copy the key</button></p>"#)
            parts.append(#"<pre id="wakatime-cfg" class="config">\#(Escape.html(lines))</pre>"#)
            parts.append(#"<p><button type="button" data-copy="wakatime-cfg" hidden>Copy the lines</button></p>"#)
        } else {
            parts.append(#"<p>The key lets an editor plugin send heartbeats to this database; it is shown only when you ask.</p>"#)
            parts.append(form("/connect/key", "", "Show the key and the lines", false))
            parts.append(#"<p class="muted">The lines point at <code>\#(Escape.html(WakaTimeConfigLines.apiURL(host: host)))</code>.</p>"#)
        }
        if case .confirmingRotation = key {
            parts.append(#"<div class="confirm" role="alertdialog" aria-labelledby="rotate-q"><p id="rotate-q"><strong>Rotate the key?</strong> Plugins with the old key stop working until you paste the new lines.</p>"#
                + form("/connect/rotate", #"<input type="hidden" name="confirm" value="1">"#, "Rotate the key", false)
                + #" <a href="/connect">Keep the key</a></div>"#)
        } else {
            parts.append(form("/connect/rotate", "", "Rotate the key…", true))
        }
        parts.append("</section>")
        return parts.joined(separator: "\n")
    }

    private var heartbeatSection: String {
        let status: String
        if let words = arrival.words {
            status = #"<p data-heartbeat="arrived">Last heartbeat: \#(Escape.html(words)).</p>"#
        } else {
            status = #"<p data-heartbeat="none">No heartbeat has arrived yet: paste the lines, save a file in your editor, then reload this page.</p>"#
        }
        return #"<section class="connect-heartbeat" aria-labelledby="beat-h"><h2 id="beat-h">Heartbeats</h2>\#(status)</section>"#
    }
}
