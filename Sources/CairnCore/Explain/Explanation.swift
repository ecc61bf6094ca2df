/// Why a day stands as it does, in words: what decided its status and the run standing on it.
///
/// No tracker explains its streaks; Cairn can, because every status and run is computed.
public struct Explanation: Sendable, Hashable, Codable {
    /// The day explained.
    public var date: LocalDate
    /// Its status (a goal day) or how it counts for a streak, when it has one.
    public var status: String?
    /// What decided it, one sentence each.
    public var reasons: [String]
    /// The run standing on the day, when the explanation is about a streak.
    public var run: RunStory?

    /// Creates an explanation.
    public init(date: LocalDate, status: String?, reasons: [String], run: RunStory? = nil) {
        self.date = date
        self.status = status
        self.reasons = reasons
        self.run = run
    }
}

/// The run standing on a day: how long, since when, and what ended the one before it.
public struct RunStory: Sendable, Hashable, Codable {
    /// Days counted in the run standing on the day (0 when none stands).
    public var current: Int
    /// The run's first counted day.
    public var since: LocalDate?
    /// The day that ended the run before (or, with no run standing, the one that ended the last).
    public var brokenOn: LocalDate?
    /// Why that day broke it.
    public var brokenBecause: String?

    /// Creates a story.
    public init(current: Int, since: LocalDate?, brokenOn: LocalDate?, brokenBecause: String?) {
        self.current = current
        self.since = since
        self.brokenOn = brokenOn
        self.brokenBecause = brokenBecause
    }

    /// Reads the run standing on index `day` of `marks` (a series from `start`), with `why` to
    /// word a day that broke a run.
    ///
    /// - Complexity: O(days walked back).
    static func reading(_ marks: [DayMark], start: LocalDate, day: Int, why: (Int) -> String) -> RunStory {
        guard marks.indices.contains(day) else { return RunStory(current: 0, since: nil, brokenOn: nil, brokenBecause: nil) }
        var i = day
        var current = 0
        var first: Int?
        while i >= 0, marks[i] != .breaks {
            if marks[i] == .counts { current += 1; first = i }
            i -= 1
        }
        let broken = i >= 0 ? i : nil
        return RunStory(current: current, since: first.map { start.adding(days: $0) }, brokenOn: broken.map { start.adding(days: $0) },
                        brokenBecause: broken.map(why))
    }

    /// The story in one sentence, told from `date`.
    public func sentence(on date: LocalDate) -> String {
        if current == 0, brokenOn == date, let brokenBecause {
            return "This day breaks the run: \(brokenBecause)."
        }
        var text = current == 0 ? "No run stands on this day." : "The run standing is \(ValueFormatter.days(current))"
            + (since.map { ", since \($0)." } ?? ".")
        if let brokenOn, let brokenBecause {
            text += (current == 0 ? " The last run" : " The run before") + " ended on \(brokenOn): \(brokenBecause)."
        }
        return text
    }
}
