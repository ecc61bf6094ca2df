#!/usr/bin/env python3
"""Independent oracle for Cairn's WakaTime heartbeat join (used by WakaTimeDayTotalsTests).

Implements the rule from scratch with the standard library only:
  * read heartbeats (a JSON array, one heartbeat object, or {"days": [{"heartbeats": [...]}]});
    `time` is epoch seconds or an ISO-8601 string;
  * drop duplicates: same (time, entity, type, project, branch, language), first one kept;
  * sort by time (stable);
  * walk consecutive pairs: gap < timeout and same project -> same session;
    gap < timeout and another project -> the earlier session ends at the next heartbeat's time;
    gap >= timeout -> the earlier session ends at its last heartbeat;
  * clip every session to the UTC day asked for and sum seconds per project.

Usage: wakatime_day_totals.py DAY TIMEOUT FILE...   e.g.
  scripts/wakatime_day_totals.py 2025-04-14 900 ../shared/fixtures/wakatime/heartbeat-day-before.json \
      ../shared/fixtures/wakatime/heartbeats-2025-04-14.json ../shared/fixtures/wakatime/heartbeat-day-after.json
"""
import json
import sys
from datetime import datetime, timezone, timedelta


def heartbeats(path):
    with open(path, encoding="utf-8") as f:
        root = json.load(f)
    if isinstance(root, list):
        return root
    if "days" in root:
        return [h for day in root["days"] for h in day.get("heartbeats", [])]
    return [root]


def seconds(value):
    if isinstance(value, str):
        return datetime.fromisoformat(value.replace("Z", "+00:00")).timestamp()
    return float(value)


def main():
    day, timeout, paths = sys.argv[1], float(sys.argv[2]), sys.argv[3:]
    rows, seen = [], set()
    for path in paths:
        for h in heartbeats(path):
            t = seconds(h["time"])
            key = (t, h.get("entity"), h.get("type"), h.get("project"), h.get("branch"), h.get("language"))
            if key in seen:
                continue
            seen.add(key)
            rows.append((t, h.get("project") or ""))
    rows.sort(key=lambda r: r[0])
    sessions = []  # (project, start, end)
    start = rows[0][0]
    for (t0, p0), (t1, p1) in zip(rows, rows[1:]):
        if t1 - t0 < timeout and p1 == p0:
            continue
        sessions.append((p0, start, t1 if t1 - t0 < timeout else t0))
        start = t1
    sessions.append((rows[-1][1], start, rows[-1][0]))

    lo = datetime.fromisoformat(day).replace(tzinfo=timezone.utc).timestamp()
    hi = lo + timedelta(days=1).total_seconds()
    totals = {}
    for project, s, e in sessions:
        clipped = min(e, hi) - max(s, lo)
        if clipped > 0:
            totals[project] = totals.get(project, 0.0) + clipped
    print(json.dumps({"heartbeats": sum(1 for p in paths for _ in heartbeats(p)),
                      "kept": len(rows), "totals": dict(sorted(totals.items()))}, indent=2))


if __name__ == "__main__":
    main()
