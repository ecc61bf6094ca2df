@testable import CairnApp
import CairnCore
import Foundation
import Testing

/// `today` and `days` are written member by member (``StreamedJSON``); the bytes must be
/// `JSONEncoder`'s for every shape a verdict takes.
@Suite("today and days documents, streamed, are JSONEncoder's bytes")
struct GoalJSONTests {
    static let days: [DayVerdict] = [
        DayVerdict(date: LocalDate(daysSinceEpoch: 20_500), codedSeconds: 0, insideWindowSeconds: 0, goalSeconds: 0, isRestDay: false, status: nil),
        DayVerdict(date: LocalDate(daysSinceEpoch: 20_501), codedSeconds: 5_400.5, insideWindowSeconds: 3_600, goalSeconds: 14_400,
                   isRestDay: false, status: .fail),
        DayVerdict(date: LocalDate(daysSinceEpoch: 20_502), codedSeconds: 20_000, insideWindowSeconds: 0.25, goalSeconds: 14_400,
                   isRestDay: false, status: .success, untimedSeconds: 1_800),
        DayVerdict(date: LocalDate(daysSinceEpoch: 20_503), codedSeconds: 60, insideWindowSeconds: 0, goalSeconds: 0, isRestDay: true,
                   status: .restCoded),
        DayVerdict(date: LocalDate(daysSinceEpoch: 20_504), codedSeconds: 0, insideWindowSeconds: 0, goalSeconds: 0, isRestDay: true, status: .hold),
        DayVerdict(date: LocalDate(daysSinceEpoch: 20_505), codedSeconds: 1e-3, insideWindowSeconds: 1e-3, goalSeconds: 14_400,
                   isRestDay: false, status: .pending),
    ]

    static func same(_ value: some Encodable) throws -> (Bool, String, String) {
        let streamed = String(decoding: try DocumentJSON.bytes(value), as: UTF8.self)
        let foundation = String(decoding: try DocumentJSON.bytes(value, environment: ["CAIRN_JSON": "foundation"]), as: UTF8.self)
        return (streamed == foundation, streamed, foundation)
    }

    @Test("days: every status, none, untimed seconds and fractions")
    func days() throws {
        let (equal, streamed, foundation) = try Self.same(Self.days)
        #expect(equal, "\(streamed)\n---\n\(foundation)")
        #expect(streamed.contains(#""goalMet" : null"#) && streamed.contains(#""untimedSeconds" : 1800"#))
        let (emptyEqual, _, _) = try Self.same([DayVerdict]())
        #expect(emptyEqual)
    }

    @Test("today: with and without window adherence", arguments: [nil, 0.75] as [Double?])
    func today(adherence: Double?) throws {
        let week = WeekProgress(start: LocalDate(daysSinceEpoch: 20_500), codedSeconds: 25_460.5, goalSeconds: 72_000, progress: 0.353,
                                windowAdherence: adherence, days: Self.days)
        let report = TodayReport(date: LocalDate(daysSinceEpoch: 20_505), day: Self.days[5], week: week, windowAdherence: adherence,
                                 streak: StreakSummary(current: 3, best: 40, policy: .lenient))
        let (equal, streamed, foundation) = try Self.same(report)
        #expect(equal, "\(streamed)\n---\n\(foundation)")
        #expect(streamed.hasPrefix("{\n  \"date\" : \"2026-02-21\""))
    }
}
