import CairnApp
import CairnCore
import CairnStore
import Foundation

/// `cairn entry list|edit|remove`: seeing and correcting what was logged.
///
/// An edit or a removal follows the toast rules of a log: the trackable's rules are re-read,
/// moments never seen before are announced once, and nothing already seen is announced again.
enum EntryCommand {
    static func run(_ arguments: inout Arguments, _ context: Context) throws(CLIError) {
        switch try arguments.required("entry subcommand (list, edit or remove)") {
        case "list": try list(&arguments, context)
        case "edit": try edit(&arguments, context)
        case "remove": try remove(&arguments, context)
        case let other: throw .usage("unknown entry subcommand \"\(other)\"; use list, edit or remove")
        }
    }

    private static func list(_ arguments: inout Arguments, _ context: Context) throws(CLIError) {
        let from = try arguments.option("--from").map { text throws(CLIError) in try Context.date(text, flag: "--from") }
        let to = try arguments.option("--to").map { text throws(CLIError) in try Context.date(text, flag: "--to") }
        let name = arguments.positional()
        try arguments.finish()
        if let from, let to, from > to { throw .usage("--from \(from) is after --to \(to)") }
        let store = try context.openExistingStore()
        let only = try name.map { text throws(CLIError) in try TrackableCommand.find(text, in: store, context) }
        let (rows, trackables) = try context.storeCall("cannot read the entries") {
            (try store.storedEntries(trackableId: only?.id, from: from, to: to), try store.trackables())
        }
        let byId = Dictionary(trackables.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
        let tagNames = Dictionary(trackables.filter { $0.kind == .tag }.map { ($0.id, $0.name) }, uniquingKeysWith: { a, _ in a })
        let documents = rows.map { EntryDocument($0, trackable: $0.entry.trackableId.flatMap { byId[$0] }, tagNames: tagNames) }
        if context.json { try context.printJSON(documents); return }
        if documents.isEmpty {
            context.say("No entries\(only.map { " of \($0.name)" } ?? "")\(from != nil || to != nil ? " in that range" : ""); log one with `cairn log TRACKABLE VALUE`.\n")
            return
        }
        let width = documents.map { String($0.id).count }.max() ?? 1
        for d in documents {
            let id = String(repeating: " ", count: width - String(d.id).count) + String(d.id)
            var line = "\(id)  \(d.date)  \(d.trackable ?? "Nothing")"
            if let display = d.display, d.trackable != nil { line += "  \(display)" }
            if let text = d.text { line += "  “\(text)”" }
            if !d.items.isEmpty {
                line += "  " + d.items.map { item in item.keys.sorted().map { "\($0)=\(item[$0] ?? "")" }.joined(separator: ",") }
                    .joined(separator: "; ")
            }
            if !d.tags.isEmpty { line += "  #" + d.tags.joined(separator: " #") }
            if d.source != EntrySource.manual.rawValue { line += "  (\(d.source))" }
            context.say(line + "\n")
        }
    }

    private static func edit(_ arguments: inout Arguments, _ context: Context) throws(CLIError) {
        let dateText = try arguments.option("--date")
        let atText = try arguments.option("--at")
        let itemWords = try arguments.options("--item")
        let id = try entryID(try arguments.required("entry id (see `cairn entry list`)"))
        var valueWords: [String] = []
        while let word = arguments.positional() { valueWords.append(word) }
        try arguments.finish()
        guard dateText == nil || atText == nil else { throw .usage("give --date or --at, not both") }
        guard !valueWords.isEmpty || dateText != nil || atText != nil || !itemWords.isEmpty else {
            throw .usage("entry edit needs a new value, --item, --date or --at")
        }
        let date = try dateText.map { text throws(CLIError) in try Context.date(text, flag: "--date") }
        let at = try atText.map { text throws(CLIError) in try Context.instant(text, from: "--at") }
        let store = try context.openExistingStore()
        let stored = try find(id, in: store, context)
        let trackable = try stored.entry.trackableId.map { tid throws(CLIError) in try owner(tid, in: store, context) }
        let (engine, today) = try context.clock(store)
        if let at, at > context.now { throw .usage("--at \(atText ?? "") is after now; nothing can be logged in the future") }
        var entry = stored.entry
        var text = stored.text
        if !itemWords.isEmpty {
            guard let trackable, trackable.kind == .event else { throw .usage("--item is for an event's entry") }
            entry.items = try itemWords.map { words throws(CLIError) in try ItemWords.item(words, of: trackable) }
        }
        if !valueWords.isEmpty {
            guard let trackable else { throw .usage("a Nothing has no value; change its --date, or remove it") }
            let words = valueWords.joined(separator: " ")
            entry.value = try parse(words, for: trackable)
            if trackable.kind == .text { text = words }
        }
        if let date { entry.date = date; entry.instant = nil }
        if let at { entry.date = engine.date(of: at); entry.instant = at }
        try context.refuseFuture(entry.date, today: today, zone: engine.config(on: today).timeZoneIdentifier, what: "the entry")
        let shown = describe(entry, trackable: trackable)
        let (_, fresh) = try Announcer.write("edit entry \(id) (\(shown))", focus: trackable, store: store, workspace: context.workspace,
                                             engine: engine, today: today) {
            try store.updateEntry(id: id, to: entry, text: text)
        }
        LogCommand.report(fresh, entry: EntryDocument(StoredEntry(id: id, entry: entry, text: text), trackable: trackable),
                          context: context, text: "Changed entry \(id): \(shown).")
    }

    private static func remove(_ arguments: inout Arguments, _ context: Context) throws(CLIError) {
        let id = try entryID(try arguments.required("entry id (see `cairn entry list`)"))
        try arguments.finish()
        let store = try context.openExistingStore()
        let stored = try find(id, in: store, context)
        let trackable = try stored.entry.trackableId.map { tid throws(CLIError) in try owner(tid, in: store, context) }
        let (engine, today) = try context.clock(store)
        let shown = describe(stored.entry, trackable: trackable)
        let (_, fresh) = try Announcer.write("remove entry \(id) (\(shown))", focus: trackable, store: store, workspace: context.workspace,
                                             engine: engine, today: today) {
            try store.removeEntry(id: id)
        }
        LogCommand.report(fresh, entry: EntryDocument(stored, trackable: trackable), context: context,
                          text: "Removed entry \(id): \(shown). `cairn undo` puts it back.")
    }

    /// Parses a typed value for `trackable` (a usage error saying what to type instead).
    static func parse(_ words: String, for trackable: Trackable) throws(CLIError) -> Double? {
        do {
            return try ValueParser.parse(words, for: trackable)
        } catch {
            throw .usage(error.description)
        }
    }

    /// "Weight 81.2 kg on 2026-03-01", "Nothing on 2026-03-01".
    static func describe(_ entry: Entry, trackable: Trackable?) -> String {
        guard let trackable else { return "Nothing on \(entry.date)" }
        let shown = entry.value.map { " " + ValueFormatter.format($0, for: trackable) } ?? ""
        return "\(trackable.name)\(shown) on \(entry.date)"
    }

    private static func entryID(_ text: String) throws(CLIError) -> Int64 {
        guard let id = Int64(text), id > 0 else { throw .usage("an entry is named by its id, a number (see `cairn entry list`), got \"\(text)\"") }
        return id
    }

    private static func find(_ id: Int64, in store: Store, _ context: Context) throws(CLIError) -> StoredEntry {
        guard let stored = try context.storeCall("cannot read the entries", { try store.storedEntry(id: id) }) else {
            throw .notFound("there is no entry \(id); see `cairn entry list`")
        }
        return stored
    }

    private static func owner(_ id: Int64, in store: Store, _ context: Context) throws(CLIError) -> Trackable {
        guard let found = try context.storeCall("cannot read the trackables", { try store.trackables() }).first(where: { $0.id == id }) else {
            throw .failure("entry belongs to a trackable that no longer exists")
        }
        return found
    }
}

/// An entry as `entry list --json` prints it: `{"id","trackable","date","at","value","display","text","source"}`.
struct EntryDocument: Encodable {
    var id: Int64
    var trackable: String?
    var date: LocalDate
    var at: String?
    var value: Double?
    var display: String?
    var text: String?
    var source: String
    /// An Event's items, each field's value in words ("80 kg", "Bench press").
    var items: [[String: String]] = []
    /// The names of the tags attached.
    var tags: [String] = []

    /// - Parameter tagNames: the name of each tag trackable by id (unknown ids are left out).
    init(_ stored: StoredEntry, trackable: Trackable?, tagNames: [Int64: String] = [:]) {
        id = stored.id
        self.trackable = trackable?.name
        date = stored.entry.date
        at = stored.entry.instant.map(ImportCommand.timestamp)
        value = stored.entry.value
        display = trackable.flatMap { t in stored.entry.value.map { ValueFormatter.format($0, for: t) } }
            ?? (trackable == nil ? "Nothing" : nil)
        text = stored.text
        source = stored.entry.source.rawValue
        items = stored.entry.items.map { item in
            var words: [String: String] = [:]
            for (name, value) in item.values {
                let field = trackable?.fields.first { $0.name == name }
                words[name] = field.map { ItemWords.text(value, of: $0) } ?? ValueFormatter.number(value)
            }
            return words
        }
        tags = stored.entry.tags.compactMap { tagNames[$0] }
    }

    enum CodingKeys: String, CodingKey { case id, trackable, date, at, value, display, text, source, items, tags }

    func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(id, forKey: .id)
        try c.encode(trackable, forKey: .trackable)
        try c.encode(date, forKey: .date)
        try c.encode(at, forKey: .at)
        try c.encode(value, forKey: .value)
        try c.encode(display, forKey: .display)
        try c.encode(text, forKey: .text)
        try c.encode(source, forKey: .source)
        if !items.isEmpty { try c.encode(items, forKey: .items) }
        if !tags.isEmpty { try c.encode(tags, forKey: .tags) }
    }
}
