#!/bin/sh
# A preload of this machine under an older libc root: an LD_PRELOAD library
# built here (eatmydata's, fakeroot's, or harness/tests/lazyshim.c, which
# needs GLIBC_2.34) cannot load into bullseye's glibc 2.31, and a program run
# with LIBC_ROOT (here the wrapper-read benchmark) would die in the loader before main.  It must instead leave
# the preload out, say so on stderr and in its record
# (libc.preload_dropped), and run on the root's libc; under a root whose
# glibc can load the preload (trixie's) the preload stays.  Needs a fetched
# root older than this machine's glibc (make libc-roots); skips without one.
b=${CR_BUILDDIR:-.}
src=${CR_SRCDIR:-.}
py=${PYTHON3:-python3}
roots=${CR_LIBC_ROOTS_DIR:-$b/libc-roots}
. "$src/harness/tests/tap.sh"
tap_tmpdir cr-root-preload
p=bench/wrapper-read.glibc-x86_64
shim=$(cd "$b" && pwd)/harness/tests/lazyshim.glibc-x86_64.so
[ -x "$b/$p" ] && [ -f "$shim" ] || { echo "1..0 # SKIP no glibc-x86_64 wrapper-read benchmark or lazy shim built in $b"; exit 77; }
command -v "$py" >/dev/null 2>&1 || { echo "1..0 # SKIP python3 not available"; exit 77; }
# field JSON KEY: libc.KEY of a record, or "-"
field() { "$py" -c 'import json, sys; print(json.load(open(sys.argv[1]))["libc"].get(sys.argv[2]) or "-")' "$1" "$2" 2>/dev/null || echo "?"; }
old= new=
for r in "$roots"/*/; do
	r=${r%/}
	[ -f "$r/.complete" ] || continue
	run=$("$py" "$src/scripts/cr-relink" --builddir "$b" --link-info "$b/bench/link-info" \
		--root "$r" --out "$tmp/bin/$(basename "$r")" "$p" 2>/dev/null) || continue
	if [ "$run" = "$p" ]; then [ -n "$new" ] || new=$r; else [ -n "$old" ] || { old=$r oldrun=$run; }; fi
done
[ -n "$old" ] || { echo "1..0 # SKIP no libc root older than this machine's glibc under $roots (make libc-roots)"; exit 77; }
args="--iterations 2 --reps 1 --warmup 0"
(cd "$b" && LD_PRELOAD=$shim LIBC_ROOT=$old "$oldrun" $args --json "$tmp/old.json" >"$tmp/old.out" 2>"$tmp/old.err")
rc=$?
ok $(
	[ $rc = 0 ] && grep -q "LD_PRELOAD=.*lazyshim.*left out: .*GLIBC_" "$tmp/old.err" &&
		[ "$(field "$tmp/old.json" preload_dropped)" = "$shim" ] &&
		[ "$(field "$tmp/old.json" root)" = "$old" ]
	echo $?
) "$(basename "$old"): the preload that needs a newer glibc is left out, said and recorded; the program ran (exit $rc: $(grep -o 'left out.*' "$tmp/old.err" | head -c 100))"
if [ -n "$new" ]; then
	(cd "$b" && LD_PRELOAD=$shim LIBC_ROOT=$new "./$p" $args --json "$tmp/new.json" >"$tmp/new.out" 2>"$tmp/new.err")
	rc=$?
	ok $(
		[ $rc = 0 ] && ! grep -q "left out" "$tmp/new.err" && [ "$(field "$tmp/new.json" preload_dropped)" = - ]
		echo $?
	) "$(basename "$new"): a root that can load the preload keeps it (exit $rc)"
else
	n=$((n + 1))
	echo "ok $n - a root that loads the preload # SKIP no root newer than this machine's glibc under $roots"
fi
echo "1..$n"
[ $failed = 0 ]
