import CairnTeam

/// A person's choice to show their week on the team page (private by default).
extension Workspace {
    /// Whether the signed-in person shares their week; refused outside team mode.
    public func sharesWeek() throws(AppError) -> Bool {
        let team = try teamScope()
        return try TeamSignIn.call { () throws(TeamError) in try team.connections.store().sharesWeek(team.person) }
    }

    /// Shares (or stops sharing) the signed-in person's week.
    public func setSharesWeek(_ shares: Bool) throws(AppError) {
        let team = try teamScope()
        try TeamSignIn.call { () throws(TeamError) in try team.connections.store().setSharesWeek(team.person, shares) }
    }

    /// The team scope, or a refusal saying this needs a team server.
    func teamScope() throws(AppError) -> TeamScope {
        guard let team else { throw .usage("this is for a team server (`cairn serve --database postgresql://…`), not a personal database") }
        return team
    }
}
