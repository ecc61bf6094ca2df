import CairnApp
import CairnCore
import Foundation
import Testing

/// Zone operations, the same on both stores.
@Suite("Zone operations on SQLite and on a team's PostgreSQL")
struct ZoneOperationsTests {
    @Test("a zone with an empty or blank name is refused, and nothing is stored", arguments: StoreKind.allCases)
    func emptyName(kind: StoreKind) throws {
        let place = try TestPlace(kind, now: CodingOperationsTests.now)
        defer { place.remove() }
        let workspace = place.workspace
        _ = try workspace.addTrackable(TrackableSpec(name: "Water", kind: "number"), fields: [])
        for name in ["", "  ", "\t"] {
            #expect {
                try workspace.addZone(name, to: "Water", min: nil, max: "500")
            } throws: { error in
                "\(error)".contains("a zone needs a name")
            }
        }
        #expect(try workspace.zones(of: nil).isEmpty)
        #expect(try workspace.addZone("Little", to: "Water", min: nil, max: "500").zone.name == "Little")
    }
}
