import CairnCore
import CairnStore
import Foundation

/// Re-evaluating achievement rules over ten years of daily entries, in memory and through `cairn log`.
enum AchievementsBench {
    static let first = LocalDate(year: 2016, month: 1, day: 1) ?? LocalDate(daysSinceEpoch: 16_801)
    static let days = 3653

    /// Five rules on a weight-like number: a record low, a record high, a total ladder, a streak and a zone count.
    static func fiveRules(for trackable: Trackable, zone: Zone) -> [AchievementRule] {
        [
            AchievementRule(id: trackable.id * 10 + 1, trackableId: trackable.id, measure: .best, threshold: .record(minHistory: nil), direction: .low),
            AchievementRule(id: trackable.id * 10 + 2, trackableId: trackable.id, measure: .best, threshold: .record(minHistory: nil), direction: .high),
            AchievementRule(id: trackable.id * 10 + 3, trackableId: trackable.id, measure: .total, threshold: .ladder(.every(1000, scale: 2))),
            AchievementRule(id: trackable.id * 10 + 4, trackableId: trackable.id, measure: .streak, threshold: .ladder(.rungs([7, 30, 100, 365]))),
            AchievementRule(id: trackable.id * 10 + 5, trackableId: trackable.id, measure: .count, threshold: .ladder(.every(10, scale: nil)), zoneId: zone.id),
        ]
    }

    static func dailyEntries(for trackable: Trackable, rng: inout SplitMix64) -> [Entry] {
        (0..<days).compactMap { day in
            guard rng.next() % 100 < 93 else { return nil }
            return Entry(trackableId: trackable.id, date: first.adding(days: day), value: 70 + Double(rng.next() % 200) / 10)
        }
    }

    /// The ten-year data of 100 trackables × 5 rules, in memory: what ``buildDatabase(at:)`` stores.
    static func data() -> (trackables: [Trackable], zones: [Zone], rules: [AchievementRule], entries: [Entry]) {
        var rng = SplitMix64(seed: 7)
        let trackables = (1...100).map { Trackable(id: Int64($0), name: "Trackable \($0)", kind: .number(.mass), unit: "kg") }
        let zones = trackables.map { Zone(id: $0.id, trackableId: $0.id, name: "Target", min: 72, max: 80, unit: "kg") }
        let rules = zip(trackables, zones).flatMap { fiveRules(for: $0, zone: $1) }
        let entries = trackables.flatMap { dailyEntries(for: $0, rng: &rng) }
        return (trackables, zones, rules, entries)
    }

    static func run() {
        let today = first.adding(days: days - 1)
        let (trackables, zones, rules, entries) = data()
        let one = trackables[0]
        let oneEntries = entries.filter { $0.trackableId == one.id }
        let oneRules = rules.filter { $0.trackableId == one.id }

        let single = Measure.seconds(runs: 201) {
            Measure.consume(AchievementEngine.evaluate(trackable: one, rules: oneRules, zones: [zones[0]], entries: oneEntries,
                                                       disruptions: [], today: today, includeLoggedAnything: false))
        }
        let withLogged = Measure.seconds(runs: 101) {
            Measure.consume(AchievementEngine.evaluate(trackable: one, rules: oneRules, zones: [zones[0]], entries: oneEntries,
                                                       disruptions: [], today: today))
        }
        let everything = Measure.seconds(runs: 7) {
            Measure.consume(AchievementEngine.evaluateAll(trackables: trackables, rules: rules, zones: zones, entries: entries,
                                                          disruptions: [], today: today))
        }
        let (derived, derivedRules) = derivedTrackables(reading: trackables)
        let withDerived = Measure.seconds(runs: 7) {
            Measure.consume(AchievementEngine.evaluateAll(trackables: trackables + derived, rules: rules + derivedRules, zones: zones,
                                                          entries: entries, disruptions: [], today: today))
        }
        print("Achievement rules over ten years of daily entries (\(oneEntries.count) entries per trackable)")
        print("  one trackable, 5 rules          median \(Measure.format(Measure.median(single) * 1e6)) µs, p95 \(Measure.format(Measure.percentile(single, 0.95) * 1e6)) µs   (target < 1 ms)")
        print("  … plus Logged anything          median \(Measure.format(Measure.median(withLogged) * 1e6)) µs")
        print("  100 trackables × 5 rules        median \(Measure.format(Measure.median(everything) * 1000)) ms over \(entries.count) entries   (target < 100 ms)")
        print("  … plus 20 derived and windowed  median \(Measure.format(Measure.median(withDerived) * 1000)) ms   (target < 100 ms)")
        logCommand(trackables: trackables, zones: zones, rules: rules, entries: entries, today: today)
    }

    /// Twenty derived trackables with two rules each, reading the first trackables: five sums per
    /// calendar month, five trailing 7-day sums, five `all` of two trackables and five counts
    /// after 15:00.
    static func derivedTrackables(reading trackables: [Trackable]) -> ([Trackable], [AchievementRule]) {
        var derived: [Trackable] = []
        for i in 0..<20 {
            let source = SeriesRef.trackable(trackables[i].id)
            let derivation: Derivation = switch i / 5 {
            case 0: Derivation(op: .sum, of: [source], window: .per(.month))
            case 1: Derivation(op: .sum, of: [source], window: .trailing(days: 7))
            case 2: Derivation(op: .all, of: [source, .trackable(trackables[i + 20].id)])
            default: Derivation(op: .count, of: [source], timeOfDay: TimeOfDayFilter(after: 15 * 3600))
            }
            let kind: TrackableKind = i / 5 == 2 ? .yesNo : .number(i / 5 == 3 ? .count : .mass)
            derived.append(Trackable(id: Int64(1000 + i), name: "Derived \(i)", kind: kind, derivation: derivation))
        }
        let rules = derived.flatMap { trackable in
            [AchievementRule(id: trackable.id * 10 + 1, trackableId: trackable.id,
                             measure: trackable.kind == .yesNo ? .streak : .best, threshold: .record(minHistory: nil)),
             AchievementRule(id: trackable.id * 10 + 2, trackableId: trackable.id, measure: .streak,
                             threshold: .ladder(.rungs([7, 30, 100])), days: trackable.kind == .yesNo ? .some : .none)]
        }
        return (derived, rules.filter { rule in
            guard let t = derived.first(where: { $0.id == rule.trackableId }) else { return false }
            return measureApplies(rule.measure, t).applies
        })
    }

    /// `cairn log` on a database of 100 trackables × 5 rules × ten years, start-up included.
    static func logCommand(trackables: [Trackable], zones: [Zone], rules: [AchievementRule], entries: [Entry], today: LocalDate) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cairn-bench-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let database = folder.appendingPathComponent("achievements.sqlite").path
        do {
            try buildDatabase(at: database, trackables: trackables, zones: zones, rules: rules, entries: entries)
        } catch {
            print("  cannot build the benchmark database: \(error)")
            return
        }
        var log = RunStats(), version = RunStats(), achievements = RunStats()
        for day in 1...15 {
            let date = today.adding(days: day)
            version.runs.append(CairnProcess.run(["--version"]))
            log.runs.append(CairnProcess.run(["--db", database, "--now", "\(date)T12:00:00Z", "log", "Trackable 1", "74.5kg",
                                              "--date", date.description]))
            achievements.runs.append(CairnProcess.run(["--db", database, "--now", "\(date)T12:00:00Z", "achievements", "--json"]))
        }
        print("  cairn --version                 \(version.summary)")
        print("  cairn log on that database      \(log.summary)   (goal within 1.5× of --version)")
        print("  cairn achievements --json       \(achievements.summary)")
        // The same log with 20 derived and windowed trackables reading it (the stored ids are 1...100 as in memory).
        do {
            let store = try Store(path: database)
            let (derived, derivedRules) = derivedTrackables(reading: trackables)
            try store.connection.writeTransaction {
                for trackable in derived {
                    let stored = try store.insertTrackable(trackable)
                    for rule in derivedRules where rule.trackableId == trackable.id {
                        var copy = rule
                        copy.trackableId = stored.id
                        _ = try store.insertRule(copy)
                    }
                }
            }
        } catch {
            print("  cannot add the derived trackables: \(error)")
            return
        }
        var withDerived = RunStats()
        for day in 16...30 {
            let date = today.adding(days: day)
            withDerived.runs.append(CairnProcess.run(["--db", database, "--now", "\(date)T12:00:00Z", "log", "Trackable 1", "74.5kg",
                                                      "--date", date.description]))
        }
        print("  … plus 20 derived and windowed  \(withDerived.summary)   (target < 100 ms)")
    }

    /// The ten-year database of 100 trackables × 5 rules (the data of ``run()``), written at `path`.
    static func buildDatabase(at path: String) throws {
        let (trackables, zones, rules, entries) = data()
        try buildDatabase(at: path, trackables: trackables, zones: zones, rules: rules, entries: entries)
    }

    static func buildDatabase(at database: String, trackables: [Trackable], zones: [Zone], rules: [AchievementRule],
                              entries: [Entry]) throws {
        let store = try Store(path: database)
        try store.saveGoalConfig(GoalConfig(timeZoneIdentifier: "UTC"))
        try store.connection.writeTransaction {
            for (trackable, zone) in zip(trackables, zones) {
                let stored = try store.insertTrackable(name: trackable.name, kind: trackable.kind, unit: trackable.unit, dayReduction: nil)
                var storedZone = zone
                storedZone.trackableId = stored.id
                storedZone.id = try store.addZoneInTransaction(storedZone).id
                for rule in rules where rule.trackableId == trackable.id {
                    var copy = rule
                    copy.trackableId = stored.id
                    copy.zoneId = rule.zoneId == nil ? nil : storedZone.id
                    _ = try store.insertRule(copy)
                }
            }
            _ = try store.insertEntries(entries.map { ($0, nil) })
        }
    }
}
