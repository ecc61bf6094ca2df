/// The Trackables screen (the Home cards): one card per trackable with a quick log form that
/// takes a value with its unit as typed, the flame with the live count only for a streak set
/// up on it and standing a day or more (hidden by the streak switch), and its recent entries with Edit and Delete; an Undo
/// button says the last change and steps back that one.
public struct TrackablesPage: Sendable {
    public var cards: [TrackableCard]
    /// Each trackable's recent entries, newest first, by trackable id.
    public var entries: [Int64: [EntryRow]]
    /// The streak switch.
    public var showStreaks: Bool
    public var csrfToken: String
    /// The Undo button (none shown when nil).
    public var undo: UndoButtonView?

    public init(cards: [TrackableCard], entries: [Int64: [EntryRow]] = [:], showStreaks: Bool, csrfToken: String, undo: UndoButtonView? = nil) {
        self.undo = undo
        self.cards = cards
        self.entries = entries
        self.showStreaks = showStreaks
        self.csrfToken = csrfToken
    }

    public func render() -> String {
        var parts = ["<h1>Trackables</h1>"]
        parts.append(#"<p><a href="/trackables/manage">Add and change trackables</a></p>"#)
        if let undo { parts.append(undo.render()) }
        if cards.isEmpty {
            parts.append(#"<p>No trackables yet. <a href="/trackables/manage#add">Add one</a>: a yes/no, a number with its unit, a choice…</p>"#)
        }
        parts.append(#"<div class="cards">"#)
        for card in cards { parts.append(render(card)) }
        parts.append("</div>")
        return parts.joined(separator: "\n")
    }

    private func render(_ card: TrackableCard) -> String {
        // A flame only for a run of a day or more: a run that has ended shows none.
        let flame = showStreaks ? card.streak.flatMap { $0 < 1 ? nil : #"<span class="flame" aria-label="streak \#($0) days">🔥 \#($0)</span>"# } ?? "" : ""
        let kind = card.kind + (card.unit.map { ", \($0)" } ?? "")
        let placeholder: String
        switch card.kind {
        case "yesno", "habit": placeholder = "yes (or leave empty)"
        case "choice": placeholder = (card.choices ?? []).joined(separator: " / ")
        case "duration": placeholder = "e.g. 1h 20m"
        case "clock": placeholder = "e.g. 23:15"
        case "text": placeholder = "a few words"
        default: placeholder = card.unit.map { "e.g. 5 \($0)" } ?? "a number"
        }
        let field = "value-\(card.id)"
        return """
        <article class="card" data-trackable="\(card.id)">
        <header><h2>\(Escape.html(card.name))</h2>\(flame)</header>
        <p class="kind">\(Escape.html(kind))</p>
        <form class="log-form" method="post" action="/trackables/log">
        \(Layout.csrfField(csrfToken))
        <input type="hidden" name="trackable" value="\(Escape.attribute(card.name))">
        <label for="\(field)" class="visually-hidden">Value for \(Escape.html(card.name))</label>
        <input id="\(field)" name="value" autocomplete="off" placeholder="\(Escape.attribute(placeholder))">
        <button type="submit">Log</button>
        </form>
        \(EntryListView(trackable: card.name, entries: entries[card.id] ?? [], csrfToken: csrfToken).render())
        </article>
        """
    }
}
