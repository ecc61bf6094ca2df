import CairnCore
import CairnImport
import CairnStore
import Foundation

/// `cairn import daylio FILE|-`: a Daylio CSV export.
///
/// Mood becomes an ordered choice trackable (awful < bad < meh < good < rad, then any custom
/// mood in the order it first appears), each activity a yes/no trackable logged (yes) on the days
/// it appears, and a row's note the text of its mood entry. Every entry is the person's own
/// (manual), dated by the row's local date, with its instant the row's wall-clock time in the
/// goals' time zone (a time in a DST gap moves forward, a repeated one means the first). Import
/// keys (the mood's date, time and label; an activity's name and date) make a second import of
/// the same export add nothing. Everything is written in one transaction.
package enum DaylioImport {
    /// The trackable that holds the moods.
    package static let moodName = "Mood"

    /// Imports the Daylio CSV export `file` (`-`: `stdin`).
    package static func run(file: String, stdin: () -> Data, in workspace: Workspace) throws(AppError) -> ImportOutcome {
        let export: DaylioExport
        do { export = try DaylioCSV.read(try ImportFiles.read(file, stdin: stdin), file: file) } catch let error as AppError {
            throw error
        } catch {
            throw .failure("\(error)")
        }
        let store = try workspace.openTrackableStore(create: true)
        let engine = try workspace.clock(store).engine
        let (summary, created) = try workspace.change(store, "import daylio \(file)") {
            try store.transaction {
                var created: [String] = []
                let (mood, codes) = try moodTrackable(export.moods, store: store, created: &created)
                var activities: [String: Trackable] = [:]
                for name in export.activities {
                    activities[name] = try activityTrackable(name, store: store, created: &created)
                }
                var rows: [(entry: Entry, importKey: String?, text: String?)] = []
                var loggedActivities: Set<String> = []
                for row in export.entries {
                    let instant = engine.calendar(on: row.date).instant(on: row.date, secondsIntoDay: Double(row.secondsIntoDay))
                    guard let code = codes[row.mood.lowercased()] else { continue }
                    rows.append((Entry(trackableId: mood.id, date: row.date, value: Double(code), instant: instant, source: .manual),
                                 "daylio:mood:\(row.date)T\(row.timeText):\(row.mood)", row.note))
                    for name in row.activities {
                        // One yes a day: the first (earliest) row of the day that names it.
                        guard let trackable = activities[name], loggedActivities.insert("\(name)\n\(row.date)").inserted else { continue }
                        rows.append((Entry(trackableId: trackable.id, date: row.date, value: 1, instant: instant, source: .manual),
                                     "daylio:activity:\(name):\(row.date)", nil))
                    }
                }
                return (try store.insertEntries(withText: rows), created)
            }
        }
        var line = "Imported \(summary.added) entries from \(file)"
        if summary.duplicates > 0 { line += " (\(summary.duplicates) already there, skipped)" }
        if let first = export.entries.first?.date, let last = export.entries.last?.date { line += ", \(first) to \(last)" }
        var lines = [line + "."]
        if !created.isEmpty { lines.append("  New trackables: \(created.joined(separator: ", ")).") }
        return ImportOutcome(summary: summary, file: file, lines: lines, document: ImportDocument(summary: summary, file: file))
    }

    /// The Mood trackable and the code of each mood (by lower-cased label): an existing ordered
    /// choice that has every mood, or a new one.
    private static func moodTrackable(_ moods: [String], store: any TrackableStore,
                                      created: inout [String]) throws -> (Trackable, [String: Int]) {
        if let existing = try store.trackable(named: moodName) {
            guard case let .choice(scale) = existing.kind else {
                throw AppError.failure("\(moodName) already exists as a \(existing.kind.name), but Daylio's moods need an ordered choice; rename it with `cairn trackable rename`")
            }
            var codes: [String: Int] = [:]
            for option in scale.options { codes[option.label.lowercased()] = option.code }
            let missing = moods.filter { codes[$0.lowercased()] == nil }
            guard missing.isEmpty else {
                throw AppError.failure("\(moodName) already exists without the mood\(missing.count > 1 ? "s" : "") \(missing.joined(separator: ", ")); rename it with `cairn trackable rename` and import again")
            }
            return (existing, codes)
        }
        let scale = ChoiceScale(options: moods.enumerated().map { ChoiceOption(code: $0.offset + 1, label: $0.element) },
                                ordered: true, noneCode: nil)
        created.append(moodName)
        let trackable = try store.insertTrackable(Trackable(id: 0, name: moodName, kind: .choice(scale), unit: nil, dayReduction: nil))
        return (trackable, Dictionary(uniqueKeysWithValues: scale.options.map { ($0.label.lowercased(), $0.code) }))
    }

    /// An activity's yes/no trackable: an existing one, or a new one.
    private static func activityTrackable(_ name: String, store: any TrackableStore, created: inout [String]) throws -> Trackable {
        if let existing = try store.trackable(named: name) {
            guard case .yesNo = existing.kind else {
                throw AppError.failure("\(name) already exists as a \(existing.kind.name), but Daylio has it as an activity (yes/no)")
            }
            return existing
        }
        created.append(name)
        return try store.insertTrackable(Trackable(id: 0, name: name, kind: .yesNo, unit: nil, dayReduction: nil))
    }
}
