import CairnCore

/// A moment as the command line prints it: `{"key","name","text"}` plus `rung` or `value`.
package struct MomentDocument: Encodable {
    package var moment: Moment

    package init(moment: Moment) { self.moment = moment }

    enum CodingKeys: String, CodingKey { case key, date, name, text, rung, value }

    package func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(moment.key, forKey: .key)
        try c.encode(moment.date, forKey: .date)
        try c.encode(moment.name, forKey: .name)
        try c.encode(moment.measureText, forKey: .text)
        if let rung = moment.rung {
            try c.encode(rung, forKey: .rung)
        } else if let value = moment.value {
            try c.encode(value, forKey: .value)
        }
    }

    /// The one-line toast after a write, in every adapter's words: `🏆 Weight — new lowest:
    /// 80.9 kg` (the adapter escapes it for where it is shown).
    package static func toast(_ moment: Moment) -> String {
        "🏆 \(moment.name): \(moment.measureText)"
    }
}
