#!/bin/sh
# Parallel runs (issue 8): "make -j2 check" and farms run several copies of
# a program at once.  Two copies each of the open, read and accept races
# (files, memfds, loopback listening sockets) run concurrently with their
# records in one directory and a private TMPDIR: none may hit a harness
# error or bail out (a shared file or fixed port would), every record must be
# complete JSON of its own run, and nothing may be left behind.
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
		TMPDIR=$tmp/td "$RUN" --timeout 120 -- "${CR_BUILDDIR:-.}/$p" --hammer --iterations 300 --seconds 10 \
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
	case $rc in 0|1) ;; *) bad="$bad $name:exit-$rc";; esac
	grep -q '^Bail out!' "$tmp/$name.tap" && bad="$bad $name:bail-out"
done
i=0
for p in "$@"; do
	i=$((i + 1))
	name=$(echo "$p" | tr / _)
	mine=$(echo "$bad" | tr ' ' '\n' | grep "^$name\." | tr '\n' ' ')
	v=$("$PY" -c 'import json, sys
seeds = set()
for f in sys.argv[1:]:
    r = json.load(open(f))
    assert r["schema"] == "cancelrace/2" and r["kind"] == "race", f
    seeds.add(r["params"]["seed"])
print("ok" if len(seeds) == 2 else "records not distinct: %r" % seeds)' "$tmp/rec/$name.1.json" "$tmp/rec/$name.2.json" 2>&1 | tail -n 1)
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
