#!/bin/sh
# Unit test: a race program's argument parsing: --help, and every malformed
# argument rejected with a message and exit 2.
prog=${CR_BUILDDIR:-.}/races/open.glibc-x86_64
. "${CR_SRCDIR:-.}/harness/tests/tap.sh"
check() { # expected-status description args...
	want=$1 what=$2; shift 2
	out=$("$prog" "$@" 2>&1 >/dev/null); got=$?
	[ "$got" = "$want" ] && { [ "$want" = 0 ] || [ -n "$out" ]; }
	ok $? "$what (exit $got, want $want${out:+: $(echo "$out" | head -n 1)})"
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
case $out in *--sweep*--strict*) r=0;; *) r=1;; esac
ok $r "--help documents the modes (--sweep, --strict)"
echo "1..$n"
[ $failed = 0 ]
