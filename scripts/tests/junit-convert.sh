#!/bin/sh
# TAP -> JUnit: scripts/tap2junit over an Automake-style log tree
# and cr-run --junit must give well-formed XML whose counts match the TAP:
# pass, fail (with its diagnostics), SKIP, TODO, XPASS, a skipped whole
# program, bail out (a timeout), a missing plan, an exit-status error from
# the .trs; hostile bytes (& < > quotes, control bytes, invalid UTF-8) must
# not break the XML.  Bad input: unknown option, missing file, empty dir.
RUN=${CR_BUILDDIR:-.}/harness/cr-run
T2J=${CR_SRCDIR:-.}/scripts/tap2junit
PY=${PYTHON3:-python3}
test -x "$RUN" || { echo "Bail out! no cr-run at $RUN"; exit 99; }
. "${CR_SRCDIR:-.}/harness/tests/tap.sh"
tap_tmpdir junit-convert
# attr FILE SUITE ATTR: an attribute of one <testsuite> (grep-level, no parser).
attr() { grep "<testsuite name=\"$2\"" "$1" | sed -n "s/.* $3=\"\([0-9]*\)\".*/\1/p"; }
wellformed() { # no python: only the checks below
	if command -v "$PY" >/dev/null 2>&1; then
		"$PY" -c 'import sys, xml.etree.ElementTree as E; E.parse(sys.argv[1])' "$1"
	else
		grep -q '</testsuites>' "$1"
	fi
}

echo "1..12"
d=$tmp/tree
mkdir -p "$d/races"
printf '1..4\nok 1 - first\nnot ok 2 - second & <third>\n# diag "quoted" line\nok 3 - skipped one # SKIP no reason at all\nnot ok 4 - later # TODO known bug 12683\n' >"$d/races/mixed.log"
printf ':test-result: PASS\n' >"$d/races/mixed.trs"
printf '1..0 # SKIP this kernel cannot run 32-bit\n' >"$d/races/skip.log"
printf ':test-result: SKIP\n' >"$d/races/skip.trs"
printf '1..3\nok 1 - a\nBail out! races/hang timed out after 120 s (process group killed)\n' >"$d/races/hang.log"
printf ':test-result: ERROR\n' >"$d/races/hang.trs"
printf 'ok 1 - no plan\nok 2 - unexpected # TODO fixed now?\n' >"$d/races/noplan.log"
printf ':test-result: ERROR\n' >"$d/races/noplan.trs"
printf '1..1\nok 1 - bytes \001\033[0m \377\376 caf\303\251\n' >"$d/races/bytes.log"
printf ':test-result: PASS\n' >"$d/races/bytes.trs"
printf '1..1\nok 1 - fine\n' >"$d/races/exit.log"
printf ':test-result: PASS\n:test-result: ERROR - exited with status 3\n' >"$d/races/exit.trs"
printf 'the summary, not a test\n' >"$d/test-suite.log"

"$T2J" --runner "$RUN" -o "$tmp/all.xml" "$d" 2>"$tmp/err"
rc=$?
ok $([ $rc -eq 0 ] && [ -s "$tmp/all.xml" ]; echo $?) "tap2junit over a log tree (rc $rc $(head -c 200 "$tmp/err"))"
wellformed "$tmp/all.xml"
ok $? "the XML is well-formed"
x=$tmp/all.xml
ok $([ "$(grep -c '<testsuite ' "$x")" = 6 ]; echo $?) "one testsuite per test log, test-suite.log left out"
ok $([ "$(attr "$x" races/mixed tests)/$(attr "$x" races/mixed failures)/$(attr "$x" races/mixed skipped)" = 4/1/2 ]; echo $?) \
	"pass, fail, SKIP, TODO counted: 4 tests, 1 failure, 2 skipped"
grep -q 'name="second &amp; &lt;third&gt;"' "$x" && grep -q '<failure type="fail" message="second &amp; &lt;third&gt;"># diag &quot;quoted&quot; line' "$x"
ok $? "failure carries its name escaped and its diagnostics"
ok $([ "$(attr "$x" races/skip skipped)" = 1 ] && grep -q 'message="this kernel cannot run 32-bit"' "$x"; echo $?) "a 1..0 skip plan is one skipped testcase with the reason"
ok $([ "$(attr "$x" races/hang errors)" = 1 ] && grep -q 'message="races/hang timed out after 120 s' "$x"; echo $?) "bail out (timeout) is an error"
ok $([ "$(attr "$x" races/noplan errors)/$(attr "$x" races/noplan failures)" = 1/1 ]; echo $?) "missing plan is an error, an unexpected TODO pass a failure"
ok $([ "$(attr "$x" races/exit errors)" = 1 ] && grep -q 'message="exited with status 3"' "$x"; echo $?) "exit status from the .trs is an error"

# cr-run --junit on a live run, and totals.
"$RUN" --name live --junit "$tmp/live.xml" -- sh -c 'echo 1..2; echo "ok 1"; echo "ok 2 # SKIP later"' >/dev/null 2>&1
rc=$?
ok $([ $rc -eq 0 ] && wellformed "$tmp/live.xml" && grep -q '<testsuites name="cancelrace" tests="2" failures="0" errors="0" skipped="1">' "$tmp/live.xml"; echo $?) \
	"cr-run --junit: totals in <testsuites> (rc $rc)"

# Bad input: clear message and exit 2.
bad=
"$T2J" --runner "$RUN" --bogus "$d" >/dev/null 2>"$tmp/err"; r=$?; [ $r -eq 2 ] && grep -q usage "$tmp/err" || bad="$bad bogus:$r"
"$T2J" --runner "$RUN" "$tmp/nope" >/dev/null 2>"$tmp/err"; r=$?; [ $r -eq 2 ] && grep -q 'no such file' "$tmp/err" || bad="$bad missing:$r"
mkdir "$tmp/empty"
"$T2J" --runner "$RUN" "$tmp/empty" >/dev/null 2>"$tmp/err"; r=$?; [ $r -eq 2 ] || bad="$bad empty:$r"
"$T2J" --runner "$RUN" >/dev/null 2>&1; r=$?; [ $r -eq 2 ] || bad="$bad noargs:$r"
"$T2J" --runner "$RUN" -o >/dev/null 2>&1; r=$?; [ $r -eq 2 ] || bad="$bad -o:$r"
"$RUN" --tap2junit "$tmp/nope" >/dev/null 2>"$tmp/err"; r=$?; [ $r -eq 2 ] || bad="$bad cr-run-missing:$r"
ok $([ -z "$bad" ]; echo $?) "bad input: usage or reason, exit 2${bad:+ (wrong:$bad)}"

# Output to a place that cannot be written: exit 99, the old file intact,
# no temp file left beside it.
"$RUN" --tap2junit --junit "$tmp/no-dir/x.xml" "$d/races/mixed.log" >/dev/null 2>&1
r1=$?
echo keep >"$tmp/old.xml"
"$RUN" --tap2junit --junit "$tmp/old.xml" "$d/races/mixed.log" "$tmp/nope" >/dev/null 2>&1
r2=$?
ok $([ $r1 -eq 99 ] && [ $r2 -eq 2 ] && [ "$(cat "$tmp/old.xml")" = keep ] && ! ls -A "$tmp" | grep -q 'tmp'; echo $?) \
	"unwritable output: 99; unreadable input: 2 and the old file kept; no temp files (rc $r1 $r2)"
[ $n -eq 12 ] || echo "# planned 12, ran $n"
[ $failed -eq 0 ]
