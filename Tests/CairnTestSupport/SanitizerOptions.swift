import Foundation

/// The sanitizer settings of this test run (`ASAN_OPTIONS`, `LSAN_OPTIONS`, `TSAN_OPTIONS`,
/// `UBSAN_OPTIONS`), for the `cairn` processes a test starts with an environment of its own:
/// under `swift test --sanitize=…` the child is sanitized too and must read the same
/// suppressions (README, Developer notes). Empty in a normal run.
public enum SanitizerOptions {
    public static var environment: [String: String] {
        ProcessInfo.processInfo.environment.filter { ["ASAN_OPTIONS", "LSAN_OPTIONS", "TSAN_OPTIONS", "UBSAN_OPTIONS"].contains($0.key) }
    }

    /// `environment` with the sanitizer settings added.
    public static func adding(to environment: [String: String]) -> [String: String] {
        environment.merging(Self.environment) { own, _ in own }
    }
}
