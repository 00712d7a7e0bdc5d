#!/bin/sh
# A network namespace of its own (unshare -rn, as package builders and CI
# sandboxes run tests in) has a loopback interface that is down.  A socket
# race brings it up where it may (root in the namespace) and runs; where it
# may not (CAP_NET_ADMIN dropped), it is a skip with the reason, and the
# races that need no network still run.
b=${CR_BUILDDIR:-.}
. "${CR_SRCDIR:-.}/harness/tests/tap.sh"
tap_tmpdir cr-netns
p=$b/races/accept.glibc-x86_64
[ -x "$p" ] || p=$b/races/accept.musl-x86_64
[ -x "$p" ] || { echo "1..0 # SKIP no x86_64 accept race built in $b"; exit 77; }
if ! unshare -rn true 2>"$tmp/err"; then
	echo "1..0 # SKIP no network namespace of our own here: unshare -rn: $(head -n 1 "$tmp/err")"
	exit 77
fi
args="--seconds 20" # the default budget (make check stops it early once the race is seen)
unshare -rn "$p" $args >"$tmp/up.out" 2>&1
rc=$?
[ $rc = 0 ] && grep -q 'brought it up' "$tmp/up.out"
ok $? "unshare -rn: ${p##*/} brings the namespace's loopback up and runs (exit $rc)"
drop="setpriv --bounding-set -net_admin --inh-caps -net_admin"
if ! unshare -rn $drop true 2>"$tmp/err"; then
	n=$((n + 1))
	echo "ok $n - no CAP_NET_ADMIN # SKIP setpriv cannot drop it here: $(head -n 1 "$tmp/err")"
else
	unshare -rn $drop "$p" $args >"$tmp/down.out" 2>&1
	rc=$?
	[ $rc = 77 ] && grep -q '^1\.\.0 # SKIP .*no usable loopback' "$tmp/down.out"
	ok $? "unshare -rn without CAP_NET_ADMIN: ${p##*/} is a skip with the reason (exit $rc: $(grep -o 'no usable loopback.*' "$tmp/down.out" | head -c 120))"
	for q in open read; do
		r=$b/races/$q.${p##*.}
		[ -x "$r" ] || continue
		unshare -rn $drop "$r" $args >"$tmp/$q.out" 2>&1
		ok $? "unshare -rn without CAP_NET_ADMIN: ${r##*/} still runs and passes"
	done
fi
echo "1..$n"
[ "$failed" = 0 ]
