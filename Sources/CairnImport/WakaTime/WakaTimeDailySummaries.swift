import CairnCore
import Foundation

/// WakaTime's daily summaries → one ``DayTotal`` per day.
///
/// Reads the legacy data dump `{"user": …, "range": …, "days": [{"date": "YYYY-MM-DD",
/// "grand_total": {"total_seconds": N, …}, …}]}` and the summaries API response
/// `{"data": [{"range": {"date": …}, "grand_total": {…}}]}`. Dates are already user-local.
/// Days listed twice are refused; days with zero seconds are kept (they say "nothing coded").
public enum WakaTimeDailySummaries {
    /// Reads every day's grand total, in date order.
    public static func read(_ data: Data, file: String) throws(ImportError) -> [DayTotal] {
        let root = try JSONDocument.root(data, file: file) as? [String: Any]
        let days: [Any]
        let listName: String
        if let list = root?["days"] as? [Any] {
            (days, listName) = (list, "day")
        } else if let list = root?["data"] as? [Any] {
            (days, listName) = (list, "data item")
        } else {
            throw ImportError(file: file, reason: "not a WakaTime daily summary export: expected {\"days\": [{\"date\": \"YYYY-MM-DD\", \"grand_total\": {\"total_seconds\": …}}]}")
        }
        var totals: [DayTotal] = []
        var seen: Set<LocalDate> = []
        for (index, item) in days.enumerated() {
            let location = "\(listName) \(index + 1)"
            guard let day = item as? [String: Any] else {
                throw ImportError(file: file, location: location, reason: "expected an object with \"date\" and \"grand_total\"")
            }
            let rawDate = day["date"] ?? (day["range"] as? [String: Any])?["date"]
            guard let text = rawDate as? String, let date = LocalDate(iso: text) else {
                throw ImportError(file: file, location: location, reason: "\"date\" must be a date as YYYY-MM-DD, got \(rawDate ?? "nothing")")
            }
            guard let seconds = JSONDocument.number((day["grand_total"] as? [String: Any])?["total_seconds"]), seconds >= 0 else {
                throw ImportError(file: file, location: location, reason: "\"grand_total.total_seconds\" must be a number of seconds (0 or more)")
            }
            try plausible(file, location) { () throws(PlausibleError) in
                try Plausible.date(date, "\"date\"")
                try Plausible.dayTotal(seconds, "\"grand_total.total_seconds\"")
            }
            guard seen.insert(date).inserted else {
                throw ImportError(file: file, location: location, reason: "\(date) is listed twice")
            }
            totals.append(DayTotal(date: date, seconds: seconds, source: "wakatime"))
        }
        return totals.sorted { $0.date < $1.date }
    }
}
