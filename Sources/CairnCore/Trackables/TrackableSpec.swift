/// A trackable as a person describes it on the command line, checked and turned into a ``Trackable``.
package struct TrackableSpec: Sendable, Hashable {
    /// The name, as typed.
    package var name: String
    /// `yesno`, `number`, `duration`, `clock`, `choice`, `habit`, `text`, `event` or `tag`.
    package var kind: String
    /// The display unit (`kg`, `km`, `min`…), for numbers and durations.
    package var unit: String?
    /// How a day's entries become its value (`sum`, `mean`, `last`, `min`, `max`, `earliest`, `latest`).
    package var dayValue: String?
    /// The labels of a choice, in order.
    package var choices: [String]
    /// Whether a choice's codes are ordered (a scale rather than categories).
    package var ordered: Bool
    /// The label of a choice that means none (`--none None`); without it no label is none.
    package var none: String?

    /// Creates a spec.
    package init(name: String, kind: String, unit: String? = nil, dayValue: String? = nil, choices: [String] = [], ordered: Bool = false,
                none: String? = nil) {
        self.name = name
        self.kind = kind
        self.unit = unit
        self.dayValue = dayValue
        self.choices = choices
        self.ordered = ordered
        self.none = none
    }

    /// The kinds a person can type.
    package static let kindNames = ["yesno", "number", "duration", "clock", "choice", "habit", "text", "event", "tag"]

    /// Checks only the day value against an existing trackable's `kind`.
    ///
    /// - Throws: ``TrackableSpecError`` for a day value the kind cannot use.
    package func trackable(kind: TrackableKind) throws(TrackableSpecError) -> Trackable {
        Trackable(id: 0, name: name, kind: kind, dayReduction: try reduction(for: kind))
    }

    /// Checks the spec and builds the trackable (with `id` 0 until stored).
    ///
    /// - Throws: ``TrackableSpecError`` naming what is wrong: an unknown kind or unit, a unit on a kind
    ///   that takes none, a choice without labels, a none that is not one of its labels, a day
    ///   value the kind cannot use.
    package func trackable() throws(TrackableSpecError) -> Trackable {
        let trimmed = name.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { throw TrackableSpecError("a trackable needs a name") }
        let kind: TrackableKind
        var unit = self.unit.map { $0.trimmingCharacters(in: .whitespaces) }.flatMap { $0.isEmpty ? nil : $0 }
        switch self.kind.lowercased() {
        case "yesno", "yes/no", "bool": kind = .yesNo
        case "number":
            if let symbol = unit {
                let preferred: [Quantity] = [.mass, .length, .volume, .energy, .duration, .temperature]
                if UnitCatalog.isPercent(symbol) {
                    kind = .number(.percent)
                    unit = "%"
                } else if let quantity = preferred.first(where: { UnitCatalog.unit(symbol, in: $0) != nil }) {
                    kind = .number(quantity)
                } else {
                    // A word no dimension knows (pages, glasses, steps): a plain count that keeps it as its label.
                    guard symbol.allSatisfy({ $0.isLetter || $0 == " " || $0 == "-" }), symbol.count <= 40 else {
                        throw TrackableSpecError("unknown unit \"\(symbol)\"; try kg, lb, km, mi, L, kcal, min, h, °C, % — or a word such as pages for a count")
                    }
                    kind = .number(.count)
                }
            } else {
                kind = .number(.count)
            }
        case "duration":
            if let symbol = unit, UnitCatalog.unit(symbol, in: .duration) == nil {
                throw TrackableSpecError("\"\(symbol)\" is not a unit of time; use s, min or h")
            }
            kind = .duration
        case "clock", "time": kind = .clockTime
        case "choice":
            let labels = choices.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
            guard labels.count >= 2 else { throw TrackableSpecError("a choice needs at least two labels: --choices None,Mild,Severe (and --none None to name its none)") }
            guard Set(labels.map { $0.lowercased() }).count == labels.count else { throw TrackableSpecError("a choice's labels must differ") }
            kind = .choice(try ChoiceScale(labels: labels, ordered: ordered).naming(none: none))
        case "habit": kind = .habit
        case "text": kind = .text
        case "event": kind = .event
        case "tag": kind = .tag
        default:
            throw TrackableSpecError("unknown kind \"\(self.kind)\"; use \(TrackableSpec.kindNames.joined(separator: ", "))")
        }
        switch kind {
        case .number, .duration: break
        default:
            if let symbol = unit { throw TrackableSpecError("a \(self.kind) takes no unit, got \"\(symbol)\"") }
            unit = nil
        }
        if case .choice = kind {} else if !choices.isEmpty { throw TrackableSpecError("--choices is only for a choice") }
        if case .choice = kind {} else if none != nil { throw TrackableSpecError("--none is only for a choice: a yes/no's none is No, a number's 0") }
        let reduction = try reduction(for: kind)
        return Trackable(id: 0, name: trimmed, kind: kind, unit: unit, dayReduction: reduction)
    }
}

extension TrackableSpec {
    /// The day value typed, checked against `kind`; `nil` when none was typed.
    func reduction(for kind: TrackableKind) throws(TrackableSpecError) -> DayReduction? {
        guard let text = dayValue else { return nil }
        guard let value = DayReduction(rawValue: text.lowercased()) else {
            throw TrackableSpecError("unknown day value \"\(text)\"; use sum, mean, last, min, max, earliest or latest")
        }
        let clockOnly: Set<DayReduction> = [.earliest, .latest]
        if kind == .clockTime ? [.sum, .mean].contains(value) : clockOnly.contains(value) {
            throw TrackableSpecError("a \(kind.name) cannot take its day value as \(value.rawValue)")
        }
        return value
    }
}

/// Why a trackable description was refused, in words a person can act on.
package struct TrackableSpecError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The message.
    package var description: String

    init(_ description: String) { self.description = description }
}
