/// The Achievements page's rule editor: a picker of trackables and, for the one picked, one
/// checkbox per rule the editor offers, named in the trackable's own words. Saving sends the
/// whole ticked set (a plain form: it works before JavaScript). Rules the editor has no box for
/// are listed, read-only, and kept.
public struct RuleEditorView: Sendable {
    /// One box: its key, its name, whether it is ticked now.
    public struct Box: Sendable {
        public var key: String
        public var label: String
        public var ticked: Bool

        public init(key: String, label: String, ticked: Bool) {
            self.key = key
            self.label = label
            self.ticked = ticked
        }
    }

    /// Every trackable, id and name, for the picker.
    public var trackables: [(id: Int64, name: String)]
    /// The trackable picked, if any.
    public var picked: Int64?
    /// The picked trackable's boxes.
    public var boxes: [Box]
    /// Its rules the editor keeps as they are.
    public var kept: [String]
    public var csrfToken: String

    public init(trackables: [(id: Int64, name: String)], picked: Int64?, boxes: [Box], kept: [String], csrfToken: String) {
        self.trackables = trackables
        self.picked = picked
        self.boxes = boxes
        self.kept = kept
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
        if boxes.isEmpty { parts.append("<p>The editor has no rules to offer for this trackable.</p>") }
        for box in boxes {
            parts.append(#"<p><label><input type="checkbox" name="box" value="\#(Escape.attribute(box.key))"\#(box.ticked ? " checked" : "")> \#(Escape.html(box.label))</label></p>"#)
        }
        for name in kept {
            parts.append(#"<p class="muted">\#(Escape.html(name)) — kept as it is</p>"#)
        }
        parts.append(#"<p><button type="submit">Save rules</button></p></form>"#)
        return parts.joined(separator: "\n")
    }
}
