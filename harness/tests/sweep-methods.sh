#!/bin/sh
# The sweep's three ways of reaching boundary k must give the same map:
# a software breakpoint (int3 in the process's private copy of the code),
# a hardware execute breakpoint (debug registers) and single-stepping from
# the entry.  Each is forced in turn (CR_SWEEP_METHOD); one the probes saw
# fail on this machine is reported skipped with what the probe saw, and
# the others are compared: for each built variant of races/open and
# races/accept, the same boundary count, and per boundary the same
# symbol+offset, performed flag and verdict.  Then the fallback: with the
# breakpoints switched off (CR_PROBE_ABSENT) the default sweep must choose
# single-step and say so.  Also checks the sweep's JSON record (the
# per-boundary map, the method and the mechanisms the probes saw).
b=${CR_BUILDDIR:-.}
py=${PYTHON3:-python3}
. "${CR_SRCDIR:-.}/harness/tests/tap.sh"
tap_tmpdir cr-sweep-methods
methods="software-breakpoint hardware-breakpoint single-step"
map() { # program method json -> "k symbol performed verdict" lines
	CR_SWEEP_METHOD=$2 tap_run "$1" --sweep --json "$3" 2>&1 |
		sed -n 's/^# sweep  *\([0-9][0-9]*\) *0x[0-9a-f]* *\([^ ]*\) *\([a-z-]*\) *\([a-z-]*\).*/\1 \2 \3 \4/p'
}
field() { # json key -> the sweep summary's value ("" when absent)
	"$py" -c 'import json,sys
s = json.load(open(sys.argv[1]))["sweep"]
print(s.get(sys.argv[2], s.get("summary", {}).get(sys.argv[2], "")))' "$1" "$2" 2>/dev/null
}
check_json() { # json boundaries
	"$py" - "$1" "$2" <<'EOF'
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
m = s["summary"]["mechanisms"]
for k in ("software-breakpoint", "hardware-breakpoint", "single-step", "cancel-delivery"):
    assert isinstance(m[k]["works"], bool) and m[k]["why"], k
assert m[s["summary"]["method"]]["works"], "the method used was proven"
assert s["summary"]["ms_per_boundary"] > 0, "cost a boundary"
EOF
}
for p in "$b"/races/open.* "$b"/races/accept.*; do
	case $p in *.o | *.t | *'*'*) continue ;; esac
	[ -x "$p" ] || continue
	name=${p##*/}
	if ! tap_runnable "$p"; then
		ok 0 "$name: methods # SKIP $why"
		continue
	fi
	# a race that skips on its libc (accept is no cancellation point in
	# dietlibc) is a skip here, with its reason
	why=$(tap_run "$p" --sweep --sweep-boundary 0 2>&1 | sed -n 's/^1\.\.0 # SKIP //p' | head -n 1)
	if [ -n "$why" ]; then
		ok 0 "$name: methods # SKIP $why"
		continue
	fi
	ran= ref=
	for m in $methods; do
		map "$p" $m "$tmp/$m.json" >"$tmp/$m.map"
		used=$(field "$tmp/$m.json" method)
		if [ "$used" != "$m" ]; then
			ok 0 "$name: $m # SKIP $(field "$tmp/$m.json" skipped)"
			continue
		fi
		ran="$ran $m"
		if check_json "$tmp/$m.json" "$(wc -l <"$tmp/$m.map")"; then
			ok 0 "$name: $m: JSON record has the per-boundary map, windows, checks and mechanisms ($(field "$tmp/$m.json" ms_per_boundary) ms a boundary)"
		else
			ok 1 "$name: $m: JSON record of the sweep malformed"
		fi
		[ -n "$ref" ] || ref=$m
	done
	if [ -z "$ref" ]; then
		ok 1 "$name: no method ran"
		continue
	fi
	# single-stepping cannot stop at a syscall's return address ("skipped")
	skip=$(cat "$tmp"/*.map | awk '$4 == "skipped" { print $1 }' | sort -u | tr '\n' ' ')
	for m in $ran; do
		awk -v s=" $skip" 'index(s, " " $1 " ") == 0' "$tmp/$m.map" >"$tmp/$m.cmp"
	done
	n_ref=$(wc -l <"$tmp/$ref.map")
	for m in $ran; do
		[ "$m" = "$ref" ] && continue
		if [ "$n_ref" -gt 2 ] && cmp -s "$tmp/$ref.cmp" "$tmp/$m.cmp"; then
			ok 0 "$name: $ref and $m maps agree ($n_ref boundaries, $(grep -c ' leak$' "$tmp/$ref.map") leak; not compared: k=${skip:-none})"
		else
			ok 1 "$name: $ref and $m maps differ ($n_ref vs $(wc -l <"$tmp/$m.map") boundaries)"
			diff "$tmp/$ref.cmp" "$tmp/$m.cmp" | head -n 5 | sed 's/^/# /'
		fi
	done
	[ "$(echo $ran | wc -w)" -ge 2 ] ||
		ok 0 "$name: maps compared # SKIP only$ran ran here"
	# The fallback, whatever this machine has: breakpoints switched off.
	CR_PROBE_ABSENT=software-breakpoint,hardware-breakpoint tap_run "$p" --sweep --json "$tmp/fb.json" \
		>/dev/null 2>&1
	used=$(field "$tmp/fb.json" method)
	why=$(field "$tmp/fb.json" method_reason)
	case $why in
	*"software-breakpoint: switched off"*"hardware-breakpoint: switched off"*) said=1 ;;
	*) said=0 ;;
	esac
	if [ "$used" = single-step ] && [ $said = 1 ]; then
		ok 0 "$name: breakpoints switched off: single-step chosen, and the record says why"
	else
		ok 1 "$name: breakpoints switched off: method '$used', reason '$why'"
	fi
done
if [ "$n" = 0 ]; then
	echo "1..0 # SKIP no races/open.* or races/accept.* built in $b"
	exit 77
fi
echo "1..$n"
[ "$failed" = 0 ]
