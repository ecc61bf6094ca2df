import CairnCore
import Foundation

/// What a person logs: a value for a trackable as typed, on a day or at an instant.
package struct LogRequest: Sendable {
    /// The trackable's name, as typed.
    package var trackable: String
    /// The value's words (`["81.2", "kg"]`, `["yes"]`); empty for a habit, an event or a yes.
    package var valueWords: [String]
    /// The day it is for (`--date`), if given.
    package var date: LocalDate?
    /// The instant it happened (`--at`), if given, and the text it was given as.
    package var at: (instant: Date, text: String)?
    /// Who logged it.
    package var source: EntrySource = .manual
    /// An event's items, each as typed (`exercise=Bench press,weight=80kg`).
    package var itemWords: [String] = []
    /// The names of the tags to attach.
    package var tagNames: [String] = []

    package init(trackable: String, valueWords: [String], date: LocalDate? = nil, at: (instant: Date, text: String)? = nil) {
        self.trackable = trackable
        self.valueWords = valueWords
        self.date = date
        self.at = at
    }
}

/// What a write that may earn moments did: its document (`log --json`'s), the line saying
/// what was done, and the new moments, the last of them the toast.
package struct WriteOutcome: Sendable {
    /// The `{"entry","moments","toast"}` document.
    package var document: LogDocument
    /// "Logged Weight 81.2 kg on 2026-03-09 (entry 12)."
    package var text: String
    /// The toast's words (``MomentDocument/toast(_:)``), when the write earned a moment.
    package var toast: String?

    package init(entry: EntryDocument?, fresh: [Moment], text: String) {
        document = LogDocument(entry: entry, moments: fresh.map(MomentDocument.init), toast: fresh.last.map(MomentDocument.init))
        self.text = text
        toast = fresh.last.map(MomentDocument.toast)
    }
}
