/// The Days on hold section of the History screen: every disruption with a Remove button, and a
/// plain form to put a date range on hold (for everything, or one trackable), which keeps what
/// was typed and shows a refusal beside the field it is about.
public struct HoldsView: Sendable {
    /// One disruption as listed.
    public struct Hold: Sendable {
        public var id: Int64
        /// Its first and last day, as `YYYY-MM-DD`.
        public var from: String
        public var to: String
        public var reason: String
        /// The trackable it holds, `nil` for everything.
        public var trackable: String?

        public init(id: Int64, from: String, to: String, reason: String, trackable: String?) {
            self.id = id
            self.from = from
            self.to = to
            self.reason = reason
            self.trackable = trackable
        }

        /// "Mon 2 Mar 2026 to Wed 4 Mar 2026", or the one day.
        public var range: String { from == to ? Words.compact(iso: from) : "\(Words.compact(iso: from)) to \(Words.compact(iso: to))" }
    }

    /// What the add form held when it was refused, and the problem beside the field it is about.
    public struct Typed: Sendable {
        /// The fields as sent: `from`, `to`, `reason`, `trackable`.
        public var values: [String: String]
        /// The field the problem is about (`from`, `to`, `trackable`), and the problem.
        public var field: String?
        public var problem: String?

        public init(values: [String: String] = [:], field: String? = nil, problem: String? = nil) {
            self.values = values
            self.field = field
            self.problem = problem
        }
    }

    public var holds: [Hold]
    /// The trackables one can hold alone, by name.
    public var trackables: [String]
    public var typed: Typed
    public var csrfToken: String

    /// The Undo button (none shown when nil).
    public var undo: UndoButtonView?

    public init(holds: [Hold], trackables: [String], typed: Typed = Typed(), csrfToken: String, undo: UndoButtonView? = nil) {
        self.undo = undo
        self.holds = holds
        self.trackables = trackables
        self.typed = typed
        self.csrfToken = csrfToken
    }

    public func render() -> String {
        let csrf = Layout.csrfField(csrfToken)
        let list = holds.isEmpty ? #"<p class="muted">No days on hold.</p>"#
            : #"<ul class="hold-list">"# + holds.map { hold in
                let what = hold.trackable.map { "only " + Escape.html($0) } ?? "everything"
                let reason = hold.reason.isEmpty ? "" : #" · <span class="hold-reason">\#(Escape.html(hold.reason))</span>"#
                return #"<li data-hold="\#(hold.id)"><span class="hold-range">\#(Escape.html(hold.range))</span> · \#(what)\#(reason) "#
                    + #"<form class="inline" method="post" action="/history/holds/remove#holds">\#(csrf)<input type="hidden" name="hold" value="\#(hold.id)">"#
                    + #"<button type="submit" class="quiet" aria-label="\#(Escape.attribute("Remove the hold of \(hold.range)"))">Remove</button></form></li>"#
            }.joined() + "</ul>"
        func value(_ key: String) -> String { Escape.attribute(typed.values[key] ?? "") }
        func problem(_ key: String) -> String {
            guard typed.field == key, let text = typed.problem else { return "" }
            return #" <span class="field-error" id="hold-\#(key)-error" role="alert">\#(Escape.html(text))</span>"#
        }
        func described(_ key: String) -> String {
            typed.field == key && typed.problem != nil ? #" aria-invalid="true" aria-describedby="hold-\#(key)-error""# : ""
        }
        let picked = typed.values["trackable"] ?? ""
        let options = [#"<option value=""\#(picked.isEmpty ? " selected" : "")>Everything</option>"#] + trackables.map { name in
            #"<option value="\#(Escape.attribute(name))"\#(name == picked ? " selected" : "")>\#(Escape.html(name))</option>"#
        }
        return """
        <section class="holds" id="holds" aria-labelledby="holds-h">
        <h2 id="holds-h">Days on hold</h2>
        <p class="muted">A holiday, an illness: days on hold neither break nor extend a streak.</p>
        \(list)
        <form class="hold-form" method="post" action="/history/holds/add#holds">
        \(csrf)
        <p><label for="hold-from">From</label> <input type="date" id="hold-from" name="from" required value="\(value("from"))"\(described("from"))>\(problem("from"))
        <label for="hold-to">to</label> <input type="date" id="hold-to" name="to" value="\(value("to"))"\(described("to"))>\(problem("to"))</p>
        <p><label for="hold-reason">Reason</label> <input id="hold-reason" name="reason" placeholder="Holiday" value="\(value("reason"))"></p>
        <p><label for="hold-trackable">For</label> <select id="hold-trackable" name="trackable"\(described("trackable"))>\(options.joined())</select>\(problem("trackable"))</p>
        \(typed.field == nil ? typed.problem.map { #"<p class="field-error" role="alert">\#(Escape.html($0))</p>"# } ?? "" : "")
        <p><button type="submit">Put on hold</button></p>
        </form>
        \(undo?.render() ?? "")
        </section>
        """
    }
}
