/// An Undo button that says what it undoes ("Undo: log Weight 81.2 kg on 2026-03-09") and sends
/// that change's id, so the server undoes only that one; "Nothing to undo", disabled, when there
/// is no change. Also the question asked before undoing a change made outside this page, and the
/// Undo offered in the toast right after a change.
public struct UndoButtonView: Sendable {
    /// The change an Undo would step back.
    public struct Offer: Sendable, Hashable {
        /// Its id (sent back as `change`).
        public var id: Int64
        /// What it did, in the CLI's words.
        public var label: String

        public init(id: Int64, label: String) {
            self.id = id
            self.label = label
        }
    }

    /// Where the form posts (the screen's undo route).
    public var action: String
    /// The screen to go back to without undoing ("Keep it").
    public var back: String
    /// The last change, `nil` when there is nothing to undo.
    public var offer: Offer?
    public var csrfToken: String

    public init(action: String, back: String, offer: Offer?, csrfToken: String) {
        self.action = action
        self.back = back
        self.offer = offer
        self.csrfToken = csrfToken
    }

    /// The screen's Undo button.
    public func render() -> String {
        guard let offer else {
            return #"<form class="undo-form"><button type="button" class="quiet" disabled>Nothing to undo</button></form>"#
        }
        return form("undo-form", offer, confirm: false, "Undo: " + offer.label)
    }

    /// The Undo offered in the toast right after the change `offer` made on this page.
    public func renderInToast() -> String {
        offer.map { form("toast-undo", $0, confirm: false, "Undo") } ?? ""
    }

    /// The question before undoing `offer`, made outside this page: only its confirm button
    /// (which posts `confirm=1`) undoes it. `object` is the change as the object of the
    /// question ("the import of heartbeats.json (412 sessions)").
    public func renderConfirmation(object: String) -> String {
        guard let offer else { return "" }
        return """
        <div class="confirm undo-confirm" role="alertdialog" aria-labelledby="undo-confirm-q">
        <p id="undo-confirm-q">Undo \(Escape.html(object)), made outside this page?</p>
        \(form("undo-confirm-form", offer, confirm: true, "Yes, undo it"))
        <p><a href="\(Escape.attribute(back))">Keep it</a></p>
        </div>
        """
    }

    private func form(_ kind: String, _ offer: Offer, confirm: Bool, _ words: String) -> String {
        #"<form class="\#(kind)" method="post" action="\#(Escape.attribute(action))">\#(Layout.csrfField(csrfToken))"#
            + #"<input type="hidden" name="change" value="\#(offer.id)">"#
            + (confirm ? #"<input type="hidden" name="confirm" value="1">"# : "")
            + #"<button type="submit" class="quiet">\#(Escape.html(words))</button></form>"#
    }
}
