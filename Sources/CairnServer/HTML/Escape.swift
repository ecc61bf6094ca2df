import CairnRender
import Foundation

/// The one escaping helper for everything the server writes around user text: HTML text and
/// attribute values (SVG included, which shares their syntax) and JSON inside a page.
public enum Escape {
    /// `text` safe inside an element's content, HTML or SVG, and shown as written: `&`, `<`, `>`,
    /// `"` and `'` become entities, and the control and invisible format characters (the bidi
    /// overrides and isolates, zero-width spaces, …; ``TerminalText/isControlOrFormat(_:)``)
    /// are shown as `\u{202E}`-style text, as the terminal shows them, so a project named
    /// `TRabc\u{202E}txt.exe` cannot read as "TRabcexe.txt".
    public static func html(_ text: String) -> String { SVGText.escaped(text) }

    /// `text` safe as a quoted attribute value that must come back as it was (a form's hidden
    /// name): the markup characters as in ``html(_:)``, and the control and invisible format
    /// characters as numeric references (`&#x202E;`), so nothing invisible is in the page's
    /// source and the browser still sends the text back unchanged.
    public static func attribute(_ text: String) -> String {
        SVGText.markup(text, keepingLines: false) { "&#x" + String($0.value, radix: 16, uppercase: true) + ";" }
    }

    /// A JSON text safe inside a `<script type="application/json">` element or an attribute:
    /// `<`, `>`, `&`, `'`, the JavaScript line separators and the other control and invisible
    /// format characters as `\u` escapes, so the text can close no element, start no comment and
    /// hide nothing in the page's source; the JSON it decodes to is unchanged (a script showing
    /// its text escapes those characters again, as `cairn.js` does).
    public static func jsonInHTML(_ json: String) -> String {
        var out = ""
        out.reserveCapacity(json.utf8.count)
        for scalar in json.unicodeScalars {
            switch scalar {
            case "<": out += "\\u003c"
            case ">": out += "\\u003e"
            case "&": out += "\\u0026"
            case "'": out += "\\u0027"
            case "\n", "\t", "\r": out.unicodeScalars.append(scalar)
            default:
                if TerminalText.isControlOrFormat(scalar), scalar.value <= 0xFFFF {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }

    /// `text` as one component of a URL path or query (everything but unreserved characters escaped,
    /// each UTF-8 byte as `%XX`).
    /// - Parameter kept: ASCII characters left as they are too (`"/"` for a whole local path).
    public static func urlComponent(_ text: String, keeping kept: String = "") -> String {
        var allowed = CharacterSet.alphanumerics.intersection(CharacterSet(charactersIn: Unicode.Scalar(0)...Unicode.Scalar(127)))
        allowed.insert(charactersIn: "-._~" + kept)
        return text.addingPercentEncoding(withAllowedCharacters: allowed) ?? ""
    }
}
