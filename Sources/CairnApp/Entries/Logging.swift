import CairnCore
import CairnStore
import Foundation

/// Logging: an entry for a trackable, or a Nothing for a day. After the write, that trackable's
/// rules and Logged anything are re-read; every new moment is marked seen in the same undoable
/// change and the last one is the toast (``Announcer``).
extension Workspace {
    /// Logs `request` (`cairn log`, the Log box, `POST /api/log`).
    package func log(_ request: LogRequest) throws(AppError) -> WriteOutcome {
        guard request.date == nil || request.at == nil else { throw .usage("give --date or --at, not both") }
        let store = try openTrackableStore(create: true)
        let trackable = try trackable(toLog: request.trackable, then: request.valueWords, in: store)
        if trackable.derivation != nil {
            throw .usage("\(trackable.name) is derived: it is computed from the entries it reads and never logged")
        }
        if trackable.kind == .tag {
            throw .usage("a tag logs nothing of its own; attach it to an entry: cairn log TRACKABLE VALUE --tag \(trackable.name)")
        }
        if trackable.kind == .event, request.itemWords.isEmpty {
            throw .usage("\(trackable.name) logs events: give its items, like --item \"" + trackable.fields.map { "\($0.name)=…" }.joined(separator: ",") + "\"")
        }
        if trackable.kind != .event, !request.itemWords.isEmpty { throw .usage("--item is for an event trackable; \(trackable.name) logs one value") }
        let items = try request.itemWords.map { words throws(AppError) in try ItemWords.item(words, of: trackable) }
        var tags: [Int64] = []
        for tagName in request.tagNames {
            let tag = try self.trackable(named: tagName, in: store)
            guard tag.kind == .tag else { throw .usage("\(tag.name) is not a tag (add one with `cairn trackable add \(tagName) --kind tag`)") }
            if !tags.contains(tag.id) { tags.append(tag.id) }
        }
        let words = request.valueWords.joined(separator: " ")
        let value: Double?
        do { value = try ValueParser.logged(words, for: trackable) } catch { throw .usage(error.description) }
        let (engine, today) = try clock(store)
        if let at = request.at, at.instant > now {
            throw .usage("--at \(at.text) is after now; nothing can be logged in the future")
        }
        let day = request.date ?? request.at.map { engine.date(of: $0.instant) } ?? today
        try refuseFuture(day, today: today, zone: engine.config(on: today).timeZoneIdentifier, what: "the entry")
        var entry = Entry(trackableId: trackable.id, date: day, value: value,
                          instant: request.at?.instant ?? (request.date == nil ? now : nil), source: request.source)
        entry.items = items
        entry.tags = tags
        let text = trackable.kind == .text && !words.isEmpty ? words : nil
        let shown = value.map { ValueFormatter.format($0, for: trackable) }
            ?? (items.isEmpty ? nil : "\(items.count) item\(items.count == 1 ? "" : "s")")
        let label = "log \(trackable.name)\(shown.map { " \($0)" } ?? "") on \(day)"
        let (id, fresh) = try Announcer.write(label, focus: trackable, store: store, workspace: self, engine: engine, today: today) {
            try store.insertStoredEntry(entry, text: text)
        }
        let stored = StoredEntry(id: id, entry: entry, text: text)
        return WriteOutcome(entry: EntryDocument(stored, trackable: trackable), fresh: fresh,
                            text: "Logged \(trackable.name)\(shown.map { " \($0)" } ?? "") on \(day) (entry \(id)).")
    }

    /// Logs a Nothing on `date` (today when nil): a day of none for every trackable.
    /// - Returns: the day, and what was written: nil when a Nothing was already logged that day
    ///   (and nothing changed).
    package func logNothing(on date: LocalDate?) throws(AppError) -> (day: LocalDate, outcome: WriteOutcome?) {
        let store = try openTrackableStore(create: true)
        let (engine, today) = try clock(store)
        let day = date ?? today
        try refuseFuture(day, today: today, zone: engine.config(on: today).timeZoneIdentifier, what: "the Nothing")
        let own = try storeCall("cannot read the entries") { try store.ownEntries(on: day) }
        if own.nothing { return (day, nil) }
        if own.any {
            throw .failure("you logged entries of your own on \(day), so it was not a day of nothing; remove them first (`cairn entry list --from \(day) --to \(day)`)")
        }
        let entry = Entry.nothing(on: day)
        let (id, fresh) = try Announcer.write("nothing on \(day)", focus: nil, store: store, workspace: self, engine: engine, today: today) {
            try store.insertStoredEntry(entry, text: nil)
        }
        return (day, WriteOutcome(entry: EntryDocument(StoredEntry(id: id, entry: entry, text: nil), trackable: nil), fresh: fresh,
                                  text: "Logged Nothing on \(day): a day of none for every trackable (entry \(id))."))
    }

    /// Parses a typed value for `trackable` (a bad request saying what to type instead).
    package static func value(_ words: String, for trackable: Trackable) throws(AppError) -> Double? {
        do {
            return try ValueParser.parse(words, for: trackable)
        } catch {
            throw .usage(error.description)
        }
    }
}
