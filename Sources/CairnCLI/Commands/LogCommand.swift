import CairnCore
import CairnStore
import Foundation

/// `cairn log TRACKABLE [VALUE] [--date DATE | --at INSTANT] [--source S]` and `cairn nothing`.
///
/// After the entry is written, that trackable's rules and Logged anything are re-read; every new
/// moment is marked seen in the same transaction and the last one is shown as a toast.
enum LogCommand {
    static func log(_ arguments: inout Arguments, _ context: Context) throws(CLIError) {
        let dateText = try arguments.option("--date")
        let atText = try arguments.option("--at")
        let sourceText = try arguments.option("--source")
        let itemWords = try arguments.options("--item")
        let tagNames = try arguments.options("--tag")
        let name = try arguments.required("trackable name")
        var valueWords: [String] = []
        while let word = arguments.positional() { valueWords.append(word) }
        try arguments.finish()
        guard dateText == nil || atText == nil else { throw .usage("give --date or --at, not both") }
        let source = try sourceText.map { text throws(CLIError) in
            guard let source = EntrySource(rawValue: text.lowercased()) else { throw .usage("unknown source \"\(text)\"; use manual, integration or schedule") }
            return source
        } ?? .manual
        let date = try dateText.map { text throws(CLIError) in try Context.date(text, flag: "--date") }
        let at = try atText.map { text throws(CLIError) in try Context.instant(text, from: "--at") }
        let store = try context.openStore()
        let trackable = try ArgumentHints.trackable(name, then: valueWords, in: store, context)
        if trackable.derivation != nil {
            throw .usage("\(trackable.name) is derived: it is computed from the entries it reads and never logged")
        }
        if trackable.kind == .tag {
            throw .usage("a tag logs nothing of its own; attach it to an entry: cairn log TRACKABLE VALUE --tag \(trackable.name)")
        }
        if trackable.kind == .event, itemWords.isEmpty {
            throw .usage("\(trackable.name) logs events: give its items, like --item \"" + trackable.fields.map { "\($0.name)=…" }.joined(separator: ",") + "\"")
        }
        if trackable.kind != .event, !itemWords.isEmpty { throw .usage("--item is for an event trackable; \(trackable.name) logs one value") }
        let items = try itemWords.map { words throws(CLIError) in try ItemWords.item(words, of: trackable) }
        var tags: [Int64] = []
        for tagName in tagNames {
            let tag = try TrackableCommand.find(tagName, in: store, context)
            guard tag.kind == .tag else { throw .usage("\(tag.name) is not a tag (add one with `cairn trackable add \(tagName) --kind tag`)") }
            if !tags.contains(tag.id) { tags.append(tag.id) }
        }
        let words = valueWords.joined(separator: " ")
        let value: Double?
        do { value = try ValueParser.logged(words, for: trackable) } catch { throw .usage(error.description) }
        let (engine, today) = try context.clock(store)
        if let at, at > context.now {
            throw .usage("--at \(atText ?? "") is after now; nothing can be logged in the future")
        }
        let day = date ?? at.map(engine.date(of:)) ?? today
        try context.refuseFuture(day, today: today, zone: engine.config(on: today).timeZoneIdentifier, what: "the entry")
        var entry = Entry(trackableId: trackable.id, date: day, value: value, instant: at ?? (date == nil ? context.now : nil),
                          source: source)
        entry.items = items
        entry.tags = tags
        let text = trackable.kind == .text && !words.isEmpty ? words : nil
        let shown = value.map { ValueFormatter.format($0, for: trackable) }
            ?? (items.isEmpty ? nil : "\(items.count) item\(items.count == 1 ? "" : "s")")
        let label = "log \(trackable.name)\(shown.map { " \($0)" } ?? "") on \(day)"
        let (id, fresh) = try Announcer.write(label, focus: trackable, store: store, context: context, engine: engine, today: today) {
            try store.insertStoredEntry(entry, text: text)
        }
        let stored = StoredEntry(id: id, entry: entry, text: text)
        report(fresh, entry: EntryDocument(stored, trackable: trackable), context: context,
               text: "Logged \(trackable.name)\(shown.map { " \($0)" } ?? "") on \(day) (entry \(id)).")
    }

    static func nothing(_ arguments: inout Arguments, _ context: Context) throws(CLIError) {
        let date = try arguments.option("--date").map { text throws(CLIError) in try Context.date(text, flag: "--date") }
        try arguments.finish()
        let store = try context.openStore()
        let (engine, today) = try context.clock(store)
        let day = date ?? today
        try context.refuseFuture(day, today: today, zone: engine.config(on: today).timeZoneIdentifier, what: "the Nothing")
        let own = try context.storeCall("cannot read the entries") { try store.ownEntries(on: day) }
        if own.nothing {
            context.say(context.json ? "{\"added\": false}\n" : "Nothing is already logged on \(day); nothing changed.\n")
            return
        }
        if own.any {
            throw .failure("you logged entries of your own on \(day), so it was not a day of nothing; remove them first (`cairn entry list --from \(day) --to \(day)`)")
        }
        let entry = Entry.nothing(on: day)
        let (id, fresh) = try Announcer.write("nothing on \(day)", focus: nil, store: store, context: context, engine: engine,
                                              today: today) {
            try store.insertStoredEntry(entry, text: nil)
        }
        report(fresh, entry: EntryDocument(StoredEntry(id: id, entry: entry, text: nil), trackable: nil), context: context,
               text: "Logged Nothing on \(day): a day of none for every trackable (entry \(id)).")
    }

    /// Prints the outcome of a write that may have earned moments: the line, then the toast.
    static func report(_ fresh: [Moment], entry: EntryDocument?, context: Context, text: String) {
        if context.json {
            let document = LogDocument(entry: entry, moments: fresh.map(MomentDocument.init), toast: fresh.last.map(MomentDocument.init))
            try? context.printJSON(document)
            return
        }
        context.say(text + "\n")
        if let last = fresh.last { context.say(MomentDocument.toast(last) + "\n") }
    }
}

/// `log --json`: the entry written, the new moments and the one shown.
struct LogDocument: Encodable {
    var entry: EntryDocument?
    var moments: [MomentDocument]
    var toast: MomentDocument?

    enum CodingKeys: String, CodingKey { case entry, moments, toast }

    func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(entry, forKey: .entry)
        try c.encode(moments, forKey: .moments)
        try c.encode(toast, forKey: .toast)
    }
}
