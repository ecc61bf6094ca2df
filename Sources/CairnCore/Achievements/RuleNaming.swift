/// Factual names and the wording of a rung or value (measureText), one way for page and toast.
enum RuleNaming {
    /// The rule's name: "Weight — new lowest", "Headache · Days of No", "Running · total".
    static func name(of rule: AchievementRule, trackable: Trackable, zone: Zone?) -> String {
        let subject = trackable.name
        switch rule.measure {
        case .best:
            let within = zone.map { " in \($0.name)" } ?? ""
            return subject + within + (rule.direction == .high ? " — new highest" : " — new lowest")
        case .streak:
            let days = zone.map { "Days in \($0.name)" } ?? daysName(rule.days, kind: trackable.kind)
            if case .record = rule.threshold { return subject + " · " + days + " — new longest" }
            return subject + " · " + days
        case .total:
            return subject + " · total" + (zone.map { " in \($0.name)" } ?? "")
        case .count:
            return subject + " · days in " + (zone?.name ?? "zone")
        }
    }

    /// A streak's days in the trackable's own words ("Days of Yes", "Days of None").
    static func daysName(_ days: StreakDays, kind: TrackableKind) -> String {
        switch (days, kind) {
        case (.some, .yesNo): "Days of Yes"
        case (.none, .yesNo): "Days of No"
        case (.some, .choice): "Days of Any"
        case let (.none, .choice(scale)): "Days of " + (scale.noneCode.flatMap { scale.label(of: $0) } ?? "None")
        case (.some, .number): "Days of Some"
        case (.none, _): "Days of None"
        case (.zone, _): "Days in zone"
        case (.some, _): "Days logged"
        }
    }

    /// The wording of a rule's rungs and values (measureText): days for a streak or a count,
    /// else the trackable's own unit, read the way the rule read it.
    static func measureText(measure: Measure, trackable: Trackable) -> (Double) -> String {
        switch measure {
        case .streak, .count:
            return { ValueFormatter.days(Int($0.rounded())) }
        case .best, .total:
            let format = DisplayFormat(trackable)
            return { format.text($0) }
        }
    }

    /// The factor from the trackable's display unit to its base unit (rungs and steps are typed
    /// in the display unit); 1 for a streak or a count, which are in days.
    static func ladderFactor(measure: Measure, trackable: Trackable) -> Double {
        guard measure == .best || measure == .total, trackable.kind != .clockTime,
              let symbol = trackable.displayUnit,
              let unit = UnitCatalog.unit(symbol, in: trackable.kind.quantity)
        else { return 1 }
        return UnitCatalog.toBase(1, from: unit, quantity: trackable.kind.quantity)
    }
}
