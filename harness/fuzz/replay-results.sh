#!/bin/sh
# The results-reader fuzzer (fuzz-results.py) in make check: its corpus,
# then 300 seeded mutations (reproducible: --seed 1).  Known findings of
# scripts/cancelrace/ are TAP TODO until fixed (CR_FUZZ_RESULTS_KNOWN).
PY=${PYTHON3:-python3}
command -v "$PY" >/dev/null 2>&1 || { echo "1..0 # SKIP python3 not available"; exit 77; }
S=${CR_SRCDIR:-.}
. "$S/harness/tests/tap.sh"
set --
[ -n "$CR_FUZZ_RESULTS_KNOWN" ] && set -- --known "$CR_FUZZ_RESULTS_KNOWN"
exec "$PY" "$S/harness/fuzz/fuzz-results.py" --scripts "$S/scripts" --iterations 300 --seed 1 "$@"
