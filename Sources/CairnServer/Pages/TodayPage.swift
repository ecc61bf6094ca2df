import CairnCore

/// The Today screen: the rings, the numbers beside them, the week strip and the streak.
public struct TodayPage: Sendable {
    /// `today --json`.
    public var report: TodayReport
    /// `goals show --json`.
    public var config: GoalConfig
    /// `settings show --json`: the streak switch hides the flame.
    public var settings: EncouragementSettings

    /// Asked once, before any switch is set.
    public var onboarding: OnboardingView?
    /// The checklist, while it has steps left and its switch is on.
    public var gettingStarted: GettingStartedView?
    /// The first run's welcome, shown instead of the rings on an empty database.
    public var welcome: WelcomeView?
    /// Whether to point at bringing history in and connecting an editor (goals set, no history yet).
    public var nextSteps = false
    /// The report's tag as `/api/today` sends it, when the screen is today's and kept live.
    public var live: String?

    public init(report: TodayReport, config: GoalConfig, settings: EncouragementSettings,
                onboarding: OnboardingView? = nil, gettingStarted: GettingStartedView? = nil, live: String? = nil) {
        self.live = live
        self.report = report
        self.config = config
        self.settings = settings
        self.onboarding = onboarding
        self.gettingStarted = gettingStarted
    }

    /// The screen's body.
    public func render() -> String {
        let checklist = settings.gettingStarted && gettingStarted?.done == false ? gettingStarted?.render() ?? "" : ""
        if let welcome { return welcome.render() + "\n" + checklist }
        let day = report.day
        let rings = RingsView(report: report, config: config)
        var rows: [String] = []
        if rings.restDay {
            rows.append(#"<p class="rest-day">Rest day \#(Icon.leaf("leaf"))\#(day.codedSeconds > 0 ? " · coded " + Escape.html(Words.short(day.codedSeconds)) : "")</p>"#)
        } else {
            rows.append(row("today", "Today", day.ringProgress, "\(Words.short(day.codedSeconds)) of \(Words.short(day.goalSeconds))"))
        }
        rows.append(row("week", "Week", report.week.progress, "\(Words.short(report.week.codedSeconds)) of \(Words.short(report.week.goalSeconds))"))
        if let share = report.windowAdherence {
            rows.append(row("window", "Window", share, "of today's coding inside \(config.window)"))
        } else {
            rows.append(#"<p class="stat stat-window"><span class="name">Window</span> <span class="pct">—</span> nothing coded today (\#(Escape.html(config.window.description)))</p>"#)
        }
        if day.status == .pending, day.goalSeconds > day.codedSeconds {
            rows.append(#"<p class="nudge">\#(Escape.html(Words.short(day.goalSeconds - day.codedSeconds))) to close today's ring</p>"#)
        }
        let streak = report.streak
        let flame = settings.streaks && streak.current >= 1 ? Icon.flame() + " " : ""
        let streakText = "Streak \(Words.count(streak.current, "day")) · best \(streak.best)"
        return """
        <h1>\(Escape.html(Words.date(report.date))) <small>· \(Escape.html(config.timeZoneIdentifier))</small></h1>
        <p class="streak" data-streak="\(streak.current)">\(flame)\(Escape.html(streakText))</p>
        \(onboarding?.render() ?? "")
        <section class="today">
        <div class="rings-box">
        \(rings.render())
        </div>
        <div class="stats">
        \(rows.joined(separator: "\n"))
        </div>
        </section>
        \(WeekStripView(week: report.week, today: report.date).render())
        \(nextSteps ? WelcomeView.nextSteps() : "")
        \(checklist)
        \(live.map { #"<span id="live-today" data-etag="\#(Escape.attribute($0))" hidden></span>"# } ?? "")
        """
    }

    private func row(_ kind: String, _ name: String, _ progress: Double, _ detail: String) -> String {
        #"<p class="stat stat-\#(kind)"><span class="name">\#(name)</span> <span class="pct">\#(Words.percent(progress)) %</span> \#(Escape.html(detail))</p>"#
    }
}
