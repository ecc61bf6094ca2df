import Testing
@testable import CairnCore

@Suite("Zones keep their author's unit and are converted before folding")
struct ZoneTests {
    @Test("A zone typed in pounds is compared in kilograms")
    func poundsToKilograms() throws {
        let zone = Zone(id: 1, trackableId: 1, name: "Healthy", min: 150, max: 170, unit: "lb")
        let bounds = try zone.inBase(for: Fixtures.weight)
        #expect(bounds.contains(72))        // 158.7 lb
        #expect(!bounds.contains(160))      // 160 kg is not 160 lb
        #expect(abs((bounds.min ?? 0) - 68.038_855_5) < 1e-3)
    }

    @Test("A clock-time zone may wrap past midnight")
    func wraps() throws {
        let zone = try Zone.parse(id: 1, name: "Night", min: "22:00", max: "06:00", for: Fixtures.bedtime)
        let bounds = try zone.inBase(for: Fixtures.bedtime)
        #expect(bounds.wraps)
        #expect(bounds.contains(23 * 3600) && bounds.contains(3600) && !bounds.contains(12 * 3600))
    }

    @Test("A number zone with its minimum above its maximum is refused")
    func emptyZone() {
        let zone = Zone(id: 1, trackableId: 1, name: "Odd", min: 90, max: 80, unit: "kg")
        #expect(throws: ValueError.emptyZone(name: "Odd")) { try zone.inBase(for: Fixtures.weight) }
    }

    @Test("A zone in a unit of the wrong dimension is refused")
    func wrongDimension() {
        let zone = Zone(id: 1, trackableId: 1, name: "Far", min: 5, unit: "km")
        #expect(throws: ValueError.wrongDimension("km", found: .length, expected: .mass)) { try zone.inBase(for: Fixtures.weight) }
    }

    @Test("Parsing a zone keeps the first unit typed and converts the other bound into it")
    func parseKeepsUnit() throws {
        let zone = try Zone.parse(id: 1, name: "Mixed", min: "150 lb", max: "80kg", for: Fixtures.weight)
        #expect(zone.unit == "lb")
        #expect(zone.min == 150)
        #expect(abs((zone.max ?? 0) - 176.369_809_7) < 1e-3)
    }

    @Test("A duration zone typed as 30m to 1h30m keeps the display unit")
    func durationZone() throws {
        let zone = try Zone.parse(id: 1, name: "Long enough", min: "30m", max: "1h30m", for: Fixtures.meditation)
        #expect(zone.unit == "min" && zone.min == 30 && zone.max == 90)
        let bounds = try zone.inBase(for: Fixtures.meditation)
        #expect(bounds.contains(3600) && !bounds.contains(600))
    }
}
