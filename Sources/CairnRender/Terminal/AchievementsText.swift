import CairnCore

/// What the Achievements page shows, already decided by the engine: plain names and texts.
public struct AchievementsPage: Sendable {
    /// A rule: its factual name, its threshold, and why it is skipped if it is.
    public struct Rule: Sendable {
        public var name: String
        public var threshold: String
        public var problem: String?
        public init(name: String, threshold: String, problem: String?) {
            self.name = name
            self.threshold = threshold
            self.problem = problem
        }
    }

    /// The next rung of a rule and how far along it is.
    public struct Upcoming: Sendable {
        public var name: String
        public var progress: Double
        public var text: String
        public init(name: String, progress: Double, text: String) {
            self.name = name
            self.progress = progress
            self.text = text
        }
    }

    /// The moments of one day.
    public struct Day: Sendable {
        public var date: LocalDate
        public var moments: [(name: String, text: String)]
        public init(date: LocalDate, moments: [(name: String, text: String)]) {
            self.date = date
            self.moments = moments
        }
    }

    public var enabled: Bool
    public var rules: [Rule]
    public var comingUp: [Upcoming]
    public var earned: [Day]

    /// Creates a page.
    public init(enabled: Bool, rules: [Rule], comingUp: [Upcoming], earned: [Day]) {
        self.enabled = enabled
        self.rules = rules
        self.comingUp = comingUp
        self.earned = earned
    }
}

/// The Achievements page for a terminal: Rules first (Earned is unbounded), Coming up with
/// progress bars, then Earned grouped by day, newest first.
public struct AchievementsText: Sendable {
    public var page: AchievementsPage
    public var style: TerminalStyle

    /// Creates a renderer.
    public init(page: AchievementsPage, style: TerminalStyle = .plain) {
        self.page = page
        self.style = style
    }

    /// The page, ending in a newline.
    public func render() -> String {
        var lines = [style.bold("Rules")]
        if page.rules.isEmpty {
            lines.append("  none yet: `cairn rule add TRACKABLE --measure streak|best|total|count`")
        }
        for rule in page.rules {
            let problem = rule.problem.map { style.red("  skipped: " + TerminalText.escaped($0)) } ?? ""
            lines.append("  " + TerminalText.escaped(rule.name) + "  " + style.dim("(\(TerminalText.escaped(rule.threshold)))") + problem)
        }
        lines.append("")
        guard page.enabled else {
            lines.append("Achievements are switched off, so nothing is watched for. Turn them on with")
            lines.append("`cairn settings set encouragement.achievements on`.")
            return lines.joined(separator: "\n") + "\n"
        }
        lines.append(style.bold("Coming up"))
        let names = page.comingUp.map { TerminalText.escaped($0.name) }
        let width = names.map(\.count).max() ?? 0
        for (item, name) in zip(page.comingUp, names) {
            lines.append("  " + name + String(repeating: " ", count: width - name.count) + "  "
                         + style.green(ProgressBar.draw(item.progress, width: 12)) + " " + TerminalText.escaped(item.text))
        }
        lines.append("")
        lines.append(style.bold("Earned"))
        if page.earned.isEmpty { lines.append("  nothing yet") }
        for day in page.earned.reversed() {
            lines.append("  " + style.dim(DateText.long(day.date)))
            for moment in day.moments { lines.append("    🏆 " + TerminalText.escaped("\(moment.name): \(moment.text)")) }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
