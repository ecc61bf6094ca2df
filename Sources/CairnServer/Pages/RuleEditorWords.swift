import CairnCore

/// One editor row in plain words built from the trackable's own ("Days with headache",
/// "Days of Mild or worse", "Total running: every 100 km", "New lowest weight (after 14 days
/// of history)") and the fields it takes, filled with `values`.
struct RuleEditorWords {
    var row: RuleEditorBoxes.Row
    var values: [String: String]
    /// The trackable's zones, for a zone's name and the zone picker.
    var zones: [Zone]

    /// The trackable's name as a word in a sentence ("Running" → "running"; "HRV" stays).
    static func word(_ name: String) -> String {
        guard let first = name.first, first.isUppercase, let second = name.dropFirst().first, second.isLowercase else { return name }
        return first.lowercased() + name.dropFirst()
    }

    private func value(_ field: String) -> String { values[row.key + "." + field] ?? "" }

    private var unit: String { row.read.unit.map { " " + $0 } ?? "" }

    private var zoneName: String {
        zones.first { String($0.id) == value("zone").trimmingCharacters(in: .whitespaces) }?.name ?? "a zone"
    }

    /// The row's sentence.
    var label: String {
        let subject = Self.word(row.read.name)
        switch row.kind {
        case .streakSome: return "Days with \(subject)"
        case .streakNone: return "Days without \(subject)"
        case .streakZone: return "Days of \(zoneName)"
        case .bestHigh, .bestLow:
            let wait = value("wait").trimmingCharacters(in: .whitespaces)
            let days = wait.isEmpty ? String(Threshold.defaultMinHistory) : wait
            return (row.kind == .bestHigh ? "New highest " : "New lowest ") + subject + " (after \(days) \(days == "1" ? "day" : "days") of history)"
        case .total:
            let title = "Total \(subject)"
            if value("how") == "at" {
                let rungs = value("at").trimmingCharacters(in: .whitespaces)
                return rungs.isEmpty ? title : title + ": at \(rungs)\(unit)"
            }
            let step = value("every").trimmingCharacters(in: .whitespaces)
            guard !step.isEmpty else { return title }
            let scale = value("scale").trimmingCharacters(in: .whitespaces)
            return title + ": every \(step)\(unit)" + (scale.isEmpty ? "" : " ×\(scale)")
        case .count:
            let rungs = value("at").trimmingCharacters(in: .whitespaces)
            return "Days of \(zoneName) in all" + (rungs.isEmpty ? "" : ": \(rungs) days")
        }
    }

    /// What the row's rungs are, where the sentence does not say.
    private var hint: String? {
        switch row.kind {
        case .streakSome, .streakNone, .streakZone: "in a row, marked at 7, 30, 100 and 365 days"
        case .bestHigh, .bestLow, .total, .count: nil
        }
    }

    /// The row's fields.
    private var fields: [RuleEditorView.Field] {
        let key = row.key
        let zonePicker = RuleEditorView.Field.select(name: key + ".zone", label: "Zone",
                                                     options: zones.map { (value: String($0.id), text: $0.name) }, selected: value("zone"))
        switch row.kind {
        case .streakSome, .streakNone: return []
        case .streakZone: return [zonePicker]
        case .bestHigh, .bestLow:
            return [.text(name: key + ".wait", before: "Wait for", value: value("wait"), after: "days of history", numeric: true)]
        case .total:
            let every = value("how") != "at"
            return [
                .radio(name: key + ".how", value: "every", checked: every, label: "every"),
                .text(name: key + ".every", before: "Step", value: value("every"), after: unit.trimmingCharacters(in: .whitespaces), numeric: true),
                .text(name: key + ".scale", before: "× scale", value: value("scale"), after: "(empty: even steps)", numeric: true),
                .radio(name: key + ".how", value: "at", checked: !every, label: "at listed rungs"),
                .text(name: key + ".at", before: "Rungs", value: value("at"), after: unit.trimmingCharacters(in: .whitespaces), numeric: false),
            ]
        case .count:
            return [zonePicker, .text(name: key + ".at", before: "Rungs", value: value("at"), after: "days", numeric: false)]
        }
    }

    /// The row as the view shows it.
    func box(ticked: Bool, problems: [String: String]) -> RuleEditorView.Box {
        let own = problems.filter { $0.key == row.key || $0.key.hasPrefix(row.key + ".") }
        return RuleEditorView.Box(key: row.key, label: label, ticked: ticked, hint: hint, fields: fields, problems: own)
    }
}
