import CairnApp
import CairnCore

/// A Reading's single values beside its chart on the trackable's page (its highest, lowest and
/// last, each with its day), the highest and lowest each with a bell: a toggle button
/// (`aria-pressed`, from the stored rules) in a plain form that posts to `/trackables/bell`, so
/// it works before JavaScript (`Script+ReadingBells` then switches it in place). The button is
/// named for the rule it sets up ("Bell for Bench press · Max weight — new highest").
struct ReadingValuesView {
    var reading: TrackablePageDocument.ReadingPage
    /// The page the bell's post comes back to.
    var returnTo: String
    var csrfToken: String

    /// The words of each value's kind.
    static let kinds = ["highest": "Highest", "lowest": "Lowest", "last": "Last"]

    func render() -> String {
        guard !reading.values.isEmpty else { return "" }
        let items = reading.values.map { value in
            let when = value.date.map { #" <time datetime="\#($0)">\#(Words.compact($0))</time>"# } ?? ""
            let bell = value.bell.map(self.bell) ?? ""
            return #"<li data-value="\#(value.kind)"><span class="tvalue-kind">\#(Self.kinds[value.kind] ?? value.kind)</span> "#
                + #"<strong class="tvalue">\#(Escape.html(value.text))</strong>\#(when)\#(bell)</li>"#
        }.joined()
        return #"<ul class="tvalues" aria-label="\#(Escape.attribute(reading.name)): single values">\#(items)</ul>"#
    }

    private func bell(_ bell: TrackablePageDocument.Bell) -> String {
        let key = "\(reading.id)-\(bell.direction)"
        return #"<form class="bell-form" method="post" action="\#(ReadingBellRoutes.action)" data-bell="\#(key)">"#
            + Layout.csrfField(csrfToken)
            + #"<input type="hidden" name="reading" value="\#(reading.id)">"#
            + #"<input type="hidden" name="direction" value="\#(Escape.attribute(bell.direction))">"#
            + #"<input type="hidden" name="on" value="\#(bell.on ? "0" : "1")">"#
            + #"<input type="hidden" name="return" value="\#(Escape.attribute(returnTo))">"#
            + #"<button type="submit" class="bell" aria-pressed="\#(bell.on)">\#(Self.icon)<span class="bell-word">Bell</span>"#
            + #"<span class="visually-hidden"> for <bdi>\#(Escape.html(bell.name))</bdi></span></button></form>"#
    }

    /// A bell, outlined when off and filled when on (the button's `aria-pressed` says which).
    static let icon = #"<svg class="icon icon-bell" viewBox="0 0 16 16" width="16" height="16" focusable="false" aria-hidden="true">"#
        + #"<path d="M8 1.5a1 1 0 0 1 1 1v.6a4.2 4.2 0 0 1 3.2 4.1v2.6l1.3 1.7v.8h-11v-.8l1.3-1.7V7.2A4.2 4.2 0 0 1 7 3.1v-.6a1 1 0 0 1 1-1z"/>"#
        + #"<path d="M6.3 13.3h3.4a1.7 1.7 0 0 1-3.4 0z"/></svg>"#
}
