"""Shared by the heartbeat peers (and the sessions and durations import peers, through
import_common.py): the last step, milliseconds of coding per local date.

Sessions are rounded to the millisecond as Cairn stores them (half away from zero), joined where
they overlap, and cut at each local midnight of the zone (Python's zoneinfo, fold=0), in integers.
"""
from datetime import date, datetime, timedelta
from zoneinfo import ZoneInfo

import numpy as np


def round_half_away(x):
    """Swift's `rounded()` for positive numbers: half away from zero."""
    whole = np.trunc(x)
    return (whole + ((x - whole) >= 0.5)).astype(np.int64)


def per_day_ms(starts, ends, zone_name):
    """{date: coded ms} for sessions [starts, ends) in epoch seconds, sorted by start."""
    return per_day_of_ms(round_half_away(starts * 1000.0), round_half_away((ends - starts) * 1000.0), zone_name)


def per_day_of_ms(start_ms, dur_ms, zone_name):
    """{date: coded ms} for sessions of integer milliseconds (starts and lengths), sorted by start."""
    keep = dur_ms > 0
    a, b = start_ms[keep], start_ms[keep] + dur_ms[keep]
    if len(a) == 0:
        return {}
    # Union: a new run starts where a session begins after every earlier one ended.
    running_end = np.maximum.accumulate(b)
    new_run = np.empty(len(a), dtype=bool)
    new_run[0] = True
    new_run[1:] = a[1:] > running_end[:-1]
    run_starts = a[new_run]
    run_ends = np.maximum.reduceat(b, np.flatnonzero(new_run))
    covered_before = np.concatenate(([0], np.cumsum(run_ends - run_starts)))

    def coverage(x):
        i = np.searchsorted(run_starts, x, side="right")  # runs starting at or before x
        inside = np.where(i > 0, np.minimum(x, run_ends[np.maximum(i - 1, 0)]) - run_starts[np.maximum(i - 1, 0)], 0)
        return covered_before[np.maximum(i - 1, 0)] * (i > 0) + np.maximum(inside, 0)

    zone = ZoneInfo(zone_name)
    first = datetime.fromtimestamp(run_starts[0] / 1000, zone).date() - timedelta(days=1)
    last = datetime.fromtimestamp(run_ends[-1] / 1000, zone).date() + timedelta(days=1)
    days = [first + timedelta(days=i) for i in range((last - first).days + 2)]
    bounds = np.array([int(datetime(d.year, d.month, d.day, tzinfo=zone).timestamp()) * 1000 for d in days], dtype=np.int64)
    per_day = np.diff(coverage(bounds))
    return {days[i]: int(ms) for i, ms in enumerate(per_day) if ms > 0}


def write(result, path):
    with open(path, "w") as out:
        for day in sorted(result):
            out.write(f"{day.isoformat()} {result[day]}\n")
