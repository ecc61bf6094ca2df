import CairnCore
import Foundation

/// Loop Habit Tracker's checkmark files → ``LoopCheckmark``s.
///
/// Two shapes:
/// - the wide `Checkmarks.csv`: a header `Date,<habit>,<habit>,…` (names may be quoted and hold
///   commas; a trailing comma is allowed) and one row per date;
/// - a per-habit file (pass `habitName`): Loop's current `Date,Value,Notes` (notes quoted, with
///   commas and doubled quotes), older `date,value` rows, with or without a header line.
///
/// Cells hold `YES_MANUAL`, `YES_AUTO`, `NO`, `SKIP`, `UNKNOWN`, or the older codes -1 (unknown),
/// 0 (no), 1 (yes, auto), 2 (yes), 3 (skip). Numeric habits store value × 1000: -1 is unknown,
/// 3 is a skip, anything else is divided by 1000 (kind `yes` above 0, `no` at 0), so a small
/// number (2 is 0.002) is never read as a yes. A habit is numeric when `habits` says so; when it
/// is not listed, or listed without a type (old `Habits.csv`), when its column holds any integer
/// outside the yes/no codes -1…3. Dates are `YYYY-MM-DD` or `MM-DD-YY`; a UTF-8 byte-order mark
/// is skipped.
///
/// **Malformed rows.** A row whose field count differs from the header's is refused with the
/// file and line. Some builds wrote `Entry(timestamp=2023-04-04, value=2)` into every cell
/// (unquoted, so each cell splits in two); with `recoverEntryCells` such rows are read by taking
/// each entry's `value`, and refused if any cell does not fit that pattern or names another date.
public enum LoopCheckmarksCSV {
    /// Reads every checkmark, sorted by date then by habit column; refuses the file whole at
    /// its first bad row.
    ///
    /// - Parameters:
    ///   - habits: habits from `Habits.csv`, to know which are numeric.
    ///   - habitName: read a per-habit file for this habit.
    ///   - recoverEntryCells: read rows written as `Entry(timestamp=…, value=…)` cells.
    ///   - includeUnknown: keep `unknown` cells (by default they are left out: no entry).
    public static func read(_ data: Data, file: String, habits: [LoopHabit] = [], habitName: String? = nil,
                            recoverEntryCells: Bool = false, includeUnknown: Bool = false) throws(ImportError) -> [LoopCheckmark] {
        var records = try CSVReader.records(data, file: file)
        let columns: [String]
        var headerFields = 2
        if let habitName {
            columns = [habitName]
            if let first = records.first, LoopDate.parse(cleaned(first.fields[0])) == nil {
                headerFields = first.fields.count
                records.removeFirst()
            }
        } else {
            guard let header = records.first, cleaned(header.fields[0]).lowercased() == "date", header.fields.count > 1 else {
                throw ImportError(file: file, location: records.isEmpty ? nil : "line 1",
                                  reason: "not a Loop Checkmarks.csv: expected a header \"Date,<habit>,<habit>,…\" "
                                      + "(a habit's own Checkmarks.csv, with no header or Date,Value,Notes, needs its name: --habit NAME)")
            }
            headerFields = header.fields.count
            var names = header.fields.dropFirst().map(cleaned)
            if names.last == "" { names.removeLast() }
            if ["value", "check"].contains(names.first?.lowercased() ?? "") && names.count <= 2 {
                throw ImportError(file: file, location: "line 1",
                                  reason: "this is one habit's Checkmarks.csv (\(header.fields.joined(separator: ","))), not the export's; "
                                      + "import it from its folder (NNN Name) or name the habit with --habit NAME")
            }
            columns = names
            records.removeFirst()
        }
        // Raw cells per row, checked for shape.
        var rows: [(date: LocalDate, line: Int, cells: [String], note: String?)] = []
        for record in records {
            var cells = Array(record.fields.dropFirst())
            var note: String?
            if habitName != nil, cells.count == 2, !cells[0].hasPrefix("Entry(") {
                // Date,Value,Notes: the note is text, kept as written (empty means none).
                note = cells[1].isEmpty ? nil : cells[1]
                cells.removeLast()
            }
            if cells.count > columns.count, cells.last.map(cleaned) == "" { cells.removeLast() }
            if cells.count != columns.count {
                guard recoverEntryCells, let values = entryValues(cells, line: record.line, file: file),
                      values.count == columns.count else {
                    let hint = cells.contains { $0.hasPrefix("Entry(") }
                        ? "; its cells look like Entry(timestamp=…, value=…), written by a Loop build with a CSV export bug (they can be read leniently)"
                        : ""
                    throw ImportError(file: file, location: "line \(record.line)",
                                      reason: "\(record.fields.count) fields, but the header has \(headerFields)\(hint)")
                }
                cells = values.map(\.value)
                let dateText = cleaned(record.fields[0])
                if let stray = values.first(where: { LoopDate.parse($0.date) != LoopDate.parse(dateText) }) {
                    throw ImportError(file: file, location: "line \(record.line)",
                                      reason: "an Entry cell is dated \(stray.date) on the row for \(dateText)")
                }
            }
            let dateText = cleaned(record.fields[0])
            guard let date = LoopDate.parse(dateText) else {
                throw ImportError(file: file, location: "line \(record.line)",
                                  reason: "\"\(dateText)\" is not a date (expected YYYY-MM-DD or MM-DD-YY)")
            }
            try plausible(file, "line \(record.line)") { () throws(PlausibleError) in try Plausible.date(date, "the date") }
            rows.append((date, record.line, cells.map(cleaned), note))
        }
        let numeric = columns.indices.map { column in
            if let known = habits.first(where: { $0.name == columns[column] })?.isNumeric { return known }
            return rows.contains { row in Int(row.cells[column]).map { !(-1...3).contains($0) } ?? false }
        }
        var checkmarks: [LoopCheckmark] = []
        for row in rows.sorted(by: { $0.date < $1.date }) {
            for (column, cell) in row.cells.enumerated() {
                guard let (kind, value) = decode(cell, numeric: numeric[column]) else {
                    throw ImportError(file: file, location: "line \(row.line), habit \"\(columns[column])\"",
                                      reason: "unexpected value \"\(cell)\" (expected YES_MANUAL, YES_AUTO, NO, SKIP, UNKNOWN, -1…3, or a numeric habit's value × 1000)")
                }
                if let value {
                    try plausible(file, "line \(row.line), habit \"\(columns[column])\"") { () throws(PlausibleError) in
                        try Plausible.value(value, "the value")
                    }
                }
                if kind == .unknown && !includeUnknown { continue }
                checkmarks.append(LoopCheckmark(habit: columns[column], date: row.date, kind: kind, value: value, note: row.note))
            }
        }
        return checkmarks
    }

    private static func cleaned(_ text: String) -> String {
        text.trimmingCharacters(in: .whitespaces)
    }

    /// One cell's kind and numeric value; `nil` when the cell is not a Loop value.
    private static func decode(_ cell: String, numeric: Bool) -> (LoopCheckmark.Kind, Double?)? {
        switch cell.uppercased() {
        case "", "UNKNOWN": return (.unknown, nil)
        case "YES_MANUAL", "YES": return (.yes, nil)
        case "YES_AUTO": return (.yesAuto, nil)
        case "NO": return (.no, nil)
        case "SKIP": return (.skip, nil)
        default: break
        }
        guard let code = Int(cell) else { return nil }
        if code == -1 { return (.unknown, nil) }
        if code == 3 { return (.skip, nil) }
        if numeric {
            guard code >= 0 else { return nil }
            return (code > 0 ? .yes : .no, Double(code) / 1000)
        }
        switch code {
        case 0: return (.no, nil)
        case 1: return (.yesAuto, nil)
        case 2: return (.yes, nil)
        default: return nil
        }
    }

    /// The `(date, value)` of cells split as `Entry(timestamp=D` + ` value=V)`; `nil` when any
    /// pair does not fit.
    private static func entryValues(_ cells: [String], line: Int, file: String) -> [(date: String, value: String)]? {
        guard cells.count % 2 == 0 else { return nil }
        var values: [(date: String, value: String)] = []
        var i = 0
        while i < cells.count {
            let left = cleaned(cells[i])
            let right = cleaned(cells[i + 1])
            guard left.hasPrefix("Entry(timestamp="), right.hasPrefix("value="), right.hasSuffix(")") else { return nil }
            values.append((String(left.dropFirst("Entry(timestamp=".count)), String(right.dropFirst("value=".count).dropLast())))
            i += 2
        }
        return values
    }
}
