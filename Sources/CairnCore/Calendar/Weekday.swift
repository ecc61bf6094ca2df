/// A day of the week, named by its three-letter English abbreviation (`mon` … `sun`).
public enum Weekday: String, Sendable, Hashable, Codable, CaseIterable, Comparable {
    case monday = "mon", tuesday = "tue", wednesday = "wed", thursday = "thu"
    case friday = "fri", saturday = "sat", sunday = "sun"

    /// 0 for Monday through 6 for Sunday.
    public var mondayIndex: Int {
        switch self {
        case .monday: 0
        case .tuesday: 1
        case .wednesday: 2
        case .thursday: 3
        case .friday: 4
        case .saturday: 5
        case .sunday: 6
        }
    }

    /// Parses `mon`, `monday`, `Mon`…; `nil` for anything else.
    public init?(name: some StringProtocol) {
        let lower = name.lowercased()
        guard lower.count >= 3,
              let match = Weekday.allCases.first(where: { lower.hasPrefix($0.rawValue) })
        else { return nil }
        let full = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"][match.mondayIndex]
        guard full.hasPrefix(lower) else { return nil }
        self = match
    }

    /// The two-letter label used in week strips (`Mo`, `Tu` …).
    public var shortLabel: String {
        ["Mo", "Tu", "We", "Th", "Fr", "Sa", "Su"][mondayIndex]
    }

    public static func < (lhs: Weekday, rhs: Weekday) -> Bool { lhs.mondayIndex < rhs.mondayIndex }
}
