import CairnRender
import Foundation

/// The one escaping helper for everything the server writes around user text: HTML text and
/// attribute values (SVG included, which shares their syntax) and JSON inside a page.
public enum Escape {
    /// `text` safe inside an element's content or a quoted attribute value, HTML or SVG:
    /// `&`, `<`, `>`, `"` and `'` become entities.
    public static func html(_ text: String) -> String { SVGText.escaped(text) }

    /// `text` safe as a quoted attribute value (the same rules as ``html(_:)``, named for the reader).
    public static func attribute(_ text: String) -> String { html(text) }

    /// A JSON text safe inside a `<script type="application/json">` element or an attribute:
    /// `<`, `>`, `&`, `'` and the JavaScript line separators as `\u` escapes, so the text can
    /// close no element and start no comment; the JSON it decodes to is unchanged.
    public static func jsonInHTML(_ json: String) -> String {
        var out = ""
        out.reserveCapacity(json.utf8.count)
        for scalar in json.unicodeScalars {
            switch scalar {
            case "<": out += "\\u003c"
            case ">": out += "\\u003e"
            case "&": out += "\\u0026"
            case "'": out += "\\u0027"
            case "\u{2028}": out += "\\u2028"
            case "\u{2029}": out += "\\u2029"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// `text` as one component of a URL path or query (everything but unreserved characters escaped).
    public static func urlComponent(_ text: String) -> String {
        var allowed = CharacterSet.alphanumerics.intersection(CharacterSet(charactersIn: Unicode.Scalar(0)...Unicode.Scalar(127)))
        allowed.insert(charactersIn: "-._~")
        return text.addingPercentEncoding(withAllowedCharacters: allowed) ?? ""
    }
}
