#!/bin/sh
# The i386 programs on this host.  Where configure ran an i386 program it
# built (IA32 emulation here), each runs as a make check test of its own,
# and this one point says so.  Where it could not (or CR_PROBE_ABSENT names
# ia32), they are left out of make check (harness/tests.gmk) and this test
# is one skip with the reason and how many, instead of one skip each;
# kernels/tests/i386-guest.qemu runs them in a QEMU guest.
b=${CR_BUILDDIR:-.}
n=$(cd "$b" && ls races/*i386* harness/tests/*i386* harness/vdso/*i386* 2>/dev/null |
	grep -v -e '\.o$' -e '\.t$' -e '\.d$' -e '\.log$' -e '\.trs$' | wc -l)
case ",${CR_PROBE_ABSENT:-}," in
*[,\ ]ia32[,\ ]*) why="32-bit execution switched off (CR_PROBE_ABSENT=ia32)" ;;
*) [ "${CR_I386_RUNS:-}" = yes ] || why="this kernel cannot run 32-bit programs (configure's i386 probe did not run)" ;;
esac
if [ -n "${why:-}" ]; then
	echo "1..0 # SKIP $n i386 programs not run on this host: $why; kernels/tests/i386-guest.qemu runs them in a guest"
	exit 77
fi
echo "1..1"
echo "ok 1 - $n i386 programs built, each run as its own test (configure ran one here)"
