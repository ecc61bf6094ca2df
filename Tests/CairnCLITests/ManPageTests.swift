@testable import CairnCLI
import Foundation
import Testing

/// cairn(1), rendered from ``CommandCatalog`` by `cairn __man` for the package.
@Suite("the manual page")
struct ManPageTests {
    @Test("it names every visible command with its usage, and every visible option, and no hidden one",
          arguments: CommandCatalog.all)
    func everyCommand(spec: CommandSpec) {
        let page = ManPage.roff
        let heading = ".SS \"\(ManPage.escape(spec.usage))\"\n"
        #expect(page.contains(heading) != spec.hidden, "\(spec.name)")
        for option in spec.options where !spec.hidden {
            #expect(page.contains("\\fB\(ManPage.escape(option.name))\\fR") != option.hidden, "\(spec.name) \(option.name)")
        }
        if !spec.hidden { #expect(page.contains(".EX\n" + ManPage.escape(spec.example) + "\n.EE\n")) }
    }

    @Test("the header, the sections man and lintian look for, and the global options")
    func sections() {
        let page = ManPage.roff
        #expect(page.hasPrefix(".TH CAIRN 1 \"\" \"cairn \(CLI.version)\" \"User Commands\"\n.SH NAME\ncairn \\- "))
        for section in ["SYNOPSIS", "DESCRIPTION", "OPTIONS", "ENVIRONMENT", "FILES", "EXIT STATUS", "SEE ALSO"] {
            #expect(page.contains("\n.SH \(section)\n"), "\(section)")
        }
        #expect(page.contains("\\fB\\-\\-db\\fR \\fIPATH\\fR"))
        #expect(!page.contains("\\fB\\-h\\fR"))
    }

    @Test("text is escaped for roff: a backslash, a dash, and a line starting with a control character",
          arguments: [("a\\b", "a\\eb"), ("--db", "\\-\\-db"), (".hidden", "\\&.hidden"), ("x\n'quote", "x\n\\&'quote")])
    func escaping(text: String, roff: String) {
        #expect(ManPage.escape(text) == roff)
    }

    @Test("cairn __man prints it")
    func command() throws {
        let cairn = try CairnBinary()
        defer { cairn.remove() }
        #expect(try cairn.run(["__man"]).stdout == ManPage.roff)
    }
}
