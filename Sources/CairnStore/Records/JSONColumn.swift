import CairnCore
import Foundation

/// Values kept as JSON text in a column: sorted keys, so equal values give equal text.
enum JSONColumn {
    static func encode(_ value: some Encodable) throws(StoreError) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        do {
            return String(decoding: try encoder.encode(value), as: UTF8.self)
        } catch {
            throw .corrupt("cannot encode \(type(of: value)): \(error)")
        }
    }

    static func decode<T: Decodable>(_ type: T.Type, from text: String?, what: String) throws(StoreError) -> T {
        guard let text else { throw .corrupt("\(what) is missing") }
        do {
            return try JSONDecoder().decode(type, from: Data(text.utf8))
        } catch {
            throw .corrupt("\(what) (\(error))")
        }
    }

    /// A rule from its column's text, decoded once per connection (see `Connection.decodedRules`).
    static func rule(_ text: String?, what: String, on connection: Connection) throws(StoreError) -> AchievementRule {
        if let text, let rule = connection.decodedRules[text] { return rule }
        let rule = try decode(AchievementRule.self, from: text, what: what)
        if let text { connection.decodedRules[text] = rule }
        return rule
    }
}
