import CairnCore
import CairnStore
import Foundation
import Testing

@Suite("every entry read back in (day, id) order")
struct EntriesOrderTests {
    func entries(days: [Int]) throws -> [Entry] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cairn-entries-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = try Store(path: folder.appendingPathComponent("db.sqlite").path)
        let trackable = try store.insertTrackable(name: "Weight", kind: .number(.mass), unit: "kg", dayReduction: nil)
        // The value is the insertion order, so ties on a day show whether id order was kept.
        _ = try store.insertEntries(days.enumerated().map { index, day in
            (Entry(trackableId: trackable.id, date: LocalDate(daysSinceEpoch: day), value: Double(index),
                   source: index % 3 == 0 ? .integration : .manual), nil)
        })
        return try store.entries()
    }

    @Test("entries logged out of day order come back by day, and by id within a day, their source kept")
    func nearbyDays() throws {
        let read = try entries(days: [20_005, 20_003, 20_005, 20_001, 20_003, 20_005])
        #expect(read.map(\.date.daysSinceEpoch) == [20_001, 20_003, 20_003, 20_005, 20_005, 20_005])
        #expect(read.map(\.value) == [3, 1, 4, 0, 2, 5])
        #expect(read.map(\.source) == [.integration, .manual, .manual, .integration, .manual, .manual])
    }

    @Test("days far apart are ordered the same way")
    func farApart() throws {
        let read = try entries(days: [47_000, 3, 47_000, 20_000])
        #expect(read.map(\.date.daysSinceEpoch) == [3, 20_000, 47_000, 47_000])
        #expect(read.map(\.value) == [1, 3, 0, 2])
    }
}
