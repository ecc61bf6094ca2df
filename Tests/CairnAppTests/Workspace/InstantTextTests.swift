@testable import CairnApp
import CairnCore
import Foundation
import Testing

/// The fast reading of `--now` and `--at` must read exactly as `ISO8601DateFormatter` does, and
/// leave every other spelling to it.
@Suite("instants on the command line: the common shape read without ICU, as ICU reads it")
struct InstantTextTests {
    static func formatter(_ text: String) -> Date? {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime]
        return formatter.date(from: text)
    }

    @Test("the common shape reads as the formatter reads it", arguments: [
        "2026-03-09T12:00:00Z", "1970-01-01T00:00:00Z", "2099-12-31T23:59:59Z", "2024-02-29T06:30:15Z",
        "2026-03-09T12:00:00+01:00", "2026-03-09T00:30:00-05:30", "2026-01-01T00:00:00+14:00",
    ])
    func same(text: String) throws {
        let fast = try #require(InstantText.common(text))
        #expect(fast == Self.formatter(text))
    }

    @Test("anything else is left to the formatter", arguments: [
        "2026-03-09T12:00:00.5Z", "2026-03-09T24:00:00Z", "2026-03-09T12:60:00Z", "2026-03-09T12:00:60Z", "2026-02-30T12:00:00Z",
        "2026-03-09 12:00:00Z", "2026-03-09t12:00:00z", "2026-03-09T12:00:00", "2026-3-09T12:00:00Z", "2026-03-09T12:00:00+0100",
        "2026-03-09T12:00:00+01:60", "2026-03-09T12:00:00+1:000", "２026-03-09T12:00:00Z", "", "0001-01-01T00:00:00Z", "1969-12-31T23:59:59Z",
    ])
    func leftAlone(text: String) {
        #expect(InstantText.common(text) == nil)
    }

    @Test("ten thousand random instants and offsets read the same both ways")
    func random() throws {
        var rng = SplitMix64(seed: 42)
        for _ in 0..<10_000 {
            let seconds = Int.random(in: 0..<4_102_444_800, using: &rng)
            let offset = Int.random(in: -14 * 60...14 * 60, using: &rng)
            let local = Date(timeIntervalSince1970: TimeInterval(seconds + offset * 60))
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = try #require(TimeZone(identifier: "UTC"))
            let c = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: local)
            func pad(_ value: Int?, _ width: Int) -> String {
                let digits = String(value ?? 0)
                return String(repeating: "0", count: max(0, width - digits.count)) + digits
            }
            let zone = offset == 0 && Bool.random(using: &rng) ? "Z"
                : (offset < 0 ? "-" : "+") + pad(abs(offset) / 60, 2) + ":" + pad(abs(offset) % 60, 2)
            let text = "\(pad(c.year, 4))-\(pad(c.month, 2))-\(pad(c.day, 2))T\(pad(c.hour, 2)):\(pad(c.minute, 2)):\(pad(c.second, 2))\(zone)"
            let fast = InstantText.common(text)
            #expect(fast == Self.formatter(text), "\(text)")
            #expect(fast == Date(timeIntervalSince1970: TimeInterval(seconds)), "\(text)")
        }
    }
}
