import CairnCore

/// A fixed-width bar for a ring's progress: full at 100 %, with a `+` cap when overshooting.
enum ProgressBar {
    static func draw(_ progress: Double, width: Int = 20) -> String {
        let clamped = Swift.min(Swift.max(progress.isFinite ? progress : 0, 0), 1)
        let filled = Int((clamped * Double(width)).rounded(.down))
        let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
        return "[" + bar + "]" + (progress > 1 ? "+" : " ")
    }

    static func percent(_ progress: Double) -> String {
        let value = Plausible.clampedInt((Swift.max(progress, 0) * 100).rounded(.down))
        let text = "\(value)%"
        return String(repeating: " ", count: Swift.max(0, 4 - text.count)) + text
    }
}
