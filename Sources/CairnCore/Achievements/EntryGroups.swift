/// Entries as the achievements engine reads them: each trackable's own, and the shared ones
/// every trackable's read needs besides (the Nothings, then one stand-in entry of no trackable,
/// id 0, per day the person logged anything of their own, in date order).
///
/// Each trackable's entries may be read only when the engine reaches that trackable (as the
/// store reads them, from its packs): then a command over every trackable holds one
/// trackable's entries at a time, not every entry at once.
public struct EntryGroups: Sendable {
    /// The ids of the trackables with entries, ascending.
    public let ids: [Int64]
    /// The Nothings, then the stand-ins of the days logged.
    public let shared: [Entry]
    /// The first date of any entry.
    public let firstDate: LocalDate?
    private let read: @Sendable (Int64) -> [Entry]

    /// Each trackable's entries and the Nothings, already split (the store reads them so); the
    /// stand-ins of the days logged are made here.
    public init(own: [Int64: [Entry]], nothings: [Entry]) {
        ids = own.keys.filter { !(own[$0]?.isEmpty ?? true) }.sorted()
        shared = nothings + AchievementEngine.standIns(of: [nothings] + Array(own.values))
        var first = nothings.lazy.map(\.date).min()
        for entries in own.values {
            guard let date = entries.lazy.map(\.date).min() else { continue }
            if first.map({ date < $0 }) ?? true { first = date }
        }
        firstDate = first
        read = { own[$0] ?? [] }
    }

    /// Entries read one trackable at a time.
    ///
    /// - Parameters:
    ///   - ids: The trackables with entries.
    ///   - nothings: The Nothings.
    ///   - loggedDays: The days (since the epoch, ascending, each once) with an entry of the
    ///     person's own (a manual one, a Nothing included): their stand-ins are made here.
    ///   - firstDate: The first date of any entry.
    ///   - read: Trackable `id`'s entries, in (day, id) order; called once each time the engine
    ///     reads that trackable, so it should not hold on to what it returns.
    public init(ids: [Int64], nothings: [Entry], loggedDays: [Int], firstDate: LocalDate?,
                read: @escaping @Sendable (Int64) -> [Entry]) {
        self.ids = ids.sorted()
        shared = nothings + AchievementEngine.standIns(days: loggedDays)
        self.firstDate = firstDate
        self.read = read
    }

    /// Trackable `id`'s entries, in (day, id) order; empty when it has none.
    public func own(_ id: Int64) -> [Entry] { read(id) }

    /// Every trackable's entries at once, by trackable id (what a derived series reads).
    public var byTrackable: [Int64: [Entry]] {
        Dictionary(uniqueKeysWithValues: ids.map { ($0, read($0)) })
    }

    /// Every entry again, in (day, trackable) order, the stand-ins left out: for the reads that
    /// take a plain list.
    public var all: [Entry] {
        var entries = shared.filter { $0.trackableId != 0 }
        for id in ids { entries += read(id) }
        return entries.enumerated().sorted { ($0.element.date, $0.offset) < ($1.element.date, $1.offset) }.map(\.element)
    }

    /// Splits `entries` (in any order; each trackable's kept in the order given).
    ///
    /// - Complexity: O(entries + days spanned): trackable ids in a compact range (the usual case:
    ///   a person's trackables) index an array directly, a dictionary otherwise.
    public init(_ entries: [Entry]) {
        var nothings: [Entry] = []
        var lowId = Int64.max, highId = Int64.min
        for id in entries.lazy.compactMap(\.trackableId) {
            lowId = min(lowId, id)
            highId = max(highId, id)
        }
        let width = highId.subtractingReportingOverflow(lowId)
        let dense = lowId <= highId && !width.overflow && width.partialValue < 4096
        var groups: [[Entry]] = dense ? Array(repeating: [], count: Int(highId - lowId) + 1) : []
        var own: [Int64: [Entry]] = [:]
        for entry in entries {
            guard let id = entry.trackableId else {
                nothings.append(entry)
                continue
            }
            if dense { groups[Int(id - lowId)].append(entry) } else { own[id, default: []].append(entry) }
        }
        for (offset, group) in groups.enumerated() where !group.isEmpty { own[lowId + Int64(offset)] = group }
        self.init(own: own, nothings: nothings)
    }
}
