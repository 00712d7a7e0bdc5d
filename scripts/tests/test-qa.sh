#!/bin/sh
# scripts: the qa tests of scripts/tests/test_tools.py (TAP), on the small
# results files beside it.
py=${PYTHON3:-python3}
[ "$py" = no ] && { echo "1..0 # SKIP python3 not found by configure"; exit 77; }
exec "$py" "${CR_SRCDIR:-$(dirname "$0")/../..}/scripts/tests/test_tools.py" qa
