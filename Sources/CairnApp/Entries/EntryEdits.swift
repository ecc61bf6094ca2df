import CairnCore
import CairnStore
import Foundation

/// A change to one logged entry: a new value, items, day or instant.
package struct EntryEdit: Sendable {
    /// The entry's id.
    package var id: Int64
    /// The new value's words, if any.
    package var valueWords: [String] = []
    /// The new items of an event's entry, each as typed.
    package var itemWords: [String] = []
    /// The new day (the instant is dropped).
    package var date: LocalDate?
    /// The new instant, and the text it was given as.
    package var at: (instant: Date, text: String)?

    package init(id: Int64) { self.id = id }
}

/// Seeing and correcting what was logged. An edit or a removal follows the toast rules of a
/// log: the trackable's rules are re-read, moments never seen before are announced once, and
/// nothing already seen is announced again.
extension Workspace {
    /// The entries of `trackable` (every one when nil) between `from` and `to`, oldest first.
    package func entryDocuments(of trackable: String?, from: LocalDate?, to: LocalDate?) throws(AppError) -> (documents: [EntryDocument], only: Trackable?) {
        if let from, let to, from > to { throw .usage("--from \(from) is after --to \(to)") }
        let store = try openTrackableStore()
        let only = try trackable.map { text throws(AppError) in try self.trackable(named: text, in: store) }
        let (rows, trackables) = try storeCall("cannot read the entries") {
            (try store.storedEntries(trackableId: only?.id, from: from, to: to, limit: nil), try store.trackables())
        }
        let byId = Dictionary(trackables.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
        let tagNames = Dictionary(trackables.filter { $0.kind == .tag }.map { ($0.id, $0.name) }, uniquingKeysWith: { a, _ in a })
        return (rows.map { EntryDocument($0, trackable: $0.entry.trackableId.flatMap { byId[$0] }, tagNames: tagNames) }, only)
    }

    /// Changes an entry (`cairn entry edit`, a card's Edit, `PATCH /api/entries/ID`).
    package func editEntry(_ edit: EntryEdit) throws(AppError) -> WriteOutcome {
        guard edit.date == nil || edit.at == nil else { throw .usage("give --date or --at, not both") }
        guard !edit.valueWords.isEmpty || edit.date != nil || edit.at != nil || !edit.itemWords.isEmpty else {
            throw .usage("entry edit needs a new value, --item, --date or --at")
        }
        let store = try openTrackableStore()
        let stored = try storedEntry(edit.id, in: store)
        let trackable = try stored.entry.trackableId.map { tid throws(AppError) in try owner(tid, in: store) }
        let (engine, today) = try clock(store)
        if let at = edit.at, at.instant > now { throw .usage("--at \(at.text) is after now; nothing can be logged in the future") }
        var entry = stored.entry
        var text = stored.text
        if !edit.itemWords.isEmpty {
            guard let trackable, trackable.kind == .event else { throw .usage("--item is for an event's entry") }
            entry.items = try edit.itemWords.map { words throws(AppError) in try ItemWords.item(words, of: trackable) }
        }
        if !edit.valueWords.isEmpty {
            guard let trackable else { throw .usage("a Nothing has no value; change its --date, or remove it") }
            let words = edit.valueWords.joined(separator: " ")
            entry.value = try Self.value(words, for: trackable)
            if trackable.kind == .text { text = words }
        }
        if let date = edit.date { entry.date = date; entry.instant = nil }
        if let at = edit.at { entry.date = engine.date(of: at.instant); entry.instant = at.instant }
        try refuseFuture(entry.date, today: today, zone: engine.config(on: today).timeZoneIdentifier, what: "the entry")
        let shown = Self.describe(entry, trackable: trackable)
        let id = edit.id
        let (_, fresh) = try Announcer.write("edit entry \(id) (\(shown))", focus: trackable, store: store, workspace: self,
                                             engine: engine, today: today) {
            try store.updateEntry(id: id, to: entry, text: text)
        }
        return WriteOutcome(entry: EntryDocument(StoredEntry(id: id, entry: entry, text: text), trackable: trackable), fresh: fresh,
                            text: "Changed entry \(id): \(shown).")
    }

    /// Removes an entry (`cairn entry remove`, a card's Delete, `DELETE /api/entries/ID`).
    package func removeEntry(id: Int64) throws(AppError) -> WriteOutcome {
        let store = try openTrackableStore()
        let stored = try storedEntry(id, in: store)
        let trackable = try stored.entry.trackableId.map { tid throws(AppError) in try owner(tid, in: store) }
        let (engine, today) = try clock(store)
        let shown = Self.describe(stored.entry, trackable: trackable)
        let (_, fresh) = try Announcer.write("remove entry \(id) (\(shown))", focus: trackable, store: store, workspace: self,
                                             engine: engine, today: today) {
            try store.removeEntry(id: id)
        }
        return WriteOutcome(entry: EntryDocument(stored, trackable: trackable), fresh: fresh,
                            text: "Removed entry \(id): \(shown). `cairn undo` puts it back.")
    }

    /// Steps back the last change any command or page made (`cairn undo`, Undo), and says which.
    /// - Returns: the change undone, nil when there was nothing left to undo.
    package func undo() throws(AppError) -> Change? {
        let store = try openCodingStore()
        return try storeCall("cannot undo") { try store.undo(expecting: nil) }
    }

    /// "Weight 81.2 kg on 2026-03-01", "Nothing on 2026-03-01".
    package static func describe(_ entry: Entry, trackable: Trackable?) -> String {
        guard let trackable else { return "Nothing on \(entry.date)" }
        let shown = entry.value.map { " " + ValueFormatter.format($0, for: trackable) } ?? ""
        return "\(trackable.name)\(shown) on \(entry.date)"
    }

    private func storedEntry(_ id: Int64, in store: any TrackableStore) throws(AppError) -> StoredEntry {
        guard let stored = try storeCall("cannot read the entries", { try store.storedEntry(id: id) }) else {
            throw .notFound("there is no entry \(id); see `cairn entry list`")
        }
        return stored
    }

    private func owner(_ id: Int64, in store: any TrackableStore) throws(AppError) -> Trackable {
        guard let found = try storeCall("cannot read the trackables", { try store.trackables() }).first(where: { $0.id == id }) else {
            throw .failure("entry belongs to a trackable that no longer exists")
        }
        return found
    }
}
