import Foundation
import Testing
import CairnTestSupport

/// Every suite that drives a real Chromium, run one after another: each browser, its
/// `chromedriver` and its `cairn serve` take most of a core, and several at once on a small
/// machine (under ThreadSanitizer above all) turn waits of seconds into timeouts. The suites
/// are declared inside this one (`extension BrowserSuites { @Suite … }` in their files).
@Suite("Chromium, one browser at a time", .serialized, RerunAfterBrowserClosed())
enum BrowserSuites {}

/// Runs a browser test once more, from its start in a fresh browser, when Chromium itself went
/// away under it (`BrowserClosedError`: a crash, or its DevTools connection dropped, as CI saw
/// once in the 32 browser tests of a loaded run). Says so on standard error with chromedriver's
/// log; a second close, and every other failure, fails the test as usual.
struct RerunAfterBrowserClosed: SuiteTrait, TestTrait, TestScoping {
    /// Where the rerun is said: standard error, unless a test of the trait listens itself.
    var say: @Sendable (String) -> Void = { FileHandle.standardError.write(Data($0.utf8)) }

    var isRecursive: Bool { true }

    func scopeProvider(for test: Test, testCase: Test.Case?) -> Self? {
        testCase == nil ? nil : self
    }

    func provideScope(for test: Test, testCase: Test.Case?,
                      performing function: @Sendable () async throws -> Void) async throws {
        do {
            try await function()
        } catch let closed as BrowserClosedError {
            say("""
                ⚠︎ Test "\(test.displayName ?? test.name)": \(closed)
                ⚠︎ It runs once more in a fresh browser.\n
                """)
            try await function()
        }
    }
}
