/// The Achievements screen: Rules first (grouped by trackable), then Coming up with a progress
/// bar each, then Earned grouped by day, newest first. With achievements off it says so.
public struct AchievementsPage: Sendable {
    public var view: AchievementsView
    /// The rule editor, shown at the top of Rules.
    public var editor: RuleEditorView?

    public init(view: AchievementsView, editor: RuleEditorView? = nil) {
        self.view = view
        self.editor = editor
    }

    public func render() -> String {
        var parts = ["<h1>Achievements</h1>"]
        guard view.enabled else {
            parts.append(#"<p class="off">Achievements are off, so Cairn watches for none. Turn them on under <a href="/settings">Settings</a> · Encouragement.</p>"#)
            return parts.joined(separator: "\n")
        }
        parts.append(#"<section aria-labelledby="rules-h"><h2 id="rules-h">Rules</h2>"#)
        if let editor { parts.append(editor.render()) }
        if view.rules.isEmpty {
            parts.append("<p>No rules yet. Add one with <code>cairn rule add TRACKABLE --measure streak</code>.</p>")
        } else {
            var byTrackable: [(String, [AchievementsView.Rule])] = []
            for rule in view.rules {
                if let index = byTrackable.firstIndex(where: { $0.0 == rule.trackable }) {
                    byTrackable[index].1.append(rule)
                } else {
                    byTrackable.append((rule.trackable, [rule]))
                }
            }
            for (trackable, rules) in byTrackable {
                // The heading links to the trackable's page (its id from the editor's list).
                let heading = editor?.trackables.first { $0.1 == trackable }.map { id, name in
                    #"<a href="\#(Escape.attribute(TrackableLinks.path(id: id, name: name)))">\#(Escape.html(name))</a>"#
                } ?? Escape.html(trackable)
                parts.append("<h3>\(heading)</h3><ul class=\"rules\">")
                for rule in rules {
                    let problem = rule.problem.map { #" <span class="problem">skipped: \#(Escape.html($0))</span>"# } ?? ""
                    parts.append(#"<li data-rule="\#(rule.id)">\#(Escape.isolated(rule.name)) <span class="muted">(\#(Escape.html(rule.threshold)))</span>\#(problem)</li>"#)
                }
                parts.append("</ul>")
            }
        }
        parts.append("</section>")
        parts.append(#"<section aria-labelledby="coming-h"><h2 id="coming-h">Coming up</h2>"#)
        if view.comingUp.isEmpty { parts.append("<p>Nothing on the way yet.</p>") }
        parts.append(#"<ul class="coming">"#)
        for item in view.comingUp {
            let percent = Words.percent(item.progress)
            parts.append(#"<li><span>\#(Escape.isolated(item.name))</span> <progress max="100" value="\#(min(percent, 100))" aria-label="\#(Escape.attribute("\(item.name): \(percent) percent"))"></progress> <span class="muted">\#(Escape.html(item.text))</span></li>"#)
        }
        parts.append("</ul></section>")
        parts.append(#"<section aria-labelledby="earned-h"><h2 id="earned-h">Earned</h2>"#)
        if view.earned.isEmpty { parts.append("<p>Nothing earned yet: the first moments come with the first days logged.</p>") }
        for day in view.earned.reversed() {
            parts.append(#"<h3 class="day">\#(Escape.html(Words.date(day.date)))</h3><ul class="earned">"#)
            for moment in day.moments {
                parts.append("<li>\(Icon.trophy("earned")) \(Escape.isolated(moment.name)) <span class=\"muted\">\(Escape.html(moment.text))</span></li>")
            }
            parts.append("</ul>")
        }
        parts.append("</section>")
        return parts.joined(separator: "\n")
    }
}
