#!/bin/sh
# The hammer against its yardstick: leaks found per second by the suite's
# open race (races/open.glibc-x86_64 --hammer) and by bench/peer-open, an
# independent 40-line program of the kind the race was first shown with,
# side by side on this machine's glibc, ROUNDS rounds each (alternating),
# medians and range.  A measurement, never a test: it fails only when a
# program does not run.  Writes OUT (default results/hammer-vs-peer.md)
# atomically; progress on stderr.
#   bench/hammer-vs-peer.sh [--rounds N] [--out FILE]
b=${CR_BUILDDIR:-.}
rounds=5 out=${CR_SRCDIR:-.}/results/hammer-vs-peer.md
usage() { echo "usage: hammer-vs-peer.sh [--rounds N] [--out FILE]" >&2; exit 2; }
while [ $# -gt 0 ]; do
	case $1 in
	--rounds) [ $# -ge 2 ] && [ "$2" -ge 1 ] 2>/dev/null || usage; rounds=$2; shift 2 ;;
	--out) [ $# -ge 2 ] || usage; out=$2; shift 2 ;;
	*) usage ;;
	esac
done
race=$b/races/open.glibc-x86_64 peer=$b/bench/peer-open
for p in "$race" "$peer"; do
	[ -x "$p" ] || { echo "hammer-vs-peer: $p not built (make)" >&2; exit 99; }
done
tmp=$(mktemp -d "${TMPDIR:-/tmp}/cr-hvp.XXXXXX") || exit 99
trap 'rm -rf "$tmp"' EXIT
: >"$tmp/h" && : >"$tmp/p"
i=0
while [ $i -lt "$rounds" ]; do
	i=$((i + 1))
	echo "hammer-vs-peer: round $i of $rounds" >&2
	"$race" --hammer --iterations 2000 --seconds 30 --json "$tmp/r.json" >/dev/null 2>&1
	[ -s "$tmp/r.json" ] || { echo "hammer-vs-peer: $race left no record" >&2; exit 99; }
	${PYTHON3:-python3} -c 'import json, sys
h = json.load(open(sys.argv[1]))["hammer"]
print("%d %d %.4f" % (h["counts"]["leak"], h["trials"], h["elapsed_s"]))' "$tmp/r.json" >>"$tmp/h" || exit 99
	"$peer" 2000 100 >"$tmp/po" || exit 99
	sed -n 's/^peer-open: \([0-9]*\) leaks in \([0-9]*\) trials, \([0-9.]*\) s.*/\1 \2 \3/p' "$tmp/po" >>"$tmp/p"
done
${PYTHON3:-python3} - "$tmp/h" "$tmp/p" "$out" "$rounds" <<'PY'
import os, platform, statistics, sys
def rows(f):
    return [tuple(float(x) for x in l.split()) for l in open(f) if l.strip()]
h, p = rows(sys.argv[1]), rows(sys.argv[2])
def line(name, r):
    rate = [l / s for l, t, s in r]
    us = [s / t * 1e6 for l, t, s in r]
    frac = [l / t * 100 for l, t, s in r]
    return "| %s | %.0f (%.0f-%.0f) | %.1f | %.0f |" % (
        name, statistics.median(rate), min(rate), max(rate), statistics.median(frac),
        statistics.median(us))
cpu = next((l.split(":", 1)[1].strip() for l in open("/proc/cpuinfo") if l.startswith("model name")), "?")
libc = os.confstr("CS_GNU_LIBC_VERSION") if hasattr(os, "confstr") else "?"
ratio = statistics.median([l / s for l, t, s in h]) / max(1e-9, statistics.median([l / s for l, t, s in p]))
text = """# The hammer against its yardstick

Leaks of open() found per second on this machine (%s, %d CPUs; Linux %s;
%s), %s rounds of 2000 trials each, alternating.  `peer-open`
(bench/peer-open.c) is an independent 40-line program of the kind the race
was first shown with: a FIFO opened by a thread that is cancelled after a
random delay (0-100 us), descriptors counted at the end.  The hammer is
`races/open.glibc-x86_64 --hammer` (every descriptor accounted by identity,
the cancel sent after a random delay of 0-20 us while the call walks a
long path: cr_slow_path).  Regenerate: `make hammer-vs-peer`.

| program | leaks/s, median (range) | leaks per 100 trials | us a trial |
|---|---|---|---|
%s
%s

The hammer finds %.0f times as many leaks a second.
""" % (cpu, os.cpu_count(), platform.release(), libc, sys.argv[4],
       line("hammer (races/open.glibc-x86_64)", h), line("peer-open", p), ratio)
tmp = sys.argv[3] + ".tmp"
with open(tmp, "w") as f:
    f.write(text)
os.replace(tmp, sys.argv[3])
print(text)
PY
