import CairnCore

/// `achievements --json`: what the Achievements screen reads.
public struct AchievementsView: Sendable, Decodable {
    public struct Rule: Sendable, Decodable {
        public var id: Int64
        public var trackable: String
        public var name: String
        public var threshold: String
        public var problem: String?
    }

    public struct Upcoming: Sendable, Decodable {
        public var name: String
        public var progress: Double
        public var text: String
    }

    public struct Moment: Sendable, Decodable {
        public var name: String
        public var text: String
    }

    public struct Day: Sendable, Decodable {
        public var date: LocalDate
        public var moments: [Moment]
    }

    public var enabled: Bool
    public var rules: [Rule]
    public var comingUp: [Upcoming]
    public var earned: [Day]
}
