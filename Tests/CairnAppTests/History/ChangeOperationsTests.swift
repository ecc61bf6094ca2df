@testable import CairnApp
import CairnCore
import CairnStore
import Foundation
import Testing

/// The last change read without undoing it, an undo of exactly that change, and the journal of
/// the changes one process made.
@Suite("ChangeOperations: the last change, and undoing only that one")
struct ChangeOperationsTests {
    /// A workspace on 2026-03-09 with a Weight in kg, keeping a journal when `journal` is given.
    func withWeight(journal: ChangeJournal? = nil, _ body: (Workspace) throws -> Void) throws {
        try withTemporaryDatabase { path in
            var workspace = try workspace(path, today: "2026-03-09")
            _ = try workspace.openStore().addTrackable(name: "Weight", kind: .number(.mass), unit: "kg", dayReduction: nil)
            workspace.journal = journal
            try body(workspace)
        }
    }

    func log(_ workspace: Workspace, _ value: String) throws {
        _ = try workspace.log(LogRequest(trackable: "Weight", valueWords: [value]))
    }

    func entryCount(_ workspace: Workspace) throws -> Int {
        try workspace.openStore().storedEntries(trackableId: nil, from: nil, to: nil).count
    }

    @Test("the last change is read with its label and left in place")
    func lastChangeReadsWithoutUndoing() throws {
        try withWeight { workspace in
            #expect(try workspace.lastChange() == nil)
            try log(workspace, "81.2 kg")
            let last = try #require(try workspace.lastChange())
            #expect(last.label == "log Weight 81.2 kg on 2026-03-09")
            #expect(try workspace.lastChange() == last)
            #expect(try entryCount(workspace) == 1)
        }
    }

    @Test("undo(expecting:) undoes the change it names while it is the last")
    func undoExpectedChange() throws {
        try withWeight { workspace in
            try log(workspace, "81.2 kg")
            let last = try #require(try workspace.lastChange())
            #expect(try workspace.undo(expecting: last.id) == last)
            #expect(try entryCount(workspace) == 0)
            #expect(try workspace.lastChange() == nil)
        }
    }

    @Test("undo(expecting:) of a change that is no longer the last is a conflict naming the last one, and undoes nothing")
    func staleChangeIsAConflict() throws {
        try withWeight { workspace in
            try log(workspace, "81.2 kg")
            let first = try #require(try workspace.lastChange())
            var later = workspace
            later.now = workspace.now.addingTimeInterval(60)
            _ = try later.log(LogRequest(trackable: "Weight", valueWords: ["80 kg"], date: day("2026-03-08")))
            #expect(throws: AppError.conflict("cannot undo: the last change is now “log Weight 80 kg on 2026-03-08”, not the one this Undo was for; nothing was undone")) {
                try workspace.undo(expecting: first.id)
            }
            #expect(try entryCount(workspace) == 2)
        }
    }

    @Test("undo(expecting:) when nothing is left to undo is a conflict")
    func nothingLeftIsAConflict() throws {
        try withWeight { workspace in
            try log(workspace, "81.2 kg")
            let last = try #require(try workspace.lastChange())
            _ = try workspace.undo()
            #expect(throws: AppError.conflict("cannot undo: there is nothing left to undo; nothing was undone")) {
                try workspace.undo(expecting: last.id)
            }
        }
    }

    @Test("a journal holds the changes made through its workspace, not those made without it")
    func journalKeepsOwnChanges() throws {
        let journal = ChangeJournal()
        try withWeight(journal: journal) { workspace in
            try log(workspace, "81.2 kg")
            let own = try #require(try workspace.lastChange())
            #expect(workspace.madeHere(own.id))
            var elsewhere = workspace
            elsewhere.journal = nil
            _ = try elsewhere.log(LogRequest(trackable: "Weight", valueWords: ["80 kg"], date: day("2026-03-08")))
            let other = try #require(try workspace.lastChange())
            #expect(other.id != own.id)
            #expect(!workspace.madeHere(other.id))
            #expect(!elsewhere.madeHere(own.id))
        }
    }

    @Test("the journal forgets its oldest ids beyond its capacity")
    func journalIsBounded() {
        let journal = ChangeJournal()
        for id in 1...Int64(ChangeJournal.capacity + 1) { journal.record(id) }
        #expect(!journal.contains(1))
        #expect(journal.contains(2) && journal.contains(Int64(ChangeJournal.capacity + 1)))
    }

    @Test("an import is asked about as an import; any other change by its label in quotes",
          arguments: [("import heartbeats.json (412 sessions)", "the import of heartbeats.json (412 sessions)"),
                      ("log Weight 81.2 kg on 2026-03-09", "“log Weight 81.2 kg on 2026-03-09”")])
    func undoObject(label: String, object: String) {
        #expect(Workspace.undoObject(label) == object)
    }
}
