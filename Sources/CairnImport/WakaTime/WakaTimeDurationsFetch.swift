import CairnCore

/// What ``WakaTimeClient/fetchDurations(from:through:progress:)`` brought back.
public struct WakaTimeDurationsFetch: Sendable, Hashable {
    /// One day's answer: how many sessions the API gave for it (zero-length durations left out).
    public struct Day: Sendable, Hashable {
        /// The day asked for, in the time zone the WakaTime account is set to.
        public var date: LocalDate
        /// How many sessions that day contributed to ``WakaTimeDurationsFetch/sessions``.
        public var sessionCount: Int

        /// Creates a day count.
        public init(date: LocalDate, sessionCount: Int) {
            self.date = date
            self.sessionCount = sessionCount
        }
    }

    /// Every session of every day, ordered by start; `source` is `wakatime`.
    public var sessions: [Session]
    /// One entry per day asked for, in date order, including days with no sessions.
    public var days: [Day]

    /// Creates a result.
    public init(sessions: [Session], days: [Day]) {
        self.sessions = sessions
        self.days = days
    }
}
