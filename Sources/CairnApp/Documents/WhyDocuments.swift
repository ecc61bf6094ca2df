import CairnCore

/// `why --json` for a goal day: `{"date","status","reasons","streak"}`.
package struct GoalWhyDocument: Encodable {
    package var explanation: Explanation

    package init(explanation: Explanation) { self.explanation = explanation }

    package enum CodingKeys: String, CodingKey { case date, status, reasons, streak }

    package func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(explanation.date, forKey: .date)
        try c.encode(explanation.status, forKey: .status)
        try c.encode(explanation.reasons, forKey: .reasons)
        try c.encode(explanation.run, forKey: .streak)
    }
}

/// One rule in `why TRACKABLE --json`.
package struct RuleWhyDocument: Encodable {
    package var name: String
    package var explanation: Explanation

    package init(name: String, explanation: Explanation) {
        self.name = name
        self.explanation = explanation
    }

    package enum CodingKeys: String, CodingKey { case name, status, reasons, run }

    package func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(name, forKey: .name)
        try c.encode(explanation.status, forKey: .status)
        try c.encode(explanation.reasons, forKey: .reasons)
        try c.encode(explanation.run, forKey: .run)
    }
}

/// `why TRACKABLE --json`: `{"trackable","date","rules":[{"name","status","reasons","run"}]}`.
package struct TrackableWhyDocument: Encodable {
    package var trackable: String
    package var date: LocalDate
    package var rules: [RuleWhyDocument]

    package init(trackable: String, date: LocalDate, rules: [RuleWhyDocument]) {
        self.trackable = trackable
        self.date = date
        self.rules = rules
    }
}
