#!/bin/sh
# The kernel entry each benchmark's measured call really executes (the
# record's kernel_entry, from one call single-stepped before timing) and the
# thread count it was measured with: facts, never a time.
#   i386, a second thread alive: glibc >= 2.41 and musl -> int $0x80
#   glibc < 2.41, the vDSO-helper (and naive) thunk     -> the vDSO
#   i386, one thread: glibc's shortcut                   -> the vDSO
#   x86_64                                               -> syscall
# On this machine's libcs and under every fetched root under the build's
# libc-roots/ (make libc-roots; a glibc program is relinked against an older
# root's libc6-dev by scripts/cr-relink).  glibc >= 2.41 exists only in
# a root: without one that case is reported as not checked (a skip point),
# and CR_REQUIRE_LIBC_ROOTS="trixie ..." (set by .ci/run) makes a missing
# root a failure.  The table itself is scripts/bench-entry's (the one
# judge: the i386 records of a QEMU guest, where this machine cannot run
# 32-bit, are held to it by kernels/tests/i386-guest.qemu and make bench).
# TAP.
. "${CR_SRCDIR:-$(cd "$(dirname "$0")/.." && pwd)}/harness/tests/tap.sh"
build=${CR_BUILDDIR:-.}
src=${CR_SRCDIR:-$(cd "$(dirname "$0")/.." && pwd)}
roots=${CR_LIBC_ROOTS_DIR:-$build/libc-roots}
py=${PYTHON3:-python3}
[ "$py" != no ] && command -v "$py" >/dev/null 2>&1 || { echo "1..0 # SKIP python3 not available"; exit 77; }
[ -x "$build/bench/wrapper-read.glibc-x86_64" ] || { echo "1..0 # SKIP no benchmark programs built"; exit 77; }
tap_tmpdir cr-kernel-entry
unset LIBC_ROOT CR_LIBC_ROOT_ACTIVE

# check BIN [ROOT]: run it once (tiny counts), judge the record's entry
# and thread count by the table above (scripts/bench-entry).
check() {
	b=$1 root=${2:-} run=./$1 rel=host
	if ! tap_runnable "$build/$b"; then
		cannot="$cannot ${b#bench/}${root:+@$(basename "$root")}" why_not=$why
		return
	fi
	prog=$(basename "$b"); prog=${prog%%.*}
	v=${b##*.}
	j=$tmp/$(basename "$b").json
	rm -f "$j"
	if [ -n "$root" ]; then
		rel=$(basename "$root")
		run=$("$py" "$src/scripts/cr-relink" --builddir "$build" --link-info "$build/bench/link-info" \
			--root "$root" --out "$tmp/bin/$rel" "$b" 2>"$tmp/err") ||
			{ ok 1 "$prog $v [$rel]: relink: $(tail -n 1 "$tmp/err")"; return; }
		[ "$run" = "$b" ] && run=./$b
	fi
	(cd "$build" && ${root:+env LIBC_ROOT="$root"} ./harness/cr-run --exec -- "$run" --iterations 2 --reps 1 --warmup 0 \
		--json "$j" >"$tmp/out" 2>&1)
	rc=$?
	libroot=$("$py" -c 'import json, sys; print(json.load(open(sys.argv[1]))["libc"].get("root") or "-")' \
		"$j" 2>/dev/null)
	if [ $rc != 0 ] || [ -z "$libroot" ]; then
		ok 1 "$prog $v [$rel]: no record (exit $rc): $({ grep -E 'Bail|not ok' "$tmp/out" || tail -n 1 "$tmp/out"; } | head -n 1)"
		return
	fi
	if [ -n "$root" ] && [ "$libroot" = - ]; then
		ok 1 "$prog $v [$rel]: ran on $("$py" -c 'import json, sys; l = json.load(open(sys.argv[1]))["libc"]; print(l["name"], l["version"])' "$j"), not on the root's libc"
		return
	fi
	# the table (scripts/bench-entry, the one judge of these facts: the
	# guest's records are held to it too)
	line=$("$py" "$src/scripts/bench-entry" "$j" 2>&1)
	ok $? "${line#*ok - }"
}

# programs [roots]: the built programs to check (under a root: the
# cancellable wrapper of the libcs a root holds, whose entry is the libc's
# choice; the raw entries and the vDSO runtime do not depend on the root)
programs() {
	(cd "$build" && for f in bench/entry-*.* bench/wrapper-read.* bench/wrapper-read-single.* bench/raw-read.*; do
		case $f in *.o | *.t | *.d | *.log | *.trs) continue ;; esac
		case ${1:-}:$f in roots:bench/wrapper-read.glibc-* | roots:bench/wrapper-read.musl-* | :*) ;; *) continue ;; esac
		[ -x "$f" ] && echo "$f"
	done)
}

cannot= why_not=
for b in $(programs); do
	check "$b"
done

found=0
for r in "$roots"/*/; do
	r=${r%/}
	[ -f "$r/.complete" ] || continue
	found=$((found + 1))
	for b in $(programs roots); do
		check "$b" "$(cd "$r" && pwd)"
	done
done
# i386 where this machine cannot execute it: one point for them all (make
# check's QEMU guest, kernels/tests/i386-guest.qemu, holds them to the table)
[ -z "$cannot" ] || ok 0 "$(echo $cannot | wc -w) programs not run here # SKIP $why_not: checked in make check's QEMU guest (kernels/tests/i386-guest.qemu) (${cannot# })"
if [ $found = 0 ]; then
	n=$((n + 1))
	echo "ok $n - glibc >= 2.41 not checked: no fetched libc root under $roots # SKIP make libc-roots fetches them"
fi
for need in ${CR_REQUIRE_LIBC_ROOTS:-}; do
	[ -f "$roots/$need/.complete" ]
	ok $? "root $need is fetched (CR_REQUIRE_LIBC_ROOTS), so its libc is checked"
done
echo "1..$n"
[ $failed = 0 ]
