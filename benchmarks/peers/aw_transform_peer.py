#!/usr/bin/env python3
"""Peer benchmark: ActivityWatch's own aw_transform doing what Cairn's ActiveTime does.

Operation (the same on both sides): from an aw-server export, take the window events
(`currentwindow` buckets) and the AFK events (`afkstatus` buckets); keep the AFK events whose
data.status is "not-afk"; join them into disjoint periods; cut the window events to those
periods. In aw_transform that is

    not_afk = filter_keyvals(afk_events, "status", ["not-afk"])
    periods = period_union(not_afk, [])
    active  = filter_period_intersect(window_events, periods)

and in Cairn (Swift, CairnImport)

    let periods = ActiveTime.notAFK(afkSpans, statuses: afkStatuses)   // filter + TimeSpan.union
    let active  = ActiveTime.intersect(windowSpans, with: periods)

Only that is timed, on events already in memory (aw_core Event objects here, TimeSpan arrays
in Swift); reading the JSON is not. The figure printed is input events (window + AFK) per
second, best of --repeat runs.

Input: the shared fixture activitywatch/mhacks-export.json (or --export FILE), optionally
repeated --scale times, each copy shifted later by the fixture's whole span so nothing
overlaps between copies. --write-export OUT writes exactly that scaled input as an aw-server
export, for the Swift side to read: same input, same operation.

Requires: pip install aw-core==0.5.18 (this script installs nothing).

    python3 benchmarks/peers/aw_transform_peer.py --scale 100 --write-export /tmp/aw-x100.json
    python3 benchmarks/peers/aw_transform_peer.py --totals     # per-app active seconds (oracle)
"""
import argparse
import copy
import json
import os
import sys
import time
from datetime import datetime, timedelta

try:
    from aw_core import Event
    from aw_transform import filter_keyvals, filter_period_intersect, period_union
except ImportError:
    sys.exit("needs aw-core 0.5.18: pip install aw-core==0.5.18")

HERE = os.path.dirname(os.path.abspath(__file__))
DEFAULT_EXPORT = os.path.normpath(os.path.join(HERE, "..", "..", "..", "shared", "fixtures",
                                               "activitywatch", "mhacks-export.json"))


def load(path):
    with open(path, encoding="utf-8") as f:
        return json.load(f)


def scaled(export, scale):
    """The export with the window and AFK buckets' events repeated `scale` times, shifted."""
    if scale == 1:
        return export
    out = copy.deepcopy(export)
    stamps = [datetime.fromisoformat(e["timestamp"]) for b in export["buckets"].values() for e in b["events"]]
    ends = [datetime.fromisoformat(e["timestamp"]) + timedelta(seconds=e["duration"])
            for b in export["buckets"].values() for e in b["events"]]
    shift = (max(ends) - min(stamps)) + timedelta(hours=1)
    for bucket in out["buckets"].values():
        if bucket["type"] not in ("currentwindow", "afkstatus"):
            continue
        original = bucket["events"]
        events = []
        for k in reversed(range(scale)):  # newest first, like aw-server
            for e in original:
                moved = dict(e)
                moved["timestamp"] = (datetime.fromisoformat(e["timestamp"]) + k * shift).isoformat()
                events.append(moved)
        bucket["events"] = events
    return out


def events_of(export, bucket_type):
    return [Event(timestamp=e["timestamp"], duration=e["duration"], data=e.get("data", {}))
            for b in export["buckets"].values() if b["type"] == bucket_type for e in b["events"]]


def run(window, afk):
    not_afk = filter_keyvals(afk, "status", ["not-afk"])
    periods = period_union(not_afk, [])
    return filter_period_intersect(window, periods)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--export", default=DEFAULT_EXPORT)
    parser.add_argument("--scale", type=int, default=1)
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--write-export")
    parser.add_argument("--totals", action="store_true", help="print per-app active seconds and exit")
    args = parser.parse_args()

    export = scaled(load(args.export), args.scale)
    if args.write_export:
        with open(args.write_export, "w", encoding="utf-8") as f:
            json.dump(export, f)
    window, afk = events_of(export, "currentwindow"), events_of(export, "afkstatus")

    if args.totals:
        totals = {}
        for e in run(window, afk):
            app = e.data.get("app", "")
            totals[app] = totals.get(app, 0.0) + e.duration.total_seconds()
        print(json.dumps(dict(sorted(totals.items())), indent=2))
        return

    best, pieces = float("inf"), 0
    for _ in range(args.repeat):
        # Fresh copies every run (untimed): the transforms sort their inputs in place and
        # period_union clears the data of the events it keeps.
        w, a = copy.deepcopy(window), copy.deepcopy(afk)
        start = time.perf_counter()
        pieces = len(run(w, a))
        best = min(best, time.perf_counter() - start)
    n = len(window) + len(afk)
    print(f"peer=aw_transform-0.5.18 op=not-afk-union+filter_period_intersect scale={args.scale} "
          f"events_in={n} pieces_out={pieces} best_seconds={best:.6f} events_per_second={n / best:.0f}")


if __name__ == "__main__":
    main()
