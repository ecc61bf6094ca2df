import CairnServer
import CairnRender
import Foundation
import Testing

@Suite("Escape: user text in HTML, attributes, SVG and JSON-in-HTML")
struct EscapeTests {
    @Test("markup characters become entities in text and attributes")
    func html() {
        #expect(Escape.html(#"<img src=x onerror=alert(1)> & "q" 'a'"#) == "&lt;img src=x onerror=alert(1)&gt; &amp; &quot;q&quot; &#39;a&#39;")
    }

    @Test("JSON in a page cannot close its script element")
    func jsonInHTML() {
        let escaped = Escape.jsonInHTML(#"{"name":"</script><script>alert(1)</script>"}"#)
        #expect(!escaped.contains("<") && !escaped.contains(">"))
        #expect(escaped == #"{"name":"\u003c/script\u003e\u003cscript\u003ealert(1)\u003c/script\u003e"}"#)
    }
}

@Suite("Escape: bidi and invisible format characters")
struct EscapeFormatCharacterTests {
    static let override = "TRabc\u{202E}txt.exe"

    @Test("in HTML and SVG text they are shown as \\u{…}, as the terminal shows them",
          arguments: ["\u{202E}", "\u{202D}", "\u{2066}", "\u{2067}", "\u{2068}", "\u{2069}", "\u{200E}", "\u{200F}", "\u{061C}",
                      "\u{200B}", "\u{2060}", "\u{FEFF}", "\u{2028}", "\u{1B}", "\u{7}", "\u{85}"])
    func shownInText(character: String) {
        let text = "a" + character + "b"
        let hex = String(character.unicodeScalars.first?.value ?? 0, radix: 16, uppercase: true)
        #expect(Escape.html(text) == "a\\u{\(hex)}b")
        #expect(SVGText.escaped(text) == "a\\u{\(hex)}b")
        #expect(Escape.html(text) == TerminalText.escaped(text))
    }

    @Test("a right-to-left override in a name cannot make it read backwards")
    func override() {
        #expect(Escape.html(Self.override) == "TRabc\\u{202E}txt.exe")
    }

    @Test("joiners, newlines, tabs and right-to-left letters stay as they are")
    func kept() {
        let family = "👩\u{200D}👩\u{200D}👧 नमस्\u{200C}ते שלום\n\tx"
        #expect(Escape.html(family) == family)
        #expect(Escape.attribute(family) == family.replacingOccurrences(of: "\n", with: "&#xA;").replacingOccurrences(of: "\t", with: "&#x9;"))
    }

    @Test("in an attribute they are numeric references, so the value comes back unchanged")
    func attribute() {
        #expect(Escape.attribute(Self.override) == "TRabc&#x202E;txt.exe")
        #expect(Escape.attribute("\"<&>'\u{2066}") == "&quot;&lt;&amp;&gt;&#39;&#x2066;")
    }

    @Test("in JSON inside a page they are \\u escapes, and the JSON decodes to the same text")
    func json() throws {
        let json = #"{"name":"TRabc\#u{202E}txt.exe \#u{2066}x\#u{2069} \#u{FEFF}"}"#
        let escaped = Escape.jsonInHTML(json)
        #expect(escaped == #"{"name":"TRabc\u202etxt.exe \u2066x\u2069 \ufeff"}"#)
        let decoded = try JSONSerialization.jsonObject(with: Data(escaped.utf8)) as? [String: String]
        #expect(decoded?["name"] == "TRabc\u{202E}txt.exe \u{2066}x\u{2069} \u{FEFF}")
    }

    @Test("a URL component keeps only unreserved characters, each other UTF-8 byte %XX; and what it is told to keep")
    func urlComponent() {
        #expect(Escape.urlComponent("/a b/Läufe?x=1&y#z~._-") == "%2Fa%20b%2FL%C3%A4ufe%3Fx%3D1%26y%23z~._-")
        #expect(Escape.urlComponent("/a b/Läufe?x=1", keeping: "/") == "/a%20b/L%C3%A4ufe%3Fx%3D1")
        #expect(Escape.urlComponent("\u{7}%", keeping: "/") == "%07%25")
    }
}
