import CairnRender
import Testing

@Suite("TerminalText: controls and bidi characters are shown, not obeyed")
struct TerminalTextTests {
    @Test("C0, C1, bidi and invisible format characters are escaped", arguments: [
        ("a\u{1B}[31mb", "a\\u{1B}[31mb"), ("a\u{9B}b", "a\\u{9B}b"),
        ("evil\u{202E}txt.exe", "evil\\u{202E}txt.exe"), ("\u{202A}\u{202B}\u{202C}\u{202D}", "\\u{202A}\\u{202B}\\u{202C}\\u{202D}"),
        ("\u{2066}x\u{2067}y\u{2068}z\u{2069}", "\\u{2066}x\\u{2067}y\\u{2068}z\\u{2069}"),
        ("\u{061C}\u{200E}\u{200F}", "\\u{61C}\\u{200E}\\u{200F}"), ("a\u{2028}b\u{2029}", "a\\u{2028}b\\u{2029}"),
        ("zero\u{200B}width\u{FEFF}", "zero\\u{200B}width\\u{FEFF}"),
    ])
    func escaped(text: String, expected: String) {
        #expect(TerminalText.escaped(text) == expected)
    }

    @Test("ordinary text, accents, right-to-left scripts and emoji sequences are left alone", arguments: [
        "Café au lait", "שלום", "مرحبا", "👨‍👩‍👧 family", "नमस्ते", "Run 5 km",
    ])
    func untouched(text: String) {
        #expect(TerminalText.escaped(text) == text)
    }
}
