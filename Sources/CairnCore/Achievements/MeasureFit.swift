/// Whether a measure means anything for a trackable, and why not when it does not.
package enum MeasureFit: Sendable, Hashable, Codable {
    /// The measure applies.
    case applies
    /// It does not, for the reason given (a sentence a CLI can print).
    case doesNotApply(String)

    /// Whether it applies.
    package var applies: Bool { self == .applies }
}

/// Asks the measure whether it applies to `trackable` (the editor offers only what does).
///
/// - streak: every trackable that logs a value (a logged clock time: its days logged); a derived
///   clock time only with a zone (it has a value every day and no none); never a value dated
///   once per calendar period.
/// - best: a number, an interval, a clock time or an ordered choice.
/// - total: a number or an interval.
/// - count: a number, an interval or a clock time, with a zone.
/// - A habit, and an event's own days, take a streak and only a streak (an event's fields are
///   read through a Reading).
/// - A tag takes none: it logs nothing of its own.
/// - Parameter hasZone: whether the rule names a zone.
package func measureApplies(_ measure: Measure, _ trackable: Trackable, hasZone: Bool = false) -> MeasureFit {
    let kind = trackable.kind
    if kind == .tag {
        return .doesNotApply("a tag logs nothing of its own; derive 'days tagged \(trackable.name)' to count it")
    }
    if kind == .event, measure != .streak {
        return .doesNotApply("\(trackable.name) logs events: its own days take a streak; read a field with a Reading for the rest")
    }
    if kind == .habit, measure != .streak {
        return .doesNotApply("\(trackable.name) is logged with no value: it has the days it was logged and takes a streak only")
    }
    switch measure {
    case .streak:
        if trackable.derivation?.isPerPeriod == true {
            return .doesNotApply("\(trackable.name) has a value once a period, not days in a row: watch a new highest or a ladder")
        }
        if kind == .clockTime, trackable.derivation != nil, !hasZone {
            return .doesNotApply("a clock time has a value every day and no none: its streak needs a zone")
        }
        return .applies
    case .best:
        switch kind {
        case .number, .duration, .clockTime: return .applies
        case let .choice(scale) where scale.ordered: return .applies
        case .choice: return .doesNotApply("an unordered choice is a set of categories wearing numbers: it has no highest; mark it ordered")
        case .yesNo: return .doesNotApply("a yes/no has no highest value (it would fire once, on the first Yes)")
        case .habit, .text, .event, .tag: return .doesNotApply("\(trackable.name) logs no number to compare")
        }
    case .total:
        switch kind {
        case .number(.temperature): return .doesNotApply("temperatures do not add up; watch a new highest or lowest, or days in a zone")
        case .number(.percent): return .doesNotApply("percentages do not add up; watch a new highest or lowest, or days in a zone")
        case .number, .duration: return .applies
        case .choice: return .doesNotApply("summing the codes of a choice is arithmetic on labels")
        case .clockTime: return .doesNotApply("clock times have an earliest and a latest but do not add up")
        case .yesNo: return .doesNotApply("a yes/no has no amount to add up; count its days with a streak")
        case .habit, .text, .event, .tag: return .doesNotApply("\(trackable.name) logs no number to add up")
        }
    case .count:
        switch kind {
        case .number, .duration, .clockTime:
            return hasZone ? .applies : .doesNotApply("a count reads the days in a zone: give the rule a zone of \(trackable.name)")
        default:
            return .doesNotApply("a count reads days in a zone, which only a number, an interval or a clock time has")
        }
    }
}
