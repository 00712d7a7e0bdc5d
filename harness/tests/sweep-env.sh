#!/bin/sh
# The sweep where distribution QA runs it: under a lazy LD_PRELOAD
# interposer (harness/tests/lazyshim.c: open, openat and read resolve the
# real function on their first call), with and without LD_BIND_NOW, under
# eatmydata and fakeroot when they are installed, and where the mechanisms
# are refused (harness/tests/deny: perf_event_open fails with EACCES, as
# under Debian's perf_event_paranoid = 3; and pwrite64, the software
# breakpoint's write to /proc/self/mem; ptrace, refused in many
# containers, which the engine does not need).  Each sweep must pass with the same
# verdict counts as the plain run (an interposer adds its own frames to the
# path, named with their object), and a refused mechanism must be seen
# refused by the probes, the next one used, and the record say so.
b=${CR_BUILDDIR:-.}
py=${PYTHON3:-python3}
. "${CR_SRCDIR:-.}/harness/tests/tap.sh"
tap_tmpdir cr-sweep-env
# verdict counts and windows of a sweep record: "leak=14 lost-data=0 ...;
# windows: from..to ..."
summary() {
	"$py" - "$1" <<'PY'
import json, sys
s = json.load(open(sys.argv[1]))["sweep"]
m = s["summary"]
names = [c["verdict"] for c in s["checks"] if c["kind"] == "verdict"]
print(" ".join("%s=%d" % (v, m[v]) for v in names),
      "; windows:", " ".join("%s..%s" % (w["from"].split(":")[-1], w["to"].split(":")[-1])
                             for w in s["windows"] if not w.get("in_kernel")))
PY
}
field() { "$py" -c 'import json, sys; print(json.load(open(sys.argv[1]))["sweep"]["summary"].get(sys.argv[2]))' "$@"; }
sweep() { # NAME JSON PROGRAM... : the sweep must pass; its summary in $tmp/NAME
	name=$1 json=$2
	shift 2
	"$@" --sweep --json "$json" >"$tmp/$name.out" 2>&1
	rc=$?
	[ -f "$json" ] && summary "$json" >"$tmp/$name.sum" || : >"$tmp/$name.sum"
	return $rc
}
ran=0
for v in glibc-x86_64 glibc-i386 musl-x86_64 musl-i386; do
	shim=$b/harness/tests/lazyshim.$v.so
	for call in open read; do
		p=$b/races/$call.$v
		[ -x "$p" ] && [ -f "$shim" ] || continue
		ran=1
		if ! tap_runnable "$p"; then
			ok 0 "$call.$v # SKIP $why"
			continue
		fi
		sweep plain "$tmp/plain.json" tap_run "$p"
		ok $? "$call.$v: plain sweep passes"
		sweep shim "$tmp/shim.json" env LD_PRELOAD="$shim" "$p"
		rc=$?
		cmp -s "$tmp/plain.sum" "$tmp/shim.sum"
		ok $(( rc || $? )) "$call.$v: under a lazy interposer the sweep passes with the same counts and windows ($(cat "$tmp/shim.sum"))"
		grep -q "lazyshim.$v.so:$call+0 " "$tmp/shim.out"
		ok $? "$call.$v: the interposer's frames are named with their object (lazyshim.$v.so:$call+0)"
		if [ "$v" = glibc-x86_64 ]; then
			sweep bindnow "$tmp/bindnow.json" env LD_BIND_NOW=1 LD_PRELOAD="$shim" "$p"
			rc=$?
			cmp -s "$tmp/plain.sum" "$tmp/bindnow.sum"
			ok $(( rc || $? )) "$call.$v: the same with LD_BIND_NOW=1"
		fi
		if [ "$call" = open ]; then
			sweep noperf "$tmp/noperf.json" "$b/harness/tests/deny" perf_event_open "$b/harness/cr-run" --exec -- "$p"
			rc=$?
			method=$(field "$tmp/noperf.json" method) reason=$(field "$tmp/noperf.json" method_reason)
			cmp -s "$tmp/plain.sum" "$tmp/noperf.sum" && [ $rc = 0 ] && [ "$method" != hardware-breakpoint ] &&
				case $reason in *"hardware-breakpoint: "*"Permission denied"*) true;; *) false;; esac
			ok $? "$call.$v: perf_event_open refused: the same map by $method, and the record says why ($reason)"
			sweep noptrace "$tmp/noptrace.json" "$b/harness/tests/deny" ptrace,process_vm_writev "$b/harness/cr-run" --exec -- "$p"
			rc=$?
			cmp -s "$tmp/plain.sum" "$tmp/noptrace.sum" && [ $rc = 0 ] &&
				[ "$(field "$tmp/noptrace.json" method)" = "$(field "$tmp/plain.json" method)" ]
			ok $? "$call.$v: ptrace refused (as in many containers): the same map by $(field "$tmp/noptrace.json" method), the engine needs no ptrace"
			# single-step cannot stop at a syscall's return address: its
			# map is compared with a single-stepped plain run
			sweep step "$tmp/step.json" env CR_SWEEP_METHOD=single-step "$b/harness/cr-run" --exec -- "$p"
			sweep nobp "$tmp/nobp.json" "$b/harness/tests/deny" perf_event_open,pwrite64 "$b/harness/cr-run" --exec -- "$p"
			rc=$?
			method=$(field "$tmp/nobp.json" method) reason=$(field "$tmp/nobp.json" method_reason)
			cmp -s "$tmp/step.sum" "$tmp/nobp.sum" && [ $rc = 0 ] && [ "$method" = single-step ] &&
				case $reason in *"software-breakpoint: "*"Permission denied"*) true;; *) false;; esac
			ok $? "$call.$v: perf_event_open and pwrite64 refused: the same map by single-step, and the record says why ($reason)"
		fi
	done
done
# The interposers package builders run under (64-bit libraries).
p=$b/races/open.glibc-x86_64
for tool in eatmydata fakeroot; do
	if ! command -v $tool >/dev/null 2>&1; then
		n=$((n + 1))
		echo "ok $n - open under $tool # SKIP $tool not installed (scripts/install-deps installs it)"
		continue
	fi
	[ -x "$p" ] || continue
	sweep plain "$tmp/plain.json" "$p"
	# (under fakeroot make check, fakeroot cannot nest: the program runs
	# under the one it is in)
	wrap=$tool
	[ $tool = fakeroot ] && [ -n "${FAKEROOTKEY:-}" ] && wrap=
	$wrap "$p" --sweep --json "$tmp/$tool.json" >"$tmp/$tool.out" 2>&1
	rc=$?
	summary "$tmp/$tool.json" >"$tmp/$tool.sum" 2>/dev/null
	cmp -s "$tmp/plain.sum" "$tmp/$tool.sum"
	ok $(( rc || $? )) "open.glibc-x86_64 under $tool: the sweep passes with the same counts and windows ($(cat "$tmp/$tool.sum"))"
done
[ $ran = 1 ] || { echo "1..0 # SKIP no race program with its lazyshim built in $b"; exit 77; }
echo "1..$n"
[ "$failed" = 0 ]
