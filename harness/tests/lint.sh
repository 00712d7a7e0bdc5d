#!/bin/sh
# make check holds the harness to its bar: cppcheck clean over harness/,
# races/ and bench/ (both x86_64 and i386 configurations) and no memcheck
# error under valgrind (unit tests, fuzz replays, cr-run, a short hammer).
# Each tool that is not installed is a reported skip.
. "${CR_SRCDIR:-.}/harness/tests/tap.sh"
tap_tmpdir lint
B=${CR_BUILDDIR:-.}
echo "1..2"
for t in cppcheck check-valgrind; do
	env -u MAKEFLAGS -u MFLAGS -u MAKELEVEL ${MAKE:-make} -C "$B" -s $t >"$tmp/out" 2>&1
	rc=$?
	last=$(tail -n 1 "$tmp/out")
	case $last in
	*SKIP*) n=$((n + 1)); echo "ok $n - $t # SKIP $last"; continue ;;
	esac
	[ $rc = 0 ] || sed 's/^/# /' "$tmp/out" | tail -n 20
	ok $rc "make $t: $last"
done
[ $failed = 0 ]
