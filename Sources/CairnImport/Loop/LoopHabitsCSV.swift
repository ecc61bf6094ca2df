import Foundation

/// Loop Habit Tracker's `Habits.csv`: one row per habit under a header naming the columns
/// (`Position,Name,Type,Question,Description,…,Unit,…`; older versions have fewer).
///
/// Columns are found by name, ignoring case; only `Name` is required; a trailing comma on every
/// line is allowed. A habit is numeric when its `Type` is `1` or `NUMERICAL`. Without a `Type`
/// column (`Position,Name,Question,Description,NumRepetitions,Interval,Color`, as the 2023–2025
/// builds still write) a habit with a `Unit` is numeric and any other is left undecided
/// (`isNumeric` is `nil`): ``LoopCheckmarksCSV`` then decides from its values.
public enum LoopHabitsCSV {
    /// Reads every habit, or refuses the file at its first bad row.
    public static func read(_ data: Data, file: String) throws(ImportError) -> [LoopHabit] {
        let records = try CSVReader.records(data, file: file)
        guard let header = records.first else { throw ImportError(file: file, reason: "the file is empty; expected a header with a Name column") }
        let names = header.fields.map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
        guard let nameColumn = names.firstIndex(of: "name") else {
            throw ImportError(file: file, location: "line \(header.line)",
                              reason: "not a Loop Habits.csv: expected a header with a Name column, got \(header.fields.joined(separator: ","))")
        }
        let typeColumn = names.firstIndex(of: "type")
        let unitColumn = names.firstIndex(of: "unit")
        let questionColumn = names.firstIndex(of: "question")
        var habits: [LoopHabit] = []
        for record in records.dropFirst() {
            func cell(_ column: Int?) -> String? {
                guard let column, column < record.fields.count else { return nil }
                let text = record.fields[column].trimmingCharacters(in: .whitespaces)
                return text.isEmpty ? nil : text
            }
            guard let name = cell(nameColumn) else {
                throw ImportError(file: file, location: "line \(record.line)", reason: "the habit has no name")
            }
            let isNumeric: Bool?
            switch cell(typeColumn)?.uppercased() {
            case "1", "NUMERICAL", "NUMERIC": isNumeric = true
            case "0", "YES_NO", "BOOLEAN": isNumeric = false
            case nil: isNumeric = typeColumn == nil ? (cell(unitColumn) != nil ? true : nil) : false
            case let other?:
                throw ImportError(file: file, location: "line \(record.line)", reason: "unknown habit Type \(other) (expected 0/YES_NO or 1/NUMERICAL)")
            }
            habits.append(LoopHabit(name: name, isNumeric: isNumeric, unit: cell(unitColumn), question: cell(questionColumn)))
        }
        return habits
    }
}
