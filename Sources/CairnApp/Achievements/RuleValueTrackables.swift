import CairnCore

extension Workspace {
    /// The trackable each rule's values are in, by rule identity (a Reading's value trackable
    /// for a rule on a Reading), so a screen can write a rule's numbers in its own way.
    package static func ruleValueTrackables(rules: [AchievementRule], trackables: [Trackable], readings: [Reading]) -> [String: Trackable] {
        var result: [String: Trackable] = [:]
        for rule in rules {
            guard let trackable = trackables.first(where: { $0.id == rule.trackableId }) else { continue }
            result[rule.identity] = rule.of.flatMap { id in readings.first { $0.id == id } }.map { $0.valueTrackable(of: trackable) } ?? trackable
        }
        return result
    }
}
