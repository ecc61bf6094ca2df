"""Shared by sessions_import_numpy.py and durations_import_numpy.py: what happens after the file
is read, done as `cairn import` does it.

`store` writes the sessions into a SQLite table keyed as Cairn keys its own (start and length in
milliseconds, project, language, editor, source; WITHOUT ROWID; INSERT OR IGNORE, so the same
file twice adds nothing), in one transaction on a WAL database with synchronous = NORMAL (Cairn's
pragmas). In the same transaction it reads every stored session back, sorted, joins them where
they overlap, cuts them at the local midnights of the zone (heartbeats_common.per_day_of_ms) and
replaces the per-day table with the totals: Cairn's `session_day_totals`, rebuilt from the whole
history after each import. It returns {date: coded ms}; `write` puts that in a text file for
cairn-bench compare to check against `cairn days --json`.
"""
import sqlite3

import numpy as np

from heartbeats_common import per_day_of_ms, round_half_away, write  # noqa: F401 (write is re-exported)

SCHEMA = """
CREATE TABLE IF NOT EXISTS sessions (
    start_ms    INTEGER NOT NULL,
    duration_ms INTEGER NOT NULL CHECK (duration_ms >= 0),
    project     TEXT NOT NULL DEFAULT '',
    language    TEXT NOT NULL DEFAULT '',
    editor      TEXT NOT NULL DEFAULT '',
    source      TEXT NOT NULL DEFAULT '',
    PRIMARY KEY (start_ms, duration_ms, project, language, editor, source)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS day_totals (
    day   TEXT PRIMARY KEY,
    coded REAL NOT NULL
);
"""


def milliseconds(seconds):
    """Seconds (a list of floats) to integer milliseconds, rounded as Cairn rounds them."""
    return round_half_away(np.asarray(seconds, dtype=np.float64) * 1000.0)


def store(db_path, start_ms, duration_ms, project, language, editor, source, zone_name):
    """Stores the sessions and rebuilds the per-day totals; returns {date: coded ms}."""
    con = sqlite3.connect(db_path, isolation_level=None)
    con.execute("PRAGMA journal_mode = WAL")
    con.execute("PRAGMA synchronous = NORMAL")
    con.executescript(SCHEMA)
    con.execute("BEGIN")
    con.executemany("INSERT OR IGNORE INTO sessions VALUES (?, ?, ?, ?, ?, ?)",
                    zip(start_ms.tolist(), duration_ms.tolist(), project, language, editor, source))
    stored = np.array(con.execute("SELECT start_ms, duration_ms FROM sessions ORDER BY start_ms, duration_ms").fetchall(),
                      dtype=np.int64).reshape(-1, 2)
    per_day = per_day_of_ms(stored[:, 0], stored[:, 1], zone_name)
    con.execute("DELETE FROM day_totals")
    con.executemany("INSERT INTO day_totals VALUES (?, ?)", ((day.isoformat(), ms / 1000) for day, ms in per_day.items()))
    con.execute("COMMIT")
    con.close()
    return per_day
