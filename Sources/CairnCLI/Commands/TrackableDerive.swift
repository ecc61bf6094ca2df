import CairnApp
import CairnCore
import CairnStore

/// `cairn trackable derive NAME --op ... --of A[,B] [--after HH:MM] [--before HH:MM] [--tag T]
/// [--trailing 7d|30d|365d | --per week|month|year]`: a trackable computed from others, never logged.
enum TrackableDerive {
    static func run(_ arguments: inout Arguments, _ context: Context) throws(CLIError) {
        let opText = try arguments.requiredOption("--op")
        let ofText = try arguments.option("--of")
        let afterText = try arguments.option("--after")
        let beforeText = try arguments.option("--before")
        let tagText = try arguments.option("--tag")
        let trailingText = try arguments.option("--trailing")
        let perText = try arguments.option("--per")
        let name = try arguments.required("the derived trackable's name").trimmingCharacters(in: .whitespaces)
        try arguments.finish()
        guard !name.isEmpty else { throw .usage("a trackable needs a name") }
        guard let op = DerivedOp(rawValue: opText.lowercased()) else {
            throw .usage("unknown --op \"\(opText)\"; use " + DerivedOp.allCases.map(\.rawValue).joined(separator: ", "))
        }
        guard trailingText == nil || perText == nil else { throw .usage("give --trailing or --per, not both") }
        var window: RollingWindow?
        if let trailingText {
            guard let days = Int(trailingText.lowercased().dropLast()), trailingText.lowercased().hasSuffix("d") else {
                throw .usage("--trailing takes 7d, 30d or 365d")
            }
            window = .trailing(days: days)
        }
        if let perText {
            guard let period = CalendarPeriod(rawValue: perText.lowercased()) else { throw .usage("--per takes week, month or year") }
            window = .per(period)
        }
        var timeOfDay: TimeOfDayFilter?
        if afterText != nil || beforeText != nil {
            timeOfDay = TimeOfDayFilter(after: try afterText.map { t throws(CLIError) in try clock(t, "--after") },
                                        before: try beforeText.map { t throws(CLIError) in try clock(t, "--before") })
        }
        let store = try context.openStore()
        var refs: [SeriesRef] = []
        var source: Trackable?
        for word in (ofText ?? "").split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) where !word.isEmpty {
            if window != nil, let colon = word.firstIndex(of: ":") {
                let trackable = try TrackableCommand.find(String(word[..<colon]), in: store, context)
                let reading = try ReadingCommand.find(String(word[word.index(after: colon)...]), of: trackable, in: store, context)
                refs.append(.reading(reading.id))
                source = reading.valueTrackable(of: trackable)
            } else {
                let trackable = try TrackableCommand.find(word, in: store, context)
                if trackable.kind == .tag { throw .usage("\(trackable.name) is a tag: read it with --tag \(trackable.name)") }
                refs.append(.trackable(trackable.id))
                source = source ?? trackable
            }
        }
        var tag: Int64?
        if let tagText {
            let found = try TrackableCommand.find(tagText, in: store, context)
            guard found.kind == .tag else { throw .usage("\(found.name) is not a tag (add one with `cairn trackable add NAME --kind tag`)") }
            tag = found.id
        }
        let derivation = Derivation(op: op, of: refs, tag: tag, timeOfDay: timeOfDay, window: window)
        if let problem = derivation.problem { throw .usage("cannot derive \(name): \(problem)") }
        let (kind, unit) = derivation.valueKind(source: source)
        var draft = Trackable(id: 0, name: name, kind: kind, unit: unit, dayReduction: .last, derivation: derivation)
        if let builtIn = BuiltInTrackables.named(name), builtIn.derivation == derivation { draft = builtIn }
        let trackable = try context.change(store, "trackable derive \(name)") { try store.insertTrackable(draft) }
        if context.json {
            try context.printJSON(TrackableDocument(trackable: trackable, zones: [], rules: 0))
        } else {
            context.say("Derived \(trackable.name) (\(trackable.kind.name)\(trackable.unit.map { ", \($0)" } ?? "")): computed from the entries it reads, "
                + "never logged. Put a rule on it with `cairn rule add \"\(trackable.name)\" --measure …` (try --dry-run).\n")
        }
    }

    /// `15:00` as seconds after midnight.
    private static func clock(_ text: String, _ flag: String) throws(CLIError) -> Double {
        let value: Double?
        do {
            value = try ValueParser.parse(text, for: Trackable(id: 0, name: flag, kind: .clockTime))
        } catch {
            throw .usage("\(flag) takes a time of day like 15:00: \(error.description)")
        }
        guard let value else { throw .usage("\(flag) takes a time of day like 15:00") }
        return value
    }
}
