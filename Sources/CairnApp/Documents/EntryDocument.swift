import CairnCore
import CairnStore
import Foundation

/// An entry as `entry list --json` prints it: `{"id","trackable","date","at","value","display","text","source"}`.
package struct EntryDocument: Encodable {
    package var id: Int64
    package var trackable: String?
    package var date: LocalDate
    package var at: String?
    package var value: Double?
    package var display: String?
    package var text: String?
    package var source: String
    /// An Event's items, each field's value in words ("80 kg", "Bench press").
    package var items: [[String: String]] = []
    /// The names of the tags attached.
    package var tags: [String] = []

    /// - Parameter tagNames: the name of each tag trackable by id (unknown ids are left out).
    package init(_ stored: StoredEntry, trackable: Trackable?, tagNames: [Int64: String] = [:]) {
        id = stored.id
        self.trackable = trackable?.name
        date = stored.entry.date
        at = stored.entry.instant.map(InstantText.timestamp)
        value = stored.entry.value
        display = trackable.flatMap { t in stored.entry.value.map { ValueFormatter.format($0, for: t) } }
            ?? (trackable == nil ? "Nothing" : nil)
        text = stored.text
        source = stored.entry.source.rawValue
        items = stored.entry.items.map { item in
            var words: [String: String] = [:]
            for (name, value) in item.values {
                let field = trackable?.fields.first { $0.name == name }
                words[name] = field.map { ItemWords.text(value, of: $0) } ?? ValueFormatter.number(value)
            }
            return words
        }
        tags = stored.entry.tags.compactMap { tagNames[$0] }
    }

    package enum CodingKeys: String, CodingKey { case id, trackable, date, at, value, display, text, source, items, tags }

    package func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(id, forKey: .id)
        try c.encode(trackable, forKey: .trackable)
        try c.encode(date, forKey: .date)
        try c.encode(at, forKey: .at)
        try c.encode(value, forKey: .value)
        try c.encode(display, forKey: .display)
        try c.encode(text, forKey: .text)
        try c.encode(source, forKey: .source)
        if !items.isEmpty { try c.encode(items, forKey: .items) }
        if !tags.isEmpty { try c.encode(tags, forKey: .tags) }
    }
}
