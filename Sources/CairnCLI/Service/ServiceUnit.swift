import Foundation

/// The systemd user unit that keeps `cairn serve` running: started at login, restarted when it
/// fails. `cairn serve --install` writes one for a database and port; the package ships one for
/// the defaults (`cairn __unit`).
enum ServiceUnit {
    /// The unit's file name.
    static let name = "cairn.service"

    /// The unit running `command` (the words of `ExecStart`, the executable first).
    static func text(command: [String]) -> String {
        """
        [Unit]
        Description=Cairn: the browser app, JSON API and WakaTime endpoint (cairn serve)

        [Service]
        Type=simple
        ExecStart=\(command.map(quoted).joined(separator: " "))
        Restart=on-failure
        RestartSec=5

        [Install]
        WantedBy=default.target

        """
    }

    /// A word for a systemd command line: quoted when it holds a space, a quote, a backslash,
    /// or systemd's `%` and `$` specifiers (doubled so they stand for themselves).
    static func quoted(_ word: String) -> String {
        let escaped = word.replacingOccurrences(of: "%", with: "%%").replacingOccurrences(of: "$", with: "$$")
        guard escaped.contains(where: { $0 == " " || $0 == "\"" || $0 == "\\" || $0 == "'" || $0 == "\t" }) else { return escaped }
        return "\"" + escaped.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
