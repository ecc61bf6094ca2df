import CairnCore

/// A disruption as `disruption list --json` prints it: `{"id","from","to","reason","trackable"}`.
package struct DisruptionDocument: Encodable {
    package var id: Int64
    package var from: LocalDate
    package var to: LocalDate
    package var reason: String
    package var trackable: String?

    package init(id: Int64, _ disruption: Disruption, name: String?) {
        self.id = id
        from = disruption.from
        to = disruption.to
        reason = disruption.reason
        trackable = name
    }

    package enum CodingKeys: String, CodingKey { case id, from, to, reason, trackable }

    package func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(id, forKey: .id)
        try c.encode(from, forKey: .from)
        try c.encode(to, forKey: .to)
        try c.encode(reason, forKey: .reason)
        try c.encode(trackable, forKey: .trackable)
    }
}
