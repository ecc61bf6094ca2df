import CairnApp
import CairnCore
import CairnStore
import Foundation

/// The rows the Achievements page's editor offers for one trackable, and the ticked set a
/// saved form means. One row per measure the engine's `measureApplies` lets the trackable take:
/// a streak of the days logged, of the days of none and of the days in a zone (on the editor's
/// ladder), a new highest and lowest with the record's wait, a total every N (×scale) or at
/// listed rungs, and a count of the days in a zone at listed rungs; then, for each Reading of
/// the trackable, its new highest, new lowest and total, in a group of its own. Each row holds
/// one rule; every other rule (a hand-written ladder, a second rule of a row's kind) is kept
/// as it is and passed on unchanged by a save.
struct RuleEditorBoxes {
    var trackable: Trackable
    var rules: [AchievementRule]
    /// The trackable's Readings, each a group of rows.
    var readings: [Reading] = []
    /// The zones (only the trackable's own are offered).
    var zones: [Zone] = []

    /// What a row sets up.
    enum Kind: String, CaseIterable {
        case streakSome = "streak-some", streakNone = "streak-none", streakZone = "streak-zone"
        case bestHigh = "best-high", bestLow = "best-low", total, count
    }

    /// One row: its key on the form, what it sets up, the Reading it reads (nil: the trackable
    /// itself) and the trackable whose values it reads (the Reading's field, or the trackable).
    struct Row {
        var key: String
        var kind: Kind
        var of: Int64?
        var read: Trackable
    }

    /// The form as sent: the ticked rows and every typed field (`KEY.zone`, `KEY.wait`,
    /// `KEY.how`, `KEY.every`, `KEY.scale`, `KEY.at`).
    struct Typed {
        var keys: Set<String>
        var fields: [String: String] = [:]
    }

    /// The trackable's own zones.
    var ownZones: [Zone] { zones.filter { $0.trackableId == trackable.id } }

    /// The trackable a rule reads: its Reading's field (named in the Reading's words), or the
    /// trackable itself.
    func read(_ rule: AchievementRule) -> Trackable {
        rule.of.flatMap { id in readings.first { $0.id == id } }.map { $0.valueTrackable(of: trackable) } ?? trackable
    }

    /// The zone a rule names, when it is the trackable's.
    func zone(of rule: AchievementRule) -> Zone? {
        rule.zoneId.flatMap { id in ownZones.first { $0.id == id } }
    }

    /// The row kind a rule of the editor's would sit in.
    static func kind(of rule: AchievementRule) -> Kind? {
        switch rule.measure {
        case .streak:
            if rule.zoneId != nil { return .streakZone }
            return rule.days == .none ? .streakNone : rule.days == .some ? .streakSome : nil
        case .best: return rule.direction == .high ? .bestHigh : .bestLow
        case .total: return .total
        case .count: return .count
        }
    }

    /// A new rule of `kind`, with the threshold a row starts from.
    func template(_ kind: Kind, of reading: Int64?) -> AchievementRule {
        let streak = Threshold.ladder(.rungs(RuleReconcile.editorRungs))
        let id = trackable.id
        switch kind {
        case .streakSome: return AchievementRule(id: 0, trackableId: id, measure: .streak, threshold: streak, of: reading)
        case .streakNone: return AchievementRule(id: 0, trackableId: id, measure: .streak, threshold: streak, days: .none, of: reading)
        case .streakZone:
            return AchievementRule(id: 0, trackableId: id, measure: .streak, threshold: streak, zoneId: ownZones.first?.id, days: .zone, of: reading)
        case .bestHigh: return AchievementRule(id: 0, trackableId: id, measure: .best, threshold: .record(minHistory: nil), of: reading)
        case .bestLow:
            return AchievementRule(id: 0, trackableId: id, measure: .best, threshold: .record(minHistory: nil), direction: .low, of: reading)
        case .total: return AchievementRule(id: 0, trackableId: id, measure: .total, threshold: .ladder(.every(1, scale: nil)), of: reading)
        case .count: return AchievementRule(id: 0, trackableId: id, measure: .count, threshold: streak, zoneId: ownZones.first?.id, of: reading)
        }
    }

    /// Every row the trackable can take: its own, then each Reading's.
    var rows: [Row] {
        var list: [Row] = []
        for kind in Kind.allCases {
            let rule = template(kind, of: nil)
            if rule.problem(for: trackable, zone: zone(of: rule)) == nil { list.append(Row(key: kind.rawValue, kind: kind, of: nil, read: trackable)) }
        }
        for reading in readings where reading.problem(of: trackable) == nil {
            let read = reading.valueTrackable(of: trackable)
            for kind in [Kind.bestHigh, .bestLow, .total] where template(kind, of: reading.id).problem(for: read, zone: nil) == nil {
                list.append(Row(key: "reading-\(reading.id)-" + kind.rawValue, kind: kind, of: reading.id, read: read))
            }
        }
        return list
    }

    /// The stored rule sitting in a row, if any.
    func existing(_ row: Row) -> AchievementRule? {
        rules.first { $0.of == row.of && RuleReconcile.editorHasBox(for: $0, reading: row.of) && Self.kind(of: $0) == row.kind }
    }

    /// The rules shown read-only and kept.
    var kept: [AchievementRule] {
        let placed = rows.compactMap { existing($0)?.id }
        return rules.filter { !placed.contains($0.id) }
    }

    /// A row's fields as stored (or as a new row starts), then as typed where `typed` has them.
    func values(_ row: Row, _ typed: Typed?) -> [String: String] {
        let rule = existing(row) ?? template(row.kind, of: row.of)
        let key = row.key
        var values: [String: String] = [:]
        if let zone = rule.zoneId { values[key + ".zone"] = String(zone) }
        switch rule.threshold {
        case let .record(wait): values[key + ".wait"] = String(wait ?? Threshold.defaultMinHistory)
        case let .ladder(.every(step, scale)):
            values[key + ".how"] = "every"
            values[key + ".every"] = existing(row) == nil ? "" : ValueFormatter.number(step)
            values[key + ".scale"] = scale.map(ValueFormatter.number) ?? ""
        case let .ladder(.rungs(rungs)):
            values[key + ".how"] = "at"
            values[key + ".at"] = rungs.map(ValueFormatter.number).joined(separator: ", ")
        }
        for (name, value) in typed?.fields ?? [:] where name.hasPrefix(key + ".") { values[name] = value }
        return values
    }

    /// The rule a ticked row stands for with `values`: the stored rule, its threshold and zone
    /// as typed (kept as stored when they mean the same).
    func rule(_ row: Row, _ values: [String: String]) throws(RuleEditorFields.Problem) -> AchievementRule {
        let stored = existing(row)
        var rule = stored ?? template(row.kind, of: row.of)
        let key = row.key
        if row.kind == .streakZone || row.kind == .count {
            let zone = try RuleEditorFields.zone(values[key + ".zone"] ?? "", of: trackable, zones: zones, field: key + ".zone")
            if zone.id != rule.zoneId {
                rule.zoneId = zone.id
                rule.id = 0  // another zone is another box: a new rule
            }
        }
        let threshold: Threshold?
        switch row.kind {
        case .streakSome, .streakNone, .streakZone: threshold = nil
        case .bestHigh, .bestLow: threshold = try RuleEditorFields.record(wait: values[key + ".wait"] ?? "", field: key + ".wait")
        case .total where values[key + ".how"] == "at", .count:
            threshold = try RuleEditorFields.rungs(values[key + ".at"] ?? "", field: key + ".at")
        case .total:
            threshold = try RuleEditorFields.every(step: values[key + ".every"] ?? "", scale: values[key + ".scale"] ?? "",
                                                   stepField: key + ".every", scaleField: key + ".scale")
        }
        if let threshold, !Self.same(rule.threshold, threshold) { rule.threshold = threshold }
        if let problem = rule.problem(for: row.read, zone: zone(of: rule)) {
            throw RuleEditorFields.Problem(field: key, message: problem)
        }
        return rule
    }

    /// Whether two thresholds fire alike (a record's default wait written out or not).
    static func same(_ one: Threshold, _ other: Threshold) -> Bool {
        switch (one, other) {
        case let (.record(first), .record(second)):
            return (first ?? Threshold.defaultMinHistory) == (second ?? Threshold.defaultMinHistory)
        default: return one.tidied(lowest: false) == other.tidied(lowest: false)
        }
    }

    /// The rule of each ticked row, in the editor's order, and every field refused (by name).
    func drafts(_ typed: Typed) -> (rules: [(row: Row, rule: AchievementRule)], problems: [String: String]) {
        var drafts: [(row: Row, rule: AchievementRule)] = []
        var problems: [String: String] = [:]
        for row in rows where typed.keys.contains(row.key) {
            do {
                drafts.append((row, try rule(row, values(row, typed))))
            } catch {
                problems[error.field] = error.message
            }
        }
        return (drafts, problems)
    }

    /// The whole ticked set for `typed`: each ticked row's rule; every rule kept as it is is
    /// passed on unchanged, so nothing else moves.
    func ticked(_ typed: Typed) -> (rules: [AchievementRule], problems: [String: String]) {
        let (drafts, problems) = drafts(typed)
        return (kept.filter { RuleReconcile.editorHasBox(for: $0, reading: $0.of) } + drafts.map(\.rule), problems)
    }

    /// The rows as the page shows them: the trackable's own group, then one per Reading with a
    /// row; each ticked and filled as stored, or as `typed` says (the form as a Preview or a
    /// refusal left it), with each field's problem beside it.
    func groups(_ typed: Typed? = nil, problems: [String: String] = [:]) -> [RuleEditorView.Group] {
        let all = rows
        func boxes(_ of: Int64?) -> [RuleEditorView.Box] {
            all.filter { $0.of == of }.map { row in
                RuleEditorWords(row: row, values: values(row, typed), zones: ownZones)
                    .box(ticked: typed.map { $0.keys.contains(row.key) } ?? (existing(row) != nil), problems: problems)
            }
        }
        return [RuleEditorView.Group(title: nil, boxes: boxes(nil))]
            + readings.map { RuleEditorView.Group(title: $0.subject(of: trackable), boxes: boxes($0.id)) }.filter { !$0.boxes.isEmpty }
    }
}
