import CairnApp
import CairnCore
import Foundation

/// `PUT /api/trackables/ID/rules`: the editor's whole ticked set for one trackable, read from
/// JSON and saved by ``Workspace/saveRules(_:readings:trackableId:)``, the call the page's own
/// Save makes: one undoable change that marks the new rules' past moments seen, touching only
/// the rules the editor has a box for. The rules of the Readings named in `readings` are part
/// of the set (each Reading's boxes a group of their own); any other Reading's are left alone.
struct RuleEditorWrite {
    var workspace: Workspace

    /// Applies `{"rules":[{"measure","threshold","zoneId"?,"direction"?,"days"?,"of"?}],
    /// "readings"?:[id]}` and answers with the trackable's rules as `cairn rule list TRACKABLE
    /// --json` prints them.
    func apply(trackableId: Int64, body: JSONBody) throws -> HTTPResponse {
        try body.only(["rules", "readings"])
        guard let list = body.object["rules"] as? [Any] else { throw APIFailure(message: "the body needs \"rules\", a list", status: 400) }
        let named = try readingIds(body)
        var ticked: [AchievementRule] = []
        for (index, item) in list.enumerated() {
            guard var member = item as? [String: Any] else { throw APIFailure(message: "rule \(index + 1) must be an object", status: 400) }
            member["id"] = 0
            member["trackableId"] = trackableId
            if member["direction"] == nil { member["direction"] = Direction.high.rawValue }
            if member["days"] == nil { member["days"] = StreakDays.some.rawValue }
            do {
                ticked.append(try JSONDecoder().decode(AchievementRule.self, from: JSONSerialization.data(withJSONObject: member)))
            } catch {
                throw APIFailure(message: "rule \(index + 1) is not a rule: \(error)", status: 400)
            }
        }
        return try .document(workspace.saveRules(ticked, readings: named, trackableId: trackableId))
    }

    /// The ids in `"readings"`, if given: the Readings whose boxes the set stands for.
    private func readingIds(_ body: JSONBody) throws -> [Int64] {
        guard let raw = body.object["readings"] else { return [] }
        guard let list = raw as? [Any] else { throw APIFailure(message: "\"readings\" is a list of Reading ids", status: 400) }
        return try list.map { item in
            guard let number = item as? NSNumber, let id = Int64(exactly: number.doubleValue) else {
                throw APIFailure(message: "\"readings\" is a list of Reading ids", status: 400)
            }
            return id
        }
    }
}
