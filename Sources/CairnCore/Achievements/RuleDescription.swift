extension AchievementRule {
    /// The rule's factual name ("Weight — new lowest", "Headache · Days of None", "Running · total").
    public func name(for trackable: Trackable, zone: Zone?) -> String {
        RuleNaming.name(of: self, trackable: trackable, zone: zone)
    }

    /// A short description of the threshold: `ladder 7, 30, 100`, `every 100 ×2`, `record (5 days with a value)`.
    public var thresholdText: String {
        switch threshold {
        case let .ladder(.rungs(values)):
            return "ladder " + values.map(ValueFormatter.number).joined(separator: ", ")
        case let .ladder(.every(step, scale)):
            return "every " + ValueFormatter.number(step) + (scale.map { " ×" + ValueFormatter.number($0) } ?? "")
        case let .record(minHistory):
            let days = minHistory ?? Threshold.defaultMinHistory
            return "record after \(days) \(days == 1 ? "day" : "days") with a value"
        }
    }
}
