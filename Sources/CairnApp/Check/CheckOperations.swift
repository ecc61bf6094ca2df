import CairnStore
import Foundation

/// `check`: SQLite's integrity and foreign-key checks, stored values outside the plausible
/// range, and rows that point at nothing; each finding with how to fix it. It reads only.
extension Workspace {
    /// Every problem found in the database (none: it passed).
    package func check() throws(AppError) -> [CheckFinding] {
        if team != nil { throw .usage(Self.notInTeamMode) }
        guard FileManager.default.fileExists(atPath: databasePath) else {
            throw .failure("there is no database at \(databasePath)")
        }
        let store = try openStore()
        return try storeCall("cannot check the database") { try store.check() }
    }
}
