import CairnCore
import CairnStore

/// A project's own page: its time over a range, by day, language and editor.
extension Workspace {
    /// One project over `range`: its row of the project breakdown (seconds and share), its
    /// seconds per day and its languages and editors, each instant shared among the sessions
    /// covering it as ``Breakdown`` shares it, so the days and the rows add up to its seconds.
    /// `(none)` names the sessions without a project.
    /// - Throws: `.notFound` when no session was ever made on it.
    package func codingProject(_ name: String, range: CodingRange) throws(AppError) -> CodingProjectDocument {
        let store = try openCodingStore()
        let (engine, today) = try clock(store)
        let stored: String? = name == Breakdown.unnamed ? nil : name
        guard let span = try storeCall("cannot read the sessions", { try store.projectSpan(stored) }) else {
            throw .notFound("no session was made on a project named \"\(name)\"")
        }
        let read = try rangeRead(range, store, engine: engine, today: today)
        let sweep = read.sweep()
        let row = sweep.rows(by: .project, untimedSeconds: read.untimedSeconds)
            .first { $0.name == name && name != Breakdown.untimed }
        let perDay = try storeCall("cannot read the coding summary") {
            try sweep.daily(of: name, layout: read.layout, bounds: Self.clipped(read.layout.bounds, at: read.range.end), store: store)
        }
        let days = (0..<read.layout.count).map { i in
            CodingDayTotal(date: read.from.adding(days: i), seconds: i < perDay.count ? perDay[i] : 0)
        }
        let breakdowns = [BreakdownDimension.language, .editor].map { dimension in
            CodingBreakdown(by: dimension, rows: Self.rows(sweep.names(of: name, by: dimension)))
        }
        let last = Swift.max(span.start, span.end - 0.001)
        return CodingProjectDocument(
            name: name, range: CodingRangeDocument(key: range.key, from: read.from, to: read.to),
            seconds: row?.seconds ?? 0, share: row?.share ?? 0,
            firstDay: engine.date(atSeconds: span.start), lastDay: engine.date(atSeconds: last),
            days: days, breakdowns: breakdowns, branches: nil)
    }

    /// The project's rows from its names' seconds (``CodingSweep/names(of:by:)``): their shares
    /// taken of its seconds.
    private static func rows(_ names: [(name: String, seconds: Double)]) -> [BreakdownRow] {
        var rows = names.map { BreakdownRow(name: $0.name, seconds: $0.seconds, share: 0) }
        let sum = rows.reduce(0) { $0 + $1.seconds }
        for i in rows.indices { rows[i].share = sum > 0 ? rows[i].seconds / sum : 0 }
        return rows.sorted { $0.seconds != $1.seconds ? $0.seconds > $1.seconds : $0.name < $1.name }
    }

    /// Day bounds no later than `end` (now), so no day counts time that has not happened.
    private static func clipped(_ bounds: [Double], at end: Double) -> [Double] {
        bounds.map { Swift.min($0, Swift.max(end, bounds.first ?? end)) }
    }
}
