import CairnCore
import CairnServer
import CairnStore
import Foundation

/// `PUT /api/trackables/ID/rules`: the editor's whole ticked set for one trackable, applied by
/// ``Store/reconcileRules(trackableId:ticked:hasBox:)`` (RuleReconcile's plan) in one
/// transaction. Every rule is checked first; on any refusal nothing is written.
struct RuleEditorWrite {
    var runner: CommandRunner

    /// Applies `{"rules":[{"measure","threshold","zoneId"?,"direction"?,"days"?}]}` and answers
    /// with the trackable's rules as `cairn rule list TRACKABLE --json` prints them.
    func apply(trackableId: Int64, body: JSONBody) throws -> HTTPResponse {
        try body.only(["rules"])
        guard let list = body.object["rules"] as? [Any] else { throw APIFailure(message: "the body needs \"rules\", a list", status: 400) }
        let context = try runner.context()
        let store = try context.openStore()
        let (trackables, zones) = try context.storeCall("cannot read the trackables") { (try store.trackables(), try store.zones()) }
        guard let trackable = trackables.first(where: { $0.id == trackableId }) else {
            throw APIFailure(message: "no trackable with id \(trackableId)", status: 404)
        }
        var ticked: [AchievementRule] = []
        for (index, item) in list.enumerated() {
            guard var member = item as? [String: Any] else { throw APIFailure(message: "rule \(index + 1) must be an object", status: 400) }
            member["id"] = 0
            member["trackableId"] = trackableId
            if member["direction"] == nil { member["direction"] = Direction.high.rawValue }
            if member["days"] == nil { member["days"] = StreakDays.some.rawValue }
            let rule: AchievementRule
            do {
                rule = try JSONDecoder().decode(AchievementRule.self, from: JSONSerialization.data(withJSONObject: member))
            } catch {
                throw APIFailure(message: "rule \(index + 1) is not a rule: \(error)", status: 400)
            }
            let zone = rule.zoneId.flatMap { id in zones.first { $0.id == id && $0.trackableId == trackableId } }
            if rule.zoneId != nil && zone == nil { throw APIFailure(message: "rule \(index + 1) names a zone \(trackable.name) does not have", status: 422) }
            if let problem = rule.problem(for: trackable, zone: zone) { throw APIFailure(message: "rule \(index + 1): \(problem)", status: 422) }
            ticked.append(rule)
        }
        _ = try context.storeCall("cannot save the rules") { try store.reconcileRules(trackableId: trackableId, ticked: ticked) }
        let documents = try RuleCommand.documents(store, context, only: trackable)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return .json(Array(try encoder.encode(documents)) + [0x0A])
    }
}
