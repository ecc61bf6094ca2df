import CairnCore
import CairnImport
import CairnStore
import Foundation

/// Imports of coding time: Cairn's sessions JSON, WakaTime's exports (heartbeats, durations,
/// daily summaries) and ActivityWatch's. Each reads the whole file and checks every record,
/// then writes it in one transaction (undoable where the store keeps an undo log), so a bad file
/// changes nothing and the same file twice adds nothing. They act on the workspace's coding
/// store: the SQLite file, or the signed-in person's rows of a team database.
extension Workspace {
    /// Imports a sessions JSON file (`-`: `stdin`).
    package func importSessions(_ file: String, stdin: () -> Data, progress: (ImportProgress) -> Void) throws(AppError) -> ImportOutcome {
        let sessions: [Session]
        if file == "-" {
            do { sessions = try SessionJSON.read(stdin(), file: file) } catch { throw .failure(error.description) }
        } else {
            try ImportFiles.checkReadable(file)
            do { sessions = try SessionJSON.read(contentsOfFile: file, file: file) } catch { throw .failure(error.description) }
        }
        return try storeSessions(sessions, file: file, note: nil, progress: progress)
    }

    /// Imports a WakaTime export of any of its three kinds, found by its structure; heartbeats
    /// are joined with the keystroke `timeout` (seconds).
    package func importWakaTime(_ file: String, timeout: Double, stdin: () -> Data,
                                progress: (ImportProgress) -> Void) throws(AppError) -> ImportOutcome {
        guard timeout > 0 else { throw .usage("--timeout must be more than 0") }
        try plausible { () throws(PlausibleError) in try Plausible.duration(timeout, "--timeout") }
        // Standard input can be read once: keep it for the reader.
        let piped: Data? = file == "-" ? stdin() : nil
        switch try Self.sniffWakaTime(file, head: piped) {
        case .summaries:
            let totals: [DayTotal]
            do { totals = try WakaTimeDailySummaries.read(try ImportFiles.read(file, stdin: { piped ?? Data() }), file: file) } catch { throw .failure("\(error)") }
            let store = try openCodingStore(create: true)
            let summary = try change(store, "import \(file) (\(totals.count) day totals)") {
                try store.importDayTotals(totals.map { ($0.date, $0.seconds) }, source: "wakatime-summary")
            }
            let range = totals.isEmpty ? "" : ", \(totals.map(\.date).min().map { "\($0)" } ?? "") to \(totals.map(\.date).max().map { "\($0)" } ?? "")"
            let lines = ["Imported \(counted(summary.added, "day total")) from \(file)\(summary.duplicates > 0 ? " (\(summary.duplicates) already there, skipped)" : "")\(range).",
                         "Day totals have no time of day: they count towards the rings but are left out of window adherence."]
            return ImportOutcome(summary: summary, file: file, lines: lines, document: ImportDocument(summary: summary, file: file, totals: totals))
        case .durations:
            let sessions: [Session]
            if piped == nil { try ImportFiles.checkReadable(file) }
            do {
                sessions = try piped.map { try WakaTimeDurations.read($0, file: file) } ?? WakaTimeDurations.read(contentsOfFile: file, file: file)
            } catch {
                throw .failure("\(error)")
            }
            return try storeSessions(sessions, file: file, note: nil, progress: progress)
        case .heartbeats:
            let result: HeartbeatImport
            progress(.status("reading and joining the heartbeats of \(file)…"))
            do {
                let table = try piped.map { try HeartbeatTable.parse($0, file: file) } ?? HeartbeatTable.parse(contentsOfFile: file, file: file)
                result = table.join(timeout: timeout)
            } catch {
                progress(.finished)
                throw .failure("\(error)")
            }
            progress(.finished)
            let s = result.stats
            return try storeSessions(result.sessions, file: file, note: "\(counted(s.heartbeatsRead, "heartbeat")), \(counted(s.duplicatesDropped, "duplicate")) dropped, \(counted(s.loneHeartbeats, "lone heartbeat")) counted as zero; timeout \(DurationText.format(seconds: timeout))", progress: progress)
        }
    }

    /// Imports an ActivityWatch export: window events while not AFK, from `buckets` (every
    /// fitting one when empty).
    package func importActivityWatch(_ file: String, buckets: [String], stdin: () -> Data,
                                     progress: (ImportProgress) -> Void) throws(AppError) -> ImportOutcome {
        let result: ActivityWatchImport
        let chosen = buckets.isEmpty ? nil : buckets
        if file != "-" { try ImportFiles.checkReadable(file) }
        do {
            result = file == "-" ? try ActivityWatchExport.read(stdin(), file: file, buckets: chosen)
                : try ActivityWatchExport.read(contentsOfFile: file, file: file, buckets: chosen)
        } catch {
            throw .failure("\(error)")
        }
        return try storeSessions(result.sessions, file: file, note: "buckets \(result.buckets.joined(separator: ", "))\(result.afkFiltered ? ", only while not AFK" : "")",
                                 progress: progress)
    }

    /// Stores sessions in one transaction (undoable where the store keeps an undo log), telling
    /// `progress` how far it is, and says what was done.
    package func storeSessions(_ sessions: [Session], file: String, note: String?,
                               progress: (ImportProgress) -> Void) throws(AppError) -> ImportOutcome {
        let store = try openCodingStore(create: true)
        let summary = try change(store, "import \(file) (\(sessions.count) sessions)") {
            try store.importSessions(sessions) { progress(.stored(done: $0, of: sessions.count)) }
        }
        progress(.finished)
        // Stored as they are, but the days count only what has happened by now.
        let now = now.timeIntervalSince1970
        let future = sessions.reduce(0.0) { total, session in
            let span = session.span
            return total + Swift.max(0, span.end - Swift.max(span.start, now))
        }
        let long = sessions.filter { $0.seconds > 86_400 }.count
        var notes = [note].compactMap { $0 }
        if future > 0 {
            notes.append("\(DurationText.format(seconds: future)) lie after now and are set aside until they have happened")
        }
        if long > 0 {
            notes.append("\(long) \(long == 1 ? "session is" : "sessions are") longer than 24 hours; check the file if that is not right")
        }
        let zone = try goalConfig(store).config.timeZoneIdentifier
        return Self.outcome(summary, kind: "session", file: file, note: notes.isEmpty ? nil : notes.joined(separator: "; "), zone: zone)
    }

    /// The closing summary of an import of timed rows: "Imported 412 sessions from FILE (3
    /// already there, skipped), covering 2026-01-01 09:00 to … Europe/Berlin time." and a note.
    package static func outcome(_ summary: ImportSummary, kind: String, file: String, note: String? = nil, zone: String) -> ImportOutcome {
        var line = "Imported \(counted(summary.added, kind)) from \(file)"
        if summary.duplicates > 0 { line += " (\(summary.duplicates) already there, skipped)" }
        if let earliest = summary.earliest, let latest = summary.latest {
            line += ", covering \(LocalTimeText.format(earliest, zone: zone)) to \(LocalTimeText.format(latest, zone: zone)) \(zone) time"
        }
        return ImportOutcome(summary: summary, file: file, lines: [line + "."] + (note.map { ["  (\($0))"] } ?? []),
                             document: ImportDocument(summary: summary, file: file))
    }

    /// Tells the WakaTime formats apart by their structure (``WakaTimeFormat``).
    private static func sniffWakaTime(_ file: String, head piped: Data?) throws(AppError) -> WakaTimeFormat {
        if piped == nil { try ImportFiles.checkReadable(file) }
        do {
            if let piped { return try WakaTimeFormat.detect(piped, file: file) }
            return try WakaTimeFormat.detect(contentsOfFile: file, file: file)
        } catch {
            throw .failure(error.description)
        }
    }
}
