import CairnApp
import CairnCore
import CairnTeam
import Foundation
import Testing

/// On a team database, whether a page made a change is kept with the change: every server reads
/// it there, a command's change is never taken for a page's, and each person's are their own.
@Suite("ChangeOperations on a team: a change any server's request made")
struct TeamChangeOriginTests {
    static let now = Date(timeIntervalSince1970: 1_773_086_400)

    /// `person`'s workspace as a server's request has it: the server's own journal and its own
    /// connections, as two processes behind a load balancer have.
    func served(_ person: Workspace, _ address: String) throws -> Workspace {
        let scope = try #require(person.team)
        var workspace = Workspace(environment: ["TZ": "UTC"], team: TeamScope(connections: TeamConnections(address: address), person: scope.person),
                                  now: Self.now)
        workspace.journal = ChangeJournal()
        return workspace
    }

    @Test("a change made through one server is made by a page for another; a command's is for neither")
    func anyServer() throws {
        let place = try TestPlace(.postgres, now: Self.now)
        defer { place.remove() }
        let command = place.workspace
        let first = try served(command, place.address), second = try served(command, place.address)
        _ = try first.addTrackable(TrackableSpec(name: "Water", kind: "number"), fields: [])
        let added = try #require(try second.lastChange())
        #expect(second.madeHere(added.id))
        #expect(first.madeHere(added.id))
        // As `cairn --person ada log …` makes it: a workspace with no journal.
        _ = try command.log(LogRequest(trackable: "Water", valueWords: ["700"]))
        let logged = try #require(try first.lastChange())
        #expect(logged.id != added.id)
        #expect(!first.madeHere(logged.id))
        #expect(!second.madeHere(logged.id))
        // Undone through the second server, the trackable's add is the last again, and still a page's.
        _ = try second.undo(expecting: logged.id)
        #expect(try first.lastChange()?.id == added.id && first.madeHere(added.id))
    }

    @Test("another person's change of the same id never answers for theirs")
    func eachPersonsOwn() throws {
        let place = try TestPlace(.postgres, now: Self.now)
        defer { place.remove() }
        // Ada's change 1, a page's, made first; Bea's change 1 a command's.
        _ = try served(place.workspace, place.address).addTrackable(TrackableSpec(name: "Water", kind: "number"), fields: [])
        let bea = try place.person("bea")
        _ = try bea.addTrackable(TrackableSpec(name: "Tea", kind: "yesno"), fields: [])
        let beas = try #require(try bea.lastChange())
        #expect(beas.id == 1)
        #expect(!(try served(bea, place.address).madeHere(beas.id)))
        #expect(try served(place.workspace, place.address).madeHere(1))
    }
}
