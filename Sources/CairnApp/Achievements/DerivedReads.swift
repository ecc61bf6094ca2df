import CairnCore

/// Which trackables a derived trackable reads, following derived sources and Readings.
package enum DerivedReads {
    /// The ids of the trackables whose entries `derived` reads (transitively), and whether it
    /// reads a tag on any entry (then every entry may matter).
    package static func sources(of derived: Trackable, trackables: [Trackable],
                        readings: [Reading]) -> (ids: Set<Int64>, anyEntry: Bool) {
        var ids: Set<Int64> = []
        var anyEntry = false
        var pending = [derived]
        var seen: Set<Int64> = [derived.id]
        while let next = pending.popLast() {
            guard let derivation = next.derivation else { continue }
            if derivation.tag != nil && derivation.of.isEmpty { anyEntry = true }
            for ref in derivation.of {
                let id: Int64? = switch ref {
                case let .trackable(id): id
                case let .reading(id): readings.first { $0.id == id }?.trackableId
                }
                guard let id else { continue }
                ids.insert(id)
                if seen.insert(id).inserted, let source = trackables.first(where: { $0.id == id && $0.derivation != nil }) {
                    pending.append(source)
                }
            }
        }
        return (ids, anyEntry)
    }

    /// Whether `derived` reads the entries of trackable `id` (or a tag that may be on them).
    package static func reads(_ derived: Trackable, _ id: Int64, trackables: [Trackable], readings: [Reading]) -> Bool {
        let sources = sources(of: derived, trackables: trackables, readings: readings)
        return sources.anyEntry || sources.ids.contains(id)
    }
}
