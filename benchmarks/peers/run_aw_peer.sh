#!/usr/bin/env bash
# Side by side: ActivityWatch's aw_transform and Cairn's ActiveTime on the same events, in one
# run, printing both key=value lines and the ratio. Usage: benchmarks/peers/run_aw_peer.sh [SCALE]
set -euo pipefail
scale="${1:-40}"
cd "$(dirname "$0")/../.."
python3 -c "import aw_transform" 2>/dev/null || pip install -q aw-core==0.5.18
swift build -c release --product cairn-bench >/dev/null
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
peer="$(python3 benchmarks/peers/aw_transform_peer.py --scale "$scale" --repeat 3 --write-export "$work/aw.json")"
ours="$(.build/release/cairn-bench activetime "$work/aw.json" | grep '^peer=')"
echo "$peer"
echo "$ours"
if python3 -c "import numpy" 2>/dev/null; then
    numpy_line="$(python3 benchmarks/peers/aw_numpy_peer.py --export "$work/aw.json" --repeat 3)"
    echo "$numpy_line"
    python3 - "$numpy_line" "$ours" <<'PY'
import sys
def fields(line):
    return dict(part.split("=", 1) for part in line.split())
numpy_side, ours = fields(sys.argv[1]), fields(sys.argv[2])
assert numpy_side["events_in"] == ours["events_in"] and numpy_side["pieces_out"] == ours["pieces_out"], "numpy and Cairn disagree"
ratio = float(ours["events_per_second"]) / float(numpy_side["events_per_second"])
print(f"ratio cairn/numpy = {ratio:.1f}x on {ours['events_in']} events, same {ours['pieces_out']} pieces")
PY
fi
python3 - "$peer" "$ours" <<'PY'
import sys
def fields(line):
    return dict(part.split("=", 1) for part in line.split())
peer, ours = fields(sys.argv[1]), fields(sys.argv[2])
assert peer["events_in"] == ours["events_in"], "the two sides read different inputs"
ratio = float(ours["events_per_second"]) / float(peer["events_per_second"])
print(f"ratio cairn/aw_transform = {ratio:.0f}x on {ours['events_in']} events (same input, same operation)")
PY
