#!/bin/sh
# The sweep's two ways of reaching boundary k must give the same map: the
# hardware execute breakpoint (perf_event_open, the default) and
# single-stepping from the entry (CR_SWEEP_METHOD=step, the fallback).  For
# each built variant of races/open and races/accept: same boundary count,
# and per boundary the same symbol+offset, performed flag and verdict.
# Also checks that the sweep's JSON record carries the per-boundary map.
b=${CR_BUILDDIR:-.}
py=${PYTHON3:-python3}
. "${CR_SRCDIR:-.}/harness/tests/tap.sh"
tap_tmpdir cr-sweep-methods
map() { # program method -> "k symbol performed verdict" lines
	CR_SWEEP_METHOD=$2 "$1" --sweep --json "$tmp/$2.json" 2>&1 |
		sed -n 's/^# sweep  *\([0-9][0-9]*\) *0x[0-9a-f]* *\([^ ]*\) *\([a-z-]*\) *\([a-z-]*\).*/\1 \2 \3 \4/p'
}
for p in "$b"/races/open.* "$b"/races/accept.*; do
	case $p in *.o | *.t | *'*'*) continue ;; esac
	[ -x "$p" ] || continue
	name=${p##*/}
	map "$p" bp >"$tmp/bp.map"
	map "$p" step >"$tmp/step.map"
	m=$(wc -l <"$tmp/bp.map")
	# single-stepping cannot stop at a syscall's return address ("skipped")
	skip=$(awk '$4 == "skipped" { print $1 }' "$tmp/step.map" | tr '\n' ' ')
	for f in bp step; do
		awk -v s=" $skip" 'index(s, " " $1 " ") == 0' "$tmp/$f.map" >"$tmp/$f.cmp"
	done
	if [ "$m" -gt 2 ] && cmp -s "$tmp/bp.cmp" "$tmp/step.cmp"; then
		ok 0 "$name: breakpoint and single-step maps agree ($m boundaries, $(grep -c ' leak$' "$tmp/bp.map") leak; single-step skipped k=${skip:-none})"
	else
		ok 1 "$name: maps differ ($m vs $(wc -l <"$tmp/step.map") boundaries)"
		diff "$tmp/bp.cmp" "$tmp/step.cmp" | head -n 5 | sed 's/^/# /'
	fi
	if "$py" - "$tmp/bp.json" "$m" <<'EOF'; then
import json, sys
d = json.load(open(sys.argv[1]))
s = d["sweep"]
b = [x for x in s["boundaries"] if not x.get("in_kernel")]
assert len(b) == int(sys.argv[2]) == s["summary"]["boundaries"], "boundary count"
assert [x["k"] for x in b] == list(range(len(b))), "k order"
for x in b:
    assert x["addr"].startswith("0x") and x["symbol"] and x["verdict"], x
leaks = sum(x["verdict"] == "leak" for x in b)
assert leaks == s["summary"]["leak"], "summary leak count"
for w in s["windows"]:
    assert w["first_k"] <= w["last_k"] and w["from"] and w["to"], w
assert s["checks"] and all(c["mode"] == "sweep" for c in s["checks"]), "checks"
EOF
		ok 0 "$name: JSON record has the per-boundary map, windows and checks"
	else
		ok 1 "$name: JSON record of the sweep malformed"
	fi
done
if [ "$n" = 0 ]; then
	echo "1..0 # SKIP no races/open.* or races/accept.* built in $b"
	exit 77
fi
echo "1..$n"
[ "$failed" = 0 ]
