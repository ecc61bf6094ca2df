import CairnCore
import CairnStore
import CairnTeam
import Foundation

/// A Cairn export and a team person's rows, each made from the other: moving a person into
/// their team account (`cairn team import`) and out of it (`cairn export` in team mode).
///
/// What a team account does not keep differs on the way through: the personal API key (a team
/// keeps only each person's key hash). A session keeps its `source`, a hold its import key.
extension PersonRows {
    /// The rows `document` restores for a team person: every hold with its trackable (one row
    /// per trackable, as the export has them) and its import key.
    init(document: BackupDocument) throws(AppError) {
        self.init()
        goalVersions = document.goalHistory.map { GoalHistory.Version(from: $0.from, config: $0.config) }
        let settings = document.settings
        for (name, value) in settings.encouragement { self.settings[BackupDocument.encouragementSettingPrefix + name] = value }
        for (key, value) in settings.other where key != BackupDocument.apiKeySetting { self.settings[key] = value }
        if !settings.nudgesFired.isEmpty { self.settings[BackupDocument.nudgesFiredSetting] = settings.nudgesFired.joined(separator: "\n") }
        seen = Set(settings.seen)
        for (table, last) in document.idSequences {
            switch table {
            case "trackables", "entries", "zones", "readings", "disruptions": sequences[table] = last
            case "achievements": sequences["rules"] = last
            default: break
            }
        }
        sequences["rules"] = Swift.max(sequences["rules"] ?? 0, BackupDocument.highestRuleId(in: settings.seen))
        trackables = document.trackables.map {
            Trackable(id: $0.id, name: $0.name, kind: $0.kind, unit: $0.unit, dayReduction: $0.dayValue, fields: $0.fields ?? [],
                      derivation: $0.derivation)
        }
        zones = document.zones.map { Zone(id: $0.id, trackableId: $0.trackableId, name: $0.name, min: $0.min, max: $0.max, unit: $0.unit) }
        readings = (document.readings ?? []).map {
            PersonRows.StoredReading(id: $0.id, trackableId: $0.trackableId, name: $0.name, reading: $0.reading)
        }
        rules = document.rules.map {
            PersonRows.StoredRule(id: $0.id, trackableId: $0.trackableId, zoneId: $0.zoneId, readingId: $0.readingId, sortOrder: $0.sortOrder,
                                  rule: $0.rule)
        }
        holds = document.disruptions.map { row in
            TeamStore.Hold(id: row.id, disruption: Disruption(from: row.from, to: row.to, reason: row.reason, trackableIds: row.trackableId.map { [$0] }),
                           importKey: row.importKey)
        }
        importedDays = document.dayTotals.map { PersonRows.ImportedDay(date: $0.date, source: $0.source, seconds: $0.seconds) }
        entries = try document.entries.map { row throws(AppError) in
            let instant = try row.at.map { text throws(AppError) -> Date in
                guard let ms = BackupDocument.milliseconds(instant: text) else { throw .failure("entry \(row.id)'s time \(text) cannot be read") }
                return Date(timeIntervalSince1970: Double(ms) / 1000)
            }
            var entry: Entry
            if let trackable = row.trackableId {
                entry = Entry(trackableId: trackable, date: row.date, value: row.value, instant: instant, source: row.source)
                entry.items = row.items ?? []
                entry.tags = row.tags ?? []
            } else {
                entry = .nothing(on: row.date, instant: instant)
                entry.source = row.source
            }
            return PersonRows.StoredEntry(id: row.id, entry: entry, text: row.text, importKey: row.importKey)
        }
        sessions = try document.sessions.map { row throws(AppError) in
            guard let start = BackupDocument.milliseconds(instant: row.start) else { throw .failure("a session's start \(row.start) cannot be read") }
            return PersonRows.StoredSession(startMs: start, durationMs: Int64((row.seconds * 1000).rounded()), project: row.project ?? "",
                                            language: row.language ?? "", editor: row.editor ?? "", source: row.source ?? "")
        }
        heartbeats = try (document.heartbeats ?? []).map { row throws(AppError) in
            guard let time = BackupDocument.milliseconds(instant: row.time) else { throw .failure("heartbeat \(row.id)'s time \(row.time) cannot be read") }
            return HeartbeatRow(time: Double(time) / 1000, entity: row.entity, type: row.type, project: row.project, branch: row.branch,
                                language: row.language, editor: row.editor)
        }
    }
}

extension BackupDocument {
    /// The export of a team person's `rows`, in the format `cairn export` writes.
    init(rows: PersonRows, cairnVersion: String, exportedAt: String) {
        var encouragement: [String: String] = [:], other: [String: String] = [:], fired: [String] = []
        for (key, value) in rows.settings {
            if key == BackupDocument.nudgesFiredSetting {
                fired = value.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
            } else if key.hasPrefix(BackupDocument.encouragementSettingPrefix) {
                encouragement[String(key.dropFirst(BackupDocument.encouragementSettingPrefix.count))] = value
            } else {
                other[key] = value
            }
        }
        let seen = rows.seen.sorted()
        var sequences: [String: Int64] = [:]
        for table in ["trackables", "entries", "zones", "readings"] { sequences[table] = rows.sequences[table] ?? 0 }
        sequences["achievements"] = Swift.max(rows.sequences["rules"] ?? 0, BackupDocument.highestRuleId(in: seen))
        sequences["disruptions"] = Swift.max(rows.sequences["disruptions"] ?? 0, rows.holds.map(\.id).max() ?? 0)
        self.init(
            cairn: cairnVersion, exportedAt: exportedAt,
            goalHistory: rows.goalVersions.map { GoalVersionRow(from: $0.from, config: $0.config) },
            settings: SettingsRow(encouragement: encouragement, seen: seen, nudgesFired: fired, other: other),
            idSequences: sequences,
            trackables: rows.trackables.map {
                TrackableRow(id: $0.id, name: $0.name, kind: $0.kind, unit: $0.unit, dayValue: $0.dayReduction,
                             fields: $0.fields.isEmpty ? nil : $0.fields, derivation: $0.derivation)
            },
            zones: rows.zones.map { ZoneRow(id: $0.id, trackableId: $0.trackableId, name: $0.name, min: $0.min, max: $0.max, unit: $0.unit) },
            readings: rows.readings.map { ReadingRow(id: $0.id, trackableId: $0.trackableId, name: $0.name, reading: $0.reading) },
            rules: rows.rules.map {
                RuleRow(id: $0.id, trackableId: $0.trackableId, zoneId: $0.zoneId, sortOrder: $0.sortOrder, rule: $0.rule, readingId: $0.readingId)
            },
            disruptions: rows.holds.map {
                DisruptionRow(id: $0.id, from: $0.disruption.from, to: $0.disruption.to, reason: $0.disruption.reason,
                              trackableId: $0.disruption.trackableIds?.first, importKey: $0.importKey)
            },
            dayTotals: rows.importedDays.map { DayTotalRow(date: $0.date, seconds: $0.seconds, source: $0.source) },
            entries: rows.entries.map {
                EntryRow(id: $0.id, trackableId: $0.entry.trackableId, date: $0.entry.date,
                         at: $0.entry.instant.map { BackupDocument.instant(milliseconds: Int64(($0.timeIntervalSince1970 * 1000).rounded())) },
                         value: $0.entry.value, source: $0.entry.source, importKey: $0.importKey, text: $0.text,
                         items: $0.entry.items.isEmpty ? nil : $0.entry.items, tags: $0.entry.tags.isEmpty ? nil : $0.entry.tags)
            },
            sessions: rows.sessions.map {
                SessionRow(start: BackupDocument.instant(milliseconds: $0.startMs), seconds: Double($0.durationMs) / 1000,
                           project: $0.project.isEmpty ? nil : $0.project, language: $0.language.isEmpty ? nil : $0.language,
                           editor: $0.editor.isEmpty ? nil : $0.editor, source: $0.source.isEmpty ? nil : $0.source)
            },
            heartbeats: rows.heartbeats.enumerated().map { index, beat in
                HeartbeatRecord(id: Int64(index + 1), time: BackupDocument.instant(milliseconds: Int64((beat.time * 1000).rounded())),
                                entity: beat.entity, type: beat.type, project: beat.project, branch: beat.branch, language: beat.language,
                                editor: beat.editor)
            })
    }
}
