import CairnRender
import Foundation

/// A progress bar on standard error for long imports; silent when standard error is not a
/// terminal, and redrawn at most a few times a second.
final class ProgressLine {
    // A class so the progress callbacks can share it; used only on the command's thread.
    private let console: Console
    private let label: String
    private let minimumTotal: Int
    private var lastDraw = Date.distantPast
    private var drawn = false

    /// A line for `label`, drawn only when there are at least `minimumTotal` steps.
    init(console: Console, label: String, minimumTotal: Int = 10_000) {
        self.console = console
        self.label = TerminalText.escaped(label)  // a file name is user text
        self.minimumTotal = minimumTotal
    }

    /// Shows `done` of `total`.
    func update(_ done: Int, of total: Int) {
        guard console.errIsTerminal, total >= minimumTotal else { return }
        let now = Date()
        guard done == total || now.timeIntervalSince(lastDraw) > 0.1 else { return }
        lastDraw = now
        let fraction = total > 0 ? Double(done) / Double(total) : 1
        let filled = Int(fraction * 30)
        let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: 30 - filled)
        console.err("\r\(label) [\(bar)] \(Int(fraction * 100))% \(done)/\(total)")
        drawn = true
    }

    /// Shows a phase with no count yet (`reading FILE…`).
    func status(_ text: String) {
        guard console.errIsTerminal else { return }
        console.err("\r\u{1B}[2K\(TerminalText.escaped(text))")
        drawn = true
    }

    /// Clears the line.
    func finish() {
        guard drawn else { return }
        console.err("\r\u{1B}[2K")
        drawn = false
    }
}
