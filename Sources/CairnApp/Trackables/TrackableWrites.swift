import CairnCore
import CairnStore

/// Adding, renaming, changing and removing trackables; each one undoable change.
extension Workspace {
    /// Adds the trackable `spec` describes, with an event's fields as typed (`weight:number:kg`).
    package func addTrackable(_ spec: TrackableSpec, fields fieldWords: [String]) throws(AppError) -> Trackable {
        var draft: Trackable
        do { draft = try spec.trackable() } catch { throw .usage(error.description) }
        if draft.kind == .event {
            guard !fieldWords.isEmpty else {
                throw .usage("an event needs its fields: --field exercise:choice=Bench press,Squat --field weight:number:kg")
            }
            for words in fieldWords {
                let field = try ItemWords.field(words)
                guard !draft.fields.contains(where: { $0.name.lowercased() == field.name.lowercased() }) else {
                    throw .usage("two fields are called \(field.name)")
                }
                draft.fields.append(field)
            }
        } else if !fieldWords.isEmpty {
            throw .usage("--field is for an event (--kind event): a \(draft.kind.name) logs one value")
        }
        let store = try openStore()
        let stored = draft
        return try change(store, "trackable add \(draft.name)") { try store.insertTrackable(stored) }
    }

    /// Gives the trackable `old` the name `new`; its entries, zones and rules stay with it.
    /// - Returns: the trackable as it was and the new name.
    package func renameTrackable(_ old: String, to new: String) throws(AppError) -> (trackable: Trackable, name: String) {
        let trimmed = new.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { throw .usage("a trackable needs a name") }
        let store = try openExistingStore()
        let trackable = try trackable(named: old, in: store)
        try change(store, "trackable rename \(trackable.name) \(trimmed)") { try store.renameTrackable(id: trackable.id, to: trimmed) }
        return (trackable, trimmed)
    }

    /// What removing the trackable `name` would take: the trackable and how many entries it holds.
    package func trackableRemoval(_ name: String) throws(AppError) -> (trackable: Trackable, entries: Int) {
        let store = try openExistingStore()
        let trackable = try trackable(named: name, in: store)
        return (trackable, try storeCall("cannot read the entries") { try store.entryCount(trackableId: trackable.id) })
    }

    /// Removes `trackable` with its entries, zones and rules, as one undoable change.
    package func removeTrackable(_ trackable: Trackable, entries count: Int) throws(AppError) {
        let store = try openExistingStore()
        try change(store, "trackable remove \(trackable.name) (\(count) \(count == 1 ? "entry" : "entries"))") {
            try store.removeTrackable(id: trackable.id)
        }
    }

    /// Sets how the trackable `name` makes a day's value from its entries.
    /// - Returns: the trackable with its new day value.
    package func setDayValue(of name: String, to text: String) throws(AppError) -> Trackable {
        let store = try openExistingStore()
        let trackable = try trackable(named: name, in: store)
        guard trackable.kind.logsNumber else { throw .usage("\(trackable.name) logs no number, so it has no day value to choose") }
        guard trackable.derivation == nil else { throw .usage("\(trackable.name) is derived: its day value is computed, not chosen") }
        let draft: Trackable
        do {
            draft = try TrackableSpec(name: trackable.name, kind: trackable.kind.name, dayValue: text).trackable(kind: trackable.kind)
        } catch {
            throw .usage(error.description)
        }
        try change(store, "trackable set \(trackable.name) --day-value \(text)") {
            try store.setDayReduction(id: trackable.id, to: draft.dayReduction)
        }
        return draft
    }

    /// Names which of the choice `name`'s labels means none (`label` nil: none of them).
    /// - Returns: the trackable and its scale after the change.
    package func setNone(of name: String, to label: String?) throws(AppError) -> (trackable: Trackable, scale: ChoiceScale) {
        let store = try openExistingStore()
        let trackable = try trackable(named: name, in: store)
        guard case let .choice(scale) = trackable.kind else {
            throw .usage("\(trackable.name) is a \(trackable.kind.name): only a choice names its none (a yes/no's is No, a number's 0)")
        }
        guard trackable.derivation == nil else { throw .usage("\(trackable.name) is derived: its none is computed, not chosen") }
        let named: ChoiceScale
        do { named = try scale.naming(none: label) } catch { throw .usage(error.description) }
        try change(store, "trackable set \(trackable.name) " + (label.map { "--none \($0)" } ?? "--no-none")) {
            try store.setKind(id: trackable.id, to: .choice(named))
        }
        return (trackable, named)
    }

    /// This database's API key for editor plugins, made on first use; `rotate` replaces it. In
    /// team mode the person's key: only its hash is stored, so it is shown when made (or
    /// rotated) and asking again without `rotate` is a conflict.
    package func apiKey(rotate: Bool) throws(AppError) -> String {
        let store = try openCodingStore(create: true)
        return try storeCall("cannot make the key") { try store.apiKey(rotate: rotate) }
    }

    /// Removes rule `id`, as one undoable change.
    package func removeRule(id: Int64) throws(AppError) {
        let store = try openExistingStore()
        guard try change(store, "rule remove \(id)", { try store.removeRule(id: id) }) else {
            throw .notFound("there is no rule \(id); see `cairn rule list`")
        }
    }
}
