#!/bin/sh
# make install: the suite must run on a target without the source
# tree.  Installs into a private DESTDIR, checks the layout (runner, programs,
# expectations table, GNOME installed-tests .test files), runs one installed
# race the way gnome-desktop-testing-runner would (its .test Exec line), runs
# two through cancelrace-run with JUnit, then uninstalls and checks that only
# empty directories remain.  TAP on stdout.
B=${CR_BUILDDIR:?CR_BUILDDIR not set}
MAKE=${CR_MAKE:-make}
: "${CR_BINDIR:?}" "${CR_PKGLIBEXECDIR:?}" "${CR_DATADIR:?}" "${CR_PKGDATADIR:?}"
. "${CR_SRCDIR:-.}/harness/tests/tap.sh"
tap_tmpdir install-destdir
D=$tmp/dest
echo "1..9"
# The parent make's jobserver is not ours.
env -u MAKEFLAGS -u MFLAGS -u MAKELEVEL $MAKE -C "$B" install DESTDIR="$D" >"$tmp/install.log" 2>&1
rc=$?
[ $rc -eq 0 ] || sed 's/^/# /' "$tmp/install.log" | tail -n 20
ok $rc "make install DESTDIR=... (rc $rc)"

L=$D$CR_PKGLIBEXECDIR
T=$D$CR_DATADIR/installed-tests/cancelrace
ok $([ -x "$L/cr-run" ] && [ -x "$D$CR_BINDIR/cancelrace-run" ] && [ -x "$D$CR_BINDIR/cancelrace-tap2junit" ] \
	&& [ -r "$D$CR_PKGDATADIR/expectations.tsv" ]; echo $?) "runner, cancelrace-run, tap2junit, expectations installed"
nraces=$(find "$L/races" -type f 2>/dev/null | wc -l)
ntests=$(find "$T" -name '*.test' 2>/dev/null | wc -l)
ok $([ "$nraces" -gt 0 ] && [ "$nraces" -eq "$ntests" ]; echo $?) "one installed-tests .test file per installed race ($ntests for $nraces)"

# The .test file of the first race, run as the installed-tests runner would,
# but from the DESTDIR (--root) and with no path into the build or source tree.
f=$(find "$T" -name '*.test' | LC_ALL=C sort | head -n 1)
exec_line=$(sed -n 's/^Exec=//p' "$f")
grep -q '^\[Test\]$' "$f" && grep -q '^Type=session$' "$f" && grep -q '^Output=TAP$' "$f"
ok $? "$(basename "$f"): [Test] Type=session Output=TAP"
set -- $exec_line
prog=$1
shift
(cd "$tmp" && env -u CR_EXPECT -u CR_SRCDIR -u CR_BUILDDIR "$D$prog" --root "$D" "$@") >"$tmp/one.tap" 2>&1
rc=$?
if [ $rc -eq 0 ] && grep -q '^1\.\.[1-9]' "$tmp/one.tap" && ! grep -q '^not ok' "$tmp/one.tap"; then r=0
elif [ $rc -eq 77 ]; then r=0; echo "# skipped: $(head -n 1 "$tmp/one.tap")"
else r=1; sed 's/^/# /' "$tmp/one.tap" | tail -n 20; fi
ok $r "installed race runs from its .test Exec line: $exec_line (rc $rc)"

# Two programs through cancelrace-run, with JUnit.
two=$(cd "$L" && find races -type f | LC_ALL=C sort | head -n 2)
# shellcheck disable=SC2086
"$D$CR_BINDIR/cancelrace-run" --root "$D" --timeout 300 --junit "$tmp/run.xml" $two >"$tmp/two.tap" 2>&1
rc=$?
if { [ $rc -eq 0 ] || [ $rc -eq 77 ]; } && grep -q '^1\.\.2$' "$tmp/two.tap" && grep -q '<testsuites name="cancelrace"' "$tmp/run.xml" \
	&& [ "$(grep -c '<testsuite ' "$tmp/run.xml")" = 2 ]; then r=0; else r=1; sed 's/^/# /' "$tmp/two.tap" | tail -n 20; fi
ok $r "cancelrace-run: TAP for 2 programs and a JUnit file with 2 suites (rc $rc)"

"$D$CR_BINDIR/cancelrace-run" --root "$D" --bogus >/dev/null 2>&1; r1=$?
"$D$CR_BINDIR/cancelrace-run" --root "$D" 'races/no-such-race' >/dev/null 2>&1; r2=$?
"$D$CR_BINDIR/cancelrace-run" --root "$D" --timeout -5 >/dev/null 2>&1; r3=$?
"$D$CR_BINDIR/cancelrace-run" --root "$D" ../../bin/sh >/dev/null 2>&1; r4=$?
ok $([ "$r1$r2$r3$r4" = 2222 ]; echo $?) "cancelrace-run bad input: unknown option, unknown test, bad timeout, path escape -> 2 ($r1 $r2 $r3 $r4)"

# SIGTERM in the middle of a multi-program run: exit 143 at once, no
# program of the suite left running, nothing left in its TMPDIR.
mkdir "$tmp/td"
TMPDIR=$tmp/td "$D$CR_BINDIR/cancelrace-run" --root "$D" --junit "$tmp/td-run.xml" 'races/*' >"$tmp/term.tap" 2>&1 &
rp=$!
i=0
while ! grep -q '^ok 1 ' "$tmp/term.tap" 2>/dev/null && [ $i -lt 200 ]; do sleep 0.05; i=$((i + 1)); done
t0=$(date +%s%3N)
kill -TERM $rp
wait $rp
rc=$? t1=$(date +%s%3N)
left=$(ls -A "$tmp/td")
running=$(ps -eo args | grep -F "$L/races/" | grep -v grep | head -n 3)
ok $([ $rc -eq 143 ] && [ -z "$left" ] && [ -z "$running" ] && [ $((t1 - t0)) -lt 5000 ]; echo $?) \
	"SIGTERM mid-run: exit $rc in $((t1 - t0)) ms, TMPDIR ${left:-empty}, ${running:-no program left running}"

env -u MAKEFLAGS -u MFLAGS -u MAKELEVEL $MAKE -C "$B" uninstall DESTDIR="$D" >"$tmp/uninstall.log" 2>&1
rc=$?
left=$(find "$D" -type f -o -type l | head -n 5)
[ -z "$left" ] || echo "# left after uninstall: $left"
ok $([ $rc -eq 0 ] && [ -z "$left" ]; echo $?) "make uninstall leaves no files (rc $rc)"
[ $n -eq 9 ] || echo "# planned 9, ran $n"
[ $failed -eq 0 ]
