import Foundation

/// The manual page cairn(1), in roff, derived from ``CommandCatalog`` like the help texts
/// (`cairn __man`; the package installs it as /usr/share/man/man1/cairn.1.gz).
enum ManPage {
    /// The whole page.
    static var roff: String {
        var page = """
        .TH CAIRN 1 "" "cairn \(escape(CLI.version))" "User Commands"
        .SH NAME
        cairn \\- goals, rings, streaks and achievements from your own history
        .SH SYNOPSIS
        .B cairn
        [\\fB\\-\\-db\\fR \\fIPATH\\fR | \\fB\\-\\-database\\fR \\fIURL\\fR [\\fB\\-\\-person\\fR \\fINAME\\fR]] [\\fB\\-\\-now\\fR \\fIINSTANT\\fR] [\\fB\\-\\-json\\fR] \\fICOMMAND\\fR ...
        .SH DESCRIPTION
        Cairn reads your own history \\(em coding sessions from WakaTime or ActivityWatch, habits from
        Loop Habit Tracker, weights, runs, moods \\(em and shows each day's rings, streaks and the
        moments worth marking, computed in your time zone.
        .B cairn serve
        serves the same in the browser, a JSON API and a WakaTime\\-compatible endpoint for editor plugins.
        With \\fB\\-\\-database\\fR \\fIpostgresql://...\\fR it serves a team from PostgreSQL, each person signed in
        to their own data (\\fBcairn team\\fR manages the people; see docs/TEAM.md).

        """
        let visible = CommandCatalog.all.filter { !$0.hidden }
        for group in CommandSpec.Group.allCases {
            let specs = visible.filter { $0.group == group }
            guard !specs.isEmpty else { continue }
            page += ".SH \"\(escape(group.rawValue.uppercased()))\"\n"
            for spec in specs { page += command(spec) }
        }
        page += ".SH OPTIONS\nThese options may stand anywhere on the line, with any command.\n"
        for option in CommandCatalog.globalOptions where !option.hidden {
            page += ".TP\n" + synopsis(option) + "\n" + escape(option.help) + "\n"
        }
        page += """
        .SH ENVIRONMENT
        .TP
        .B CAIRN_DB
        the database, unless \\fB\\-\\-db\\fR is given
        .TP
        .B CAIRN_NOW
        the current instant, unless \\fB\\-\\-now\\fR is given
        .TP
        .B XDG_DATA_HOME
        where the database lives by default
        .SH FILES
        .TP
        .I $XDG_DATA_HOME/cairn/cairn.sqlite
        the database (else \\fI~/.local/share/cairn/cairn.sqlite\\fR), readable by you only
        .TP
        .I $XDG_CONFIG_HOME/systemd/user/cairn.service
        the user service written by \\fBcairn serve \\-\\-install\\fR
        .TP
        .I ~/.wakatime.cfg
        where editor plugins read \\fBapi_key\\fR (from \\fBcairn key\\fR) and \\fBapi_url\\fR
        .SH EXIT STATUS
        0 on success, 64 for a usage error, 1 for any other error; an error is one line on standard
        error starting \\(lqerror: \\(rq, and the database is unchanged after it.
        .SH SEE ALSO
        .BR systemctl (1),
        .BR sqlite3 (1)

        """
        return page
    }

    /// One command: its usage line, summary, arguments, options and example.
    private static func command(_ spec: CommandSpec) -> String {
        var text = ".SS \"\(escape(spec.usage))\"\n" + escape(spec.summary.prefix(1).uppercased() + spec.summary.dropFirst()) + ".\n"
        for positional in spec.positionals {
            text += ".TP\n.I \(escape(positional.synopsis))\n" + escape(positional.help) + "\n"
        }
        for option in spec.options where !option.hidden {
            text += ".TP\n" + synopsis(option) + "\n" + escape(option.help + (option.repeatable ? " (may be repeated)" : "")) + "\n"
        }
        text += ".PP\nExample:\n.RS\n.EX\n" + escape(spec.example) + "\n.EE\n.RE\n"
        return text
    }

    /// `\fB\-\-date\fR \fIDATE\fR`.
    private static func synopsis(_ option: OptionSpec) -> String {
        var text = "\\fB" + escape(option.name) + "\\fR"
        if let placeholder = option.placeholder { text += " \\fI" + escape(placeholder) + "\\fR" }
        if option.repeatable { text += " ..." }
        return text
    }

    /// Text made safe for roff: backslashes and dashes escaped, and a line that would start with
    /// a control character (`.` or `'`) guarded.
    static func escape(_ text: String) -> String {
        let escaped = text.replacingOccurrences(of: "\\", with: "\\e").replacingOccurrences(of: "-", with: "\\-")
        return escaped.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.hasPrefix(".") || $0.hasPrefix("'") ? "\\&" + $0 : String($0) }.joined(separator: "\n")
    }
}
