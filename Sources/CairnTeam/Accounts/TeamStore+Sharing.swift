/// Each person's choice to show their week on the team page: private until they share.
extension TeamStore {
    /// Whether `person` shares their week.
    public func sharesWeek(_ person: Person) throws(TeamError) -> Bool {
        try connection.execute("SELECT shares_week FROM people WHERE id = $1", [String(person.id)]).scalar == "t"
    }

    /// Shares (or stops sharing) `person`'s week.
    public func setSharesWeek(_ person: Person, _ shares: Bool) throws(TeamError) {
        try connection.execute("UPDATE people SET shares_week = $2 WHERE id = $1", [String(person.id), shares ? "true" : "false"])
    }

    /// Everyone who shares their week and is not disabled, by name.
    public func peopleSharingWeek() throws(TeamError) -> [Person] {
        let names = Set(try connection.execute("SELECT name FROM people WHERE shares_week AND NOT disabled").rows.compactMap { $0.first ?? nil })
        return try people().filter { names.contains($0.name) }
    }
}
