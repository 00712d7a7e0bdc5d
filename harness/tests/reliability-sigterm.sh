#!/bin/sh
# A signal mid-run: a QA farm or an impatient user stops a race
# with SIGTERM, SIGINT or SIGHUP while its hammer runs, through cr-run.  The
# run must end within a bound with exit 128+N, leave nothing in TMPDIR (a
# fresh private one) and nothing beside the --json FILE, and FILE must be
# absent or a complete JSON record (never truncated); the harness writes a
# partial record marked "interrupted": true, which is checked when present.
RUN=${CR_BUILDDIR:-.}/harness/cr-run
PY=${PYTHON3:-python3}
test -x "$RUN" || { echo "Bail out! no cr-run at $RUN"; exit 99; }
command -v "$PY" >/dev/null 2>&1 || { echo "1..0 # SKIP python3 needed to validate JSON"; exit 77; }
. "${CR_SRCDIR:-.}/harness/tests/tap.sh"
tap_tmpdir reliability-sigterm
now_ms() { date +%s%3N; }

# Programs: a race with files (read), one with sockets (accept), plus open.
tap_pick_races
set -- $progs
echo "1..$(($# * 3))"

i=0
for p in "$@"; do
	i=$((i + 1))
	case $i in 1) sig=TERM num=15;; 2) sig=INT num=2;; *) sig=HUP num=1;; esac
	name=$(echo "$p" | tr / _)
	td=$tmp/tmpdir-$name out=$tmp/out-$name
	mkdir "$td" "$out"
	# CR_HAMMER_ENOUGH empty: make check's early stop would end the hammer
	# before the signal comes.
	TMPDIR=$td CR_HAMMER_ENOUGH= "$RUN" --timeout 120 -- "${CR_BUILDDIR:-.}/$p" --hammer --seconds 60 --iterations 100000000 \
		--json "$out/rec.json" >"$tmp/$name.tap" 2>&1 &
	rp=$!
	# Wait until the hammer runs (the seed line is printed before it).
	w=0
	while ! grep -q '^# seed' "$tmp/$name.tap" 2>/dev/null && [ $w -lt 200 ]; do sleep 0.05; w=$((w + 1)); done
	sleep 0.5
	t0=$(now_ms)
	kill -$sig $rp
	wait $rp
	rc=$? t1=$(now_ms)
	ok $([ $rc -eq $((128 + num)) ] && [ $((t1 - t0)) -lt 10000 ]; echo $?) \
		"$p: SIG$sig mid-hammer ends the run: exit $rc (want $((128 + num))) in $((t1 - t0)) ms"
	litter=$(ls -A "$td")
	beside=$(ls -A "$out" | grep -v '^rec\.json$')
	ok $([ -z "$litter" ] && [ -z "$beside" ]; echo $?) \
		"$p: nothing left in TMPDIR${litter:+ ($litter)} or beside the record${beside:+ ($beside)}"
	if [ -e "$out/rec.json" ]; then
		v=$("$PY" -c 'import json, sys
r = json.load(open(sys.argv[1]))
print("ok" if r.get("interrupted") is True and r.get("schema") == "cancelrace/2" else "fields")' "$out/rec.json" 2>&1)
		ok $([ "$v" = ok ]; echo $?) "$p: the record is complete JSON, marked interrupted ($v)"
	else
		ok 0 "$p: no record written (allowed: never a truncated one)"
	fi
	[ $failed -eq 0 ] || sed 's/^/# /' "$tmp/$name.tap" | tail -n 5
done
[ $failed -eq 0 ]
