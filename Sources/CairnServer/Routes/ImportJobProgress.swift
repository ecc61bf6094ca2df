import CairnApp
import CairnTeam

extension ImportJobRow {
    /// Takes in one step of the import's progress: a phase's words, or the rows stored so far.
    /// - Returns: whether the step begins a new phase (new words, or the end), which a team job
    ///   writes at once rather than within ``TeamImportJobs/writesEvery``.
    mutating func apply(_ step: ImportProgress) -> Bool {
        switch step {
        case let .status(text):
            let changed = status != text
            status = text
            return changed
        case let .stored(done, total):
            self.done = done
            self.total = total
            return false
        case .finished:
            return true
        }
    }
}
