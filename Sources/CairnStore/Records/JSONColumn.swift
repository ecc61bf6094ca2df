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

    /// A value through `JSONDecoder`; the overloads below read the columns every command reads
    /// without it when they can.
    static func decode<T: Decodable>(_ type: T.Type, from text: String?, what: @autoclosure () -> String) throws(StoreError) -> T {
        try decodeWithJSONDecoder(type, from: text, what: what())
    }

    /// A trackable's kind; the common shapes are read without `JSONDecoder` (``ColumnShapes``).
    static func decode(_ type: TrackableKind.Type, from text: String?, what: @autoclosure () -> String) throws(StoreError) -> TrackableKind {
        try decode(type, from: text, what: what(), shape: ColumnShapes.kind)
    }

    /// A rule; the common shapes are read without `JSONDecoder` (``ColumnShapes``).
    static func decode(_ type: AchievementRule.Type, from text: String?, what: @autoclosure () -> String) throws(StoreError) -> AchievementRule {
        try decode(type, from: text, what: what(), shape: ColumnShapes.rule)
    }

    /// Goal settings; the common shapes are read without `JSONDecoder` (``ColumnShapes``).
    static func decode(_ type: GoalConfig.Type, from text: String?, what: @autoclosure () -> String) throws(StoreError) -> GoalConfig {
        try decode(type, from: text, what: what(), shape: ColumnShapes.goalConfig)
    }

    /// A list of strings (the seen set), read without `JSONDecoder` when it can be.
    static func decode(_ type: [String].Type, from text: String?, what: @autoclosure () -> String) throws(StoreError) -> [String] {
        try decode(type, from: text, what: what(), shape: ColumnShapes.strings)
    }

    /// `text` read by `shape` from its ``ColumnJSON`` tree, or else through `JSONDecoder`.
    private static func decode<T: Decodable>(_ type: T.Type, from text: String?, what: @autoclosure () -> String,
                                             shape: (ColumnJSON) -> T?) throws(StoreError) -> T {
        if let text, let json = ColumnJSON.read(text), let value = shape(json) { return value }
        return try decodeWithJSONDecoder(type, from: text, what: what())
    }

    /// What ``ColumnShapes`` did not read, and every other type.
    private static func decodeWithJSONDecoder<T: Decodable>(_ type: T.Type, from text: String?, what: @autoclosure () -> String) throws(StoreError) -> T {
        guard let text else { throw .corrupt("\(what()) is missing") }
        do {
            return try JSONDecoder().decode(type, from: Data(text.utf8))
        } catch {
            throw .corrupt("\(what()) (\(error))")
        }
    }

    /// A rule from its column's text, decoded once per connection (see `Connection.decodedRules`).
    static func rule(_ text: String?, what: @autoclosure () -> String, on connection: Connection) throws(StoreError) -> AchievementRule {
        if let text, let rule = connection.decodedRules[text] { return rule }
        let rule = try decode(AchievementRule.self, from: text, what: what())
        if let text { connection.decodedRules[text] = rule }
        return rule
    }
}
