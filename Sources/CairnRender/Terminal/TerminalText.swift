/// User text made safe for a terminal: control characters (escape sequences, carriage returns,
/// bells) are shown as `\u{1B}`-style escapes instead of being obeyed, so a trackable named
/// with an escape sequence cannot recolour, move or clear the screen.
public enum TerminalText {
    /// `text` with every C0/C1 control character (tab and newline included) written as `\u{XX}`.
    public static func escaped(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        var out = ""
        for scalar in text.unicodeScalars {
            if isControl(scalar) {
                out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// Like ``escaped(_:)`` but keeping newlines, for messages of several lines.
    public static func escapedKeepingLines(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { escaped(String($0)) }.joined(separator: "\n")
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }
}
