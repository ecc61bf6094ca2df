import CairnCore

/// Dates as Loop's CSV files write them.
enum LoopDate {
    /// `YYYY-MM-DD`, or `MM-DD-YY` (years 2000–2099) as a spreadsheet re-saves them; `nil` otherwise.
    static func parse(_ text: String) -> LocalDate? {
        if let date = LocalDate(iso: text) { return date }
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts.allSatisfy({ $0.count == 2 && $0.allSatisfy { $0.isASCII && $0.isNumber } }),
              let month = Int(parts[0]), let day = Int(parts[1]), let year = Int(parts[2]) else { return nil }
        return LocalDate(year: 2000 + year, month: month, day: day)
    }
}
