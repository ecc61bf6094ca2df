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
        let value: Double?
        do {
            value = try ValueParser.parse(valueWords.joined(separator: " "), for: trackable)
        } catch {
            throw .usage(error.description)
        }
        let (calendar, today) = try context.clock(store)
        let day = date ?? at.map(calendar.localDate(of:)) ?? today
        let words = valueWords.joined(separator: " ")
        let entry = Entry(trackableId: trackable.id, date: day, value: value, instant: at, source: source)
        let text = trackable.kind == .text && !words.isEmpty ? words : nil
        let fresh = try write(entry, text: text, focus: trackable.id, clock: (calendar, today), store: store, context: context) { snapshot, today in
            snapshot.evaluate(trackable, today: today)
        }
        let shown = value.map { ValueFormatter.format($0, for: trackable) }
        report(fresh, context: context, text: "Logged \(trackable.name)\(shown.map { " \($0)" } ?? "") on \(day).")
    }

    static func nothing(_ arguments: inout Arguments, _ context: Context) throws(CLIError) {
        let date = try arguments.option("--date").map { text throws(CLIError) in try Context.date(text, flag: "--date") }
        try arguments.finish()
        let store = try context.openStore()
        let clock = try context.clock(store)
        let day = date ?? clock.today
        let fresh = try write(.nothing(on: day), text: nil, focus: 0, clock: clock, store: store, context: context) { snapshot, today in
            AchievementEngine.loggedAnything(entries: snapshot.entries, disruptions: snapshot.disruptions, today: today)
        }
        report(fresh, context: context, text: "Logged Nothing on \(day): a day of none for every trackable.")
    }

    /// Writes the entry and, with achievements on, marks the new moments seen — all in one transaction.
    private static func write(_ entry: Entry, text: String?, focus: Int64, clock: (calendar: DayCalendar, today: LocalDate),
                              store: Store, context: Context,
                              evaluate: (AchievementSnapshot, LocalDate) -> Evaluation) throws(CLIError) -> [Moment] {
        let (calendar, today) = clock
        return try context.storeCall("cannot log") {
            try store.connection.writeTransaction {
                try store.insertEntry(entry, text: text)
                guard try store.encouragement().achievements else { return [] }
                let snapshot = try AchievementSnapshot(store, calendar: calendar, today: today, focus: focus)
                let evaluation = evaluate(snapshot, today)
                let new = AchievementEngine.newMoments(evaluation.moments, seen: try store.seenMoments())
                if !new.fresh.isEmpty { try store.saveSeenMoments(new.seen) }
                return new.fresh
            }
        }
    }

    private static func report(_ fresh: [Moment], context: Context, text: String) {
        if context.json {
            let document = LogDocument(moments: fresh.map(MomentDocument.init), toast: fresh.last.map(MomentDocument.init))
            try? context.printJSON(document)
            return
        }
        context.say(text + "\n")
        if let last = fresh.last { context.say(MomentDocument.toast(last) + "\n") }
    }
}

/// `log --json`: the new moments and the one shown.
struct LogDocument: Encodable {
    var moments: [MomentDocument]
    var toast: MomentDocument?

    enum CodingKeys: String, CodingKey { case moments, toast }

    func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(moments, forKey: .moments)
        try c.encode(toast, forKey: .toast)
    }
}
