/// The app's screens, in the order of the top bar.
public enum Screen: String, Sendable, CaseIterable {
    case today, history, coding, trackables, achievements, settings
    case connect

    /// The name in the top bar.
    public var title: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }

    /// The screen's path.
    public var path: String { self == .today ? "/" : "/" + rawValue }
}
