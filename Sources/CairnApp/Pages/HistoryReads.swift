import CairnCore
import CairnStore

/// What the History screen needs beyond the days themselves: how far back its year selector goes.
extension Workspace {
    /// The first day with coding (the first session's, or the first imported day total's, day in
    /// the zone in force on it); `nil` when nothing was ever coded.
    package func historyStart() throws(AppError) -> LocalDate? {
        let store = try openCodingStore()
        let engine = try engine(store)
        return try storeCall("cannot read the sessions") {
            try RangeReads.seriesStart(engine, store, now: now.timeIntervalSince1970, dayTotals: try store.dayTotals())
        }
    }
}
