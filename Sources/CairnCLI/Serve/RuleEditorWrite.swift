import CairnApp
import CairnCore
import CairnServer
import CairnStore
import Foundation

/// `PUT /api/trackables/ID/rules`: the editor's whole ticked set for one trackable, applied by
/// ``RuleWrites/saveEditor(_:readings:of:store:workspace:engine:today:)`` (RuleReconcile's plan) as one
/// undoable change that marks the new rules' past moments seen. Every rule is checked first; on any refusal nothing is written. The rules of
/// the Readings named in `readings` are part of the set (each Reading's boxes a group of their
/// own); any other Reading's rules are left alone.
struct RuleEditorWrite {
    var runner: CommandRunner

    /// Applies `{"rules":[{"measure","threshold","zoneId"?,"direction"?,"days"?,"of"?}],
    /// "readings"?:[id]}` and answers with the trackable's rules as `cairn rule list TRACKABLE
    /// --json` prints them.
    func apply(trackableId: Int64, body: JSONBody) throws -> HTTPResponse {
        try body.only(["rules", "readings"])
        guard let list = body.object["rules"] as? [Any] else { throw APIFailure(message: "the body needs \"rules\", a list", status: 400) }
        let named = try readingIds(body)
        let context = try runner.context()
        let store = try context.openStore()
        let (trackables, zones, readings) = try context.storeCall("cannot read the trackables") {
            (try store.trackables(), try store.zones(), try store.readings(trackableId: trackableId))
        }
        guard let trackable = trackables.first(where: { $0.id == trackableId }) else {
            throw APIFailure(message: "no trackable with id \(trackableId)", status: 404)
        }
        if let unknown = named.first(where: { id in !readings.contains { $0.id == id } }) {
            throw APIFailure(message: "\(trackable.name) has no Reading with id \(unknown)", status: 422)
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
            let reading = rule.of.flatMap { id in readings.first { $0.id == id } }
            if let of = rule.of, reading == nil || !named.contains(of) {
                throw APIFailure(message: "rule \(index + 1) reads Reading \(of), which \"readings\" does not name for \(trackable.name)", status: 422)
            }
            // A rule over a Reading reads the Reading's field: it is judged by it.
            let read = reading.map { $0.valueTrackable(of: trackable) } ?? trackable
            if let problem = reading?.problem(of: trackable) ?? rule.problem(for: read, zone: zone) {
                throw APIFailure(message: "rule \(index + 1): \(problem)", status: 422)
            }
            ticked.append(rule)
        }
        let (engine, today) = try context.clock(store)
        _ = try RuleWrites.saveEditor(ticked, readings: named, of: trackable, store: store, workspace: context.workspace,
                                      engine: engine, today: today)
        let documents = try RuleCommand.documents(store, context, only: trackable)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return .json(Array(try encoder.encode(documents)) + [0x0A])
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
