import CairnCore

/// A rule as `rule list --json` and `achievements --json` print it.
package struct RuleDocument: Encodable {
    package var id: Int64
    package var trackable: String
    package var name: String
    package var measure: String
    package var threshold: String
    package var zone: String?
    package var direction: String?
    package var days: String?
    package var problem: String?

    package init(rule: AchievementRule, trackable: Trackable, zone: Zone?) {
        id = rule.id
        self.trackable = trackable.name
        name = rule.name(for: trackable, zone: zone)
        measure = rule.measure.rawValue
        threshold = rule.thresholdText
        self.zone = zone?.name
        direction = rule.measure == .best ? rule.direction.rawValue : nil
        days = rule.measure == .streak ? rule.days.rawValue : nil
        problem = rule.problem(for: trackable, zone: zone)
    }
}

/// `rule add --dry-run --json`: the rule's name and threshold, and the moments it would mark.
package struct DryRunDocument: Encodable {
    /// One moment the rule would mark: its date, words, and rung or value.
    package struct Moment: Encodable {
        package var date: LocalDate
        package var name: String
        package var text: String
        package var rung: Double?
        package var value: Double?

        package init(_ moment: CairnCore.Moment) {
            date = moment.date
            name = moment.name
            text = moment.measureText
            rung = moment.rung
            value = moment.rung == nil ? moment.value : nil
        }
    }

    package var name: String
    package var threshold: String
    package var moments: [Moment]

    package init(name: String, threshold: String, moments: [Moment]) {
        self.name = name
        self.threshold = threshold
        self.moments = moments
    }
}
