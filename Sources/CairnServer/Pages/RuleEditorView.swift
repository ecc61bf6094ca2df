import CairnCore

/// The Achievements page's rule editor: a picker of trackables and, for the one picked, one
/// checkbox per rule the editor offers, a sentence in the trackable's own words with the
/// fields it takes (zone, record wait, step and scale, rungs), then one group of boxes per
/// Reading of the trackable, named in the Reading's. Saving sends the whole ticked set (a
/// plain form: it works before JavaScript); Preview lists what the ticked boxes would mark
/// over the history, saving nothing. Rules the editor has no box for are listed,
/// read-only, and kept.
public struct RuleEditorView: Sendable {
    /// One box: its key, its sentence, whether it is ticked now, what its rungs are where the
    /// sentence does not say, its fields, and the problem of each refused field (by name; the
    /// box's own key for the row as a whole).
    public struct Box: Sendable {
        public var key: String
        public var label: String
        public var ticked: Bool
        public var hint: String?
        public var fields: [Field]
        public var problems: [String: String]

        public init(key: String, label: String, ticked: Bool, hint: String? = nil, fields: [Field] = [], problems: [String: String] = [:]) {
            self.key = key
            self.label = label
            self.ticked = ticked
            self.hint = hint
            self.fields = fields
            self.problems = problems
        }
    }

    /// One field of a box: a picker, a typed value (with the words before and after it), or
    /// one of a choice of ways.
    public enum Field: Sendable {
        case select(name: String, label: String, options: [(value: String, text: String)], selected: String)
        case text(name: String, before: String, value: String, after: String, numeric: Bool)
        case radio(name: String, value: String, checked: Bool, label: String)
    }

    /// A group of boxes: the trackable's own (no title), or one Reading's (its subject,
    /// "Bench press · Max weight").
    public struct Group: Sendable {
        /// The Reading's subject; `nil` for the trackable's own boxes.
        public var title: String?
        /// The group's boxes, in order.
        public var boxes: [Box]

        /// Creates a group.
        public init(title: String?, boxes: [Box]) {
            self.title = title
            self.boxes = boxes
        }
    }

    /// What one ticked box would mark over the history (a Preview).
    public struct Preview: Sendable {
        /// The rule's name.
        public var rule: String
        /// Each moment's day and words ("Running · total: 5 km").
        public var moments: [(date: LocalDate, text: String)]

        /// Creates a Preview item.
        public init(rule: String, moments: [(date: LocalDate, text: String)]) {
            self.rule = rule
            self.moments = moments
        }
    }

    /// Every trackable, id and name, for the picker.
    public var trackables: [(id: Int64, name: String)]
    /// The trackable picked, if any.
    public var picked: Int64?
    /// The picked trackable's boxes: its own group first, then one per Reading.
    public var groups: [Group]
    /// Its rules the editor keeps as they are.
    public var kept: [String]
    /// What a Preview found, one item per ticked box; `nil` when none was asked for.
    public var preview: [Preview]?
    public var csrfToken: String

    /// Creates the editor.
    public init(trackables: [(id: Int64, name: String)], picked: Int64?, groups: [Group], kept: [String], preview: [Preview]? = nil,
                csrfToken: String) {
        self.trackables = trackables
        self.picked = picked
        self.groups = groups
        self.kept = kept
        self.preview = preview
        self.csrfToken = csrfToken
    }

    public func render() -> String {
        guard !trackables.isEmpty else { return "" }
        let options = trackables.map { item in
            #"<option value="\#(item.id)"\#(item.id == picked ? " selected" : "")>\#(Escape.html(item.name))</option>"#
        }.joined()
        var parts = [#"<form class="picker" method="get" action="/achievements"><label for="pick">Edit the rules of</label> <select id="pick" name="trackable">\#(options)</select> <button type="submit">Open</button></form>"#]
        guard let picked else { return parts.joined(separator: "\n") }
        parts.append(#"<form class="rule-editor" method="post" action="/achievements/rules">"#)
        parts.append(Layout.csrfField(csrfToken))
        parts.append(#"<input type="hidden" name="trackable" value="\#(picked)">"#)
        if groups.allSatisfy(\.boxes.isEmpty) { parts.append("<p>The editor has no rules to offer for this trackable.</p>") }
        // One group around every box (they share the name "box"), as a set of checkboxes must be.
        parts.append(#"<div role="group" aria-label="Rules to keep">"#)
        for group in groups where !group.boxes.isEmpty {
            if let title = group.title { parts.append(#"<fieldset class="reading-boxes"><legend>\#(Escape.html(title))</legend>"#) }
            for box in group.boxes { parts.append(render(box)) }
            if group.title != nil { parts.append("</fieldset>") }
        }
        parts.append("</div>")
        for name in kept {
            parts.append(#"<p class="muted">\#(Escape.html(name)) — kept as it is</p>"#)
        }
        if let preview { parts.append(render(preview)) }
        parts.append(#"<p><button type="submit">Save rules</button> <button type="submit" name="preview" value="1" class="quiet">Preview</button></p></form>"#)
        return parts.joined(separator: "\n")
    }

    private func render(_ box: Box) -> String {
        let key = Escape.attribute(box.key)
        var parts = [#"<div class="rule-row" data-box="\#(key)">"#]
        let hint = box.hint.map { #" <span class="muted">\#(Escape.html($0))</span>"# } ?? ""
        parts.append(#"<p><label><input type="checkbox" name="box" value="\#(key)"\#(box.ticked ? " checked" : "")> \#(Escape.html(box.label))</label>\#(hint)</p>"#)
        if !box.fields.isEmpty {
            parts.append(#"<p class="rule-fields">"# + box.fields.map { render($0, problems: box.problems) }.joined(separator: " ") + "</p>")
        }
        if let problem = box.problems[box.key] {
            parts.append(#"<p class="field-problem" id="\#(Self.problemId(box.key))" role="alert">\#(Escape.html(problem))</p>"#)
        }
        parts.append("</div>")
        return parts.joined(separator: "\n")
    }

    /// The id of the problem shown beside field `name`.
    static func problemId(_ name: String) -> String {
        "problem-" + String(name.map { $0.isLetter || $0.isNumber ? $0 : "-" })
    }

    private func render(_ field: Field, problems: [String: String]) -> String {
        func invalid(_ name: String) -> (attributes: String, after: String) {
            guard let problem = problems[name] else { return ("", "") }
            let id = Self.problemId(name)
            return (#" aria-invalid="true" aria-describedby="\#(id)""#,
                    #" <span class="field-problem" id="\#(id)" role="alert">\#(Escape.html(problem))</span>"#)
        }
        switch field {
        case let .select(name, label, options, selected):
            let marked = invalid(name)
            let choices = options.map { option in
                #"<option value="\#(Escape.attribute(option.value))"\#(option.value == selected ? " selected" : "")>\#(Escape.html(option.text))</option>"#
            }.joined()
            return #"<label>\#(Escape.html(label)) <select name="\#(Escape.attribute(name))"\#(marked.attributes)>\#(choices)</select></label>\#(marked.after)"#
        case let .text(name, before, value, after, numeric):
            let marked = invalid(name)
            let mode = numeric ? #" inputmode="decimal" size="6""# : #" size="14""#
            let tail = after.isEmpty ? "" : " " + Escape.html(after)
            return #"<label>\#(Escape.html(before)) <input type="text" name="\#(Escape.attribute(name))" value="\#(Escape.attribute(value))"\#(mode)\#(marked.attributes)>\#(tail)</label>\#(marked.after)"#
        case let .radio(name, value, checked, label):
            return #"<label><input type="radio" name="\#(Escape.attribute(name))" value="\#(Escape.attribute(value))"\#(checked ? " checked" : "")> \#(Escape.html(label))</label>"#
        }
    }

    private func render(_ preview: [Preview]) -> String {
        var parts = [#"<section class="rule-preview" aria-labelledby="preview-h"><h3 id="preview-h">Preview</h3>"#]
        if preview.isEmpty { parts.append("<p>No box is ticked: nothing would be marked.</p>") }
        for item in preview {
            parts.append("<h4>\(Escape.html(item.rule))</h4>")
            if item.moments.isEmpty {
                parts.append(#"<p class="muted">Over your history, nothing would be marked.</p>"#)
                continue
            }
            parts.append(#"<ul class="preview-moments">"#)
            for moment in item.moments {
                parts.append(#"<li><time datetime="\#(moment.date)">\#(Escape.html(Words.date(moment.date)))</time> · \#(Escape.html(moment.text))</li>"#)
            }
            parts.append("</ul>")
        }
        parts.append(#"<p class="muted">Nothing was saved (a preview).</p></section>"#)
        return parts.joined(separator: "\n")
    }
}
