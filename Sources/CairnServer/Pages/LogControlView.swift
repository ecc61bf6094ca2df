import CairnCore

/// A card's Log form, with the control that fits its kind: a yes/no or a habit as one tap, a
/// choice as its buttons in order, a number with its unit beside the input, a clock time as a
/// time input, a duration as words ("1h 20m"), an event as one input per field making one item,
/// text as a text area; the tags as toggles and another day when wanted. A derived trackable and
/// a tag have no Log form: the first shows how it is computed. Plain forms (`POST
/// /trackables/log`): they work before JavaScript.
public struct LogControlView: Sendable {
    /// What a refused log typed, and the application layer's words for why.
    public struct Typed: Sendable {
        /// The trackable whose form it was.
        public var trackable: String
        /// The value as typed.
        public var value: String?
        /// The event's fields as typed, by field name.
        public var items: [String: String]
        /// The tags ticked.
        public var tags: [String]
        /// The day as typed.
        public var date: String?
        /// Why it was refused.
        public var problem: String

        /// Creates what a refused form typed.
        public init(trackable: String, value: String? = nil, items: [String: String] = [:], tags: [String] = [], date: String? = nil,
                    problem: String) {
            self.trackable = trackable
            self.value = value
            self.items = items
            self.tags = tags
            self.date = date
            self.problem = problem
        }
    }

    /// The card whose form this is.
    public var card: TrackableCard
    /// Every card (the tags' names, and the names of what a derived trackable reads).
    public var cards: [TrackableCard]
    /// Today in the goals' zone: the day input's default and latest.
    public var today: LocalDate?
    /// The refused form, when it was this card's.
    public var typed: Typed?
    /// The CSRF token the form carries.
    public var csrfToken: String

    /// Creates the form of `card`; `typed` counts only when it was this card's form.
    public init(card: TrackableCard, cards: [TrackableCard], today: LocalDate?, typed: Typed?, csrfToken: String) {
        self.card = card
        self.cards = cards
        self.today = today
        self.typed = typed?.trackable == card.name ? typed : nil
        self.csrfToken = csrfToken
    }

    /// The form (or the words of how it is computed) as HTML, user text escaped.
    public func render() -> String {
        if card.derivation != nil || card.derived != nil { return #"<p class="derived">\#(Escape.html(computed))</p>"# }
        if card.kind == "tag" { return #"<p class="tag-note muted">A tag: tick it on another card's Log form.</p>"# }
        let invalid = typed.map { _ in #" aria-invalid="true" aria-describedby="\#(errorID)""# } ?? ""
        let name = Escape.html(card.name)
        let valueField = "value-\(card.id)"
        let typedValue = typed?.value ?? ""
        let control: String
        switch card.kind {
        case "yesno":
            control = #"<button type="submit" aria-label="Log Yes for \#(Escape.attribute(card.name))">Yes</button> "#
                + #"<button type="submit" class="quiet" name="value" value="no" aria-label="Log No for \#(Escape.attribute(card.name))">No</button>"#
        case "habit":
            control = #"<button type="submit" aria-label="Log \#(Escape.attribute(card.name)) done">Done</button>"#
        case "choice":
            control = #"<span class="choice-buttons" role="group" aria-label="\#(Escape.attribute(card.name))">"#
                + (card.choices ?? []).map { #"<button type="submit" name="value" value="\#(Escape.attribute($0))">\#(Escape.html($0))</button>"# }
                .joined(separator: " ") + "</span>"
        case "number":
            let unit = card.unit.map { #" <span class="unit">\#(Escape.html($0))</span>"# } ?? ""
            control = #"<label for="\#(valueField)" class="visually-hidden">Value for \#(name)</label>"#
                + #"<input id="\#(valueField)" name="value" inputmode="decimal" autocomplete="off" value="\#(Escape.attribute(typedValue))"\#(invalid)>\#(unit) "#
                + #"<button type="submit">Log</button>"#
        case "clock":
            control = #"<label for="\#(valueField)" class="visually-hidden">Time for \#(name)</label>"#
                + #"<input id="\#(valueField)" name="value" type="time" value="\#(Escape.attribute(typedValue))"\#(invalid)> <button type="submit">Log</button>"#
        case "duration":
            control = #"<label for="\#(valueField)" class="visually-hidden">How long for \#(name)</label>"#
                + #"<input id="\#(valueField)" name="value" autocomplete="off" placeholder="1h 20m" value="\#(Escape.attribute(typedValue))"\#(invalid)> "#
                + #"<button type="submit">Log</button>"#
        case "event":
            control = eventInputs(invalid) + #" <button type="submit">Log</button>"#
        case "text":
            control = #"<label for="\#(valueField)" class="visually-hidden">Words for \#(name)</label>"#
                + #"<textarea id="\#(valueField)" name="value" rows="2" placeholder="a few words"\#(invalid)>\#(Escape.html(typedValue))</textarea> "#
                + #"<button type="submit">Log</button>"#
        default:
            control = #"<label for="\#(valueField)" class="visually-hidden">Value for \#(name)</label>"#
                + #"<input id="\#(valueField)" name="value" autocomplete="off" value="\#(Escape.attribute(typedValue))"\#(invalid)> <button type="submit">Log</button>"#
        }
        let problem = typed.map { #"<p class="error" role="alert" id="\#(errorID)">\#(Escape.html($0.problem))</p>"# } ?? ""
        return """
        <form class="log-form" method="post" action="/trackables/log#card-\(card.id)" data-kind="\(Escape.attribute(card.kind))">
        \(Layout.csrfField(csrfToken))
        <input type="hidden" name="trackable" value="\(Escape.attribute(card.name))">
        <div class="log-control">\(control)</div>
        \(tagToggles)\(dayInput)
        </form>
        \(problem)
        """
    }

    private var errorID: String { "log-\(card.id)-error" }

    /// "Computed: sum trailing 7d of Running, Cycling".
    var computed: String {
        let how = card.derived ?? "derived"
        var reads: [String] = []
        for ref in card.derivation?.of ?? [] {
            switch ref {
            case let .trackable(id): reads.append(cards.first { $0.id == id }?.name ?? "trackable \(id)")
            case .reading: reads.append("a Reading")
            }
        }
        var text = "Computed: \(how)"
        if !reads.isEmpty { text += " of " + reads.joined(separator: ", ") }
        if let tag = card.derivation?.tag { text += " tagged " + (cards.first { $0.id == tag }?.name ?? "tag \(tag)") }
        return text + ". It is never logged."
    }

    /// One input per field (a select for a choice field), named `item.FIELD`.
    private func eventInputs(_ invalid: String) -> String {
        (card.eventFields ?? []).enumerated().map { index, field in
            let id = "item-\(card.id)-\(index)"
            let key = Escape.attribute("item.\(field.name)")
            let typedValue = typed?.items[field.name] ?? ""
            let label = #"<label for="\#(id)">\#(Escape.html(field.name))</label> "#
            switch field.kind {
            case let .choice(scale):
                let options = [#"<option value="">—</option>"#] + scale.options.map { option in
                    #"<option\#(option.label == typedValue ? " selected" : "")>\#(Escape.html(option.label))</option>"#
                }
                return label + #"<select id="\#(id)" name="\#(key)"\#(invalid)>\#(options.joined())</select>"#
            case .clockTime:
                return label + #"<input id="\#(id)" name="\#(key)" type="time" value="\#(Escape.attribute(typedValue))"\#(invalid)>"#
            case .number:
                let unit = field.unit.map { #" <span class="unit">\#(Escape.html($0))</span>"# } ?? ""
                return label + #"<input id="\#(id)" name="\#(key)" inputmode="decimal" autocomplete="off" value="\#(Escape.attribute(typedValue))"\#(invalid)>\#(unit)"#
            case .duration:
                return label + #"<input id="\#(id)" name="\#(key)" autocomplete="off" placeholder="1h 20m" value="\#(Escape.attribute(typedValue))"\#(invalid)>"#
            default:
                return label + #"<input id="\#(id)" name="\#(key)" autocomplete="off" value="\#(Escape.attribute(typedValue))"\#(invalid)>"#
            }
        }.map { #"<span class="item-field">\#($0)</span>"# }.joined(separator: " ")
    }

    /// A checkbox per tag trackable, ticked as typed.
    private var tagToggles: String {
        let tags = cards.filter { $0.kind == "tag" }
        guard !tags.isEmpty else { return "" }
        let boxes = tags.map { tag in
            let ticked = typed?.tags.contains(tag.name) ?? false
            return #"<label class="tag-toggle"><input type="checkbox" name="tag" value="\#(Escape.attribute(tag.name))"\#(ticked ? " checked" : "")> \#(Escape.html(tag.name))</label>"#
        }
        return #"<fieldset class="log-tags"><legend>Tags</legend>\#(boxes.joined(separator: " "))</fieldset>"#
    }

    /// Another day: a date input, today by default and at the latest, folded away unless used.
    private var dayInput: String {
        Self.dayInput(id: "date-\(card.id)", today: today, typed: typed?.date)
    }

    /// The folded day input every log form (and the Nothing form) carries.
    static func dayInput(id: String, today: LocalDate?, typed: String?) -> String {
        let value = typed ?? today?.description ?? ""
        let open = typed.map { $0 != today?.description } ?? false
        let max = today.map { #" max="\#($0)""# } ?? ""
        return #"<details class="log-date"\#(open ? " open" : "")><summary>Another day</summary>"#
            + #"<label for="\#(id)">Day</label> <input id="\#(id)" name="date" type="date" value="\#(Escape.attribute(value))"\#(max)></details>"#
    }
}
