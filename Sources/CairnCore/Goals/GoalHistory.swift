/// The goal settings as a history: versions, each in force from a local date, so a new goal or
/// a flight to another zone never rewrites the past.
///
/// The first version is in force from the beginning (`from == nil`); each later one from its
/// date until the next. A day is judged by the version in force on it (``config(on:)``).
public struct GoalHistory: Sendable, Hashable, Codable {
    /// One version of the settings.
    public struct Version: Sendable, Hashable, Codable {
        /// The first date it is in force; `nil` for the first version, in force from the beginning.
        public var from: LocalDate?
        /// The settings.
        public var config: GoalConfig

        /// Creates a version.
        public init(from: LocalDate?, config: GoalConfig) {
            self.from = from
            self.config = config
        }
    }

    /// The versions, oldest first; never empty, the first has no date.
    public private(set) var versions: [Version]

    /// A history of one version, in force from the beginning.
    public init(_ config: GoalConfig) {
        versions = [Version(from: nil, config: config)]
    }

    /// A history from stored versions, sorted by date; the earliest becomes the first (from the
    /// beginning) and a later version equal to the one before it is dropped.
    ///
    /// - Returns: `nil` when `versions` is empty.
    public init?(versions: [Version]) {
        let sorted = versions.sorted { ($0.from?.daysSinceEpoch ?? Int.min) < ($1.from?.daysSinceEpoch ?? Int.min) }
        guard var first = sorted.first else { return nil }
        first.from = nil
        var kept = [first]
        for version in sorted.dropFirst() where version.config != kept[kept.count - 1].config {
            kept.append(version)
        }
        self.versions = kept
    }

    /// The index of the version in force on `date`.
    ///
    /// - Complexity: O(log versions).
    public func index(on date: LocalDate) -> Int {
        var low = 0, high = versions.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if let from = versions[mid].from, from <= date { low = mid } else { high = mid - 1 }
        }
        return low
    }

    /// The settings in force on `date`.
    public func config(on date: LocalDate) -> GoalConfig {
        versions[index(on: date)].config
    }

    /// The history with `change` applied from `date` on (from the beginning when `nil`): the
    /// version in force on `date` is split there, and every version from `date` on is changed,
    /// so the change holds for every later day while the past keeps its settings.
    public func changing(from date: LocalDate?, _ change: (inout GoalConfig) -> Void) -> GoalHistory {
        var result = versions
        if let date {
            let at = index(on: date)
            if result[at].from != date, result[at].from.map({ $0 < date }) ?? true {
                result.insert(Version(from: date, config: result[at].config), at: at + 1)
            }
        }
        for i in result.indices {
            guard let date else { change(&result[i].config); continue }
            if let from = result[i].from, from >= date { change(&result[i].config) }
        }
        return GoalHistory(versions: result) ?? self
    }
}
