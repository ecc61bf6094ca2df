@testable import CairnCore
import Foundation
import Testing

/// `trimmedOfWhitespace` is Foundation's `trimmingCharacters(in: .whitespaces)`, with a shortcut.
@Suite struct WhitespaceTests {
    @Test(arguments: [
        "74.5kg", " 74.5kg", "74.5kg ", "\t74.5 kg\t", "", " ", "\u{A0}74\u{A0}", "\u{3000}x", "x\u{2009}", "\n74\n", "a b",
        "\u{7F}", "é", " é ", "kg", "fl oz", "\u{1F600}",
    ])
    func sameAsFoundation(text: String) {
        #expect(text.trimmedOfWhitespace == text.trimmingCharacters(in: .whitespaces))
    }
}
