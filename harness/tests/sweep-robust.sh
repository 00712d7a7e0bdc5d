#!/bin/sh
# The sweep goes on through a boundary run that crashes or hangs, and
# reports each as that boundary's verdict (harness/tests/sweep-robust.c).
b=${CR_BUILDDIR:-.}
py=${PYTHON3:-python3}
. "${CR_SRCDIR:-.}/harness/tests/tap.sh"
tap_tmpdir cr-sweep-robust
# Under --enable-sanitizers, ASan's own SIGSEGV handler would turn the
# injected crash into a hang (it reports from a forked child of a threaded
# process): let the signal kill the boundary's run, as it does elsewhere.
ASAN_OPTIONS=${ASAN_OPTIONS:+$ASAN_OPTIONS:}handle_segv=0
export ASAN_OPTIONS
# One variant of each kind of implementation: glibc, musl (x86_64, and
# i386: its longest paths) and the vDSO runtime (the crash and hang are the
# sweep's own machinery, the same under every variant).
for p in "$b"/harness/tests/sweep-robust.glibc-x86_64 "$b"/harness/tests/sweep-robust.musl-x86_64 \
	"$b"/harness/tests/sweep-robust.musl-i386 "$b"/harness/tests/sweep-robust.vdso-i386-helper; do
	[ -x "$p" ] || continue
	name=${p##*/}
	if ! tap_runnable "$p"; then
		ok 0 "$name # SKIP $why"
		continue
	fi
	tap_run "$p" --sweep --bound-ms 100 --json "$tmp/r.json" >"$tmp/out" 2>&1
	rc=$?
	if [ "$rc" = 1 ] && grep -q '^not ok .*every boundary ran.*1 crashed, 1 hung' "$tmp/out" &&
		"$py" - "$tmp/r.json" <<'PY'
import json, sys
s = json.load(open(sys.argv[1]))["sweep"]
v = [x["verdict"] for x in s["boundaries"]]
assert len(v) == s["summary"]["boundaries"] > 10, "every boundary reported"
assert v.count("crash") == 1 and v.count("hang") == 1, v
assert v.count("ok") + v.count("leak") == len(v) - 2, v
assert [x.get("signal") for x in s["boundaries"] if x["verdict"] == "crash"] == [11]
PY
	then
		ok 0 "$name: one crash (SIGSEGV) and one hang reported, every other boundary ran, the sweep failed (exit $rc)"
	else
		ok 1 "$name: exit $rc"
		sed 's/^/# /' "$tmp/out" | grep -E 'not ok|window|k=' | head -n 8
	fi
done
if [ "$n" = 0 ]; then
	echo "1..0 # SKIP no harness/tests/sweep-robust.* built in $b"
	exit 77
fi
echo "1..$n"
[ "$failed" = 0 ]
