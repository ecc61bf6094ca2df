#!/usr/bin/env python3
"""Peer benchmark: ActivityWatch "active time" with numpy, the operation of aw_transform_peer.py.

From an aw-server export, take the window events (`currentwindow` buckets) and the AFK events
(`afkstatus` buckets); keep the AFK events whose data.status is "not-afk"; join them into
disjoint periods (sort, running maximum of ends); cut the window events to those periods
(searchsorted), dropping pieces of zero length as Cairn does. Only that is timed, on columns
already in memory; reading the JSON is not. Prints the same key=value line as the other
peers (events_in = window + AFK events, events_per_second = events_in / best_seconds, best of
--repeat runs) and, with --totals, per-app active seconds.

Input: the shared fixture activitywatch/mhacks-export.json, or --export FILE (for example the
scaled export aw_transform_peer.py --write-export wrote, or `--scale N` here, shifted the same way).

Requires: pip install numpy (this script installs nothing).

    python3 benchmarks/peers/aw_numpy_peer.py --scale 40
"""
import argparse
import json
import os
import sys
import time
from datetime import datetime, timedelta

try:
    import numpy as np
except ImportError:
    sys.exit("needs numpy: pip install numpy")

HERE = os.path.dirname(os.path.abspath(__file__))
DEFAULT_EXPORT = os.path.normpath(os.path.join(HERE, "..", "..", "..", "shared", "fixtures",
                                               "activitywatch", "mhacks-export.json"))


def columns(export, bucket_type, key):
    """(start seconds, end seconds, data[key]) of every event of the buckets of that type."""
    starts, ends, values = [], [], []
    for bucket in export["buckets"].values():
        if bucket["type"] != bucket_type:
            continue
        for e in bucket["events"]:
            t = datetime.fromisoformat(e["timestamp"]).timestamp()
            starts.append(t)
            ends.append(t + e["duration"])
            values.append(e.get("data", {}).get(key, ""))
    return np.array(starts), np.array(ends), np.array(values, dtype=object)


def scaled(export, scale):
    """The window and AFK events repeated `scale` times, each copy shifted past the previous one
    (as aw_transform_peer.py does)."""
    if scale == 1:
        return export
    stamps = [datetime.fromisoformat(e["timestamp"]) for b in export["buckets"].values() for e in b["events"]]
    ends = [s + timedelta(seconds=e["duration"]) for s, e in
            zip(stamps, [e for b in export["buckets"].values() for e in b["events"]])]
    shift = (max(ends) - min(stamps)) + timedelta(hours=1)
    for bucket in export["buckets"].values():
        if bucket["type"] not in ("currentwindow", "afkstatus"):
            continue
        original = bucket["events"]
        bucket["events"] = [dict(e, timestamp=(datetime.fromisoformat(e["timestamp"]) + k * shift).isoformat())
                            for k in reversed(range(scale)) for e in original]
    return export


def active(w_start, w_end, a_start, a_end, a_status):
    """Pieces (start, end, window index) of the window events inside not-AFK time."""
    keep = a_status == "not-afk"
    order = np.argsort(a_start[keep], kind="stable")
    s, e = a_start[keep][order], a_end[keep][order]
    running = np.maximum.accumulate(e)
    new = np.empty(len(s), dtype=bool)
    if len(s):
        new[0] = True
        new[1:] = s[1:] > running[:-1]
    p_start = s[new]
    p_end = np.maximum.reduceat(e, np.flatnonzero(new)) if len(s) else e
    first = np.searchsorted(p_end, w_start, side="right")   # first period ending after the start
    last = np.searchsorted(p_start, w_end, side="left")     # periods starting before the end
    count = np.maximum(last - first, 0)
    which = np.repeat(np.arange(len(w_start)), count)
    period = np.repeat(first, count) + (np.arange(count.sum()) - np.repeat(np.cumsum(count) - count, count))
    lo = np.maximum(w_start[which], p_start[period])
    hi = np.minimum(w_end[which], p_end[period])
    nonzero = hi > lo
    return lo[nonzero], hi[nonzero], which[nonzero]


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--export", default=DEFAULT_EXPORT)
    parser.add_argument("--scale", type=int, default=1)
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--totals", action="store_true", help="print per-app active seconds and exit")
    args = parser.parse_args()
    with open(args.export, encoding="utf-8") as f:
        export = scaled(json.load(f), args.scale)
    w_start, w_end, apps = columns(export, "currentwindow", "app")
    a_start, a_end, status = columns(export, "afkstatus", "status")
    if args.totals:
        lo, hi, which = active(w_start, w_end, a_start, a_end, status)
        totals = {}
        for app, seconds in zip(apps[which], hi - lo):
            totals[app] = totals.get(app, 0.0) + float(seconds)
        print(json.dumps(dict(sorted(totals.items())), indent=2))
        return
    best, pieces = float("inf"), 0
    for _ in range(args.repeat):
        start = time.perf_counter()
        pieces = len(active(w_start, w_end, a_start, a_end, status)[0])
        best = min(best, time.perf_counter() - start)
    n = len(w_start) + len(a_start)
    print(f"peer=numpy-{np.__version__} op=not-afk-union+filter_period_intersect scale={args.scale} "
          f"events_in={n} pieces_out={pieces} best_seconds={best:.6f} events_per_second={n / best:.0f}")


if __name__ == "__main__":
    main()
