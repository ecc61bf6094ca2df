#!/usr/bin/env python3
"""Writes Tests/CairnCoreTests/Oracle/tz-oracle.json: day boundaries, instant-to-date answers
and per-day window seconds computed by Python's zoneinfo (the IANA tz database), independently
of Cairn's Swift code, for zones and dates with DST gaps and overlaps, half-hour shifts and
skipped dates.

Run from the package root: python3 scripts/make_tz_oracle.py
"""
import datetime as dt
import json
import random
from zoneinfo import ZoneInfo

CASES = [  # zone, first date, number of days
    ("America/Denver", "2026-03-01", 14),
    ("America/Denver", "2026-10-25", 14),
    ("Australia/Lord_Howe", "2026-04-01", 10),
    ("Australia/Lord_Howe", "2026-09-30", 10),
    ("America/Sao_Paulo", "2018-11-01", 7),
    ("America/Sao_Paulo", "2019-02-14", 7),
    ("Pacific/Apia", "2011-12-26", 10),
    ("America/Santiago", "2026-04-01", 10),
    ("America/Santiago", "2026-09-03", 10),
    ("Europe/London", "2026-03-25", 7),
    ("Asia/Kolkata", "2026-03-01", 3),
    ("America/St_Johns", "2026-03-05", 5),
    ("Pacific/Chatham", "2026-04-02", 5),
    ("Europe/Berlin", "2026-10-22", 7),
]
WINDOWS = ["09:00-18:00", "20:00-02:00", "02:30-03:30", "01:00-01:30", "00:00-00:30", "23:30-00:30", "00:30-23:30"]


def minutes(text):
    h, m = text.split(":")
    return int(h) * 60 + int(m)


def inside(window, minute_of_day):
    start, end = (minutes(x) for x in window.split("-"))
    if start < end:
        return start <= minute_of_day < end
    return minute_of_day >= start or minute_of_day < end


def main():
    rng = random.Random(20261129)
    out = {"generator": "scripts/make_tz_oracle.py (Python zoneinfo, fold=0)", "days": [], "instants": []}
    for zone_name, first, count in CASES:
        zone = ZoneInfo(zone_name)
        d0 = dt.date.fromisoformat(first)
        for i in range(count):
            d = d0 + dt.timedelta(days=i)
            start = int(dt.datetime(d.year, d.month, d.day, tzinfo=zone).timestamp())
            n = d + dt.timedelta(days=1)
            end = int(dt.datetime(n.year, n.month, n.day, tzinfo=zone).timestamp())
            end = max(start, end)
            window_seconds = {}
            for window in WINDOWS:
                total = 0
                for t in range(start, end, 60):  # offsets change on whole minutes
                    local = dt.datetime.fromtimestamp(t, zone)
                    if inside(window, local.hour * 60 + local.minute):
                        total += 60
                window_seconds[window] = total
            out["days"].append({"zone": zone_name, "date": d.isoformat(), "start": start, "end": end,
                                "window": window_seconds})
        lo = int(dt.datetime(d0.year, d0.month, d0.day, tzinfo=zone).timestamp()) - 86400
        hi = lo + (count + 2) * 86400
        for _ in range(200):
            t = rng.randrange(lo, hi)
            out["instants"].append({"zone": zone_name, "t": t,
                                    "date": dt.datetime.fromtimestamp(t, zone).date().isoformat()})
    with open("Tests/CairnCoreTests/Oracle/tz-oracle.json", "w") as f:
        json.dump(out, f, indent=0, sort_keys=True)
        f.write("\n")


if __name__ == "__main__":
    main()
