import CairnCore

/// Coding known only as a total per day (an imported daily summary), per person and source.
extension TeamStore {
    /// `person`'s imported totals: per date, the largest of its sources.
    public func importedDayTotals(of person: Person) throws(TeamError) -> [LocalDate: Double] {
        var totals: [LocalDate: Double] = [:]
        for row in try connection.execute("""
            SELECT day, max(seconds) FROM person_imported_days WHERE person_id = $1 GROUP BY day
            """, [String(person.id)]).rows {
            guard row.count == 2, let day = row[0].flatMap({ Int($0) }), let seconds = row[1].flatMap({ Double($0) }) else { continue }
            totals[LocalDate(daysSinceEpoch: day)] = seconds
        }
        return totals
    }

    /// Stores `person`'s totals from `source` in one transaction: a date held already for that
    /// source with the same seconds is skipped; with other seconds it takes the new ones (the
    /// SQLite store's rule). Refuses a negative or longer-than-a-day total.
    /// - Returns: how many dates were written (the rest were held already, unchanged).
    @discardableResult
    public func insertImportedDayTotals(_ totals: [(date: LocalDate, seconds: Double)], source: String,
                                        for person: Person) throws(TeamError) -> Int {
        for total in totals where !(total.seconds.isFinite && total.seconds >= 0 && total.seconds <= 90_000) {
            throw .usage("a day total of \(total.seconds) s on \(total.date) is not between 0 and 25 hours; nothing was stored")
        }
        let id = String(person.id)
        return try connection.transaction { () throws(TeamError) -> Int in
            var written = 0
            for total in totals {
                written += try connection.execute("""
                    INSERT INTO person_imported_days (person_id, day, source, seconds) VALUES ($1, $2, $3, $4)
                    ON CONFLICT (person_id, day, source) DO UPDATE SET seconds = excluded.seconds
                    WHERE person_imported_days.seconds <> excluded.seconds
                    """, [id, String(total.date.daysSinceEpoch), source, String(total.seconds)]).affected
            }
            return written
        }
    }
}
