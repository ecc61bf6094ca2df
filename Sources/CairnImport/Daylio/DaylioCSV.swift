import CairnCore
import Foundation

/// Daylio's CSV export → ``DaylioExport``.
///
/// Two headers are read, by column name (any order, any case):
/// `full_date,date,weekday,time,mood,activities,note_title,note` (the date as `YYYY-MM-DD`) and
/// `year,date,weekday,time,mood,activities,note` (the date as `June 22` with the year in its own
/// column). A UTF-8 byte-order mark is skipped. Times are local wall-clock times with no zone,
/// 12-hour (`10:00 pm`) or 24-hour (`18:52`). Activities are separated by `|` (spacing varies);
/// a mood or activity's surrounding spaces are dropped, and a mood that matches one of the
/// standard five ignoring case is written in lower case. The note is `note_title` and `note`
/// joined by a new line, leaving out empty parts. The file is refused whole at its first bad row.
public enum DaylioCSV {
    /// Reads every row, or refuses the file naming the line and what was wrong.
    public static func read(_ data: Data, file: String) throws(ImportError) -> DaylioExport {
        let records = try CSVReader.records(data, file: file)
        guard let header = records.first else {
            throw ImportError(file: file, reason: "the file is empty; expected Daylio's CSV export (full_date,date,weekday,time,mood,activities,note_title,note)")
        }
        let names = header.fields.map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
        func column(_ name: String) -> Int? { names.firstIndex(of: name) }
        let fullDate = column("full_date"), year = column("year"), dayMonth = column("date")
        guard let time = column("time"), let mood = column("mood"), let activities = column("activities"),
              fullDate != nil || (year != nil && dayMonth != nil) else {
            throw ImportError(file: file, location: "line \(header.line)",
                              reason: "not a Daylio CSV export: expected a header with full_date (or year and date), time, mood, activities and note; got \(header.fields.joined(separator: ","))")
        }
        let noteTitle = column("note_title"), note = column("note")
        var entries: [DaylioEntry] = []
        var customMoods: [String] = []
        var activityNames: [String] = []
        var seenActivities: [String: String] = [:]
        for record in records.dropFirst() {
            let location = "line \(record.line)"
            func cell(_ index: Int?) -> String {
                guard let index, index < record.fields.count else { return "" }
                return record.fields[index].trimmingCharacters(in: .whitespacesAndNewlines)
            }
            let extra = record.fields.count - names.count
            guard extra <= 0 || (extra == 1 && record.fields.last?.isEmpty == true) else {
                throw ImportError(file: file, location: location, reason: "\(record.fields.count) fields, but the header has \(names.count)")
            }
            let date: LocalDate
            if let fullDate {
                guard let parsed = DaylioDate.full(cell(fullDate)) else {
                    throw ImportError(file: file, location: location, reason: "full_date \"\(cell(fullDate))\" is not a date as YYYY-MM-DD")
                }
                date = parsed
            } else {
                guard let parsed = DaylioDate.dayAndMonth(cell(dayMonth), year: cell(year)) else {
                    throw ImportError(file: file, location: location,
                                      reason: "\"\(cell(dayMonth))\" in \(cell(year)) is not a date (expected a month and day like June 22, and a year)")
                }
                date = parsed
            }
            guard let seconds = DaylioDate.time(cell(time)) else {
                throw ImportError(file: file, location: location, reason: "time \"\(cell(time))\" is not a time like 10:00 pm or 18:52")
            }
            var moodLabel = cell(mood)
            guard !moodLabel.isEmpty else { throw ImportError(file: file, location: location, reason: "the mood is empty") }
            if let standard = DaylioExport.standardMoods.first(where: { $0.caseInsensitiveCompare(moodLabel) == .orderedSame }) {
                moodLabel = standard
            } else if let known = customMoods.first(where: { $0.caseInsensitiveCompare(moodLabel) == .orderedSame }) {
                moodLabel = known
            } else {
                customMoods.append(moodLabel)
            }
            var rowActivities: [String] = []
            for part in cell(activities).split(separator: "|") {
                let name = part.trimmingCharacters(in: .whitespaces)
                guard !name.isEmpty else { continue }
                let folded = name.lowercased()
                let spelled = seenActivities[folded] ?? name
                if seenActivities[folded] == nil {
                    seenActivities[folded] = name
                    activityNames.append(name)
                }
                if !rowActivities.contains(spelled) { rowActivities.append(spelled) }
            }
            let noteText = [cell(noteTitle), cell(note)].filter { !$0.isEmpty }.joined(separator: "\n")
            entries.append(DaylioEntry(date: date, secondsIntoDay: seconds, mood: moodLabel, activities: rowActivities,
                                       note: noteText.isEmpty ? nil : noteText, line: record.line))
        }
        // Daylio writes newest first; keep rows of the same minute in file order.
        let ordered = entries.enumerated().sorted {
            ($0.element.date, $0.element.secondsIntoDay, -$0.offset) < ($1.element.date, $1.element.secondsIntoDay, -$1.offset)
        }.map(\.element)
        return DaylioExport(entries: ordered, moods: DaylioExport.standardMoods + customMoods, activities: activityNames)
    }
}
