/// Text made safe for SVG and HTML: `&`, `<`, `>`, `"` and `'` as entities.
public enum SVGText {
    /// `text` escaped for an element's content or an attribute value. Read scalar by scalar, not
    /// by `Character`: a `<` followed by a combining mark is one `Character` that is not `"<"`,
    /// yet it writes a raw `<` byte.
    ///
    /// Control characters (but tab and newline) and the invisible format characters that reorder
    /// or hide text (``TerminalText/isControlOrFormat(_:)``: a right-to-left override would make
    /// `TRabc\u{202E}txt.exe` read "TRabcexe.txt") are shown as `\u{202E}`-style text, as the
    /// terminal shows them.
    public static func escaped(_ text: String) -> String {
        markup(text, keepingLines: true, control: TerminalText.escape)
    }

    /// `text` with the markup characters as entities and each control or invisible format
    /// character (``TerminalText/isControlOrFormat(_:)``; tab and newline kept as they are when
    /// `keepingLines`) written as `control` gives it. Read scalar by scalar (see ``escaped(_:)``).
    public static func markup(_ text: String, keepingLines: Bool, control: (Unicode.Scalar) -> String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            case "\n" where keepingLines, "\t" where keepingLines: out.unicodeScalars.append(scalar)
            default:
                if TerminalText.isControlOrFormat(scalar) {
                    out += control(scalar)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }

    /// A number with at most two decimals and no trailing zeros, for coordinates.
    static func number(_ value: Double) -> String {
        let rounded = (value * 100).rounded() / 100
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int(rounded)) }
        var text = String(rounded)
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }
}
