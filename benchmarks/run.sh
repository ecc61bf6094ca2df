#!/usr/bin/env bash
# Cairn side by side with the tools a person would use instead, on the same generated data, in one
# interleaved run; the results are checked to agree, then the ratio table is printed.
#
#     benchmarks/run.sh [--runs N] [--heartbeats N]
#
# The Python peers (pandas, polars, numpy, pysimdjson) are installed with pip into this script's
# own virtual environment (benchmarks/.venv, or $CAIRN_PEERS_VENV), never into the system.
set -euo pipefail
cd "$(dirname "$0")/.."
venv="${CAIRN_PEERS_VENV:-benchmarks/.venv}"
if ! "$venv/bin/python" -c "import pandas, polars, numpy, simdjson" 2>/dev/null; then
    python3 -m venv "$venv"
    "$venv/bin/pip" install -q pandas polars numpy pysimdjson
fi
swift build -c release --product cairn >/dev/null
swift build -c release --product cairn-bench >/dev/null
"$venv/bin/python" -c "import pandas, polars, numpy, simdjson, sys; print(f'python {sys.version.split()[0]}, pandas {pandas.__version__}, polars {polars.__version__}, numpy {numpy.__version__}, pysimdjson {simdjson.__version__ if hasattr(simdjson, \"__version__\") else \"?\"}')"
exec .build/release/cairn-bench compare --python "$venv/bin/python" --peers benchmarks/peers "$@"
