import CairnCore
import CairnImport
import CairnStore
import Foundation

/// `cairn import loop PATH [--habit NAME] [--recover]`: a Loop Habit Tracker CSV export.
///
/// PATH is the export's `.zip` as Loop shares it (``LoopZip``), the export folder (with `Habits.csv` and `Checkmarks.csv`), a `Checkmarks.csv`
/// file, or one habit's folder of the export (`002 Wake up early/`) or its `Checkmarks.csv`: a
/// per-habit file is named after its folder ("Wake up early") unless `--habit` names it. Each
/// habit becomes a trackable (yes/no, or a number in its unit) and each checkmark an entry: a YES
/// or NO the person ticked is their own (manual) entry, a YES implied by the habit's frequency is
/// a schedule entry, and a SKIP is a one-day disruption for that habit. A day's note becomes the
/// entry's text. Entries are keyed by habit and date, so importing the same habit again under
/// the same name (from the export or from its own folder) adds nothing.
package enum LoopImport {
    /// Imports the export at `path`; `namedHabit` names a per-habit file's habit; `recover`
    /// reads the cells an older Loop wrote as `Entry(…)`.
    package static func run(path: String, habit namedHabit: String?, recover: Bool,
                            in workspace: Workspace) throws(AppError) -> ImportOutcome {
        if LoopZip.isZip(path) { return try zip(path, habit: namedHabit, recover: recover, in: workspace) }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { throw .failure("\(path): no such file or folder") }
        let folder = isDirectory.boolValue ? path : (path as NSString).deletingLastPathComponent
        let checkmarksFile = isDirectory.boolValue ? (path as NSString).appendingPathComponent("Checkmarks.csv") : path
        let habitsFile = (folder as NSString).appendingPathComponent("Habits.csv")
        let hasHabitsFile = FileManager.default.fileExists(atPath: habitsFile)
        // One habit's folder of the export is named "NNN Name".
        let habitName = namedHabit ?? (hasHabitsFile ? nil : habitFolderName(folder))
        let checkmarks: [LoopCheckmark]
        var habits: [LoopHabit] = []
        do {
            if hasHabitsFile, habitName == nil {
                habits = try LoopHabitsCSV.read(try ImportFiles.read(habitsFile, stdin: { Data() }), file: habitsFile)
            }
            checkmarks = try LoopCheckmarksCSV.read(try ImportFiles.read(checkmarksFile, stdin: { Data() }), file: checkmarksFile,
                                                    habits: habits, habitName: habitName, recoverEntryCells: recover)
        } catch let error as AppError {
            throw error
        } catch {
            throw .failure("\(error)" + ((error as? ImportError)?.reason.contains("Entry(") == true ? "; import it with --recover to read those cells" : ""))
        }
        // The reader gives a value only to a numeric habit's checkmarks.
        let numeric = Set(habits.filter { $0.isNumeric == true }.map(\.name)).union(checkmarks.filter { $0.value != nil }.map(\.habit))
        let names = (habits.map(\.name) + checkmarks.map(\.habit)).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
        let store = try workspace.openTrackableStore(create: true)
        let (summary, skips, created) = try workspace.change(store, "import loop \(checkmarksFile)") {
            try store.transaction {
                var trackables: [String: Trackable] = [:]
                var created: [String] = []
                for name in names {
                    let unit = habits.first { $0.name == name }?.unit
                    trackables[name] = try trackable(name, numeric: numeric.contains(name), unit: unit, store: store, created: &created)
                }
                var rows: [(entry: Entry, importKey: String?, text: String?)] = []
                var skips = 0
                for mark in checkmarks {
                    guard let trackable = trackables[mark.habit] else { continue }
                    let key = "loop:\(mark.habit):\(mark.date)"
                    switch mark.kind {
                    case .unknown: continue
                    case .skip:
                        if try store.insertDisruption(Disruption(from: mark.date, to: mark.date, reason: "Loop: skipped", trackableIds: [trackable.id]),
                                                      importKey: key) { skips += 1 }
                    case .yes, .no, .yesAuto:
                        let value = try self.value(mark, trackable: trackable)
                        rows.append((Entry(trackableId: trackable.id, date: mark.date, value: value,
                                           source: mark.kind == .yesAuto ? .schedule : .manual), key, mark.note))
                    }
                }
                return (try store.insertEntries(withText: rows), skips, created)
            }
        }
        let dates = checkmarks.map(\.date)
        var line = "Imported \(counted(summary.added, "entry", "entries")) from \(checkmarksFile)"
        if summary.duplicates > 0 { line += " (\(summary.duplicates) already there, skipped)" }
        if let first = dates.min(), let last = dates.max() { line += ", \(first) to \(last)" }
        var lines = [line + "."]
        if !created.isEmpty { lines.append("  New trackables: \(created.joined(separator: ", ")).") }
        if skips > 0 { lines.append("  \(counted(skips, "skipped day")) \(skips == 1 ? "is" : "are") on hold for their habit.") }
        return ImportOutcome(summary: summary, file: checkmarksFile, lines: lines, document: ImportDocument(summary: summary, file: checkmarksFile))
    }

    /// The habit's name in a per-habit folder of the export (`002 Wake up early` → "Wake up
    /// early"); `nil` for a folder not named that way.
    package static func habitFolderName(_ folder: String) -> String? {
        let name = (folder as NSString).lastPathComponent
        guard let space = name.firstIndex(of: " "), space > name.startIndex,
              name[..<space].allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        let habit = name[space...].trimmingCharacters(in: .whitespaces)
        return habit.isEmpty ? nil : habit
    }

    /// The habit's trackable: an existing one of a fitting kind, or a new one.
    private static func trackable(_ name: String, numeric: Bool, unit: String?, store: any TrackableStore, created: inout [String]) throws -> Trackable {
        if let existing = try store.trackable(named: name) {
            switch existing.kind {
            case .yesNo where !numeric, .number where numeric, .duration where numeric: return existing
            default: throw AppError.failure("\(name) already exists as a \(existing.kind.name), but Loop has it as \(numeric ? "a number" : "yes/no")")
            }
        }
        var spec = TrackableSpec(name: name, kind: numeric ? "number" : "yesno", unit: numeric ? unit : nil)
        let draft = (try? spec.trackable()) ?? {
            spec.unit = nil  // a unit Cairn does not know (pages, reps): a plain count
            return Trackable(id: 0, name: name, kind: numeric ? .number(.count) : .yesNo)
        }()
        created.append(name)
        return try store.insertTrackable(Trackable(id: 0, name: draft.name, kind: draft.kind, unit: draft.unit, dayReduction: nil))
    }

    private static func value(_ mark: LoopCheckmark, trackable: Trackable) throws -> Double {
        if case .yesNo = trackable.kind { return mark.kind == .no ? 0 : 1 }
        let number = mark.value ?? (mark.kind == .no ? 0 : 1)
        guard let unit = trackable.unit else { return number }
        return try ValueParser.parse("\(number) \(unit)", for: trackable) ?? number
    }
}
