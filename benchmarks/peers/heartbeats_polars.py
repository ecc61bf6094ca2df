#!/usr/bin/env python3
"""WakaTime heartbeats export -> coded milliseconds per local date, with polars.

Usage: heartbeats_polars.py EXPORT.json ZONE OUT.txt [TIMEOUT_SECONDS]

The same rule and output as heartbeats_pandas.py; the export is read by polars itself.
Needs: pip install polars numpy
"""
import sys

import numpy as np
import polars as pl

from heartbeats_common import per_day_ms, write


def main():
    path, zone, out = sys.argv[1:4]
    timeout = float(sys.argv[4]) if len(sys.argv) > 4 else 900.0
    hb = (
        pl.read_json(path)
        .select(pl.col("days").explode())
        .unnest("days")
        .select(pl.col("heartbeats").explode())
        .unnest("heartbeats")
        .unique(subset=["time", "entity", "type", "project", "branch", "language"], keep="first", maintain_order=True)
        .sort("time", maintain_order=True)
        .with_columns(
            joined=(pl.col("time").diff().shift(-1) < timeout),
            same=(pl.col("project") == pl.col("project").shift(-1)),
            next_time=pl.col("time").shift(-1),
        )
        .with_columns(ends_here=~(pl.col("joined") & pl.col("same")).fill_null(False) | pl.col("next_time").is_null())
        .with_columns(session=pl.col("ends_here").shift(1, fill_value=False).cum_sum())
        .group_by("session", maintain_order=True)
        .agg(
            start=pl.col("time").first(),
            end=pl.when(pl.col("joined").last().fill_null(False)).then(pl.col("next_time").last()).otherwise(pl.col("time").last()),
        )
    )
    write(per_day_ms(hb["start"].to_numpy(), hb["end"].to_numpy(), zone), out)


if __name__ == "__main__":
    main()
