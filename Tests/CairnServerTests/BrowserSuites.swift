import Testing

/// Every suite that drives a real Chromium, run one after another: each browser, its
/// `chromedriver` and its `cairn serve` take most of a core, and several at once on a small
/// machine (under ThreadSanitizer above all) turn waits of seconds into timeouts. The suites
/// are declared inside this one (`extension BrowserSuites { @Suite … }` in their files).
@Suite("Chromium, one browser at a time", .serialized)
enum BrowserSuites {}
