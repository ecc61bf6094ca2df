#!/usr/bin/env python3
"""WakaTime heartbeats export -> coded milliseconds per local date, with pandas.

Usage: heartbeats_pandas.py EXPORT.json ZONE OUT.txt [TIMEOUT_SECONDS]

The same rule as `cairn import wakatime` (README, "Bringing history in"): duplicates (same time,
entity, type, project, branch, language) dropped, sorted by time, consecutive heartbeats closer
than the timeout joined with the gap counted, a change of project ends a session (the gap, when
within the timeout, going to the earlier one). Then heartbeats_common.per_day_ms. Writes
`YYYY-MM-DD MS` lines for the dates with coding.
Needs: pip install pandas numpy
"""
import json
import sys

import numpy as np
import pandas as pd

from heartbeats_common import per_day_ms, write


def sessions(hb, timeout):
    hb = hb.drop_duplicates(["time", "entity", "type", "project", "branch", "language"])
    hb = hb.sort_values("time", kind="stable")
    t = hb["time"].to_numpy(dtype=np.float64)
    project = hb["project"].to_numpy()
    joined = np.diff(t) < timeout
    ends_here = ~(joined & (project[1:] == project[:-1]))  # a session ends after heartbeat i
    last = np.flatnonzero(ends_here)
    starts = t[np.concatenate(([0], last + 1))]
    ends = np.concatenate((np.where(joined[last], t[last + 1], t[last]), [t[-1]]))
    return starts, ends


def main():
    path, zone, out = sys.argv[1:4]
    timeout = float(sys.argv[4]) if len(sys.argv) > 4 else 900.0
    with open(path) as f:
        doc = json.load(f)
    hb = pd.json_normalize(doc["days"], "heartbeats")
    starts, ends = sessions(hb, timeout)
    write(per_day_ms(starts, ends, zone), out)


if __name__ == "__main__":
    main()
