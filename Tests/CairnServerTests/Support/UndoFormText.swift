import Foundation

/// A screen's Undo button as the page writes it: the change id it sends and its words.
enum UndoFormText {
    /// The `change` id and the button's words of the first form of `kind` (`undo-form`,
    /// `toast-undo`, `undo-confirm-form`) in `page`; nil when there is none with an id.
    static func button(_ page: String, kind: String = "undo-form") -> (change: String, words: String)? {
        guard let start = page.range(of: #"<form class="\#(kind)""#) else { return nil }
        let form = page[start.upperBound...].prefix { $0 != "\n" }
        guard let id = form.range(of: #"name="change" value=""#),
              let button = form.range(of: #"<button type="submit" class="quiet">"#),
              let close = form.range(of: "</button>", range: button.upperBound..<form.endIndex) else { return nil }
        return (String(form[id.upperBound...].prefix { $0 != "\"" }), String(form[button.upperBound..<close.lowerBound]))
    }
}
