import CairnCore
import CairnImport
import CairnStore
import Foundation

/// What an import did: its summary, the lines that say it (the CLI prints them; the page shows
/// them), and the `--json` document.
package struct ImportOutcome: Sendable {
    /// What was added and skipped, and the span covered.
    package var summary: ImportSummary
    /// The file, as it was named.
    package var file: String
    /// The closing summary, one line each: "Imported 412 sessions from FILE (3 already there,
    /// skipped), covering … ." then notes.
    package var lines: [String]
    /// The document `import … --json` prints.
    package var document: ImportDocument

    package init(summary: ImportSummary, file: String, lines: [String], document: ImportDocument) {
        self.summary = summary
        self.file = file
        self.lines = lines
        self.document = document
    }
}

/// `import --json`: what was added and skipped, and the span covered (for day totals, the
/// dates and `"untimed": true`).
package struct ImportDocument: Encodable, Sendable {
    package var summary: ImportSummary
    package var file: String
    /// The day totals of a daily-summary export, when that is what was imported.
    package var totals: [DayTotal]?

    package init(summary: ImportSummary, file: String, totals: [DayTotal]? = nil) {
        self.summary = summary
        self.file = file
        self.totals = totals
    }

    package enum CodingKeys: String, CodingKey { case file, added, duplicates, from, to, untimed }

    package func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(file, forKey: .file)
        try c.encode(summary.added, forKey: .added)
        try c.encode(summary.duplicates, forKey: .duplicates)
        if let totals {
            try c.encode(totals.map(\.date).min(), forKey: .from)
            try c.encode(totals.map(\.date).max(), forKey: .to)
            try c.encode(true, forKey: .untimed)
        } else {
            try c.encode(summary.earliest.map(InstantText.timestamp), forKey: .from)
            try c.encode(summary.latest.map(InstantText.timestamp), forKey: .to)
        }
    }
}
