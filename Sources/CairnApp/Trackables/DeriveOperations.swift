import CairnCore
import CairnStore

/// A derived trackable as typed: computed from others, never logged.
package struct DeriveRequest: Sendable {
    package var name: String
    /// `all`, `any`, `count`, `sum`, `mean`, `days`, `earliest`, `latest`, `coded`, `inside-window`.
    package var op: String
    /// The trackables it reads, comma-separated (a window: one trackable, or `TRACKABLE:READING`).
    package var of: String?
    /// Only entries logged at or after / before these times of day (`15:00`).
    package var after: String?
    package var before: String?
    /// Only entries carrying this tag.
    package var tag: String?
    /// A trailing window (`7d`, `30d`, `365d`) or a calendar one (`week`, `month`, `year`).
    package var trailing: String?
    package var per: String?

    package init(name: String, op: String) {
        self.name = name
        self.op = op
    }
}

extension Workspace {
    /// Adds the derived trackable `request` describes, as one undoable change.
    package func deriveTrackable(_ request: DeriveRequest) throws(AppError) -> Trackable {
        let name = request.name.trimmingCharacters(in: .whitespaces)
        guard !name.isEmpty else { throw .usage("a trackable needs a name") }
        guard let op = DerivedOp(rawValue: request.op.lowercased()) else {
            throw .usage("unknown --op \"\(request.op)\"; use " + DerivedOp.allCases.map(\.rawValue).joined(separator: ", "))
        }
        guard request.trailing == nil || request.per == nil else { throw .usage("give --trailing or --per, not both") }
        var window: RollingWindow?
        if let trailingText = request.trailing {
            guard let days = Int(trailingText.lowercased().dropLast()), trailingText.lowercased().hasSuffix("d") else {
                throw .usage("--trailing takes 7d, 30d or 365d")
            }
            window = .trailing(days: days)
        }
        if let perText = request.per {
            guard let period = CalendarPeriod(rawValue: perText.lowercased()) else { throw .usage("--per takes week, month or year") }
            window = .per(period)
        }
        var timeOfDay: TimeOfDayFilter?
        if request.after != nil || request.before != nil {
            timeOfDay = TimeOfDayFilter(after: try request.after.map { t throws(AppError) in try Self.clock(t, "--after") },
                                        before: try request.before.map { t throws(AppError) in try Self.clock(t, "--before") })
        }
        let store = try openTrackableStore(create: true)
        var refs: [SeriesRef] = []
        var source: Trackable?
        for word in (request.of ?? "").split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) where !word.isEmpty {
            if window != nil, let colon = word.firstIndex(of: ":") {
                let trackable = try trackable(named: String(word[..<colon]), in: store)
                let reading = try reading(named: String(word[word.index(after: colon)...]), of: trackable, in: store)
                refs.append(.reading(reading.id))
                source = reading.valueTrackable(of: trackable)
            } else {
                let trackable = try trackable(named: word, in: store)
                if trackable.kind == .tag { throw .usage("\(trackable.name) is a tag: read it with --tag \(trackable.name)") }
                refs.append(.trackable(trackable.id))
                source = source ?? trackable
            }
        }
        var tag: Int64?
        if let tagText = request.tag {
            let found = try trackable(named: tagText, in: store)
            guard found.kind == .tag else { throw .usage("\(found.name) is not a tag (add one with `cairn trackable add NAME --kind tag`)") }
            tag = found.id
        }
        let derivation = Derivation(op: op, of: refs, tag: tag, timeOfDay: timeOfDay, window: window)
        if let problem = derivation.problem { throw .usage("cannot derive \(name): \(problem)") }
        let (kind, unit) = derivation.valueKind(source: source)
        var draft = Trackable(id: 0, name: name, kind: kind, unit: unit, dayReduction: .last, derivation: derivation)
        if let builtIn = BuiltInTrackables.named(name), builtIn.derivation == derivation { draft = builtIn }
        let stored = draft
        return try change(store, "trackable derive \(name)") { try store.insertTrackable(stored) }
    }

    /// `15:00` as seconds after midnight.
    private static func clock(_ text: String, _ flag: String) throws(AppError) -> Double {
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
