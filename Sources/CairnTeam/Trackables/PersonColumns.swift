import CairnCore
import Foundation

/// The columns of a person's trackables, entries and rules, as the SQLite store keeps them:
/// values as JSON text with sorted keys, instants in milliseconds, ids from a per-person
/// sequence that never gives an id twice.
enum PersonColumns {
    /// `value` as JSON text with sorted keys (the SQLite store's `JSONColumn`).
    static func encode(_ value: some Encodable) throws(TeamError) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        do {
            return String(decoding: try encoder.encode(value), as: UTF8.self)
        } catch {
            throw .database("cannot encode \(type(of: value)): \(error)")
        }
    }

    /// A value from its column's JSON text.
    static func decode<T: Decodable>(_ type: T.Type, from text: String?, what: String) throws(TeamError) -> T {
        guard let text else { throw .database("\(what) is missing") }
        do {
            return try JSONDecoder().decode(type, from: Data(text.utf8))
        } catch {
            throw .database("\(what) cannot be read (\(error))")
        }
    }

    /// An instant as its column holds it.
    static func milliseconds(_ instant: Date) -> Int64 { Int64((instant.timeIntervalSince1970 * 1000).rounded()) }
}

extension TeamStore {
    /// The next id of `sequence` (a table's name) for `person`: one more than the last given,
    /// never one given before (as SQLite's AUTOINCREMENT). Call it inside the insert's
    /// transaction, so a failed insert gives its id back.
    func nextId(_ sequence: String, for person: Person) throws(TeamError) -> Int64 {
        let rows = try connection.execute("""
            INSERT INTO person_sequences (person_id, name, last) VALUES ($1, $2, 1)
            ON CONFLICT (person_id, name) DO UPDATE SET last = person_sequences.last + 1 RETURNING last
            """, [String(person.id), sequence])
        guard let id = rows.scalar.flatMap({ Int64($0) }) else { throw .database("the \(sequence) sequence gave no id") }
        return id
    }
}
