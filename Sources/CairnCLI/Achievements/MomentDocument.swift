import CairnCore
import CairnRender

/// A moment as the command line prints it: `{"key","name","text"}` plus `rung` or `value`.
struct MomentDocument: Encodable {
    var moment: Moment

    enum CodingKeys: String, CodingKey { case key, date, name, text, rung, value }

    func encode(to encoder: any Encoder) throws {
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

    /// The one-line toast: `🏆 Weight — new lowest: 80.9 kg`.
    static func toast(_ moment: Moment) -> String {
        "🏆 " + TerminalText.escaped("\(moment.name): \(moment.measureText)")
    }
}
