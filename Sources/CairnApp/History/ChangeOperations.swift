import CairnStore
import Foundation

/// The change an Undo would step back, and undoing exactly that one: a page shows the last
/// change's words on its button and sends its id back, so it never undoes something other than
/// what the button said (`cairn undo`, `POST /api/undo` undo whatever is last).
extension Workspace {
    /// The last change, the one `undo` would step back, without undoing it; nil when there is none.
    package func lastChange() throws(AppError) -> Change? {
        let store = try openCodingStore()
        return try storeCall("cannot read the changes") { try store.changes().first }
    }

    /// Whether change `id` was made by a server's request, so an Undo need not ask about it: in
    /// team mode whether the person's change says so (made through any server of the team);
    /// else whether this workspace's ``journal`` holds it (this server, since it started; false
    /// without one). False too when the change cannot be read: asking is the safe answer.
    package func madeHere(_ id: Int64) -> Bool {
        if team != nil {
            do {
                return try teamPersonStore()?.madeByRequest(id) ?? false
            } catch {
                return false
            }
        }
        return journal?.contains(id) ?? false
    }

    /// Undoes change `id` only if it is still the last change; else ``AppError/conflict(_:)``
    /// says what the last change is now, and nothing is undone.
    /// - Returns: the change undone.
    package func undo(expecting id: Int64) throws(AppError) -> Change {
        let store = try openCodingStore()
        guard let undone = try storeCall("cannot undo", { try store.undo(expecting: id) }) else {
            throw .conflict("cannot undo: there is nothing left to undo; nothing was undone")
        }
        return undone
    }

    /// A change's label as the object of "Undo …?": "the import of heartbeats.json (412
    /// sessions)", else the label in quotes ("“log Weight 81.2 kg on 2026-03-09”").
    package static func undoObject(_ label: String) -> String {
        if label.hasPrefix("import ") { return "the import of " + label.dropFirst("import ".count) }
        return "“\(label)”"
    }
}
