/// Adding and changing trackables (`/trackables/manage`): a form to add one of every kind, and
/// for each trackable its rename, day value, none, zones and remove forms. Each is a plain POST
/// that works before JavaScript; a refused form comes back as it was typed, with the problem
/// beside the field it is about; removing asks first, saying how many entries go.
public struct TrackableManagePage: Sendable {
    /// One trackable as the page shows it.
    public struct Item: Sendable {
        public var id: Int64
        public var name: String
        /// Its kind in words, with the unit ("number, kg").
        public var kind: String
        /// Whether it logs a number whose day value one can choose.
        public var choosesDayValue: Bool
        public var dayValue: String
        /// A choice's labels and its none (its label, `nil` for none).
        public var choices: [String]?
        public var none: String?
        /// Its zones: name and bounds in words ("from 60 kg to 80 kg").
        public var zones: [(name: String, bounds: String)]

        public init(id: Int64, name: String, kind: String, choosesDayValue: Bool, dayValue: String, choices: [String]?, none: String?,
                    zones: [(name: String, bounds: String)]) {
            self.id = id
            self.name = name
            self.kind = kind
            self.choosesDayValue = choosesDayValue
            self.dayValue = dayValue
            self.choices = choices
            self.none = none
            self.zones = zones
        }
    }

    /// The form that was refused, as typed, and the problem beside the field it is about.
    public struct Typed: Sendable {
        /// `add`, or `rename`, `dayValue`, `none`, `zone`, `removeZone`, `remove` with the trackable's id (`rename-3`).
        public var form: String
        public var values: [String: String]
        public var field: String?
        public var problem: String?

        public init(form: String = "", values: [String: String] = [:], field: String? = nil, problem: String? = nil) {
            self.form = form
            self.values = values
            self.field = field
            self.problem = problem
        }
    }

    /// A removal waiting for its confirmation: the trackable's id and the question.
    public struct Confirm: Sendable {
        public var id: Int64
        public var question: String

        public init(id: Int64, question: String) {
            self.id = id
            self.question = question
        }
    }

    public var items: [Item]
    public var typed: Typed
    public var confirm: Confirm?
    public var csrfToken: String
    /// The Undo button (none shown when nil).
    public var undo: UndoButtonView?

    public init(items: [Item], typed: Typed = Typed(), confirm: Confirm? = nil, csrfToken: String, undo: UndoButtonView? = nil) {
        self.undo = undo
        self.items = items
        self.typed = typed
        self.confirm = confirm
        self.csrfToken = csrfToken
    }

    /// The kinds one can add, with their names in words.
    public static let kinds = [("yesno", "Yes/no"), ("number", "Number"), ("duration", "Duration"), ("clock", "Clock time"),
                               ("choice", "Choice"), ("habit", "Habit"), ("text", "Text"), ("event", "Event"), ("tag", "Tag")]
    /// The day values one can choose.
    public static let dayValues = ["sum", "mean", "last", "min", "max", "earliest", "latest"]
    /// Units offered as one types (any other a number takes is accepted too).
    public static let units = ["kg", "lb", "km", "mi", "m", "L", "mL", "kcal", "min", "h", "°C", "%", "pages", "steps", "glasses"]

    public func render() -> String {
        var parts = ["<h1>Add and change trackables</h1>",
                     #"<p><a href="/trackables">Back to the cards</a></p>"#,
                     undo?.render() ?? "",
                     addForm()]
        for item in items { parts.append(render(item)) }
        return parts.joined(separator: "\n")
    }

    // MARK: - The pieces

    /// The value typed into `key` of `form`, when that form was the one refused.
    private func value(_ form: String, _ key: String, _ otherwise: String = "") -> String {
        typed.form == form ? typed.values[key] ?? otherwise : otherwise
    }

    /// The problem beside the field `key` of `form` (or beside the form's button, for `key` nil).
    private func problem(_ form: String, _ key: String?) -> String {
        guard typed.form == form, let text = typed.problem else { return "" }
        let about = typed.field.flatMap { field in fieldNames(form).contains(field) ? field : nil }
        guard about == key else { return "" }
        return #" <span class="field-error" id="\#(form)-\#(key ?? "form")-error" role="alert">\#(Escape.html(text))</span>"#
    }

    /// The field names a form has, so a problem about another lands beside its button.
    private func fieldNames(_ form: String) -> [String] {
        if form == "add" { return ["name", "kind", "unit", "dayValue", "choices", "none", "fields"] }
        if form.hasPrefix("rename-") { return ["name"] }
        if form.hasPrefix("zone-") { return ["zone", "min", "max"] }
        return []
    }

    private func invalid(_ form: String, _ key: String) -> String {
        typed.form == form && typed.field == key && typed.problem != nil ? #" aria-invalid="true" aria-describedby="\#(form)-\#(key)-error""# : ""
    }

    private func input(_ form: String, _ key: String, _ label: String, placeholder: String = "", extra: String = "", otherwise: String = "") -> String {
        let id = "\(form)-\(key)"
        return #"<label for="\#(id)">\#(label)</label> <input id="\#(id)" name="\#(key)" value="\#(Escape.attribute(value(form, key, otherwise)))""#
            + (placeholder.isEmpty ? "" : #" placeholder="\#(Escape.attribute(placeholder))""#) + extra + invalid(form, key) + ">" + problem(form, key)
    }

    private func options(_ pairs: [(String, String)], picked: String) -> String {
        pairs.map { key, label in
            #"<option value="\#(Escape.attribute(key))"\#(key == picked ? " selected" : "")>\#(Escape.html(label))</option>"#
        }.joined()
    }

    private func addForm() -> String {
        let kind = value("add", "kind", "yesno")
        let units = Self.units.map { #"<option value="\#(Escape.attribute($0))">"# }.joined()
        let ordered = value("add", "ordered") == "on" ? " checked" : ""
        return """
        <section class="manage-add" id="add" aria-labelledby="add-h">
        <h2 id="add-h">Add a trackable</h2>
        <form class="trackable-add" method="post" action="/trackables/manage/add#add">
        \(Layout.csrfField(csrfToken))
        <p>\(input("add", "name", "Name", placeholder: "Weight", extra: " required"))</p>
        <p><label for="add-kind">Kind</label> <select id="add-kind" name="kind"\(invalid("add", "kind"))>\(options(Self.kinds, picked: kind))</select>\(problem("add", "kind"))</p>
        <p><label for="add-dayValue">A day's value</label> <select id="add-dayValue" name="dayValue"\(invalid("add", "dayValue"))>\(options([("", "the kind's default")] + Self.dayValues.map { ($0, $0) }, picked: value("add", "dayValue")))</select>\(problem("add", "dayValue"))</p>
        <fieldset data-for="number duration"><legend>A number or a duration</legend>
        <p>\(input("add", "unit", "Unit", placeholder: "kg, km, min, pages…", extra: #" list="units""#))<datalist id="units">\(units)</datalist></p>
        </fieldset>
        <fieldset data-for="choice"><legend>A choice</legend>
        <p>\(input("add", "choices", "Choices", placeholder: "None, Mild, Severe"))<span class="muted"> commas between them</span></p>
        <p><label><input type="checkbox" name="ordered" value="on"\(ordered)> Ordered, from least to most</label></p>
        <p>\(input("add", "none", "Which means none", placeholder: "None (optional)"))</p>
        </fieldset>
        <fieldset data-for="event"><legend>An event</legend>
        <p><label for="add-fields">Fields</label> <textarea id="add-fields" name="fields" rows="3" placeholder="exercise:choice=Bench press,Squat&#10;weight:number:kg&#10;reps:number"\(invalid("add", "fields"))>\(Escape.html(value("add", "fields")))</textarea>\(problem("add", "fields"))<span class="muted"> one a line: NAME:KIND[:UNIT], or NAME:choice=A,B</span></p>
        </fieldset>
        <p><button type="submit">Add</button>\(problem("add", nil))</p>
        </form>
        </section>
        """
    }

    private func render(_ item: Item) -> String {
        let csrf = Layout.csrfField(csrfToken)
        let hidden = #"<input type="hidden" name="trackable" value="\#(Escape.attribute(item.name))">"#
        let title = Escape.html(item.name)
        var forms: [String] = []
        let rename = "rename-\(item.id)"
        forms.append(#"<form method="post" action="/trackables/manage/rename#trackable-\#(item.id)">\#(csrf)\#(hidden)<p>"#
                     + input(rename, "name", "New name", otherwise: item.name)
                     + #" <button type="submit">Rename</button>\#(problem(rename, nil))</p></form>"#)
        if item.choosesDayValue {
            let form = "dayValue-\(item.id)"
            forms.append(#"<form method="post" action="/trackables/manage/day-value#trackable-\#(item.id)">\#(csrf)\#(hidden)<p><label for="\#(form)">A day's value</label> "#
                         + #"<select id="\#(form)" name="dayValue">\#(options(Self.dayValues.map { ($0, $0) }, picked: value(form, "dayValue", item.dayValue)))</select>"#
                         + #" <button type="submit">Change</button>\#(problem(form, nil))</p></form>"#)
        }
        if let choices = item.choices {
            let form = "none-\(item.id)"
            let picked = value(form, "none", item.none ?? "")
            forms.append(#"<form method="post" action="/trackables/manage/none#trackable-\#(item.id)">\#(csrf)\#(hidden)<p><label for="\#(form)">Which means none</label> "#
                         + #"<select id="\#(form)" name="none">\#(options([("", "none of them")] + choices.map { ($0, $0) }, picked: picked))</select>"#
                         + #" <button type="submit">Change</button>\#(problem(form, nil))</p></form>"#)
        }
        let zoneForm = "zone-\(item.id)"
        let zones = item.zones.map { zone in
            #"<li data-zone="\#(Escape.attribute(zone.name))">\#(Escape.html(zone.name)) <span class="muted">\#(Escape.html(zone.bounds))</span> "#
                + #"<form class="inline" method="post" action="/trackables/manage/zones/remove#trackable-\#(item.id)">\#(csrf)\#(hidden)<input type="hidden" name="zone" value="\#(Escape.attribute(zone.name))">"#
                + #"<button type="submit" class="quiet" aria-label="\#(Escape.attribute("Remove the zone \(zone.name) of \(item.name)"))">Remove</button></form></li>"#
        }.joined()
        forms.append("""
        <h3>Zones</h3>
        \(zones.isEmpty ? #"<p class="muted">No zones.</p>"# : #"<ul class="zone-list">\#(zones)</ul>"#)\(problem("removeZone-\(item.id)", nil))
        <form class="zone-add" method="post" action="/trackables/manage/zones/add#trackable-\(item.id)">\(csrf)\(hidden)
        <p>\(input(zoneForm, "zone", "Zone", placeholder: "Healthy")) \(input(zoneForm, "min", "from", placeholder: "70kg")) \(input(zoneForm, "max", "to", placeholder: "80kg"))
        <button type="submit">Add zone</button>\(problem(zoneForm, nil))</p>
        </form>
        """)
        if let confirm, confirm.id == item.id {
            forms.append(#"<div class="confirm" role="alertdialog" aria-labelledby="confirm-\#(item.id)"><p id="confirm-\#(item.id)">\#(Escape.html(confirm.question))</p>"#
                         + #"<form method="post" action="/trackables/manage/remove#trackable-\#(item.id)">\#(csrf)\#(hidden)<input type="hidden" name="confirm" value="yes">"#
                         + #"<button type="submit" class="danger">Remove</button> <a href="/trackables/manage">Keep it</a></form></div>"#)
        } else {
            forms.append(#"<form method="post" action="/trackables/manage/remove#trackable-\#(item.id)">\#(csrf)\#(hidden)<p><button type="submit" class="quiet">Remove \#(title)…</button>\#(problem("remove-\(item.id)", nil))</p></form>"#)
        }
        return """
        <section class="manage-item" id="trackable-\(item.id)" data-trackable="\(item.id)" aria-labelledby="trackable-\(item.id)-h">
        <h2 id="trackable-\(item.id)-h">\(title)</h2>
        <p class="kind">\(Escape.html(item.kind))</p>
        \(forms.joined(separator: "\n"))
        </section>
        """
    }
}
