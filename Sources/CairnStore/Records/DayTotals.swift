import CairnCore

extension Store {
    /// Stores coding totals per date from one source in one transaction: a date already held for
    /// that source with the same seconds is skipped; with other seconds it is updated.
    public func insertDayTotals(_ totals: [(date: LocalDate, seconds: Double)], source: String) throws -> ImportSummary {
        try connection.writeTransaction {
            let upsert = try connection.prepare("""
                INSERT INTO day_totals (day, seconds, source) VALUES (?, ?, ?)
                ON CONFLICT (day, source) DO UPDATE SET seconds = excluded.seconds WHERE seconds <> excluded.seconds
                """)
            var summary = ImportSummary()
            for total in totals {
                guard Plausible.isDate(total.date), Plausible.isDayTotal(total.seconds) else {
                    throw StoreError.conflict("a day total of \(total.seconds) s on \(total.date) is outside the plausible range; nothing was stored")
                }
                try upsert.run([.integer(Int64(total.date.daysSinceEpoch)), .real(total.seconds), .text(source)])
                if connection.changes > 0 { summary.added += 1 } else { summary.duplicates += 1 }
            }
            return summary
        }
    }

    /// Coding seconds known only as day totals: per date, the largest of its sources (totals
    /// outside ``Plausible``'s bounds skipped).
    public func dayTotals() throws(StoreError) -> [LocalDate: Double] {
        let statement = try connection.prepare("SELECT day, max(seconds) FROM day_totals WHERE \(PlausibleRows.dayTotal) GROUP BY day")
        try statement.bind([])
        var result: [LocalDate: Double] = [:]
        while try statement.step() {
            result[LocalDate(daysSinceEpoch: Int(statement.int64(0)))] = statement.double(1)
        }
        return result
    }
}
