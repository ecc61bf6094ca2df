#!/usr/bin/env python3
"""Peer of `cairn import wakatime` on a WakaTime durations response as a whole process: what a
person would write with json and numpy to load the durations into a database with per-day totals.

    python3 benchmarks/peers/durations_import_numpy.py DURATIONS.json ZONE DB OUT

Reads the response ({"data": [{"time", "duration", "project", "language", "editor", …}], "start",
"end", "timezone"}) with `json.load`; `time` is epoch seconds (or an ISO-8601 instant, read with
`datetime.fromisoformat`). Durations of zero are left out, as Cairn leaves them out; the rest are
rounded to the millisecond with numpy, with source "wakatime", then import_common.store writes the
sessions to SQLite at DB and the coded milliseconds per local date of ZONE to its `day_totals`
table, as Cairn does (see there). OUT gets `YYYY-MM-DD MS` lines, which cairn-bench compare checks
against `cairn days --json` after `cairn import wakatime`.

Does as Cairn does: every field Cairn stores, the same key and duplicate rule, one transaction,
WAL; the per-day totals rebuilt from every stored session, joined where they overlap, cut at local
midnights. Does not: tell the WakaTime formats apart (Cairn reads the start of the file to choose
between heartbeats, durations and daily summaries; this script knows it has durations), sort the
durations by start before storing them (Cairn does), check each item as Cairn does (a negative or
non-numeric duration, an instant outside Cairn's plausible range: Cairn refuses the file naming the
item), read the file through a memory map (json.load holds the whole document), record the import
for `cairn undo` (Cairn's triggers copy each row into its undo table) or note the change, or split
the totals inside a goal's time window.
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
        items = json.load(f)["data"]
    starts, lengths = [], []
    project, language, editor = [], [], []
    for item in items:
        if item["duration"] <= 0:
            continue
        time = item["time"]
        starts.append(datetime.fromisoformat(time).timestamp() if isinstance(time, str) else float(time))
        lengths.append(item["duration"])
        project.append(item.get("project") or "")
        language.append(item.get("language") or "")
        editor.append(item.get("editor") or "")
    source = ["wakatime"] * len(starts)
    write(store(db, milliseconds(starts), milliseconds(lengths), project, language, editor, source, zone), out)


if __name__ == "__main__":
    main()
