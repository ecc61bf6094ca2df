/// ANSI colouring for terminal output; `plain` writes no escape codes (pipes, files, NO_COLOR).
public struct TerminalStyle: Sendable, Hashable {
    /// Whether escape codes are written.
    public var color: Bool

    /// No colour at all.
    public static let plain = TerminalStyle(color: false)
    /// Colour on.
    public static let ansi = TerminalStyle(color: true)

    /// Creates a style.
    public init(color: Bool) { self.color = color }

    func paint(_ text: String, _ code: String) -> String {
        color ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }

    func green(_ t: String) -> String { paint(t, "32") }
    func indigo(_ t: String) -> String { paint(t, "34") }
    func amber(_ t: String) -> String { paint(t, "33") }
    func dim(_ t: String) -> String { paint(t, "2") }
    func bold(_ t: String) -> String { paint(t, "1") }
    func red(_ t: String) -> String { paint(t, "31") }
}
