#!/bin/sh
# Unit test: a race program's argument parsing: --help, and every malformed
# argument rejected with a message and exit 2.
prog=${CR_BUILDDIR:-.}/races/open.glibc-x86_64
n=0 fail=0
check() { # expected-status description args...
	want=$1 what=$2; shift 2
	n=$((n + 1))
	out=$("$prog" "$@" 2>&1 >/dev/null); got=$?
	if [ "$got" = "$want" ] && { [ "$want" = 0 ] || [ -n "$out" ]; }; then
		echo "ok $n - $what (exit $got${out:+: $(echo "$out" | head -n 1)})"
	else
		echo "not ok $n - $what: exit $got, wanted $want"; fail=$((fail + 1))
	fi
}
check 0 "--help" --help
check 2 "unknown option" --frobnicate
check 2 "negative iterations" --iterations -5
check 2 "huge iterations" --iterations 99999999999999999999
check 2 "zero iterations" --iterations 0
check 2 "non-numeric seconds" --seconds soon
check 2 "negative seconds" --seconds -1
check 2 "seed with junk" --seed 12x
check 2 "missing value" --iterations
check 2 "missing expectations file" --expect /nonexistent/expectations.tsv
check 2 "stray argument" extra
check 2 "bound too small" --bound-ms 1
out=$("$prog" --help)
n=$((n + 1))
case $out in *--sweep*--strict*) echo "ok $n - --help documents the modes";;
	*) echo "not ok $n - --help lacks --sweep/--strict"; fail=$((fail + 1));; esac
echo "1..$n"
[ $fail = 0 ]
