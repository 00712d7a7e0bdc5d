#!/bin/sh
# Parallel runs: "make -j2 check" and farms run several copies of
# a program at once.  Two copies each of the open, read and accept races
# (files, memfds, loopback listening sockets) run concurrently with their
# records in one directory and a private TMPDIR: none may hit a harness
# error or bail out (a shared file or fixed port would), each must pass (its
# verdicts as the expectations say: a wrong verdict fails this test too),
# every record must be complete JSON of its own run (its seed is the one
# that run was given), and nothing may be left behind.
RUN=${CR_BUILDDIR:-.}/harness/cr-run
PY=${PYTHON3:-python3}
test -x "$RUN" || { echo "Bail out! no cr-run at $RUN"; exit 99; }
command -v "$PY" >/dev/null 2>&1 || { echo "1..0 # SKIP python3 needed to validate JSON"; exit 77; }
. "${CR_SRCDIR:-.}/harness/tests/tap.sh"
tap_tmpdir reliability-parallel
tap_pick_races
set -- $progs
echo "1..$(($# + 2))"
mkdir "$tmp/td" "$tmp/rec"
pids=
for p in "$@"; do
	for copy in 1 2; do
		name=$(echo "$p" | tr / _).$copy
		TMPDIR=$tmp/td "$RUN" --timeout 120 -- "${CR_BUILDDIR:-.}/$p" --hammer --seconds 20 \
			--seed $copy --json "$tmp/rec/$name.json" >"$tmp/$name.tap" 2>&1 &
		pids="$pids $!:$name"
	done
done
n=0 failed=0
bad=
for pn in $pids; do
	wait "${pn%%:*}"
	rc=$?
	name=${pn#*:}
	[ "$rc" = 0 ] || bad="$bad $name:exit-$rc"
	grep -q '^Bail out!' "$tmp/$name.tap" && bad="$bad $name:bail-out"
done
i=0
for p in "$@"; do
	i=$((i + 1))
	name=$(echo "$p" | tr / _)
	mine=$(echo "$bad" | tr ' ' '\n' | grep "^$name\." | tr '\n' ' ')
	v=$("$PY" -c 'import json, sys
bad = []
for copy, f in enumerate(sys.argv[1:], 1):
    r = json.load(open(f))
    if r.get("schema") != "cancelrace/2" or r.get("kind") != "race":
        bad.append("%s: not a race record" % f)
    elif r["params"]["seed"] != str(copy):
        bad.append("copy %d: the record of seed %s (another run\x27s)" % (copy, r["params"]["seed"]))
    elif r["status"] != "pass":
        bad.append("copy %d: status %s" % (copy, r["status"]))
print("; ".join(bad) or "ok")' "$tmp/rec/$name.1.json" "$tmp/rec/$name.2.json" 2>&1 | tail -n 1)
	n=$((n + 1))
	if [ -z "$mine" ] && [ "$v" = ok ]; then echo "ok $n - $p: two concurrent runs, no harness error, two complete records"
	else echo "not ok $n - $p: two concurrent runs: ${mine}${v}"; failed=$((failed + 1)); sed 's/^/# /' "$tmp/$name.1.tap" | tail -n 3; fi
done
left=$(ls -A "$tmp/td")
n=$((n + 1))
if [ -z "$left" ]; then echo "ok $n - nothing left in the shared TMPDIR"; else echo "not ok $n - left in TMPDIR: $left"; failed=$((failed + 1)); fi
extra=$(ls -A "$tmp/rec" | grep -v '\.json$')
n=$((n + 1))
if [ -z "$extra" ]; then echo "ok $n - no temp files beside the records"; else echo "not ok $n - beside the records: $extra"; failed=$((failed + 1)); fi
[ $failed -eq 0 ]
