import CairnCore

/// `achievements --json`: `{"enabled","rules","comingUp","earned":[{"date","moments"}]}`.
package struct AchievementsDocument: Encodable {
    package var enabled: Bool
    package var rules: [RuleDocument]
    package var evaluation: Evaluation
    /// The trackable each rule's values are in, by rule identity (not encoded: for the screen's wording).
    package var valueTrackables: [String: Trackable]

    package init(enabled: Bool, rules: [RuleDocument], evaluation: Evaluation, valueTrackables: [String: Trackable] = [:]) {
        self.enabled = enabled
        self.rules = rules
        self.evaluation = evaluation
        self.valueTrackables = valueTrackables
    }

    package enum CodingKeys: String, CodingKey { case enabled, rules, comingUp, earned }

    package struct ComingUpDocument: Encodable {
        package var name: String
        var current: Double
        var next: Double
        var progress: Double
        var text: String
    }

    package struct DayDocument: Encodable {
        var date: LocalDate
        var moments: [MomentDocument]
    }

    package func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(enabled, forKey: .enabled)
        try c.encode(rules, forKey: .rules)
        try c.encode(evaluation.comingUp.map {
            ComingUpDocument(name: $0.name, current: $0.current, next: $0.next, progress: $0.progress,
                             text: "\($0.currentText) of \($0.nextText)")
        }, forKey: .comingUp)
        try c.encode(evaluation.earnedByDay.map { DayDocument(date: $0.date, moments: $0.moments.map(MomentDocument.init)) },
                     forKey: .earned)
    }
}
