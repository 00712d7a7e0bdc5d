#!/bin/sh
# kernels: scripts/cr-kernels' offline logic (kernels/tests/test_kernels.py,
# TAP): no network, no qemu.
py=${PYTHON3:-python3}
[ "$py" = no ] && { echo "1..0 # SKIP python3 not found by configure"; exit 77; }
exec "$py" "${CR_SRCDIR:-$(dirname "$0")/../..}/kernels/tests/test_kernels.py"
