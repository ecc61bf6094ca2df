import CairnCore
import CairnStore
import Foundation

/// What a trackable's page asks for: which trackable, the chart's range, the calendar's month.
package struct TrackablePageRequest: Sendable, Hashable {
    /// The trackable's name (any case), or its id when `id` is set.
    package var name: String?
    package var id: Int64?
    /// `30d`, `90d` (the default), `1y` or `all`.
    package var range: String?
    /// `YYYY-MM` (the default: today's month).
    package var month: String?

    package init(name: String? = nil, id: Int64? = nil, range: String? = nil, month: String? = nil) {
        self.name = name
        self.id = id
        self.range = range
        self.month = month
    }

    /// The ranges a chart offers, and the days each covers (`nil`: from the first day).
    package static let ranges: [(name: String, days: Int?)] = [("30d", 30), ("90d", 90), ("1y", 365), ("all", nil)]
}

/// A trackable's page (`/trackables/NAME`, `GET /api/trackables/NAME/page`): its day values,
/// a month, its runs, totals per period, its rules with Coming up and its Readings, all from
/// one focused read of the engine.
extension Workspace {
    /// The page of the trackable `request` names.
    /// - Complexity: one focused snapshot (the trackable's entries and what it reads) and
    ///   O(entries + days) per series.
    package func trackablePage(_ request: TrackablePageRequest) throws(AppError) -> TrackablePageDocument {
        let store = try openTrackableStore()
        let trackable: Trackable
        if let id = request.id {
            guard let found = try storeCall("cannot read the trackables", { try store.trackables().first { $0.id == id } }) else {
                throw .notFound("no trackable with id \(id)")
            }
            trackable = found
        } else {
            trackable = try self.trackable(named: request.name ?? "", in: store)
        }
        let rangeName = request.range ?? "90d"
        guard let range = TrackablePageRequest.ranges.first(where: { $0.name == rangeName }) else {
            throw .usage("unknown range \"\(rangeName)\"; use 30d, 90d, 1y or all")
        }
        let (engine, today) = try clock(store)
        let shownMonth: LocalDate
        if let text = request.month {
            guard let date = Self.monthStart(text) else { throw .usage("a month is YYYY-MM, like 2026-03; got \"\(text)\"") }
            shownMonth = date
        } else {
            shownMonth = today.startOfMonth
        }
        let (snapshot, readings, firstWeekday) = try storeCall("cannot read the entries") {
            (try AchievementSnapshot(store, engine: engine, today: today, focus: trackable.id, now: now),
             try store.readings(trackableId: trackable.id), engine.config(on: today).firstWeekday)
        }
        let evaluation = snapshot.evaluate(trackable, today: today)
        let days = AchievementEngine.days(of: trackable, entries: snapshot.entries, disruptions: snapshot.disruptions,
                                          today: today, inputs: snapshot.inputs)
        let from = range.days.map { today.adding(days: 1 - $0) } ?? Swift.min(days.start, today)
        let mine = snapshot.rules.filter { $0.trackableId == trackable.id }
        let zones = snapshot.zones.filter { $0.trackableId == trackable.id }
        let plain = mine.filter { $0.of == nil }
        let chartKind = Self.chartKind(trackable)
        let reader = PageSeries(days: days, trackable: trackable, kind: chartKind, today: today)
        let readingPages = readings.map { reading in
            let valueTrackable = reading.valueTrackable(of: trackable)
            let series = AchievementEngine.days(of: reading, trackable: trackable, entries: snapshot.entries,
                                                disruptions: snapshot.disruptions, today: today, inputs: snapshot.inputs)
            let theirs = mine.filter { $0.of == reading.id }
            let pageReader = PageSeries(days: series, trackable: valueTrackable, kind: Self.chartKind(valueTrackable), today: today)
            return TrackablePageDocument.ReadingPage(
                id: reading.id, name: reading.subject(of: trackable), unit: valueTrackable.unit, problem: series.problem,
                chart: pageReader.chart(from: from, to: today, marks: Self.marks(evaluation, rules: theirs)),
                rules: Self.rules(theirs, read: valueTrackable, zones: zones, evaluation: evaluation),
                values: Self.readingValues(reading, of: trackable, days: series, rules: theirs))
        }
        let streaks = days.streaks(today: today)
        let bestRuns = days.runs.enumerated().sorted { $0.element.length != $1.element.length ? $0.element.length > $1.element.length : $0.offset < $1.offset }
            .prefix(5).map(\.element)
        let listed = TrackableDocument(trackable: trackable, zones: zones, rules: mine.count)
        return TrackablePageDocument(
            id: trackable.id, name: trackable.name, kind: trackable.kind.name, unit: trackable.unit,
            dayValue: trackable.effectiveDayReduction.rawValue,
            derived: trackable.derivation.map { Self.derivationWords($0, how: listed.derived ?? "derived", snapshot: snapshot, readings: readings) },
            today: today, range: range.name,
            chart: reader.chart(from: from, to: today, marks: Self.marks(evaluation, rules: plain)),
            month: reader.month(shownMonth, firstWeekday: firstWeekday),
            streaks: TrackablePageDocument.Streaks(current: streaks.current, best: streaks.best, bestRuns: bestRuns),
            periods: reader.periods(firstWeekday: firstWeekday),
            rules: Self.rules(plain, read: trackable, zones: zones, evaluation: evaluation),
            readings: readingPages, problem: days.problem)
    }

    /// `YYYY-MM` as the month's first day.
    package static func monthStart(_ text: String) -> LocalDate? {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 2, parts[0].count == 4, parts[1].count == 2, let year = Int(parts[0]), let month = Int(parts[1]) else { return nil }
        return LocalDate(year: year, month: month, day: 1)
    }

    /// `line` for a body measure, `bars` for an amount, `strip` for yes/no, choices and the rest.
    static func chartKind(_ trackable: Trackable) -> String {
        switch trackable.kind {
        case .number, .duration, .clockTime:
            trackable.effectiveDayReduction == .sum ? "bars" : "line"
        default:
            "strip"
        }
    }

    /// The moments `rules` marked, in date order.
    static func marks(_ evaluation: Evaluation, rules: [AchievementRule]) -> [TrackablePageDocument.Mark] {
        let identities = Dictionary(rules.map { ($0.identity, $0) }, uniquingKeysWith: { a, _ in a })
        return evaluation.moments.compactMap { moment in
            guard let rule = identities[moment.ruleIdentity] else { return nil }
            let record: Bool = if case .record = rule.threshold { true } else { false }
            return TrackablePageDocument.Mark(date: moment.date, name: moment.name, text: moment.measureText, rung: moment.rung,
                                              value: moment.value, type: record ? "record" : "rung")
        }
    }

    /// `rules` with their moments counted and what is coming up on each.
    static func rules(_ rules: [AchievementRule], read: Trackable, zones: [Zone], evaluation: Evaluation) -> [TrackablePageDocument.Rule] {
        rules.map { rule in
            let zone = rule.zoneId.flatMap { id in zones.first { $0.id == id } }
            let document = RuleDocument(rule: rule, trackable: read, zone: zone)
            let coming = evaluation.comingUp.first { $0.ruleIdentity == rule.identity }.map {
                TrackablePageDocument.ComingUpItem(current: $0.current, next: $0.next, progress: $0.progress,
                                                   text: "\($0.currentText) of \($0.nextText)")
            }
            return TrackablePageDocument.Rule(id: rule.id, name: document.name, measure: document.measure, threshold: document.threshold,
                                              reading: rule.of.map { _ in read.name }, problem: document.problem,
                                              earned: evaluation.moments.count { $0.ruleIdentity == rule.identity }, comingUp: coming)
        }
    }

    /// "sum trailing 7d of Running, Cycling, between 06:00 and 09:00".
    static func derivationWords(_ derivation: Derivation, how: String, snapshot: AchievementSnapshot, readings: [Reading]) -> String {
        let names = derivation.of.map { ref -> String in
            switch ref {
            case let .trackable(id): return snapshot.trackables.first { $0.id == id }?.name ?? "trackable \(id)"
            case let .reading(id):
                let reading = snapshot.inputs.readings.first { $0.id == id }
                let owner = reading.flatMap { r in snapshot.trackables.first { $0.id == r.trackableId } }
                return reading.map { r in owner.map { r.subject(of: $0) } ?? r.name } ?? "Reading \(id)"
            }
        }
        var text = how
        if !names.isEmpty { text += " of " + names.joined(separator: ", ") }
        if let tag = derivation.tag { text += " tagged " + (snapshot.trackables.first { $0.id == tag }?.name ?? "tag \(tag)") }
        if let filter = derivation.timeOfDay {
            if let after = filter.after { text += ", after " + ValueFormatter.clock(after) }
            if let before = filter.before { text += ", before " + ValueFormatter.clock(before) }
        }
        return text
    }
}
