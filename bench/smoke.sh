#!/bin/sh
# bench smoke test (make check): every benchmark program of the build tree
# runs once with tiny counts through scripts/bench-run --smoke, and its JSON
# record must exist, parse (python3 -m json.tool) and carry the bench fields
# (scripts/bench-summary --check, scripts/cr-validate when present).  Usage
# errors must exit 2.  Timings are never judged.  TAP output.
set -u
src=${CR_SRCDIR:-$(cd "$(dirname "$0")/.." && pwd)}
. "$src/harness/tests/tap.sh"
build=${CR_BUILDDIR:-.}
py=${PYTHON3:-python3}
[ "$py" != no ] && command -v "$py" >/dev/null 2>&1 || { echo "1..0 # SKIP python3 not available"; exit 77; }
bins=$(cd "$build" && for f in bench/*.*; do
	case $f in *.o|*.t|*.log|*.trs|*.sh|*.json|*.c|*.h) continue ;; esac
	[ -f "$f" ] && [ -x "$f" ] && echo "$f"
done)
[ -n "$bins" ] || { echo "1..0 # SKIP no benchmark programs built"; exit 77; }

tap_tmpdir cr-bench-smoke

CR_BENCH_BINS=$bins CR_BUILDDIR=$build CR_BENCH_ROOTS= \
	sh "$src/scripts/bench-run" --smoke --out "$tmp/out" >"$tmp/run.log" 2>&1
rc=$?
sed 's/^/# /' "$tmp/run.log"
[ $rc = 0 ]
ok $? "bench-run --smoke: every program ran, every record checked (exit $rc)"

# Which records parse (one python3 run for all of them).
(cd "$tmp/out" 2>/dev/null && "$py" -c '
import json, sys
for f in sys.argv[1:]:
    try:
        json.load(open(f))
        print("parses " + f)
    except (OSError, ValueError) as e:
        print("bad " + f)
' *.json) >"$tmp/parse.txt" 2>/dev/null
for b in $bins; do
	name=$(basename "$b")
	line=$(grep "^  $name: " "$tmp/run.log" | head -n 1)
	case $line in
	*"# SKIP"*) why=${line#*- }; n=$((n + 1)); echo "ok $n - $name # SKIP ${why%# SKIP}"; continue ;;
	esac
	grep -qx "parses $name.json" "$tmp/parse.txt"
	ok $? "$name: record parses${line:+ ($line)}"
done

# Usage errors: exit 2 with a message, for one program of each kind.
for b in $(echo "$bins" | grep -E 'entry-syscall|wrapper-read.glibc-x86_64'); do
	for bad in "--iterations 0" "--reps -1" "--bogus" "--iterations 12x" "extra"; do
		(cd "$build" && ./"$b" $bad >/dev/null 2>"$tmp/err")
		rc=$?
		[ $rc = 2 ] && grep -q usage "$tmp/err"
		ok $? "$(basename "$b") $bad: exit $rc, want 2 with a usage message"
	done
done
echo "1..$n"
[ $failed = 0 ] || exit 1
exit 0
