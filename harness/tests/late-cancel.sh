#!/bin/sh
# Blocked mode's late-cancel verdict can fail: a blocked call that returns
# EINTR to the cancel signal, the cancel acting only after it (harness/
# tests/late-cancel.c), is counted in every trial, with its errno in the
# record, and fails the run; the same program on the libc's epoll_wait
# (CR_FAULT=off) counts none and passes.
b=${CR_BUILDDIR:-.}
py=${PYTHON3:-python3}
. "${CR_SRCDIR:-.}/harness/tests/tap.sh"
tap_tmpdir cr-late-cancel
for p in "$b"/harness/tests/late-cancel.glibc-x86_64 "$b"/harness/tests/late-cancel.musl-x86_64 \
	"$b"/harness/tests/late-cancel.glibc-i386 "$b"/harness/tests/late-cancel.musl-i386; do
	[ -x "$p" ] || continue
	name=${p##*/}
	if ! tap_runnable "$p"; then
		ok 0 "$name # SKIP $why"
		continue
	fi
	tap_run "$p" --blocked --blocked-trials 3 --json "$tmp/r.json" >"$tmp/out" 2>&1
	rc=$?
	if [ "$rc" = 1 ] && grep -q '^not ok .*late-cancel' "$tmp/out" &&
		"$py" "${CR_SRCDIR:-.}/scripts/cr-validate" "$tmp/r.json" >"$tmp/val" 2>&1 &&
		"$py" - "$tmp/r.json" <<'PY'
import errno, json, sys
r = json.load(open(sys.argv[1]))
b = r["blocked"]
assert r["status"] == "fail", r["status"]
assert b["trials"] == 3 and b["never_blocked"] == 0, b
assert b["counts"]["late-cancel"] == 3 and b["counts"]["lost-cancel"] == 0, b["counts"]
assert b["outcomes"]["cancelled"] == 3, b["outcomes"]
assert [(x["errno"], x["trials"]) for x in b["late_cancel"]] == [(errno.EINTR, 3)], b["late_cancel"]
assert [c["ok"] for c in b["checks"] if c.get("verdict") == "late-cancel"] == [False], b["checks"]
PY
	then
		ok 0 "$name: late-cancel in 3 of 3 blocked trials (EINTR recorded), the run failed (exit $rc)"
	else
		ok 1 "$name: exit $rc"
		sed 's/^/# /' "$tmp/out" "$tmp/val" | grep -E 'not ok|late|blocked|rror' | head -n 10
	fi
	CR_FAULT=off tap_run "$p" --blocked --blocked-trials 3 >"$tmp/out" 2>&1
	rc=$?
	if [ "$rc" = 0 ] && grep -q '^ok .*late-cancel' "$tmp/out"; then
		ok 0 "$name (CR_FAULT=off, the libc's epoll_wait): no late-cancel, the run passed"
	else
		ok 1 "$name (CR_FAULT=off): exit $rc"
		sed 's/^/# /' "$tmp/out" | grep -E 'not ok|late|blocked' | head -n 10
	fi
done
if [ "$n" = 0 ]; then
	echo "1..0 # SKIP no harness/tests/late-cancel.* built in $b"
	exit 77
fi
echo "1..$n"
[ "$failed" = 0 ]
