#!/bin/sh
# Bad input: every program and script must reject malformed
# arguments and malformed input files with a message on stderr and exit 2 --
# never run with a misread value, never crash, hang or print a Python
# traceback.  Feeds every built race, bench and vDSO program (unknown option,
# negative, huge, missing and junk values, stray arguments, missing and
# corrupt expectations tables), and every results reader in scripts/
# (missing, empty, truncated, non-JSON, wrong-schema files).  One TAP point
# per program; each call runs under cr-run with a short timeout.
RUN=${CR_BUILDDIR:-.}/harness/cr-run
B=${CR_BUILDDIR:-.}
S=${CR_SRCDIR:-.}
PY=${PYTHON3:-python3}
test -x "$RUN" || { echo "Bail out! no cr-run at $RUN"; exit 99; }
. "${CR_SRCDIR:-.}/harness/tests/tap.sh"
tap_tmpdir reliability-badinput
# expect2 LABEL CMD...: exit 2, a message, no traceback, no core; records
# what went wrong in $bad.
expect2() {
	label=$1
	shift
	# A program that ran on bad input once (exit 0) is not run again.
	case $bad in *": exit 0]"*) return;; esac
	"$RUN" --timeout 20 --kill-after 1 --name "$label" -- "$@" >"$tmp/out" 2>"$tmp/err" </dev/null
	rc=$?
	if [ $rc -ne 2 ]; then
		bad="$bad [$label: exit $rc]"
	elif [ ! -s "$tmp/err" ]; then
		bad="$bad [$label: no message]"
	elif grep -q '^Traceback' "$tmp/err"; then
		bad="$bad [$label: traceback]"
	fi
}

point() {
	ok $([ -z "$bad" ]; echo $?) "$1 rejects bad input with exit 2${bad:+:$bad}"
}

# ---- inputs ------------------------------------------------------------------
printf 'not\ta\ttable\n\001\002\003 garbage\n' >"$tmp/corrupt.tsv"
head -c 3000 /dev/urandom >"$tmp/random.tsv" 2>/dev/null || printf '\377\376\375' >"$tmp/random.tsv"
: >"$tmp/empty.json"
printf '{"schema": "cancelrace-results/1", "records": [{"schema": "cancelrace/2", "kind": "ra' >"$tmp/truncated.json"
printf 'hello, not json\n' >"$tmp/notjson.json"
printf '{"schema": "something-else/9", "records": []}\n' >"$tmp/schema.json"
printf '{"schema": "cancelrace-results/1", "records": "none"}\n' >"$tmp/records.json"
printf '[1, 2, 3]\n' >"$tmp/array.json"
CORRUPT="empty truncated notjson schema records array"

# ---- programs -----------------------------------------------------------------
progs=$(cd "$B" && for d in races bench harness/vdso; do
	[ -d "$d" ] && find "$d" -maxdepth 1 -type f -perm -u+x ! -name '*.o' ! -name '*.t' ! -name '*.sh'
done | LC_ALL=C sort)
# A program this machine cannot execute (i386 without IA32) is one skip
# for them all, with the reason; the runnable ones are fed.
run_progs= cannot= why_not=
for p in $progs; do
	if tap_runnable "$B/$p"; then run_progs="$run_progs $p"; else cannot="$cannot $p" why_not=$why; fi
done
progs=$run_progs
nprog=$(($(echo $progs | wc -w) + $([ -n "$cannot" ] && echo 1 || echo 0)))

scripts=
for s in cr-validate cr-table cr-compare cr-plot cr-report bench-summary cr-matrix cr-fetch-libc bench-hyperfine bench-perf; do
	[ -f "$S/scripts/$s" ] && scripts="$scripts $s"
done
nscr=$(echo $scripts | wc -w)
command -v "$PY" >/dev/null 2>&1 || nscr=0
echo "1..$((nprog + nscr + 1))"
[ -z "$cannot" ] || ok 0 "$(echo $cannot | wc -w) programs not fed # SKIP $why_not (${cannot# })"

for p in $progs; do
	bad=
	x=$B/$p
	expect2 unknown "$x" --frobnicate
	expect2 stray "$x" stray-argument
	# Every variant of a program is one source and one option parser: the
	# whole set of probes runs on one variant (glibc-x86_64, or a program
	# with no such variant), the two above on every binary.
	case $p in *.glibc-x86_64) ;; *.*-*) [ -x "${x%.*}.glibc-x86_64" ] && { point "$p"; continue; } ;; esac
	expect2 negative "$x" --iterations -1
	expect2 huge "$x" --iterations 99999999999999999999999
	expect2 junk "$x" --iterations 12abc
	expect2 missing-value "$x" --iterations
	case $p in races/*)
		expect2 negative-seconds "$x" --seconds -3
		expect2 nan-seconds "$x" --seconds nan
		expect2 bound "$x" --bound-ms 0
		expect2 seed "$x" --seed -1x
		expect2 missing-expect "$x" --expect "$tmp/no-such.tsv"
		# A table read late would run the race first: keep such runs short.
		expect2 corrupt-expect "$x" --hammer --iterations 5 --seconds 1 --expect "$tmp/corrupt.tsv"
		expect2 random-expect "$x" --hammer --iterations 5 --seconds 1 --expect "$tmp/random.tsv"
		;;
	esac
	point "$p"
done

for s in $scripts; do
	bad=
	x="$PY $S/scripts/$s"
	case $s in
	cr-validate|cr-table)
		for c in $CORRUPT; do expect2 "$c" $x "$tmp/$c.json"; done
		expect2 missing $x "$tmp/no-such.json";;
	cr-compare)
		for c in $CORRUPT; do expect2 "$c" $x "$tmp/$c.json" "$tmp/$c.json"; done
		expect2 missing $x "$tmp/no-such.json" "$tmp/no-such.json"
		expect2 one-arg $x "$tmp/empty.json";;
	cr-plot)
		for c in $CORRUPT; do expect2 "$c" $x --out "$tmp/plots" "$tmp/$c.json"; done
		expect2 missing $x --out "$tmp/plots" "$tmp/no-such.json";;
	cr-report)
		for c in $CORRUPT; do expect2 "$c" $x -o "$tmp/r.html" "$tmp/$c.json"; done
		expect2 missing $x -o "$tmp/r.html" "$tmp/no-such.json";;
	bench-summary)
		mkdir -p "$tmp/bdir" && cp "$tmp/truncated.json" "$tmp/bdir/x.json"
		expect2 corrupt-dir $x --check --dir "$tmp/bdir"
		expect2 missing-dir $x --check --dir "$tmp/no-such-dir";;
	cr-matrix)
		expect2 negative-timeout $x --builddir "$B" --out "$tmp/m" --timeout -1
		expect2 missing-builddir $x --builddir "$tmp/no-such-dir" --out "$tmp/m";;
	bench-hyperfine)
		expect2 negative-runs $x --builddir "$B" --out "$tmp/h" --runs -1;;
	bench-perf)
		expect2 negative-iterations $x --builddir "$B" --out "$tmp/p" --iterations -1;;
	esac
	expect2 unknown $x --frobnicate
	point "scripts/$s"
done

# Nothing above may have left files outside $tmp's own inputs.
left=$(cd "$tmp" && ls -A | grep -v -e '\.json$' -e '\.tsv$' -e '^out$' -e '^err$' -e '^bdir$' -e '^plots$')
ok $([ -z "$left" ]; echo $?) "rejected runs leave no output files${left:+ ($left)}"
[ $failed -eq 0 ]
