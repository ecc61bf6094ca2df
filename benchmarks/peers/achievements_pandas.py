#!/usr/bin/env python3
"""Achievement moments with pandas, from a Cairn database: what a person would write instead of
`cairn achievements --json`, for the rules the benchmark sets up.

Usage: achievements_pandas.py DATABASE.sqlite OUT.txt

Reads the entries, zones and rules (their JSON) with pandas.read_sql and computes, per rule:
- best (record, low or high): running min/max; a day beating every earlier day is a record once
  `minHistory` (5) days with a value were seen: `rule-ID-low@DATE#record`;
- total (ladder every N, scale S): running totals; the first day reaching each rung N, N*S, ...;
- count in a zone (ladder every N): running count of days inside the zone's [min, max];
- streak (ladder at [...]): run lengths of consecutive days with a value (a day on which nothing
  at all was logged is passed over, not a break); the first day a run reaches each rung;
each as `rule-ID@DATE#RUNG`; and the built-in "Logged anything" streak (7, 30, 100, 365 days
with any entry), `logged-anything@DATE#RUNG`. Writes the moment keys, sorted, one a line.
Needs: pip install pandas numpy
"""
import json
import sqlite3
import sys
from datetime import date, timedelta

import numpy as np
import pandas as pd

EPOCH = date(1970, 1, 1)
SLACK = 1e-9


def day_text(day):
    return (EPOCH + timedelta(days=int(day))).isoformat()


def rung_text(rung):
    return str(int(rung)) if float(rung).is_integer() else repr(float(rung))


def ladder_hits(values, days, rungs_of, lowest=False):
    """(day, rung) for each rung the running best of `values` reaches, in order."""
    best = np.minimum.accumulate(values) if lowest else np.maximum.accumulate(values)
    hits, k = [], 0
    rung = rungs_of(k)
    while rung is not None and len(best):
        reached = np.flatnonzero(best >= rung - SLACK * max(1, abs(rung)))
        if len(reached) == 0:
            break
        hits.append((days[reached[0]], rung))
        k += 1
        rung = rungs_of(k)
    return hits


def rungs(threshold):
    if "at" in threshold:
        listed = sorted(set(threshold["at"]))
        return lambda k: listed[k] if k < len(listed) else None
    every, scale = threshold["every"], threshold.get("scale")
    if scale:
        return lambda k: every * scale ** k
    return lambda k: every * (k + 1)


def main():
    database, out = sys.argv[1], sys.argv[2]
    con = sqlite3.connect(database)
    entries = pd.read_sql("SELECT trackable_id, day, value FROM entries WHERE trackable_id IS NOT NULL", con)
    zones = pd.read_sql("SELECT id, min, max FROM zones", con).set_index("id")
    rules = pd.read_sql("SELECT id, trackable_id, zone_id, rule FROM achievements", con)
    logged_days = np.sort(entries["day"].unique())
    # One value a day per trackable (the benchmark logs one), in day order.
    daily = entries.groupby(["trackable_id", "day"], sort=True)["value"].sum().reset_index()
    by_trackable = {t: g for t, g in daily.groupby("trackable_id")}
    keys = []
    for rule in rules.itertuples():
        spec = json.loads(rule.rule)
        g = by_trackable.get(rule.trackable_id)
        if g is None:
            continue
        days, values = g["day"].to_numpy(), g["value"].to_numpy(dtype=float)
        measure, threshold = spec["measure"], spec["threshold"]
        if measure == "best" and threshold.get("record"):
            lowest = spec.get("direction") == "low"
            prior = pd.Series(values).shift(1)
            prior_best = (prior.cummin() if lowest else prior.cummax()).to_numpy()
            beats = np.isnan(prior_best) | ((values < prior_best) if lowest else (values > prior_best))
            seen = np.arange(1, len(values) + 1)
            for day in days[beats & (seen >= threshold.get("minHistory", 5))]:
                keys.append(f"rule-{rule.id}-{'low' if lowest else 'high'}@{day_text(day)}#record")
        elif measure == "total":
            for day, rung in ladder_hits(np.cumsum(values), days, rungs(threshold)):
                keys.append(f"rule-{rule.id}@{day_text(day)}#{rung_text(rung)}")
        elif measure == "count":
            zone = zones.loc[rule.zone_id]
            inside = (values >= zone["min"]) & (values <= zone["max"])
            for day, rung in ladder_hits(np.cumsum(inside).astype(float), days, rungs(threshold)):
                keys.append(f"rule-{rule.id}@{day_text(day)}#{rung_text(rung)}")
        elif measure == "streak":
            # Days anyone logged: a day of this trackable's missing among them breaks the run.
            position = np.searchsorted(logged_days, days)
            breaks = np.diff(position, prepend=position[0] - 1) != 1
            run_id = np.cumsum(breaks)
            run_length = pd.Series(np.ones(len(days))).groupby(run_id).cumsum().to_numpy()
            for day, rung in ladder_hits(run_length, days, rungs(threshold)):
                keys.append(f"rule-{rule.id}@{day_text(day)}#{rung_text(rung)}")
    # Cairn's built-in "Logged anything": a run of consecutive dates with any entry at all.
    run_id = np.cumsum(np.diff(logged_days, prepend=logged_days[0] - 2) != 1) if len(logged_days) else logged_days
    run_length = pd.Series(np.ones(len(logged_days))).groupby(run_id).cumsum().to_numpy()
    for day, rung in ladder_hits(run_length, logged_days, rungs({"at": [7, 30, 100, 365]})):
        keys.append(f"logged-anything@{day_text(day)}#{rung_text(rung)}")
    with open(out, "w") as f:
        f.write("".join(k + "\n" for k in sorted(keys)))


if __name__ == "__main__":
    main()
