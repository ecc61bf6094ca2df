/// Entries as the achievements engine reads them: each trackable's own, and the shared ones
/// every trackable's read needs besides (the Nothings, then one stand-in entry of no trackable,
/// id 0, per day the person logged anything of their own, in date order).
public struct EntryGroups: Sendable, Hashable {
    /// Each trackable's entries, by trackable id, in (day, id) order.
    public var own: [Int64: [Entry]]
    /// The Nothings, then the stand-ins of the days logged.
    public var shared: [Entry]

    /// Each trackable's entries and the Nothings, already split (the store reads them so); the
    /// stand-ins of the days logged are made here.
    public init(own: [Int64: [Entry]], nothings: [Entry]) {
        self.own = own
        shared = nothings + AchievementEngine.standIns(of: [nothings] + Array(own.values))
    }

    /// The first date of any entry.
    public var firstDate: LocalDate? {
        var first = shared.lazy.map(\.date).min()
        for entries in own.values {
            guard let date = entries.lazy.map(\.date).min() else { continue }
            if first.map({ date < $0 }) ?? true { first = date }
        }
        return first
    }

    /// Every entry again, in (day, trackable) order, the stand-ins left out: for the reads that
    /// take a plain list.
    public var all: [Entry] {
        var entries = shared.filter { $0.trackableId != 0 }
        for id in own.keys.sorted() { entries += own[id] ?? [] }
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
