/// User text made safe for a terminal: control characters (escape sequences, carriage returns,
/// bells) and the invisible characters that reorder text (the right-to-left override U+202E and
/// the other bidi controls) are shown as `\u{1B}`-style escapes instead of being obeyed, so a
/// trackable named with an escape sequence cannot recolour, move or clear the screen, and a
/// name cannot make the text after it read backwards.
public enum TerminalText {
    /// `text` with every C0/C1 control character (tab and newline included) and every bidi or
    /// invisible format character written as `\u{XX}`.
    public static func escaped(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        var out = ""
        for scalar in text.unicodeScalars {
            if isControl(scalar) {
                out += escape(scalar)
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

    /// Whether `scalar` is one that ``escaped(_:)`` writes as an escape: a control character or
    /// an invisible format character that reorders or hides text (see below). The HTML and SVG
    /// escapes use the same set.
    public static func isControlOrFormat(_ scalar: Unicode.Scalar) -> Bool { isControl(scalar) }

    /// `scalar` written as `\u{XX}`, the escape ``escaped(_:)`` shows instead of it.
    public static func escape(_ scalar: Unicode.Scalar) -> String {
        "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
    }

    /// C0 and C1 controls, and the invisible format characters that reorder or hide text:
    /// the bidi marks, embeddings, overrides and isolates (U+061C, U+200E, U+200F,
    /// U+202A–U+202E, U+2066–U+2069), the line and paragraph separators (U+2028, U+2029), the
    /// zero-width space and word joiners (U+200B, U+2060–U+2064), the deprecated format
    /// characters (U+206A–U+206F), the byte-order mark (U+FEFF) and the interlinear annotation
    /// marks (U+FFF9–U+FFFB). The zero-width (non-)joiners U+200C and U+200D stay: emoji and
    /// several scripts need them.
    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0..<0x20, 0x7F...0x9F: true
        case 0x061C, 0x200B, 0x200E, 0x200F, 0x2028...0x202E, 0x2060...0x2064, 0x2066...0x206F, 0xFEFF, 0xFFF9...0xFFFB: true
        default: false
        }
    }
}
