import CairnApp
import CairnCore
import CairnStore
import Foundation
import Testing

/// A project's own page on known sessions.
@Suite("Project analytics: a project's days, languages, editors and share")
struct ProjectAnalyticsTests {
    @Test("a project's seconds are its breakdown row; its days and its languages add up to them")
    func project() throws {
        try withTemporaryDatabase { path in
            let workspace = try CodingAnalyticsTests.week(path)
            let document = try workspace.codingProject("cairn", range: .last7)
            let row = try #require(try workspace.breakdown(by: .project, from: day("2026-03-05"), to: day("2026-03-11")).rows.first { $0.name == "cairn" })
            #expect(document.seconds == row.seconds && document.share == row.share)
            #expect(document.days.count == 7)
            #expect(document.days.map(\.seconds) == [3_600, 0, 0, 0, 5_400, 5_400, 0])
            #expect(abs(document.days.reduce(0) { $0 + $1.seconds } - document.seconds) < 1e-6)
            let languages = try #require(document.breakdowns.first { $0.by == .language })
            #expect(languages.rows == [BreakdownRow(name: "Swift", seconds: 14_400, share: 1)])
            let editors = try #require(document.breakdowns.first { $0.by == .editor })
            // Monday's shared hour counts half: vscode 1 h 30 m, vim 1 h + 1 h 30 m.
            #expect(editors.rows.map(\.name) == ["vim", "vscode"])
            #expect(editors.rows.map(\.seconds) == [9_000, 5_400])
            #expect(abs(editors.rows.reduce(0) { $0 + $1.share } - 1) < 1e-9)
            #expect(document.firstDay == day("2026-03-05") && document.lastDay == day("2026-03-10"))
        }
    }

    @Test("first and last day are the project's whole history, whatever the range")
    func firstAndLastEver() throws {
        try withTemporaryDatabase { path in
            let workspace = try CodingAnalyticsTests.week(path)
            let document = try workspace.codingProject("cairn", range: .custom(from: day("2026-03-10"), to: day("2026-03-10")))
            #expect(document.days.map(\.seconds) == [5_400])
            #expect(document.firstDay == day("2026-03-05") && document.lastDay == day("2026-03-10"))
            #expect(document.share == 1)
        }
    }

    @Test("the sessions without a project have a page as (none)")
    func unnamed() throws {
        try withTemporaryDatabase { path in
            let document = try CodingAnalyticsTests.week(path).codingProject(Breakdown.unnamed, range: .last7)
            #expect(document.seconds == 1_200)
            #expect(document.firstDay == day("2026-03-11"))
        }
    }

    @Test("a project no session names is not found")
    func unknown() throws {
        try withTemporaryDatabase { path in
            let workspace = try CodingAnalyticsTests.week(path)
            do {
                _ = try workspace.codingProject("nope", range: .last7)
                Issue.record("an unknown project was found")
            } catch let error as AppError {
                #expect(error.kind == .notFound)
            }
        }
    }
}
