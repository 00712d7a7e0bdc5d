#!/bin/sh
# bench smoke test (make check): every benchmark program of the build tree
# runs once with tiny counts through scripts/bench-run --smoke, and its JSON
# record must exist, parse (python3 -m json.tool) and carry the bench fields
# (scripts/bench-summary --check, scripts/cr-validate when present).  Usage
# errors must exit 2.  Timings are never judged.  TAP output.  Where this
# machine cannot run 32-bit, the i386 programs are one skip point: make
# check runs them in its i386 guest (kernels/tests/i386-guest.qemu), not in
# a second one here (bench-run --no-guest).
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
	sh "$src/scripts/bench-run" --smoke --no-guest --out "$tmp/out" >"$tmp/run.log" 2>&1
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
guest_only=$(sed -n 's/^bench-run: i386: not run here (--no-guest): the host cannot run 32-bit (\(.*\)): .*/\1/p' "$tmp/run.log")
left=
for b in $bins; do
	name=$(basename "$b")
	line=$(grep "^  $name: " "$tmp/run.log" | head -n 1)
	case $guest_only:$name in ?*:*.*i386*) left="$left $name"; continue ;; esac
	case $line in
	*"# SKIP"*) why=${line#*- }; n=$((n + 1)); echo "ok $n - $name # SKIP ${why%# SKIP}"; continue ;;
	esac
	grep -qx "parses $name.json" "$tmp/parse.txt"
	ok $? "$name: record parses${line:+ ($line)}"
done

[ -z "$left" ] || { n=$((n + 1)); echo "ok $n - $(echo $left | wc -w) i386 programs not run here # SKIP the host cannot run 32-bit ($guest_only): make check runs them in its QEMU guest (kernels/tests/i386-guest.qemu)"; }

# Where this machine cannot run 32-bit and qemu is missing: one line saying
# what to install, no line per i386 program, and not a failure.
i386=$(echo "$bins" | grep -e '-i386$' | head -n 1)
x64=$(echo "$bins" | grep -e 'entry-syscall' | head -n 1)
if [ -n "$i386" ] && [ -n "$x64" ]; then
	CR_PROBE_ABSENT=ia32 CR_QEMU=/nonexistent/qemu-system-x86_64 CR_BENCH_BINS="$i386 $x64" CR_BUILDDIR=$build \
		CR_BENCH_ROOTS= sh "$src/scripts/bench-run" --smoke --out "$tmp/noqemu" >"$tmp/noqemu.log" 2>&1
	rc=$?
	[ $rc = 0 ] && [ "$(grep -c i386 "$tmp/noqemu.log")" = 1 ] &&
		grep -q '^bench-run: i386: NOT RUN: the host cannot run 32-bit (switched off: CR_PROBE_ABSENT=ia32) and /nonexistent/qemu-system-x86_64 is not installed (apt-get install qemu-system-x86 busybox-static)$' "$tmp/noqemu.log"
	ok $? "no 32-bit here and no qemu: one line saying what to install, exit $rc" ||
		sed 's/^/# /' "$tmp/noqemu.log"
fi

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
