/// Migration 14: the coding analytics' all-time summary, so a breakdown, a project's daily bars,
/// WakaTime's all-time stats and the rhythm over ten years read a month of sessions, not all of
/// them (see `Store.codingSummaryMark(for:layout:rangeStart:end:)`).
///
/// - `coding_summary`: the goal history the summary was laid out under and the first session's
///   start (the summary holds only for a read whose range clips no session's start).
/// - `coding_marks`: instants (the starts of months) where the breakdown's sweep over every
///   session was stopped, with the last event before each; `coding_mark_seconds` holds, per mark,
///   the seconds of each name by kind (project, language, editor, source, a project's language,
///   a project's editor, a rhythm cell) before it, in the order the sweep met them (`place`).
/// - `coding_days`: each summarised day's start and end, so a read uses the summary only for
///   days its own layout cuts at exactly the same instants; `coding_day_projects`: a project's
///   seconds on each of those days.
///
/// `sessions_by_project` lets a project's page find its first and last session without a scan
/// of every session (`Store.projectSpan(_:)`).
///
/// The marks are kept stale-or-right by triggers, whoever writes: a session inserted, deleted
/// or changed removes every mark after its start (a mark is the sweep of the sessions before
/// it, and each day's seconds depend only on that day's sessions, so what lies before a mark
/// that stays is untouched). The write paths that rebuild the per-day totals rebuild it.
/// Written out, as a shipped migration never changes.
enum CodingSummaryTables {
    static let migration = """
        CREATE TABLE coding_summary (
            id    INTEGER PRIMARY KEY CHECK (id = 1),
            goals TEXT NOT NULL,
            first REAL
        );
        CREATE TABLE coding_marks (
            at       REAL PRIMARY KEY,
            day      INTEGER NOT NULL,
            previous REAL NOT NULL
        );
        CREATE TABLE coding_mark_seconds (
            at      REAL NOT NULL,
            kind    INTEGER NOT NULL,
            name    TEXT NOT NULL,
            inner   TEXT NOT NULL,
            seconds REAL NOT NULL,
            place   INTEGER NOT NULL,
            PRIMARY KEY (at, kind, name, inner)
        ) WITHOUT ROWID;
        CREATE TABLE coding_days (
            day   INTEGER PRIMARY KEY,
            start REAL NOT NULL,
            end   REAL NOT NULL
        );
        CREATE TABLE coding_day_projects (
            project TEXT NOT NULL,
            day     INTEGER NOT NULL,
            seconds REAL NOT NULL,
            PRIMARY KEY (project, day)
        ) WITHOUT ROWID;
        CREATE INDEX sessions_by_project ON sessions (project, start_ms);
        CREATE TRIGGER sessions_coding_marks_insert AFTER INSERT ON sessions BEGIN
            DELETE FROM coding_mark_seconds WHERE at > NEW.start_ms / 1000.0 - 1;
            DELETE FROM coding_marks WHERE at > NEW.start_ms / 1000.0 - 1;
        END;
        CREATE TRIGGER sessions_coding_marks_delete AFTER DELETE ON sessions BEGIN
            DELETE FROM coding_mark_seconds WHERE at > OLD.start_ms / 1000.0 - 1;
            DELETE FROM coding_marks WHERE at > OLD.start_ms / 1000.0 - 1;
        END;
        CREATE TRIGGER sessions_coding_marks_update AFTER UPDATE ON sessions BEGIN
            DELETE FROM coding_mark_seconds WHERE at > min(OLD.start_ms, NEW.start_ms) / 1000.0 - 1;
            DELETE FROM coding_marks WHERE at > min(OLD.start_ms, NEW.start_ms) / 1000.0 - 1;
        END;
        """
}
