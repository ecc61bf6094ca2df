import CairnCore
@testable import CairnImport
import Foundation
import Testing

/// Every input the fuzzers (`scripts/fuzz`) crashed on, kept in `Fixtures/fuzz/TARGET/` and read
/// again by its reader: each must now give a result or an ``ImportError``, never a trap.
@Suite("fuzz regressions: the readers")
struct FuzzRegressionTests {
    static let folder = FixtureFiles.folder.appendingPathComponent("fuzz")

    /// `TARGET/FILE` for every saved crash input.
    static let inputs: [String] = {
        let manager = FileManager.default
        let targets = (try? manager.contentsOfDirectory(atPath: folder.path)) ?? []
        return targets.sorted().flatMap { target in
            ((try? manager.contentsOfDirectory(atPath: folder.appendingPathComponent(target).path)) ?? []).sorted().map { "\(target)/\($0)" }
        }
    }()

    @Test("the saved crash inputs are there (an empty list would replay nothing and pass)")
    func present() {
        #expect(Self.inputs.count >= 2, "no saved fuzz inputs under \(Self.folder.path)")
    }

    @Test("a saved crash input is read without a trap", arguments: inputs)
    func replay(input: String) throws {
        let data = try Data(contentsOf: Self.folder.appendingPathComponent(input))
        let target = input.split(separator: "/").first.map(String.init) ?? ""
        switch target {
        case "sessions": _ = try? SessionJSON.read(data, file: input)
        case "activitywatch": _ = try? ActivityWatchExport.read(data, file: input)
        case "heartbeats": _ = try? HeartbeatTable.parse(data, file: input).join()
        case "durations": _ = try? WakaTimeDurations.read(data, file: input)
        case "summaries": _ = try? WakaTimeDailySummaries.read(data, file: input)
        case "loop": _ = try? LoopCheckmarksCSV.read(data, file: input)
        case "daylio": _ = try? DaylioCSV.read(data, file: input)
        default: Issue.record("no reader for fuzz target \(target)")
        }
    }

    @Test("an instant with a fraction of 40 digits never reaches ICU's parser (it dies of SIGFPE there)", arguments: [
        "2026-03-09T08:59:00.5" + String(repeating: "1", count: 60) + "+0hourFormat0:00",
        "2026-03-09T08:59:00." + String(repeating: "9", count: 80) + "x",
    ])
    func longFraction(text: String) {
        #expect(InstantParser().instant(text) == nil)
    }

    @Test("a long fraction in the shape FastInstant reads is still an instant")
    func longFractionRead() {
        let text = "2026-03-09T08:59:00." + String(repeating: "5", count: 60) + "Z"
        #expect(InstantParser().instant(text)?.timeIntervalSince1970 == 1_773_046_740.5555555555555)
    }

    @Test("a Daylio year past any calendar (found by the daylio fuzzer) is refused with the line, not a trap")
    func daylioHugeYear() {
        let data = Data("year,date,weekday,time,mood,activities,note\n9223372036854775807,June 22,Sunday,21:40,good,,\n".utf8)
        #expect(throws: ImportError.self) { try DaylioCSV.read(data, file: "huge.csv") }
        #expect(LocalDate(year: Int.max, month: 6, day: 22) == nil)
        #expect(LocalDate(year: Int.min, month: 1, day: 1) == nil)
        #expect(LocalDate(year: 2026, month: 6, day: 22)?.description == "2026-06-22")
    }
}
