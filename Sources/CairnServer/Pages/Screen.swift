/// The app's screens, in the order of the top bar.
public enum Screen: String, Sendable, CaseIterable {
    case today, history, coding, trackables, achievements, settings
    case connect
    /// A team server's team page (`/team`), only in its top bar.
    case team

    /// The top bar of `cairn serve` over a personal database.
    public static let personal: [Screen] = [.today, .history, .coding, .trackables, .achievements, .settings, .connect]
    /// The top bar of a team server: the screens that act on a person's rows of the team database.
    public static let teamMode: [Screen] = [.today, .history, .coding, .team, .settings, .connect]

    /// The name in the top bar.
    public var title: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }

    /// The screen's path.
    public var path: String { self == .today ? "/" : "/" + rawValue }
}
