import CairnApp
import Testing
import CairnTestSupport

/// What the trait said, by test.
private let said = Locked([String: [String]]())

private func listener(_ name: String) -> RerunAfterBrowserClosed {
    RerunAfterBrowserClosed(say: { text in said.withLock { $0[name, default: []].append(text) } })
}

/// How many times each of the tests below has run.
private let runs = Locked([String: Int]())

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

    @Test("a close on the first run: the test runs again, passes, and the rerun is said with the log")
    func closedOnce() async throws {
        let test = try #require(Test.current)
        try await listener("closedOnce").provideScope(for: test, testCase: nil) {
            if run("closedOnce") == 1 {
                throw BrowserClosedError(step: "execute/sync", message: "chrome not reachable", log: ["[SEVERE]: Unable to receive message from renderer"])
            }
        }
        #expect(run("closedOnce") == 3, "two runs, then this count")
        let words = said.withLock { $0["closedOnce"] ?? [] }
        #expect(words.count == 1)
        #expect(words.first?.contains("the browser closed during WebDriver execute/sync: chrome not reachable") == true, "\(words)")
        #expect(words.first?.contains("chromedriver's log ends:\n  [SEVERE]: Unable to receive message from renderer") == true, "\(words)")
        #expect(words.first?.contains("It runs once more in a fresh browser.") == true, "\(words)")
    }

    @Test("as a test's trait, under the test runner: a close on the first run, a pass on the second",
          RerunAfterBrowserClosed(say: { _ in }))
    func asTrait() throws {
        let count = run("asTrait")
        if count == 1 { throw BrowserClosedError(step: "url", message: "chrome not reachable", log: []) }
        #expect(count == 2)
    }

    @Test("any other error is not run again")
    func otherErrors() async throws {
        let test = try #require(Test.current)
        await #expect(throws: ServedCairnError.self) {
            try await listener("otherErrors").provideScope(for: test, testCase: nil) {
                _ = run("otherErrors")
                throw ServedCairnError(message: "a wrong selector")
            }
        }
        #expect(run("otherErrors") == 2, "the failing body ran once, and this count is the second")
        #expect(said.withLock { $0["otherErrors"] } == nil, "nothing is said of a rerun that does not happen")
    }

    @Test("a second close fails the test: a browser that always crashes is a finding")
    func closedTwice() async throws {
        let test = try #require(Test.current)
        await #expect(throws: BrowserClosedError.self) {
            try await listener("closedTwice").provideScope(for: test, testCase: nil) {
                _ = run("closedTwice")
                throw BrowserClosedError(step: "url", message: "tab crashed", log: [])
            }
        }
        #expect(run("closedTwice") == 3, "two runs, then this count")
    }
}
