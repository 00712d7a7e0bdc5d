#!/bin/sh
# The verdicts fail where cancellation is broken, not only pass where it is
# not: race programs run under harness/tests/brokenshim.c, an LD_PRELOAD
# interposer whose open, close, read, write, accept, waitpid, mq_receive,
# msgrcv, sigwaitinfo, fcntl(F_SETLKW) and epoll_wait are raw syscalls
# cancelled the way CR_BROKEN says, and each run must fail (exit 1, status
# "fail", a valid record, no harness error, no skip) with the verdict that
# names the bug:
#   async  (glibc <= 2.40's design) the sweep maps a window after the
#          syscall where the effect is lost: leak, double-close, lost-data,
#          unreported-write, lost-child, lost-message, lost-signal,
#          held-lock, lost-event; the hammer finds it too.  Run on musl only:
#          glibc 2.36 has the same window of its own, which the table
#          expects (a positive control), so there it proves nothing new.
#   late   (testcancel after the syscall) the same verdicts, and the sweep's
#          "acted-inside" fails: the cancel never acts before the effect.
#          On glibc < 2.41 the table expects the sweep's effect verdict (its
#          own window): the verdict passes as that positive control, and
#          the run fails on acted-inside alone.  With a cancel pending at
#          entry (--pending) the effect is made before the cancel acts: the
#          same verdicts, which no table row expects there.
#   none   (no cancellation point) a call with a cancel pending at entry
#          returns: not-acted.
#   none, early  (early: a check on entry only) the blocked mode's cancel
#          does not act in the blocked call: lost-cancel where the call
#          stays blocked (glibc sends no signal to a thread in deferred
#          mode; musl's signal interrupts a call the kernel restarts),
#          late-cancel where it returns EINTR instead (musl: sigwaitinfo,
#          epoll_wait, msgrcv, which Linux never restarts).
#   (async and early act on a cancel pending at entry, as they should: no
#   pending run of theirs.)
# Each verdict's check is read against the record's own "expect" (the
# table): a check the table calls racy must pass with a count, any other
# must fail with one.
b=${CR_BUILDDIR:-.}
py=${PYTHON3:-python3}
. "${CR_SRCDIR:-.}/harness/tests/tap.sh"
tap_tmpdir cr-broken-libc
# The shims are built against this machine's libcs (a LIBC_ROOT's older
# loader may refuse them), and the assertions follow the table, not STRICT.
unset LIBC_ROOT
blocked="--blocked --blocked-trials 3"

# run VARIANT KIND RACE VERDICT MODE-ARGS...: one run under the shim, its
# record $tmp/r.N.json, its output $tmp/o.N, and a line of $tmp/plan (judged
# below, all at once: one python for every record, not two a run)
i=0
run() {
	v=$1 kind=$2 race=$3 verdict=$4
	shift 4
	p=$b/races/$race.$v shim=$b/harness/tests/brokenshim.$v.so
	[ -x "$p" ] && [ -f "$shim" ] || return 0
	i=$((i + 1))
	if ! tap_runnable "$p"; then
		printf '%s\t%s\t%s\t%s\tskip\t%s\n' $i "$kind $race.$v $*" "$kind" "$verdict" "$why" >>"$tmp/plan"
		return 0
	fi
	"$b/harness/cr-run" --timeout 60 -- env LD_PRELOAD="$shim" CR_BROKEN="$kind" CR_STRICT= \
		"$p" "$@" --json "$tmp/r.$i.json" >"$tmp/o.$i" 2>&1
	rc=$?
	printf '%s\t%s\t%s\t%s\t%s\t\n' $i "$kind $race.$v $*" "$kind" "$verdict" $rc >>"$tmp/plan"
}

for v in glibc-x86_64 musl-x86_64 glibc-i386 musl-i386; do
	# a variant this host cannot run (no IA32) is one skip, not one a run
	if [ -x "$b/races/open.$v" ] && [ -f "$b/harness/tests/brokenshim.$v.so" ] &&
		! tap_runnable "$b/races/open.$v"; then
		i=$((i + 1))
		printf '%s\t%s\t-\t-\tskip\t%s\n' $i "every run of $v" "$why" >>"$tmp/plan"
		continue
	fi
	case $v in
	musl-*)
		run $v async open leak --sweep
		run $v async close double-close --sweep
		run $v async read lost-data --sweep
		run $v async write unreported-write --sweep
		run $v async accept leak --sweep
		run $v async waitpid lost-child --sweep
		run $v async mq_receive lost-message --sweep
		run $v async sigwaitinfo lost-signal --sweep
		run $v async fcntl held-lock --sweep
		run $v async epoll_wait lost-event --sweep
		run $v async open leak --hammer --iterations 300
		run $v async read lost-data --hammer --iterations 300
		eintr=late-cancel ;;
	*)
		eintr=lost-cancel ;;
	esac
	run $v late open leak --sweep
	run $v late close double-close --sweep
	run $v late read lost-data --sweep
	run $v late waitpid lost-child --sweep
	run $v late msgrcv lost-message --sweep
	run $v late open leak --pending
	# a closed number the reuser took again is wrong-close instead of
	# double-close (about 1 trial in 10 here): 10 trials
	run $v late close double-close --pending --pending-trials 10
	run $v late write unreported-write --pending
	run $v late fcntl held-lock --pending
	run $v none open not-acted --pending
	run $v none read not-acted --pending
	run $v none waitpid not-acted --pending
	run $v none sigwaitinfo not-acted --pending
	run $v none read lost-cancel $blocked
	run $v none waitpid lost-cancel $blocked
	run $v none sigwaitinfo $eintr $blocked
	run $v none epoll_wait $eintr $blocked
	run $v early accept lost-cancel $blocked
	run $v early fcntl lost-cancel $blocked
	run $v early msgrcv $eintr $blocked
done
[ $i = 0 ] && { echo "1..0 # SKIP no race program with its brokenshim built in $b"; exit 77; }
# every record through scripts/cr-validate, then each run judged from its
# exit, its output and its record: a point ("0 TEXT" or "1 TEXT") or a
# diagnostic ("# TEXT") a line
(cd "$tmp" && "$py" "${CR_SRCDIR:-.}/scripts/cr-validate" r.*.json) >"$tmp/val" 2>&1
"$py" - "$tmp" >"$tmp/points" 2>&1 <<'PY'
import json, os, sys
tmp = sys.argv[1]
valid = {l.split(":")[0] for l in open(os.path.join(tmp, "val")) if l.rstrip().endswith("valid (1 record)")}

def judge(i, kind, verdict, rc):
    out = open(os.path.join(tmp, "o.%s" % i)).read()
    assert rc == "1", "exit %s" % rc
    assert "\nBail out!" not in "\n" + out, "Bail out!"
    assert "r.%s.json" % i in valid, "cr-validate: not a valid record"
    r = json.load(open(os.path.join(tmp, "r.%s.json" % i)))
    assert r["status"] == "fail", r["status"]
    assert not r["libc"].get("preload_dropped"), r["libc"]  # the shim was loaded
    modes = [m for m in ("sweep", "blocked", "hammer", "pending") if m in r]
    assert len(modes) == 1, modes
    s = r[modes[0]]
    counts = s["summary"] if modes[0] == "sweep" else s["counts"]
    mine = [c for c in s["checks"] if c.get("verdict") == verdict]
    assert len(mine) == 1, [c.get("verdict") for c in s["checks"]]
    c = mine[0]
    assert counts[verdict] > 0, (verdict, counts)
    # the table's positive control passes with its count; anything else fails
    assert c["ok"] == (c["expect"] == "racy"), c
    # never the harness's own trouble: every structural check holds, but
    # acted-inside under "late" (the cancel never acts before the effect)
    bad = [k["name"] for k in s["checks"] if k["kind"] == "structural" and not k["ok"]]
    assert bad == (["acted-inside"] if kind == "late" and modes[0] == "sweep" else []), bad
    of = "%d boundaries" % counts["boundaries"] if modes[0] == "sweep" else "%d %s trials" % (s["trials"], modes[0])
    return "%s in %d of %s, expected %s%s" % (verdict, counts[verdict], of, c["expect"],
                                              ", acted-inside failed" if bad else "")

for line in open(os.path.join(tmp, "plan")):
    i, name, kind, verdict, rc, why = line.rstrip("\n").split("\t")
    if rc == "77":  # the race cannot run here (its setup said why): a skip, not a pass
        why = [l for l in open(os.path.join(tmp, "o.%s" % i), errors="replace") if "# SKIP" in l]
        rc, why = "skip", why[0].split("# SKIP", 1)[1].strip() if why else "exit 77"
    if rc == "skip":
        print("0 %s # SKIP %s" % (name, why))
        continue
    try:
        print("0 %s: %s; the run failed (exit 1)" % (name, judge(i, kind, verdict, rc)))
    except (AssertionError, KeyError, OSError, ValueError) as e:
        print("1 %s: not a run failed with %s: %s" % (name, verdict, e))
        lines = open(os.path.join(tmp, "o.%s" % i), errors="replace").read().splitlines()
        for l in [l for l in lines if l.startswith(("not ok", "Bail"))][:10] or lines[-3:]:
            print("# " + l)
PY
[ $? = 0 ] || { sed 's/^/# /' "$tmp/points"; echo "Bail out! the judge of the records failed"; exit 99; }
while IFS= read -r line; do
	case $line in
	"#"*) echo "$line" ;;
	*) ok "${line%% *}" "${line#* }" ;;
	esac
done <"$tmp/points"
echo "1..$n"
[ "$failed" = 0 ]
