import Synchronization
import Testing
import CairnTestSupport

/// How many times each of the tests below has run.
private let runs = Mutex([String: Int]())

private func run(_ name: String) -> Int {
    runs.withLock { counts in
        counts[name, default: 0] += 1
        return counts[name, default: 0]
    }
}

@Suite("a browser test runs once more only when the browser itself closed")
struct RerunAfterBrowserClosedTests {
    @Test("chromedriver's words that mean the browser is gone, and words that do not", arguments: [
        ("invalid session id", "invalid session id: session deleted as the browser has closed the connection", true),
        ("unknown error", "disconnected: not connected to DevTools", true),
        ("unknown error", "unknown error: session deleted because of page crash", true),
        ("unknown error", "chrome not reachable", true),
        ("no such element", "no such element: Unable to locate element", false),
        ("javascript error", "javascript error: document.getElementById(...) is null", false),
        ("timeout", "script timeout", false),
    ])
    func classifies(error: String, message: String, closed: Bool) {
        #expect(BrowserClosedError.isClosed(error: error, message: message) == closed)
    }

    @Test("a close on the first run: the test runs again and passes", RerunAfterBrowserClosed())
    func closedOnce() throws {
        let count = run("closedOnce")
        if count == 1 { throw BrowserClosedError(step: "execute/sync", message: "chrome not reachable", log: []) }
        #expect(count == 2)
    }

    @Test("any other error is not run again")
    func otherErrors() async throws {
        let test = try #require(Test.current)
        await #expect(throws: ServedCairnError.self) {
            try await RerunAfterBrowserClosed().provideScope(for: test, testCase: nil) {
                _ = run("otherErrors")
                throw ServedCairnError(message: "a wrong selector")
            }
        }
        #expect(run("otherErrors") == 2, "the failing body ran once, and this count is the second")
    }

    @Test("a second close fails the test: a browser that always crashes is a finding")
    func closedTwice() async throws {
        let test = try #require(Test.current)
        await #expect(throws: BrowserClosedError.self) {
            try await RerunAfterBrowserClosed().provideScope(for: test, testCase: nil) {
                _ = run("closedTwice")
                throw BrowserClosedError(step: "url", message: "tab crashed", log: [])
            }
        }
        #expect(run("closedTwice") == 3, "two runs, then this count")
    }
}
