#!/usr/bin/env python3
"""Peer of `cairn import activitywatch` as a whole process: what a person would write with
json and numpy to get the coding time out of an aw-server export.

Reads the export with `json.load`, takes the window events (`currentwindow` buckets) cut to
not-AFK time (`afkstatus` buckets) exactly as aw_numpy_peer.py does (the same functions), and
writes the number of pieces and their total, in milliseconds, to OUT:

    python3 benchmarks/peers/aw_import_numpy.py EXPORT OUT

cairn-bench compare checks the total against the sessions `cairn import activitywatch` stored.
Requires: pip install numpy (benchmarks/run.sh installs it into its own virtual environment).
"""
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from aw_numpy_peer import active, columns  # noqa: E402


def main():
    export_path, out = sys.argv[1], sys.argv[2]
    with open(export_path, encoding="utf-8") as f:
        export = json.load(f)
    w_start, w_end, _ = columns(export, "currentwindow", "app")
    a_start, a_end, status = columns(export, "afkstatus", "status")
    lo, hi, _ = active(w_start, w_end, a_start, a_end, status)
    with open(out, "w") as f:
        f.write(f"{len(lo)} {round(float((hi - lo).sum()) * 1000)}\n")


if __name__ == "__main__":
    main()
