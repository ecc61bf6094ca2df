import CairnServer
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
