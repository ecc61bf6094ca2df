import Foundation

/// The `Encoder` behind ``PrettyJSONWriter``: each container fills a ``JSONObject`` or
/// ``JSONArray`` in place.
final class TreeEncoder: Encoder {
    /// Always empty: the path is only for error messages, and building it for every value
    /// would cost more than the writing.
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }
    /// What the value wrote: an object, an array or a scalar.
    var node: JSONNode?

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        let object: JSONObject
        if case let .object(existing) = node { object = existing } else {
            object = JSONObject()
            node = .object(object)
        }
        return KeyedEncodingContainer(TreeKeyedContainer<Key>(object: object))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        let array: JSONArray
        if case let .array(existing) = node { array = existing } else {
            array = JSONArray()
            node = .array(array)
        }
        return TreeUnkeyedContainer(array: array)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer { TreeSingleValueContainer(encoder: self) }
}

struct TreeKeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let object: JSONObject
    var codingPath: [any CodingKey] { [] }

    private func add(_ key: Key, _ node: JSONNode) {
        object.pairs.append((key.stringValue, node))
    }

    mutating func encodeNil(forKey key: Key) throws { add(key, JSONNode.null) }
    mutating func encode(_ value: Bool, forKey key: Key) throws { add(key, .scalar(value ? "true" : "false")) }
    mutating func encode(_ value: String, forKey key: Key) throws { add(key, .string(value)) }
    mutating func encode(_ value: Double, forKey key: Key) throws { add(key, .scalar(try JSONNode.number(value))) }
    mutating func encode(_ value: Int, forKey key: Key) throws { add(key, .scalar(value.description)) }
    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws { add(key, try JSONNode.of(value)) }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type,
                                                        forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
        let nested = JSONObject()
        object.pairs.append((key.stringValue, .object(nested)))
        return KeyedEncodingContainer(TreeKeyedContainer<NestedKey>(object: nested))
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        let nested = JSONArray()
        object.pairs.append((key.stringValue, .array(nested)))
        return TreeUnkeyedContainer(array: nested)
    }

    mutating func superEncoder() -> any Encoder { superEncoder(named: "super") }
    mutating func superEncoder(forKey key: Key) -> any Encoder { superEncoder(named: key.stringValue) }

    private func superEncoder(named key: String) -> any Encoder {
        let encoder = TreeEncoder()
        object.supers.append((key, encoder))
        return encoder
    }
}

struct TreeUnkeyedContainer: UnkeyedEncodingContainer {
    let array: JSONArray
    var codingPath: [any CodingKey] { [] }
    var count: Int { array.items.count }

    mutating func encodeNil() throws { array.items.append(JSONNode.null) }
    mutating func encode(_ value: Bool) throws { array.items.append(.scalar(value ? "true" : "false")) }
    mutating func encode(_ value: String) throws { array.items.append(.string(value)) }
    mutating func encode(_ value: Double) throws { array.items.append(.scalar(try JSONNode.number(value))) }
    mutating func encode(_ value: Int) throws { array.items.append(.scalar(value.description)) }
    mutating func encode<T: Encodable>(_ value: T) throws { array.items.append(try JSONNode.of(value)) }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        let nested = JSONObject()
        array.items.append(.object(nested))
        return KeyedEncodingContainer(TreeKeyedContainer<NestedKey>(object: nested))
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        let nested = JSONArray()
        array.items.append(.array(nested))
        return TreeUnkeyedContainer(array: nested)
    }

    mutating func superEncoder() -> any Encoder {
        let encoder = TreeEncoder()
        let object = JSONObject()
        encoder.node = .object(object)
        array.items.append(.object(object))
        return encoder
    }
}

struct TreeSingleValueContainer: SingleValueEncodingContainer {
    let encoder: TreeEncoder
    var codingPath: [any CodingKey] { [] }

    func encodeNil() throws { encoder.node = JSONNode.null }
    func encode(_ value: Bool) throws { encoder.node = .scalar(value ? "true" : "false") }
    func encode(_ value: String) throws { encoder.node = .string(value) }
    func encode(_ value: Double) throws { encoder.node = .scalar(try JSONNode.number(value)) }
    func encode(_ value: Int) throws { encoder.node = .scalar(value.description) }
    func encode<T: Encodable>(_ value: T) throws { encoder.node = try JSONNode.of(value) }
}

