#!/bin/sh
# Every finding's standalone reproducer (results/findings/*.c), built as
# its report says, with each libc compiler this build has: it must exit 1
# where the report says the libc loses (the positive control: the finding
# holds on the release Debian ships) and 0 where it does not (the negative
# control: the reproducer accuses no race-free libc).  A compiler this
# build lacks is a skip point that says so.
b=${CR_BUILDDIR:-.}
src=${CR_SRCDIR:-.}
. "$src/harness/tests/tap.sh"
tap_tmpdir cr-findings
glibc_version=$(getconf GNU_LIBC_VERSION 2>/dev/null | sed -n 's/^glibc //p')
# older VERSION: 0 when glibc VERSION is not newer than this machine's (a
# fix released in VERSION is in this machine's glibc)
older() { [ "$(printf '%s\n%s\n' "$1" "$glibc_version" | sort -V | head -n 1)" = "$1" ]; }
# check REPRODUCER LIBC COMPILER EXPECTED-EXIT [LIBS]
check() {
	f=$1 libc=$2 cc=$3 want=$4 libs=${5:-}
	if [ -z "$cc" ] || [ "$cc" = no ]; then
		ok 0 "$f on $libc # SKIP no $libc compiler in this build (configure --enable-variants=all, as scripts/check runs it, wants every one; scripts/install-deps installs them)"
		return
	fi
	# shellcheck disable=SC2086 # cc may carry its flags, libs are words
	if ! $cc -O2 -pthread -o "$tmp/$f.$libc" "$src/results/findings/$f.c" $libs >"$tmp/cc.out" 2>&1; then
		ok 1 "$f on $libc: does not build: $(grep -m1 -i error "$tmp/cc.out")"
		return
	fi
	timeout 120 "$b/harness/cr-run" --exec -- "$tmp/$f.$libc" >"$tmp/out" 2>&1
	rc=$?
	ok $(( rc != want )) "$f on $libc: exit $rc, $( [ "$want" = 1 ] && echo "the finding holds (positive control)" || echo "nothing found (negative control)"): $(tail -n 1 "$tmp/out")"
}
# glibc (this machine's): pthread_join-pending fixed in 2.43; aio_suspend
# and connect not fixed
if older 2.43; then j=0; else j=1; fi
check pthread_join-pending glibc "$CR_FINDINGS_CC_GLIBC" $j
check aio_suspend-pending glibc "$CR_FINDINGS_CC_GLIBC" 1 -lrt
check connect glibc "$CR_FINDINGS_CC_GLIBC" 1
check dietlibc-cancel glibc "$CR_FINDINGS_CC_GLIBC" 0
check dietlibc-early-cancel glibc "$CR_FINDINGS_CC_GLIBC" 0
check dietlibc-sem-wait glibc "$CR_FINDINGS_CC_GLIBC" 0
check dietlibc-join glibc "$CR_FINDINGS_CC_GLIBC" 0
check dietlibc-cond-wait glibc "$CR_FINDINGS_CC_GLIBC" 0
# musl acts where glibc does not; connect's loss is the kernel's
check pthread_join-pending musl "$CR_FINDINGS_CC_MUSL" 0
check aio_suspend-pending musl "$CR_FINDINGS_CC_MUSL" 0
check connect musl "$CR_FINDINGS_CC_MUSL" 1
check dietlibc-cancel musl "$CR_FINDINGS_CC_MUSL" 0
check dietlibc-early-cancel musl "$CR_FINDINGS_CC_MUSL" 0
check dietlibc-sem-wait musl "$CR_FINDINGS_CC_MUSL" 0
check dietlibc-join musl "$CR_FINDINGS_CC_MUSL" 0
check dietlibc-cond-wait musl "$CR_FINDINGS_CC_MUSL" 0
# uClibc-ng 1.0.35 (glibc's asynchronous-cancel design): open and close lose
check uclibc-ng-open uclibc "$CR_FINDINGS_CC_UCLIBC" 1
check uclibc-ng-close uclibc "$CR_FINDINGS_CC_UCLIBC" 1
# dietlibc 0.34 (Debian's dietlibc-dev), through its diet wrapper
check dietlibc-cancel dietlibc "${CR_FINDINGS_DIET:+$CR_FINDINGS_DIET gcc}" 1 -lpthread
check dietlibc-early-cancel dietlibc "${CR_FINDINGS_DIET:+$CR_FINDINGS_DIET gcc}" 1 -lpthread
check dietlibc-sem-wait dietlibc "${CR_FINDINGS_DIET:+$CR_FINDINGS_DIET gcc}" 1 -lpthread
check dietlibc-join dietlibc "${CR_FINDINGS_DIET:+$CR_FINDINGS_DIET gcc}" 1 -lpthread
check dietlibc-cond-wait dietlibc "${CR_FINDINGS_DIET:+$CR_FINDINGS_DIET gcc}" 1 -lpthread
echo "1..$n"
[ "$failed" = 0 ]
