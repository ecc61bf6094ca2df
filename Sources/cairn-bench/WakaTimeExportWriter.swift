import CairnCore
import Foundation

/// Generates the days of a WakaTime data export with the fields a real export carries
/// (`id`, `user_id`, `machine_name_id`, `created_at`, `category`, `is_write`, `branch`,
/// `entity`, `type`, `language`, `project`, `project_root_count`, `lineno`, `lines`,
/// `cursorpos`, `dependencies`, `user_agent_id`, `time`), deterministically from a seed.
struct WakaTimeExportWriter {
    static let projects = ["cairn", "website", "dotfiles", "wakapi", "notes", "infra", "thesis"]
    static let languages = ["Swift", "TypeScript", "Shell", "Go", "Markdown", "YAML", "Python"]
    static let branches = ["main", "main", "main", "feature/streaks", "fix/dst"]

    var rng: SplitMix64
    /// Heartbeats written so far.
    private(set) var count = 0
    /// The local date (UTC) of the next day written.
    private var date = LocalDate(year: 2016, month: 1, day: 4) ?? LocalDate(daysSinceEpoch: 16_804)

    init(seed: UInt64) { rng = SplitMix64(seed: seed) }

    /// The start of the document, up to the first day.
    var header: String { #"{"user": {"id": "b7e1a3c2-5d4f-4e2a-9c1b-0a8f6e2d4c3b", "username": "me"}, "range": {"start": 1451865600, "end": 1767139200}, "days": ["# }

    /// One day object, `{"date", "heartbeats"}`: two to five sittings on one to three projects
    /// (none on about one day in seven), stopping once `limit` heartbeats are written in all.
    mutating func day(limit: Int) -> String {
        let midnight = Double(date.daysSinceEpoch) * 86_400
        var text = #"{"date": "\#(date)", "heartbeats": ["#
        defer { date = date.adding(days: 1) }
        guard next(7) != 0 else { return text + "]}" }
        let dayProjects = (0..<(1 + next(3))).map { _ in next(Self.projects.count) }
        var t = midnight + 7 * 3600 + Double(next(3 * 3600))
        var first = true
        for _ in 0..<(2 + next(4)) {
            let p = dayProjects[next(dayProjects.count)]
            let end = t + Double(20 * 60 + next(160 * 60))
            let branch = Self.branches[next(Self.branches.count)]
            var file = next(40)
            while t < end, count < limit {
                if next(20) == 0 { file = next(40) }
                let created = t + Double(next(300))
                text += (first ? "" : ",")
                    + #"{"branch": "\#(branch)", "category": "coding", "created_at": "\#(Self.iso(created))", "cursorpos": \#(next(4000)), "#
                    + #""dependencies": [], "entity": "/home/me/src/\#(Self.projects[p])/Sources/File\#(file).swift", "#
                    + #""id": "\#(Self.uuid(&rng))", "is_write": \#(next(5) == 0), "language": "\#(Self.languages[p])", "#
                    + #""lineno": \#(1 + next(400)), "lines": \#(400 + next(200)), "machine_name_id": "3f2b8c1e-7a6d-4b5e-8c9f-1d2e3f4a5b6c", "#
                    + #""project": "\#(Self.projects[p])", "project_root_count": 5, "time": \#(t), "type": "file", "#
                    + #""user_agent_id": "8d7c6b5a-4e3f-4a2b-9c1d-0e9f8a7b6c5d", "user_id": "b7e1a3c2-5d4f-4e2a-9c1b-0a8f6e2d4c3b"}"#
                first = false
                count += 1
                t += Double(10 + next(110)) + Double(next(1000)) / 1000
            }
            t = end + Double(15 * 60 + next(120 * 60))
        }
        return text + "]}"
    }

    private mutating func next(_ bound: Int) -> Int { Int(rng.next() % UInt64(bound)) }

    static func iso(_ seconds: Double) -> String {
        let whole = Int(seconds)
        let days = whole / 86_400, rest = whole % 86_400
        return "\(LocalDate(daysSinceEpoch: days))T\(two(rest / 3600)):\(two(rest / 60 % 60)):\(two(rest % 60))Z"
    }

    static func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }

    static func uuid(_ rng: inout SplitMix64) -> String {
        let a = rng.next(), b = rng.next()
        let hex = String(a, radix: 16).leftPadded(16) + String(b, radix: 16).leftPadded(16)
        let c = Array(hex)
        return String(c[0..<8]) + "-" + String(c[8..<12]) + "-" + String(c[12..<16]) + "-" + String(c[16..<20]) + "-" + String(c[20..<32])
    }
}

extension String {
    /// The string with leading zeros up to `width` characters.
    func leftPadded(_ width: Int) -> String { count >= width ? self : String(repeating: "0", count: width - count) + self }
}
