/// The Getting Started card under the rings: three steps that tick themselves from the data,
/// and a finale that points at the Achievements page. Hidden by the `gettingStarted` switch,
/// and once every step is done.
public struct GettingStartedView: Sendable {
    /// Whether the goals were set, history brought in (or an entry logged), and a rule added.
    public var goalsSet: Bool
    public var historyIn: Bool
    public var ruleAdded: Bool

    public init(goalsSet: Bool, historyIn: Bool, ruleAdded: Bool) {
        self.goalsSet = goalsSet
        self.historyIn = historyIn
        self.ruleAdded = ruleAdded
    }

    /// Whether every step is done.
    public var done: Bool { goalsSet && historyIn && ruleAdded }

    public func render() -> String {
        let steps = [
            (goalsSet, "Set your goals", "/settings"),
            (historyIn, "Bring your history in, or add a trackable and log a first entry", "/import"),
            (ruleAdded, "Add a rule", "/achievements"),
        ]
        let items = steps.map { done, label, link in
            #"<li class="\#(done ? "done" : "todo")"><span aria-hidden="true">\#(done ? "✓" : "○")</span> <a href="\#(link)">\#(label)</a>\#(done ? #" <span class="visually-hidden">(done)</span>"# : "")</li>"#
        }.joined()
        return #"<section class="getting-started" aria-labelledby="gs-h"><h2 id="gs-h">Getting started</h2><ol>\#(items)</ol><p>Then see what you are working towards on the <a href="/achievements">Achievements page</a>.</p><p>Coding? <a href="/connect">Connect your editor</a> and its time fills the rings as you type.</p></section>"#
    }
}
