import CairnApp

/// A team server's team page: this week's time, today's ring and the current streak of each
/// person who chose to share (private by default; the switch is on Settings).
public struct TeamPage: Sendable {
    /// The sharing people's rows, by name.
    public var rows: [TeamWeekRow]
    /// Whether the person looking shares their own week.
    public var sharing: Bool

    /// Creates the page.
    public init(rows: [TeamWeekRow], sharing: Bool) {
        self.rows = rows
        self.sharing = sharing
    }

    public func render() -> String {
        let body = rows.map { row in
            """
            <tr><th scope="row">\(Escape.isolated(row.displayName))</th>\
            <td>\(Words.short(row.weekSeconds)) <span class="muted">of \(Words.short(row.weekGoalSeconds))</span></td>\
            <td>\(Words.percent(row.todayRing)) % <span class="muted">(\(Words.short(row.todaySeconds)))</span></td>\
            <td>\(Words.count(row.streak, "day"))</td></tr>
            """
        }.joined(separator: "\n")
        let table = rows.isEmpty ? #"<p class="muted">No one shares their week yet.</p>"# : """
            <table class="team-week">
            <caption>This week, today's ring and the current streak of each person who shares</caption>
            <thead><tr><th scope="col">Person</th><th scope="col">This week</th><th scope="col">Today's ring</th><th scope="col">Streak</th></tr></thead>
            <tbody>
            \(body)
            </tbody>
            </table>
            """
        return """
            <h1>Team</h1>
            \(table)
            <p class="muted">\(sharing ? "You share your week here." : "Your week is private: it is not shown here.") \
            Change it on <a href="/settings#team-sharing">Settings</a>.</p>
            """
    }
}

/// The Settings section of a team server: whether the person's week is on the team page.
public struct TeamSharingView: Sendable {
    /// Whether they share it now.
    public var shares: Bool
    /// The session's CSRF token.
    public var csrfToken: String

    /// Where the switch posts.
    public static let action = "/team/sharing"

    /// Creates the section.
    public init(shares: Bool, csrfToken: String) {
        self.shares = shares
        self.csrfToken = csrfToken
    }

    public func render() -> String {
        """
        <section class="team-sharing" id="team-sharing" aria-labelledby="team-sharing-h"><h2 id="team-sharing-h">Team page</h2>
        <form method="post" action="\(Self.action)">
        \(Layout.csrfField(csrfToken))
        <p><label><input type="checkbox" name="share" value="on"\(shares ? " checked" : "")> Share my week on the <a href="/team">team page</a></label> \
        <span class="muted">this week's time, today's ring and the streak; private until you tick it</span></p>
        <p><button type="submit">Save sharing</button></p>
        </form>
        </section>
        """
    }
}
