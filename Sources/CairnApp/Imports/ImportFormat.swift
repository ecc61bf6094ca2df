/// The kinds of file `cairn import` reads, one per subcommand, as a page offers them.
package enum ImportFormat: String, CaseIterable, Sendable, Hashable {
    case wakatime, activitywatch, loop, daylio, sessions, cairn

    /// What the person picks: the app that wrote the file.
    package var label: String {
        switch self {
        case .wakatime: "WakaTime or Wakapi (heartbeats, durations or daily summaries)"
        case .activitywatch: "ActivityWatch export"
        case .loop: "Loop Habit Tracker (the export's .zip, or its CSV files)"
        case .daylio: "Daylio CSV export"
        case .sessions: "Cairn sessions JSON"
        case .cairn: "Cairn export (restores into an empty database)"
        }
    }
}
