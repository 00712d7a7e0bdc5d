#!/bin/sh
# cr-run's verdicts: a hang is a timeout (exit 124) within the bound
# and kills the whole process group, grandchildren included; a signal death is
# 128+N with its name; exit statuses pass through; bad usage is exit 2; a
# missing program is 99; an i386 binary runs (or is a reasoned skip).
# TAP on stdout; the runner is $CR_BUILDDIR/harness/cr-run.
RUN=${CR_BUILDDIR:-.}/harness/cr-run
test -x "$RUN" || { echo "Bail out! no cr-run at $RUN"; exit 99; }
. "${CR_SRCDIR:-.}/harness/tests/tap.sh"
tap_tmpdir runner-verdicts
now_ms() { date +%s%3N; }
alive() { kill -0 "$1" 2>/dev/null; }

echo "1..20"

# 1-4: a program that sleeps forever, with a grandchild.
t0=$(now_ms)
"$RUN" --timeout 1 --kill-after 1 -- sh -c "sleep 1000 & echo \$! > '$tmp/gc'; exec sleep 1000" >"$tmp/out" 2>"$tmp/err"
rc=$? t1=$(now_ms)
ok $([ $rc -eq 124 ]; echo $?) "a hang is exit 124 (got $rc)"
ok $([ $((t1 - t0)) -lt 4000 ]; echo $?) "timeout verdict within the bound ($((t1 - t0)) ms for --timeout 1 --kill-after 1)"
grep -q '^Bail out! sh timed out after 1 s (process group killed)$' "$tmp/out"
ok $? "timeout says so on stdout"
gc=$(cat "$tmp/gc" 2>/dev/null)
if [ -n "$gc" ] && ! alive "$gc"; then r=0; else r=1; fi
ok $r "the grandchild ($gc) was killed with the group"

# 5: a program that ignores SIGTERM still dies (SIGKILL after --kill-after).
t0=$(now_ms)
"$RUN" --timeout 0.5 --kill-after 0.5 -- sh -c "trap '' TERM; sleep 1000 & echo \$! > '$tmp/gc2'; while :; do sleep 1; done" >/dev/null 2>&1
rc=$? t1=$(now_ms)
gc=$(cat "$tmp/gc2" 2>/dev/null)
if [ $rc -eq 124 ] && [ -n "$gc" ] && ! alive "$gc" && [ $((t1 - t0)) -lt 3000 ]; then r=0; else r=1; fi
ok $r "SIGTERM ignored: SIGKILL ends the group (rc $rc, $((t1 - t0)) ms)"

# 6-7: killed by a signal.
"$RUN" -- sh -c 'kill -SEGV $$' >"$tmp/out" 2>&1
rc=$?
ok $([ $rc -eq 139 ]; echo $?) "SIGSEGV is exit 128+11 (got $rc)"
grep -q '^Bail out! sh killed by signal 11 (SIGSEGV)$' "$tmp/out"
ok $? "signal death is named on stdout"

# 8: exit statuses propagate.
bad=
for s in 0 1 2 77 99 3; do
	"$RUN" -- sh -c "exit $s" >/dev/null 2>&1
	rc=$?
	[ $rc -eq $s ] || bad="$bad $s->$rc"
done
ok $([ -z "$bad" ]; echo $?) "exit statuses 0 1 2 77 99 3 propagate${bad:+ (wrong:$bad)}"

# 9: TAP passes through unchanged; the runner adds one comment line, last,
# with the exit status and the time taken.
out=$("$RUN" --name x -- sh -c 'echo "1..1"; echo "ok 1 - x"')
ok $([ "$(echo "$out" | sed '$d')" = "1..1
ok 1 - x" ] && echo "$out" | tail -n 1 | grep -q '^# cr-run: x: exit 0 after [0-9.]* s$'; echo $?) \
	"the child's TAP goes straight through, then '# cr-run: NAME: exit 0 after S s'"

# 10: usage errors.
bad=
for args in "--bogus -- true" "--timeout -- true" "--timeout -1 -- true" "--timeout 0 -- true" \
	"--timeout abc -- true" "--timeout 1e99 -- true" "--kill-after nan -- true" "--junit" "" "--name"; do
	# shellcheck disable=SC2086
	"$RUN" $args >/dev/null 2>"$tmp/err"
	rc=$?
	{ [ $rc -eq 2 ] && grep -q '^usage:' "$tmp/err"; } || bad="$bad [$args]->$rc"
done
ok $([ -z "$bad" ]; echo $?) "malformed arguments: usage message, exit 2${bad:+ (wrong:$bad)}"

# 11: --help is not an error.
"$RUN" --help >"$tmp/out" 2>&1
rc=$?
ok $([ $rc -eq 0 ] && grep -q '^usage:' "$tmp/out"; echo $?) "--help prints usage, exit 0 (got $rc)"

# 12: a missing program is a harness error with a clear message.
"$RUN" -- "$tmp/no-such-program" >"$tmp/out" 2>"$tmp/err"
rc=$?
ok $([ $rc -eq 99 ] && grep -q 'No such file' "$tmp/err"; echo $?) "missing program: exit 99 with the reason (got $rc)"

# 13: a file the kernel cannot execute (ELF32 i386 header, no program) is a skip.
printf '\177ELF\001\001\001\000\000\000\000\000\000\000\000\000\002\000\003\000' >"$tmp/bad32"
head -c 64 /dev/zero >>"$tmp/bad32"
chmod +x "$tmp/bad32"
"$RUN" --name bad32 -- "$tmp/bad32" >"$tmp/out" 2>&1
rc=$?
ok $([ $rc -eq 77 ] && grep -q '^1\.\.0 # SKIP bad32: this kernel cannot run 32-bit (IA32 emulation absent)$' "$tmp/out"; echo $?) \
	"unexecutable ELF32 i386: skip with the reason (got $rc)"

# 14: a real i386 binary.
if [ -n "$CR_CC_I386" ]; then
	printf '#include <stdio.h>\nint main(void) { puts("1..1"); puts("ok 1 - i386"); return 0; }\n' >"$tmp/hello32.c"
	# shellcheck disable=SC2086
	if $CR_CC_I386 -o "$tmp/hello32" "$tmp/hello32.c" 2>"$tmp/err"; then
		"$RUN" --name hello32 -- "$tmp/hello32" >"$tmp/out" 2>&1
		rc=$?
		if grep -q '^ok 1 - i386$' "$tmp/out"; then
			ok $([ $rc -eq 0 ]; echo $?) "an i386 binary runs through cr-run (rc $rc)"
		elif [ $rc -eq 77 ]; then
			n=$((n + 1)); echo "ok $n - i386 binary # SKIP $(sed -n 1p "$tmp/out")"
		else
			ok 1 "an i386 binary runs or is skipped (rc $rc)"
		fi
	else
		n=$((n + 1)); echo "ok $n - i386 binary # SKIP '$CR_CC_I386' cannot build: $(sed -n 1p "$tmp/err")"
	fi
else
	n=$((n + 1)); echo "ok $n - i386 binary # SKIP no i386 compiler configured (CR_CC_I386)"
fi

# 15: SIGTERM to cr-run is forwarded to the group; cr-run exits 128+15.
"$RUN" --timeout 60 -- sh -c "sleep 1000 & echo \$! > '$tmp/gc3'; wait" >"$tmp/out" 2>&1 &
rp=$!
i=0
while [ ! -s "$tmp/gc3" ] && [ $i -lt 100 ]; do sleep 0.05; i=$((i + 1)); done
kill -TERM $rp
wait $rp
rc=$?
gc=$(cat "$tmp/gc3" 2>/dev/null)
if [ $rc -eq 143 ] && [ -n "$gc" ] && ! alive "$gc" && grep -q '^Bail out! .*signal 15 (SIGTERM)' "$tmp/out"; then r=0; else r=1; fi
ok $r "SIGTERM to cr-run: forwarded, group gone, exit 143 (got $rc)"

# 16: --junit writes valid JUnit from the child's TAP, and TAP still goes through.
"$RUN" --name demo --junit "$tmp/j.xml" -- sh -c 'echo 1..2; echo "ok 1 - a"; echo "not ok 2 - b"; exit 1' >"$tmp/out" 2>&1
rc=$?
if [ $rc -eq 1 ] && grep -q '^not ok 2 - b$' "$tmp/out" && grep -q 'tests="2" failures="1" errors="0" skipped="0"' "$tmp/j.xml" \
	&& ! ls "$tmp" | grep -q tmp; then r=0; else r=1; fi
ok $r "--junit: XML with the right counts, no temp file left (rc $rc)"

# 17: --skip-exit maps a skip for the Automake TAP driver, and only a skip.
"$RUN" --skip-exit 0 -- sh -c 'echo "1..0 # SKIP x"; exit 77' >/dev/null 2>&1
r1=$?
"$RUN" --skip-exit 0 -- sh -c 'exit 1' >/dev/null 2>&1
r2=$?
ok $([ $r1 -eq 0 ] && [ $r2 -eq 1 ]; echo $?) "--skip-exit 0: 77 -> 0, 1 stays 1 (got $r1, $r2)"

# 18: --junit tees the child's stdout through a pipe: a grandchild left
# holding it after the program exits must neither hang cr-run nor survive.
t0=$(now_ms)
"$RUN" --kill-after 1 --junit "$tmp/j2.xml" -- sh -c "echo 1..1; echo ok 1; sleep 1000 & echo \$! > '$tmp/gc4'; exit 0" >"$tmp/out" 2>&1
rc=$? t1=$(now_ms)
gc=$(cat "$tmp/gc4" 2>/dev/null)
if [ $rc -eq 0 ] && [ -n "$gc" ] && ! alive "$gc" && [ $((t1 - t0)) -lt 3000 ] && grep -q 'tests="1" failures="0"' "$tmp/j2.xml"; then r=0; else r=1; fi
ok $r "--junit: a grandchild holding stdout is killed, no hang (rc $rc, $((t1 - t0)) ms)"

# 19: a hang in --junit mode with stdout closed is still a timeout, and the
# JUnit file says so.
"$RUN" --timeout 0.5 --kill-after 0.5 --junit "$tmp/j3.xml" -- sh -c 'exec >&-; sleep 1000' >/dev/null 2>&1
rc=$?
ok $([ $rc -eq 124 ] && grep -q 'type="timeout"' "$tmp/j3.xml"; echo $?) "--junit: timeout recorded as a JUnit error of type timeout (rc $rc)"

# 20: CR_SKIP_EXIT does the same from the environment and is not passed on.
CR_SKIP_EXIT=0 "$RUN" -- sh -c 'echo "[$CR_SKIP_EXIT]"; exit 77' >"$tmp/out" 2>&1
r1=$?
CR_SKIP_EXIT=bogus "$RUN" -- true >/dev/null 2>&1
r2=$?
ok $([ $r1 -eq 0 ] && [ "$(grep -v '^# cr-run:' "$tmp/out")" = "[]" ] && [ $r2 -eq 2 ]; echo $?) \
	"CR_SKIP_EXIT=0: 77 -> 0, unset for the program; a bad value is a usage error (got $r1, $r2)"

[ $n -eq 20 ] || echo "# planned 20, ran $n"
[ $failed -eq 0 ]
