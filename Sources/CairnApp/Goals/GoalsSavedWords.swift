import CairnCore

extension GoalChange {
    /// What a saved change says, on the command line and in the browser's toast: "Goals saved,
    /// in force for all time (the first goals set)." or "…from today (DATE) on; …".
    /// - Parameters: start and today as `Workspace.setGoals` returns them.
    package static func savedText(start: LocalDate?, today: LocalDate) -> String {
        let when = start.map { $0 == today ? "from today (\($0)) on; earlier days keep the goals of their day" : "from \($0) on" }
            ?? "for all time (the first goals set)"
        return "Goals saved, in force \(when)."
    }
}
