import CairnCore

/// Initialisers for a document built from another store's rows (a team person's), so the one
/// format is written from either store.
extension BackupDocument {
    package init(cairn: String?, exportedAt: String?, goalHistory: [GoalVersionRow], settings: SettingsRow,
                 idSequences: [String: Int64], trackables: [TrackableRow], zones: [ZoneRow], readings: [ReadingRow],
                 rules: [RuleRow], disruptions: [DisruptionRow], dayTotals: [DayTotalRow], entries: [EntryRow],
                 sessions: [SessionRow], heartbeats: [HeartbeatRecord]) {
        self.init(format: BackupFormat.name, version: BackupFormat.version, cairn: cairn, exportedAt: exportedAt,
                  goalHistory: goalHistory, settings: settings, idSequences: idSequences, trackables: trackables, zones: zones,
                  readings: readings, rules: rules, disruptions: disruptions, dayTotals: dayTotals, entries: entries,
                  sessions: sessions, heartbeats: heartbeats)
    }

    /// The key of the personal database's API key setting (a team keeps only hashes of keys, elsewhere).
    package static let apiKeySetting = Store.apiKeyKey
    /// The settings key of the nudges fired (one key a line).
    package static let nudgesFiredSetting = BackupFormat.nudgesFiredKey
    /// The prefix of the encouragement switches' settings keys.
    package static let encouragementSettingPrefix = BackupFormat.encouragementPrefix
    /// The highest rule id the seen set's keys name, 0 for none.
    package static func highestRuleId(in seen: some Sequence<String>) -> Int64 { BackupFormat.highestRuleId(in: seen) }
    /// An instant in milliseconds as the document writes it (`2026-03-01T08:00:00.000Z`).
    package static func instant(milliseconds ms: Int64) -> String { BackupText.instant(milliseconds: ms) }
    /// An instant as the document writes it, in milliseconds; nil for any other text.
    package static func milliseconds(instant text: String) -> Int64? { BackupText.milliseconds(instant: text) }
}
