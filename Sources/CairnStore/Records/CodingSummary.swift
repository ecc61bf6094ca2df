import CairnCore

/// A name and a name within it (a project's language, a project's editor): a key of the sweep.
package struct NamePair: Hashable, Sendable {
    package var outer: String
    package var inner: String

    package init(_ outer: String, _ inner: String) {
        self.outer = outer
        self.inner = inner
    }
}

/// The stored sweep of every session at the start of a day (migration 14): what the coding
/// reads over a range from the first session take instead of the sessions before it.
package struct CodingSummaryMark: Sendable {
    /// The instant the sweep stopped before: the start of day ``index`` of the read's layout.
    package var at: Double
    package var index: Int
    /// The last event's instant before ``at``.
    package var previous: Double
    /// The seconds before ``at`` of each name, by dimension.
    package var names: [BreakdownDimension: (keys: [String], seconds: [Double])]
    /// The seconds before ``at`` of each project's languages (`.language`) and editors (`.editor`).
    package var pairs: [BreakdownDimension: (keys: [NamePair], seconds: [Double])]
    /// The rhythm's cells (``CodingRhythm``) of the days before ``at``.
    package var rhythm: [[Double]]

    /// The sweep's state by `dimension`'s names.
    package func mark(_ dimension: BreakdownDimension) -> SharedTime.Mark<String> {
        let named = names[dimension] ?? ([], [])
        return SharedTime.Mark(at: at, previous: previous, keys: named.keys, seconds: named.seconds)
    }

    /// The sweep's state by a project's names under `dimension` (`.language` or `.editor`).
    package func pairMark(_ dimension: BreakdownDimension) -> SharedTime.Mark<NamePair> {
        let named = pairs[dimension] ?? ([], [])
        return SharedTime.Mark(at: at, previous: previous, keys: named.keys, seconds: named.seconds)
    }
}

/// The names the coding reads sweep by, written once for the summary and the reads.
package enum CodingSummaryKey {
    /// A session's name under `dimension`, ``Breakdown/unnamed`` when it has none.
    package static func name(_ dimension: BreakdownDimension, _ session: Session) -> String {
        dimension.name(of: session).flatMap { $0.isEmpty ? nil : $0 } ?? Breakdown.unnamed
    }

    /// A session's project and its name under `dimension`.
    package static func pair(_ dimension: BreakdownDimension, _ session: Session) -> NamePair {
        NamePair(name(.project, session), name(dimension, session))
    }

    /// The kinds stored in `coding_mark_seconds`.
    static let dimensions = BreakdownDimension.allCases
    static let pairDimensions: [BreakdownDimension] = [.language, .editor]
    static func kind(pair dimension: BreakdownDimension) -> Int { dimension == .language ? 4 : 5 }
    static let rhythmKind = 6
}

extension Store {
    /// The latest stored mark a read of `layout` may resume at: made under `history`, at or
    /// before `end` (the read's now), at the start of one of the layout's days after the first
    /// (cut there at the same instant), with every summarised day before it cut at the same
    /// instants as the layout cuts it; `nil` when none holds (then sweep every session). The
    /// read's range must start at or before the first session (`rangeStart`), as the summary's.
    package func codingSummaryMark(for history: GoalHistory, layout: DayLayout, rangeStart: Double,
                                   end: Double) throws(StoreError) -> CodingSummaryMark? {
        let state = try connection.prepare("SELECT goals, first FROM coding_summary WHERE id = 1")
        guard try state.step(), !state.isNull(1), state.text(0) == (try JSONColumn.encode(history)),
              rangeStart <= state.double(1) else { return nil }
        let marks = try connection.prepare("SELECT at, day, previous FROM coding_marks WHERE at <= ? ORDER BY at DESC")
        try marks.bind([.real(end)])
        var found: (at: Double, index: Int, previous: Double)?
        while try marks.step() {
            let at = marks.double(0), index = layout.first.distance(to: LocalDate(daysSinceEpoch: Int(marks.int64(1))))
            if index > 0, index < layout.count, layout.bounds[index] == at { found = (at, index, marks.double(2)); break }
        }
        guard let found else { return nil }
        // Every summarised day before the mark cut as the layout cuts it (the days before the
        // first summarised one hold no session).
        let days = try connection.prepare("SELECT day, start, end FROM coding_days WHERE day < ? ORDER BY day")
        try days.bind([.integer(Int64(layout.first.daysSinceEpoch + found.index))])
        var expected: Int?
        while try days.step() {
            let index = layout.first.distance(to: LocalDate(daysSinceEpoch: Int(days.int64(0))))
            guard index >= 0, expected == nil || expected == index,
                  layout.bounds[index] == days.double(1), layout.bounds[index + 1] == days.double(2) else { return nil }
            expected = index + 1
        }
        guard expected == nil || expected == found.index else { return nil }
        var names: [BreakdownDimension: (keys: [String], seconds: [Double])] = [:]
        var pairs: [BreakdownDimension: (keys: [NamePair], seconds: [Double])] = [:]
        var rhythm = [[Double]](repeating: [Double](repeating: 0, count: 24), count: 7)
        let rows = try connection.prepare("SELECT kind, name, inner, seconds FROM coding_mark_seconds WHERE at = ? ORDER BY kind, place")
        try rows.bind([.real(found.at)])
        while try rows.step() {
            let kind = Int(rows.int64(0)), name = rows.text(1) ?? "", inner = rows.text(2) ?? "", seconds = rows.double(3)
            if kind < CodingSummaryKey.dimensions.count {
                names[CodingSummaryKey.dimensions[kind], default: ([], [])].keys.append(name)
                names[CodingSummaryKey.dimensions[kind], default: ([], [])].seconds.append(seconds)
            } else if kind == CodingSummaryKey.rhythmKind {
                guard let cell = Int(name), (0..<168).contains(cell) else { return nil }
                rhythm[cell / 24][cell % 24] = seconds
            } else if let dimension = CodingSummaryKey.pairDimensions.first(where: { CodingSummaryKey.kind(pair: $0) == kind }) {
                pairs[dimension, default: ([], [])].keys.append(NamePair(name, inner))
                pairs[dimension, default: ([], [])].seconds.append(seconds)
            }
        }
        return CodingSummaryMark(at: found.at, index: found.index, previous: found.previous, names: names, pairs: pairs, rhythm: rhythm)
    }

    /// `project`'s summarised seconds on `count` days from `first` (zero where it has none).
    /// Only for days before a mark ``codingSummaryMark(for:layout:rangeStart:end:)`` gave.
    package func codingSummaryDays(project: String, from first: LocalDate, count: Int) throws(StoreError) -> [Double] {
        var seconds = [Double](repeating: 0, count: Swift.max(0, count))
        let rows = try connection.prepare("SELECT day, seconds FROM coding_day_projects WHERE project = ? AND day >= ? AND day < ?")
        try rows.bind([.text(project), .integer(Int64(first.daysSinceEpoch)), .integer(Int64(first.daysSinceEpoch + count))])
        while try rows.step() {
            let index = Int(rows.int64(0)) - first.daysSinceEpoch
            if seconds.indices.contains(index) { seconds[index] = rows.double(1) }
        }
        return seconds
    }

    /// Whether a coding summary was built (under a goal history, with sessions) but its latest
    /// mark lies more than 62 days before the last session's start (or none is left).
    func codingSummaryLags() throws(StoreError) -> Bool {
        let state = try connection.prepare("""
            SELECT (SELECT max(at) FROM coding_marks),
                   (SELECT start_ms FROM sessions WHERE \(PlausibleRows.session) ORDER BY start_ms DESC LIMIT 1)
            FROM coding_summary WHERE id = 1 AND first IS NOT NULL
            """)
        guard try state.step(), !state.isNull(1) else { return false }
        return state.isNull(0) || state.double(0) < Double(state.int64(1)) / 1000 - 62 * 86_400
    }

    /// Rebuilds the coding summary from every session under the stored goal history (emptied
    /// when there is none): one sweep stopped at the start of every month from the first
    /// session's, each summarised day's cut and its seconds per project. Call inside the
    /// transaction that wrote.
    package func refreshCodingSummary() throws {
        try connection.writeTransaction {
            for table in ["coding_summary", "coding_marks", "coding_mark_seconds", "coding_days", "coding_day_projects"] {
                try connection.execute("DELETE FROM \(table)")
            }
            guard let history = try goalHistory(), !history.versions.isEmpty, let engine = try? GoalEngine(history: history) else { return }
            let fingerprint = try JSONColumn.encode(history)
            let sessions = try self.sessions().filter { $0.span.end > $0.span.start }
            guard let first = sessions.first?.span.start else {
                try connection.prepare("INSERT INTO coding_summary (id, goals, first) VALUES (1, ?, NULL)").run([.text(fingerprint)])
                return
            }
            let last = sessions.reduce(first) { Swift.max($0, $1.span.end) }
            let from = engine.date(atSeconds: first)
            // Through the month after the last session's, so a mark stands past every session.
            let through = engine.date(atSeconds: last).adding(days: 32)
            let layout = engine.layout(from: from, through: through)
            guard let start = layout.bounds.first, start <= first, let stop = layout.bounds.last, stop > last else { return }
            let range = TimeSpan(start: start, end: stop)
            let sorted = SharedTime.Sorted(sessions, within: range)
            let indices = (1..<layout.count).filter { layout.first.adding(days: $0).components.day == 1 }
            let instants = indices.map { layout.bounds[$0] }
            guard let lastIndex = indices.last else {
                try connection.prepare("INSERT INTO coding_summary (id, goals, first) VALUES (1, ?, ?)").run([.text(fingerprint), .real(first)])
                return
            }
            let insertMark = try connection.prepare("INSERT INTO coding_marks (at, day, previous) VALUES (?, ?, ?)")
            let insertSeconds = try connection.prepare("INSERT INTO coding_mark_seconds (at, kind, name, inner, seconds, place) VALUES (?, ?, ?, ?, ?, ?)")
            for (kind, dimension) in CodingSummaryKey.dimensions.enumerated() {
                let marks = sorted.seconds(key: { CodingSummaryKey.name(dimension, $0) }, marks: instants)
                for (i, mark) in marks.enumerated() {
                    if kind == 0 {
                        try insertMark.run([.real(mark.at), .integer(Int64(layout.first.adding(days: indices[i]).daysSinceEpoch)), .real(mark.previous)])
                    }
                    for (place, (name, seconds)) in zip(mark.keys, mark.seconds).enumerated() {
                        try insertSeconds.run([.real(mark.at), .integer(Int64(kind)), .text(name), .text(""), .real(seconds), .integer(Int64(place))])
                    }
                }
            }
            for dimension in CodingSummaryKey.pairDimensions {
                let marks = sorted.seconds(key: { CodingSummaryKey.pair(dimension, $0) }, marks: instants)
                for mark in marks {
                    for (place, (pair, seconds)) in zip(mark.keys, mark.seconds).enumerated() {
                        try insertSeconds.run([.real(mark.at), .integer(Int64(CodingSummaryKey.kind(pair: dimension))),
                                               .text(pair.outer), .text(pair.inner), .real(seconds), .integer(Int64(place))])
                    }
                }
            }
            // The rhythm's cells before each mark, the days added in order as the read adds them.
            let merged = TimeSpan.union(sessions.map(\.span))
            var cells = [[Double]](repeating: [Double](repeating: 0, count: 24), count: 7)
            var done = 0
            for (i, index) in indices.enumerated() {
                CodingRhythm.add(merged: merged, layout: layout, days: done..<index, calendar: engine.calendar(on:), into: &cells)
                done = index
                for row in 0..<7 {
                    for hour in 0..<24 where cells[row][hour] != 0 {
                        try insertSeconds.run([.real(instants[i]), .integer(Int64(CodingSummaryKey.rhythmKind)), .text("\(row * 24 + hour)"),
                                               .text(""), .real(cells[row][hour]), .integer(Int64(row * 24 + hour))])
                    }
                }
            }
            let insertDay = try connection.prepare("INSERT INTO coding_days (day, start, end) VALUES (?, ?, ?)")
            for index in 0..<lastIndex {
                try insertDay.run([.integer(Int64(layout.first.adding(days: index).daysSinceEpoch)),
                                   .real(layout.bounds[index]), .real(layout.bounds[index + 1])])
            }
            let insertProject = try connection.prepare("INSERT INTO coding_day_projects (project, day, seconds) VALUES (?, ?, ?)")
            for (project, days) in sorted.daily(bounds: layout.bounds, key: { CodingSummaryKey.name(.project, $0) }) {
                for index in 0..<lastIndex where days[index] != 0 {
                    try insertProject.run([.text(project), .integer(Int64(layout.first.adding(days: index).daysSinceEpoch)), .real(days[index])])
                }
            }
            try connection.prepare("INSERT INTO coding_summary (id, goals, first) VALUES (1, ?, ?)").run([.text(fingerprint), .real(first)])
        }
    }
}
