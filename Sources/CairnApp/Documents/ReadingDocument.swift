import CairnCore

/// A Reading as `reading list --json` prints it.
package struct ReadingDocument: Encodable {
    package var id: Int64
    package var trackable: String
    package var name: String
    package var subject: String
    package var field: String
    package var reduce: String
    package var eachEvent: String?
    package var filter: String?

    package init(_ reading: Reading, of trackable: Trackable) {
        id = reading.id
        self.trackable = trackable.name
        name = reading.name
        subject = reading.subject(of: trackable)
        field = reading.field
        reduce = reading.reduce.rawValue
        eachEvent = reading.eachEvent?.rawValue
        filter = reading.filter.map { filter in
            let field = trackable.fields.first { $0.name == filter.field }
            let shown = field.map { ItemWords.text(filter.value, of: $0) } ?? ValueFormatter.number(filter.value)
            return "\(filter.field)=\(shown)"
        }
    }
}
