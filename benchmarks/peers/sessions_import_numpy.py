#!/usr/bin/env python3
"""Peer of `cairn import sessions` as a whole process: what a person would write with json and
numpy to load a sessions file into a database with per-day totals.

    python3 benchmarks/peers/sessions_import_numpy.py SESSIONS.json ZONE DB OUT

Reads Cairn's plain session format (a JSON array of {"start", "seconds", "project", "language",
"editor", "source", …}) with `json.load`; `start` is an ISO-8601 instant with a zone
(`datetime.fromisoformat`) or epoch seconds, the length is `seconds` (or `duration`, or `end`
minus `start`). Starts and lengths are rounded to the millisecond with numpy, then
import_common.store writes the sessions to SQLite at DB and the coded milliseconds per local date
of ZONE to its `day_totals` table, as Cairn does (see there). OUT gets `YYYY-MM-DD MS` lines, which
cairn-bench compare checks against `cairn days --json` after `cairn import sessions`.

Does as Cairn does: every field Cairn stores, the same key and duplicate rule, one transaction,
WAL; the per-day totals rebuilt from every stored session, joined where they overlap, cut at local
midnights. Does not: check each item as Cairn does (a missing or non-text field, a start outside
Cairn's plausible range, a session longer than a week, a negative length: Cairn refuses the file
naming the item; here a bad item raises or is stored), read the file through a memory map (json.load
holds the whole document), record the import for `cairn undo` (Cairn's triggers copy each row into
its undo table) or note the change, or split the totals inside a goal's time window.
Requires: pip install numpy (benchmarks/run.sh installs it into its own virtual environment).
"""
import json
import os
import sys
from datetime import datetime

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from import_common import milliseconds, store, write  # noqa: E402


def main():
    path, zone, db, out = sys.argv[1:5]
    with open(path, encoding="utf-8") as f:
        items = json.load(f)
    starts, lengths = [], []
    project, language, editor, source = [], [], [], []
    for item in items:
        start = item["start"]
        start = datetime.fromisoformat(start).timestamp() if isinstance(start, str) else float(start)
        seconds = item.get("seconds", item.get("duration"))
        if seconds is None:
            seconds = datetime.fromisoformat(item["end"]).timestamp() - start
        if seconds < 0:
            sys.exit(f"{path}: a session of {seconds} seconds")
        starts.append(start)
        lengths.append(seconds)
        project.append(item.get("project") or "")
        language.append(item.get("language") or "")
        editor.append(item.get("editor") or "")
        source.append(item.get("source") or "")
    write(store(db, milliseconds(starts), milliseconds(lengths), project, language, editor, source, zone), out)


if __name__ == "__main__":
    main()
