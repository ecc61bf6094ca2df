/// Entries as the achievements engine reads them: each trackable's own, and the shared ones
/// every trackable's read needs besides (the Nothings, then one stand-in entry of no trackable,
/// id 0, per day the person logged anything of their own, in date order).
public struct EntryGroups: Sendable, Hashable {
    /// Each trackable's entries, by trackable id, in (day, id) order.
    public var own: [Int64: [Entry]]
    /// The Nothings, then the stand-ins of the days logged.
    public var shared: [Entry]

    /// Groups already split (the store reads them so).
    public init(own: [Int64: [Entry]], shared: [Entry]) {
        self.own = own
        self.shared = shared
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
    /// - Complexity: O(entries + days spanned): the logged days are a bitmap over the span (a set
    ///   when the days are far apart), and trackable ids in a compact range index an array (a
    ///   dictionary otherwise).
    public init(_ entries: [Entry]) {
        var shared: [Entry] = []
        guard !entries.isEmpty else {
            self.init(own: [:], shared: [])
            return
        }
        var lowDay = Int.max, highDay = Int.min, lowId = Int64.max, highId = Int64.min
        for entry in entries {
            lowDay = min(lowDay, entry.date.daysSinceEpoch)
            highDay = max(highDay, entry.date.daysSinceEpoch)
            if let id = entry.trackableId {
                lowId = min(lowId, id)
                highId = max(highId, id)
            }
        }
        // Days far apart (possible in the engine's input, never in the store's) fall back to a set.
        let span = highDay - lowDay + 1
        let bitmap = span <= 4 * entries.count + 4096
        var logged = [Bool](repeating: false, count: bitmap ? span : 0)
        var loggedSparse: Set<Int> = []
        var groups: [[Entry]] = []
        var own: [Int64: [Entry]] = [:]
        // Ids in a compact range (the usual case: a person's trackables) index an array directly.
        let width = highId.subtractingReportingOverflow(lowId)
        let dense = lowId <= highId && !width.overflow && width.partialValue < 4096
        if dense { groups = Array(repeating: [], count: Int(highId - lowId) + 1) }
        for entry in entries {
            if entry.source == .manual {
                if bitmap { logged[entry.date.daysSinceEpoch - lowDay] = true } else { loggedSparse.insert(entry.date.daysSinceEpoch) }
            }
            guard let id = entry.trackableId else {
                shared.append(entry)
                continue
            }
            if dense { groups[Int(id - lowId)].append(entry) } else { own[id, default: []].append(entry) }
        }
        if dense {
            for (offset, group) in groups.enumerated() where !group.isEmpty { own[lowId + Int64(offset)] = group }
        }
        let days = bitmap ? logged.indices.filter { logged[$0] }.map { lowDay + $0 } : loggedSparse.sorted()
        for day in days { shared.append(Entry(trackableId: 0, date: LocalDate(daysSinceEpoch: day), value: nil)) }
        self.init(own: own, shared: shared)
    }
}
