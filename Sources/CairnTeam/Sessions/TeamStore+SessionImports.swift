import CairnCore
import Foundation

/// Imported sessions (Cairn's sessions JSON, WakaTime's and ActivityWatch's exports) written
/// into one person's rows, with the SQLite store's de-duplication.
extension TeamStore {
    /// What an import of sessions wrote and skipped.
    public struct SessionImportCounts: Sendable, Hashable {
        /// Sessions written.
        public var added = 0
        /// Sessions skipped: the same one (start, length, project, language, editor and source,
        /// to the millisecond) was stored already, or came earlier in the same import.
        public var duplicates = 0
    }

    /// Stores `sessions` for `person` in one transaction, skipping those already stored (the
    /// per-day summary's trigger marks it stale). A session outside ``Plausible``'s bounds refuses
    /// the whole call (nothing stored), in the SQLite store's words.
    ///
    /// - Parameter progress: told the number of sessions handled so far (every 4,096, then at the end).
    public func importSessions(_ sessions: [Session], for person: Person, progress: (Int) -> Void) throws(TeamError) -> SessionImportCounts {
        for session in sessions {
            let start = session.start.timeIntervalSince1970
            guard Plausible.isInstant(start), Plausible.isDuration(session.seconds) else {
                throw .conflict("a session starting at \(start) s lasting \(session.seconds) s is outside the plausible range; nothing was stored")
            }
        }
        let id = String(person.id)
        return try connection.transaction { () throws(TeamError) -> SessionImportCounts in
            var counts = SessionImportCounts()
            // Many rows per INSERT: one round trip a batch, not a row.
            let batch = 64
            var done = 0
            var longest: Int64 = 0
            while done < sessions.count {
                let rows = sessions[done..<min(sessions.count, done + batch)]
                var values: [String] = [], parameters: [String?] = [id]
                for session in rows {
                    let start = TeamStore.milliseconds(session.start.timeIntervalSince1970)
                    let duration = TeamStore.milliseconds(session.seconds)
                    let n = parameters.count
                    values.append("($1, $\(n + 1), $\(n + 2), $\(n + 3), $\(n + 4), $\(n + 5), $\(n + 6))")
                    parameters += [String(start), String(duration), session.project ?? "", session.language ?? "", session.editor ?? "",
                                   session.source ?? ""]
                    longest = max(longest, duration)
                }
                let added = try connection.execute("""
                    INSERT INTO person_sessions (person_id, start_ms, duration_ms, project, language, editor, source)
                    VALUES \(values.joined(separator: ", ")) ON CONFLICT DO NOTHING
                    """, parameters).affected
                counts.added += added
                counts.duplicates += rows.count - added
                let before = done
                done += rows.count
                if before / 4096 != done / 4096 { progress(done) }
            }
            progress(sessions.count)
            // The per-day summary is marked stale by its trigger on person_sessions.
            if counts.added > 0 { try widenSessionBounds(person, to: longest) }
            return counts
        }
    }
}
