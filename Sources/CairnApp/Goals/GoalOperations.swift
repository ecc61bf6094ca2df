import CairnCore
import CairnStore

/// The goal settings: the version in force now, their history, and a change from a day on.
extension Workspace {
    /// The stored history, or the defaults in this machine's zone when there is no database or
    /// nothing was set (a read never creates the file).
    package func storedGoalHistory() throws(AppError) -> (history: GoalHistory, isDefault: Bool) {
        if team != nil { return try goalHistory(openCodingStore()) }
        // A file that cannot be looked at (a link to nothing, say) is opened to say why.
        let exists: Bool
        do {
            exists = try Store.identity(at: databasePath) != nil
        } catch {
            exists = true
        }
        guard exists else { return (GoalHistory(GoalConfig(timeZoneIdentifier: Self.localZoneIdentifier(environment))), true) }
        return try goalHistory(openExistingStore())
    }

    /// The goals in force today (`goals show`, `GET /api/goals`).
    package func goals() throws(AppError) -> GoalsDocument {
        let (history, isDefault) = try storedGoalHistory()
        let engine = try engine(history)
        return GoalsDocument(config: engine.config(on: engine.date(of: now)), isDefault: isDefault)
    }

    /// Applies `change` from its day on, as one undoable change (`goals set`, Settings, `PUT /api/goals`).
    /// The first goals ever set hold for all time; later ones from today (or `from`) on, so the
    /// past keeps the rules of its day.
    /// - Returns: the goals in force today after it, the first day it holds (nil: all time) and today.
    package func setGoals(_ change: GoalChange) throws(AppError) -> (config: GoalConfig, start: LocalDate?, today: LocalDate) {
        let store = try openCodingStore(create: true)
        let (history, isDefault) = try goalHistory(store)
        let today = try engine(history).date(of: now)
        let start: LocalDate? = change.from ?? (isDefault ? nil : today)
        let changed = history.changing(from: start) { change.apply(to: &$0) }
        let engine = try engine(changed)
        let config = engine.config(on: engine.date(of: now))
        let label = "goals set" + (start.map { " from \($0)" } ?? " for all time")
        try self.change(store, label) { try store.saveGoalHistory(changed) }
        return (config, start, today)
    }
}
