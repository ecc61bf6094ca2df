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
        let sorted = SharedTime.Sorted(read.sessions, within: read.range)
        let row = Breakdown.rows(sorted, by: .project, untimedSeconds: read.untimedSeconds)
            .first { $0.name == name && name != Breakdown.untimed }
        let own: (Session) -> Bool = { ($0.project.flatMap { $0.isEmpty ? nil : $0 } ?? Breakdown.unnamed) == name }
        let perDay = sorted.daily(bounds: Self.clipped(read.layout.bounds, at: read.range.end), own: own)
        let days = (0..<read.layout.count).map { i in
            CodingDayTotal(date: read.from.adding(days: i), seconds: i < perDay.count ? perDay[i] : 0)
        }
        let breakdowns = [BreakdownDimension.language, .editor].map { dimension in
            CodingBreakdown(by: dimension, rows: Self.rows(of: sorted, by: dimension, own: own))
        }
        let last = Swift.max(span.start, span.end - 0.001)
        return CodingProjectDocument(
            name: name, range: CodingRangeDocument(key: range.key, from: read.from, to: read.to),
            seconds: row?.seconds ?? 0, share: row?.share ?? 0,
            firstDay: engine.date(atSeconds: span.start), lastDay: engine.date(atSeconds: last),
            days: days, breakdowns: breakdowns, branches: nil)
    }

    /// The project's rows by `dimension`: the sessions of every project share their instants,
    /// then only the project's own are kept and their shares taken of its seconds.
    private static func rows(of sorted: SharedTime.Sorted, by dimension: BreakdownDimension, own: (Session) -> Bool) -> [BreakdownRow] {
        let (keys, seconds) = sorted.names { session -> String? in
            own(session) ? dimension.name(of: session).flatMap { $0.isEmpty ? nil : $0 } ?? Breakdown.unnamed : nil
        }
        var rows: [BreakdownRow] = []
        for (key, value) in zip(keys, seconds) { if let key { rows.append(BreakdownRow(name: key, seconds: value, share: 0)) } }
        let sum = rows.reduce(0) { $0 + $1.seconds }
        for i in rows.indices { rows[i].share = sum > 0 ? rows[i].seconds / sum : 0 }
        return rows.sorted { $0.seconds != $1.seconds ? $0.seconds > $1.seconds : $0.name < $1.name }
    }

    /// Day bounds no later than `end` (now), so no day counts time that has not happened.
    private static func clipped(_ bounds: [Double], at end: Double) -> [Double] {
        bounds.map { Swift.min($0, Swift.max(end, bounds.first ?? end)) }
    }
}
