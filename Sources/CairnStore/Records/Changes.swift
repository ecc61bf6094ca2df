import CairnCore
import Foundation

/// One command's writes, recorded so that `cairn undo` can revert them.
public struct Change: Sendable, Hashable {
    /// Its row id (never reused).
    public var id: Int64
    /// What the command did, in words ("log Weight 80 kg on 2026-03-01").
    public var label: String
    /// When it was made.
    public var at: Date

    /// A change as a store keeps it (a team store's, read from its own log).
    public init(id: Int64, label: String, at: Date) {
        self.id = id
        self.label = label
        self.at = at
    }
}

extension Store {
    /// How many changes are kept for undo; older ones are forgotten as new ones are made.
    public static let undoDepth = 100

    /// Runs `body` in one write transaction recorded as one change, labelled `label`: every row
    /// it inserts, updates or deletes is logged (by triggers) with the statement that puts it
    /// back. A change that wrote nothing undoable is not kept.
    ///
    /// - Parameters:
    ///   - label: what the command did, shown by `cairn undo`.
    ///   - now: the instant to stamp it with.
    ///   - kept: told the change's id once it is committed, if it was kept (a server remembers
    ///     which changes its own requests made).
    @discardableResult
    public func change<T>(_ label: String, now: Date, kept: (Int64) -> Void = { _ in }, _ body: () throws -> T) throws -> T {
        var keptID: Int64?
        let result = try connection.writeTransaction {
            try connection.prepare("DELETE FROM changes WHERE id <= (SELECT max(id) FROM changes) - ?")
                .run([.integer(Int64(Store.undoDepth - 1))])
            try connection.prepare("INSERT INTO changes (label, at_ms, open) VALUES (?, ?, 1)")
                .run([.text(label), .integer(Store.milliseconds(now.timeIntervalSince1970))])
            let id = connection.lastInsertRowID
            let result = try body()
            try connection.prepare("UPDATE changes SET open = 0 WHERE id = ?").run([.integer(id)])
            let logged = try connection.prepare("""
                SELECT EXISTS (SELECT 1 FROM undo_log WHERE change_id = ?1) OR EXISTS (SELECT 1 FROM undo_sessions WHERE change_id = ?1)
                """)
            try logged.bind([.integer(id)])
            if try logged.step(), logged.int64(0) == 0 {
                try connection.prepare("DELETE FROM changes WHERE id = ?").run([.integer(id)])
            } else {
                keptID = id
            }
            return result
        }
        if let keptID { kept(keptID) }
        return result
    }

    /// The changes that can be undone, newest first.
    public func changes() throws(StoreError) -> [Change] {
        let statement = try connection.prepare("SELECT id, label, at_ms FROM changes WHERE open = 0 ORDER BY id DESC")
        try statement.bind([])
        var result: [Change] = []
        while try statement.step() {
            result.append(Change(id: statement.int64(0), label: statement.text(1) ?? "",
                                 at: Date(timeIntervalSince1970: Double(statement.int64(2)) / 1000)))
        }
        return result
    }

    /// Reverts the newest change in one transaction and forgets it; running it again steps
    /// further back.
    ///
    /// The seen set of moments is not part of any change, so an undo never announces a moment
    /// again. Foreign keys are checked when the undo commits, after every row is back.
    /// - Parameter expected: when given, the change is undone only if it is still the newest
    ///   (read in the same transaction); otherwise ``StoreError/conflict(_:)`` says what the
    ///   newest change is now, and nothing is undone.
    /// - Returns: the change undone, or `nil` when there is nothing to undo.
    public func undo(expecting expected: Int64? = nil) throws -> Change? {
        try connection.writeTransaction {
            let newest = try changes().first
            if let expected, newest?.id != expected {
                throw StoreError.conflict(newest.map { "the last change is now “\($0.label)”, not the one this Undo was for; nothing was undone" }
                    ?? "there is nothing left to undo; nothing was undone")
            }
            guard let last = newest else { return nil }
            try connection.execute("PRAGMA defer_foreign_keys = ON")
            let statements = try connection.prepare("SELECT statement FROM undo_log WHERE change_id = ? ORDER BY id DESC")
            try statements.bind([.integer(last.id)])
            var inverse: [String] = []
            while try statements.step() { inverse.append(statements.text(0) ?? "") }
            for sql in inverse { try connection.execute(sql) }
            try connection.prepare("""
                DELETE FROM sessions WHERE (start_ms, duration_ms, project, language, editor, source) IN
                    (SELECT start_ms, duration_ms, project, language, editor, source FROM undo_sessions WHERE change_id = ?)
                """).run([.integer(last.id)])
            try connection.prepare("DELETE FROM changes WHERE id = ?").run([.integer(last.id)])
            try refreshSessionDayTotals()
            return last
        }
    }
}
