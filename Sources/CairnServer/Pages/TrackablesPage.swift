import CairnCore
import Foundation

/// The Trackables screen (the Home cards): one card per trackable with a Log form that fits
/// its kind (``LogControlView``) and a Nothing today button, the flame with the live count only for a streak set
/// up on it and standing a day or more (hidden by the streak switch), and its recent entries with Edit and Delete; an Undo
/// button says the last change and steps back that one.
public struct TrackablesPage: Sendable {
    public var cards: [TrackableCard]
    /// Each trackable's recent entries, newest first, by trackable id.
    public var entries: [Int64: [EntryRow]]
    /// The streak switch.
    public var showStreaks: Bool
    public var csrfToken: String
    /// Today in the goals' zone (the day inputs' default and latest).
    public var today: LocalDate?
    /// The goals' zone, in which the entries' times are shown.
    public var zone: TimeZone?
    /// A refused log, as typed, with its problem.
    public var typed: LogControlView.Typed?
    /// The Undo button (none shown when nil).
    public var undo: UndoButtonView?

    public init(cards: [TrackableCard], entries: [Int64: [EntryRow]] = [:], showStreaks: Bool, csrfToken: String,
                today: LocalDate? = nil, zone: TimeZone? = nil, typed: LogControlView.Typed? = nil, undo: UndoButtonView? = nil) {
        self.undo = undo
        self.cards = cards
        self.entries = entries
        self.showStreaks = showStreaks
        self.csrfToken = csrfToken
        self.today = today
        self.zone = zone
        self.typed = typed
    }

    public func render() -> String {
        var parts = ["<h1>Trackables</h1>"]
        parts.append(#"<p><a href="/trackables/manage">Add and change trackables</a> · <a href="/import">Bring history in</a></p>"#)
        if let undo { parts.append(undo.render()) }
        parts.append(#"<form class="nothing-form" method="post" action="/trackables/nothing">\#(Layout.csrfField(csrfToken))"#
                     + #"<button type="submit" class="quiet">Nothing today</button> "#
                     + LogControlView.dayInput(id: "nothing-date", today: today, typed: nil) + "</form>")
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
        let flame = showStreaks ? card.streak.flatMap { $0 < 1 ? nil : #"<span class="flame">\#(Icon.flame("streak")) \#($0)<span class="visually-hidden"> \#($0 == 1 ? "day" : "days")</span></span>"# } ?? "" : ""
        let kind = card.kind + (card.unit.map { ", \($0)" } ?? "")
        return """
        <article class="card" id="card-\(card.id)" data-trackable="\(card.id)">
        <header><h2>\(Escape.isolated(card.name))</h2>\(flame)</header>
        <p class="kind">\(Escape.html(kind)) · <a class="card-page" href="\(Escape.attribute(TrackableLinks.path(id: card.id, name: card.name)))">Charts and calendar<span class="visually-hidden"> of \(Escape.isolated(card.name))</span></a></p>
        \(LogControlView(card: card, cards: cards, today: today, typed: typed, csrfToken: csrfToken).render())
        \(EntryListView(trackable: card.name, entries: entries[card.id] ?? [], csrfToken: csrfToken, zone: zone).render())
        </article>
        """
    }
}
