import CairnCore

/// A day opened from the heatmap: its verdict in a sentence, a 24-hour bar with its sessions
/// (split at the day's midnights) and the window shaded, and the sessions listed.
public struct DayPanelView: Sendable {
    /// One piece of a session inside the day.
    public struct Piece: Sendable {
        /// Where it starts and ends, as fractions of the day (0…1).
        public var from: Double
        public var to: Double
        /// Its wall-clock times and length, for the list ("09:12–10:40 · 1h 28m").
        public var text: String

        public init(from: Double, to: Double, text: String) {
            self.from = from
            self.to = to
            self.text = text
        }
    }

    /// One project's part of the day ("cairn", "1h 20m · 62 %").
    public struct Share: Sendable {
        public var name: String
        public var text: String

        public init(name: String, text: String) {
            self.name = name
            self.text = text
        }
    }

    public var verdict: DayVerdict
    public var pieces: [Piece]
    /// The window's segments as fractions of the day.
    public var window: [(from: Double, to: Double)]
    /// The time per project, most first (the rows of `cairn breakdown --by project` for the day).
    public var projects: [Share]
    /// The disruptions holding the day, in words ("On hold for everything: Holiday").
    public var holds: [String]

    public init(verdict: DayVerdict, pieces: [Piece], window: [(from: Double, to: Double)], projects: [Share] = [], holds: [String] = []) {
        self.verdict = verdict
        self.pieces = pieces
        self.window = window
        self.projects = projects
        self.holds = holds
    }

    public func render() -> String {
        let width = 480.0
        var bar = [#"<svg class="day-bar" viewBox="0 0 480 34" width="480" height="34" role="img" aria-label="\#(Escape.attribute("Sessions on \(Words.date(verdict.date)) across 24 hours"))">"#,
                   #"<rect class="day-track" x="0" y="4" width="480" height="16" rx="3"/>"#]
        for segment in window {
            bar.append(#"<rect class="day-window" x="\#(n(segment.from * width))" y="4" width="\#(n((segment.to - segment.from) * width))" height="16"/>"#)
        }
        for piece in pieces {
            bar.append(#"<rect class="day-session" x="\#(n(piece.from * width))" y="6" width="\#(n(Swift.max(1, (piece.to - piece.from) * width)))" height="12"><title>\#(Escape.html(piece.text))</title></rect>"#)
        }
        for hour in stride(from: 0, through: 24, by: 6) {
            bar.append(#"<text x="\#(n(Double(hour) / 24 * (width - 14) + 2))" y="32">\#(hour)</text>"#)
        }
        bar.append("</svg>")
        let list = pieces.isEmpty ? "<p>No sessions with a time of day.</p>"
            : "<ul class=\"sessions\">" + pieces.map { "<li>\(Escape.html($0.text))</li>" }.joined() + "</ul>"
        let perProject = projects.isEmpty ? ""
            : "<h3>By project</h3><ul class=\"projects\">" + projects.map {
                "<li><span class=\"project\">\(Escape.html($0.name))</span> \(Escape.html($0.text))</li>"
            }.joined() + "</ul>"
        return """
        <section class="day-panel" id="day" aria-labelledby="day-h">
        <h2 id="day-h">\(Escape.html(Words.date(verdict.date)))</h2>
        <p>\(Escape.html(HeatmapView.words(verdict)))</p>
        \(holds.map { "<p class=\"hold-reason\">\(Escape.html($0))</p>" }.joined())
        \(bar.joined())
        \(list)
        \(perProject)
        </section>
        """
    }
}
