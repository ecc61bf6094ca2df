#!/usr/bin/env python3
"""The floor for reading a WakaTime export from Python: pysimdjson parses it and counts the
heartbeats, nothing more. Usage: simdjson_parse.py EXPORT.json OUT.txt
Needs: pip install pysimdjson
"""
import sys

import simdjson


def main():
    doc = simdjson.Parser().load(sys.argv[1])
    count = sum(len(day["heartbeats"]) for day in doc["days"])
    with open(sys.argv[2], "w") as out:
        out.write(f"{count}\n")


if __name__ == "__main__":
    main()
