"""bench-perf: perf stat over the benchmark programs, and the cross-check of
our x86_64 syscall figure against `perf bench syscall basic`.

perf stat -x, -e task-clock,cycles,instructions per program (one repetition
of a fixed iteration count); a counter perf reports as "<not supported>" or
"<not counted>" is recorded as null with counters_available false: on a VM
without a virtual PMU, only task-clock (a software counter) is real.

Cross-check: ROUNDS rounds of `perf bench syscall basic -l N` (under perf
stat -e task-clock) and `entry-syscall`/`entry-libc --iterations N --reps 1`,
alternated so all see the same machine state; per round the ratio ours/perf
of wall time (perf's own usecs/op) and of CPU time (perf's task-clock per op
against our thread CPU time), and their medians.

--no-i386 leaves the i386 programs out (scripts/bench-run, where this
machine cannot run 32-bit: they ran in a QEMU guest instead).

Writes OUT/perf-stat.json and OUT/perf-bench.json.  Exit 0, 1 when perf
fails in a way that is not "counter unsupported", 77 when perf is missing,
2 on usage errors.  Figures never fail.
"""
import argparse
import json
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile

EVENTS = ["task-clock", "cycles", "instructions"]


def usage(msg):
    sys.stderr.write("bench-perf: %s\n" % msg)
    sys.exit(2)


def perf_stat(perf, build, prog, iters, out):
    # The CSV goes into OUT (bench-run's private run directory), so an
    # interrupted run leaves nothing in /tmp.
    fd, path = tempfile.mkstemp(prefix=".perf-", suffix=".csv", dir=out)
    os.close(fd)
    try:
        cmd = [perf, "stat", "-x", ",", "-o", path, "-e", ",".join(EVENTS), "--",
               "./" + prog, "--iterations", str(iters), "--reps", "1", "--warmup", "0"]
        r = subprocess.run(cmd, cwd=build, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                           universal_newlines=True, timeout=600)
        with open(path) as f:
            text = f.read()
    finally:
        os.unlink(path)
    if r.returncode != 0:
        return None, "perf stat exit %d: %s" % (r.returncode, r.stderr.strip()[:200])
    counters = {}
    for line in text.splitlines():
        if not line or line.startswith("#"):
            continue
        f = line.split(",")
        if len(f) < 3:
            continue
        ev = f[2].split(":")[0]
        if ev not in EVENTS:
            continue
        try:
            counters[ev] = {"value": float(f[0]), "unit": f[1] or None}
        except ValueError:
            counters[ev] = {"value": None, "unit": None, "status": f[0]}
    return counters, None


def perf_bench(perf, loops, out):
    """perf bench syscall basic under perf stat: (wall ns/op as perf bench
    reports it, task-clock ns/op of the whole perf process or None)."""
    fd, path = tempfile.mkstemp(prefix=".perfbench-", suffix=".csv", dir=out)
    os.close(fd)
    try:
        r = subprocess.run([perf, "stat", "-x", ",", "-o", path, "-e", "task-clock", "--",
                            perf, "bench", "syscall", "basic", "-l", str(loops)],
                           stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                           universal_newlines=True, timeout=600)
        with open(path) as f:
            text = f.read()
    finally:
        os.unlink(path)
    m = re.search(r"([0-9.]+)\s+usecs/op", r.stdout)
    if r.returncode != 0 or not m:
        return None, None, r.stdout.strip()[-300:]
    cpu = None
    for line in text.splitlines():
        f = line.split(",")
        if len(f) >= 3 and f[2].startswith("task-clock"):
            try:
                cpu = float(f[0]) * (1e6 if f[1] == "msec" else 1) / loops
            except ValueError:
                pass
    return float(m.group(1)) * 1000.0, cpu, None


def ours(build, loops, prog="bench/entry-syscall.glibc-x86_64"):
    if not os.access(os.path.join(build, prog), os.X_OK):
        return None
    r = subprocess.run(["./" + prog, "--iterations", str(loops),
                        "--reps", "1", "--warmup", "1", "--json", "-"],
                       cwd=build, stdout=subprocess.PIPE, universal_newlines=True, timeout=600)
    if r.returncode != 0:
        return None
    # TAP lines start with "ok"/"#"/"1..": the record is the line with "{".
    for line in r.stdout.splitlines():
        if line.startswith("{"):
            rec = json.loads(line)
            return rec["stats"]["median"], (rec.get("stats_cpu") or {}).get("median")
    return None


def stat_pass(perf, build, progs, a):
    """perf stat of each program: (runs, hardware counters seen, all ok)."""
    ok = True
    runs, hw = [], None
    for p in progs:
        iters = a.iterations
        c, err = perf_stat(perf, build, p, iters, a.out)
        if c is None:
            print("  perf stat %s: %s" % (p, err))
            ok = False
            continue
        have = all(c.get(e, {}).get("value") is not None for e in ("cycles", "instructions"))
        hw = have if hw is None else (hw and have)
        per = {}
        for e, v in c.items():
            if v.get("value") is not None:
                scale = 1e6 if e == "task-clock" and v.get("unit") == "msec" else 1
                per[e] = v["value"] * scale / iters
        runs.append({"program": os.path.basename(p), "iterations": iters, "counters": c,
                     "per_call": per})
    return runs, hw, ok


def net_of_startup(runs):
    # task-clock per call after subtracting the same arch's entry-empty run
    # (process start-up; the empty loop itself is well under 1 ns).
    base = {}
    for r in runs:
        if r["program"].startswith("entry-empty."):
            base[r["program"].split(".", 1)[1].split("-")[-1]] = r
    for r in runs:
        arch = "x86_64" if r["program"].endswith("x86_64") else "i386"
        b = base.get(arch)
        tc, btc = r["per_call"].get("task-clock"), b and b["per_call"].get("task-clock")
        if b is not None and b is not r and tc is not None and btc is not None:
            r["task_clock_ns_per_call_net"] = tc - btc
            r["baseline"] = b["program"]


def cross_rounds(perf, build, a):
    """perf bench syscall basic against entry-syscall (and entry-libc),
    alternated rounds: (rounds, all ok)."""
    ok = True
    rounds = []
    have_x64 = os.access(os.path.join(build, "bench/entry-syscall.glibc-x86_64"), os.X_OK)
    for i in range(a.rounds if have_x64 else 0):
        pb, pbcpu, err = perf_bench(perf, a.loops, a.out)
        me = ours(build, a.loops)
        lib = ours(build, a.loops, "bench/entry-libc.glibc-x86_64")
        if pb is None or me is None:
            print("  perf bench round %d failed: %s" % (i, err or "entry-syscall failed"))
            ok = False
            continue
        rd = {"perf_ns": pb, "ours_ns": me[0], "ratio": me[0] / pb}
        if lib is not None:
            rd["ours_libc_ns"] = lib[0]
            rd["ratio_libc"] = lib[0] / pb
        # CPU time: perf's whole process (task-clock) against our threads'.
        if pbcpu:
            rd["perf_cpu_ns"] = pbcpu
            if me[1]:
                rd["ours_cpu_ns"] = me[1]
                rd["ratio_cpu"] = me[1] / pbcpu
            if lib is not None and lib[1]:
                rd["ours_libc_cpu_ns"] = lib[1]
                rd["ratio_libc_cpu"] = lib[1] / pbcpu
        rounds.append(rd)
    return rounds, ok


def cross_summary(cross, rounds, loops):
    """Medians, minima and maxima of the rounds into cross."""
    cross["median_perf_ns"] = statistics.median(r["perf_ns"] for r in rounds)
    cross["median_ours_ns"] = statistics.median(r["ours_ns"] for r in rounds)
    cross["median_ratio"] = statistics.median(r["ratio"] for r in rounds)
    cross["min_ratio"] = min(r["ratio"] for r in rounds)
    cross["max_ratio"] = max(r["ratio"] for r in rounds)
    for k in ("ratio_cpu", "ratio_libc_cpu", "perf_cpu_ns", "ours_cpu_ns", "ours_libc_cpu_ns"):
        v = [r[k] for r in rounds if k in r]
        if v:
            cross["median_" + k] = statistics.median(v)
            cross["min_" + k] = min(v)
            cross["max_" + k] = max(v)
    lib = [r for r in rounds if "ratio_libc" in r]
    if lib:
        cross["ours_libc"] = ("bench/entry-libc.glibc-x86_64 --iterations %d --reps 1"
                              " (getppid() through glibc, like perf bench)" % loops)
        cross["median_ours_libc_ns"] = statistics.median(r["ours_libc_ns"] for r in lib)
        cross["median_ratio_libc"] = statistics.median(r["ratio_libc"] for r in lib)
        cross["min_ratio_libc"] = min(r["ratio_libc"] for r in lib)
        cross["max_ratio_libc"] = max(r["ratio_libc"] for r in lib)


def print_cross(cross, rounds):
    print("  perf bench syscall basic: %.1f ns/op, ours %.1f ns/call, ratio ours/perf %.2f "
          "(min %.2f, max %.2f, %d rounds)" % (
              cross["median_perf_ns"], cross["median_ours_ns"], cross["median_ratio"],
              cross["min_ratio"], cross["max_ratio"], len(rounds)))
    if "median_ratio_libc" in cross:
        print("  perf bench vs entry-libc (glibc getppid(), the same loop as perf's): "
              "ours %.1f ns/call, ratio %.2f (min %.2f, max %.2f)" % (
                  cross["median_ours_libc_ns"], cross["median_ratio_libc"],
                  cross["min_ratio_libc"], cross["max_ratio_libc"]))
    if "median_ratio_cpu" in cross:
        print("  CPU time (perf stat task-clock of perf bench; our thread CPU time): perf %.1f ns/op, "
              "entry-syscall %.1f (ratio %.2f, %.2f-%.2f), entry-libc %.1f (ratio %.2f, %.2f-%.2f)" % (
                  cross["median_perf_cpu_ns"], cross.get("median_ours_cpu_ns", float("nan")),
                  cross["median_ratio_cpu"], cross["min_ratio_cpu"], cross["max_ratio_cpu"],
                  cross.get("median_ours_libc_cpu_ns", float("nan")),
                  cross.get("median_ratio_libc_cpu", float("nan")),
                  cross.get("min_ratio_libc_cpu", float("nan")),
                  cross.get("max_ratio_libc_cpu", float("nan"))))


def stat_programs(build, i386):
    """The programs of the perf stat pass that are built (and executable):
    the entry benchmarks, then every wrapper-read variant; the i386 ones
    only with i386."""
    progs = ["bench/entry-empty.glibc-x86_64", "bench/entry-syscall.glibc-x86_64",
             "bench/entry-libc.glibc-x86_64", "bench/entry-empty.glibc-i386",
             "bench/entry-sysinfo.glibc-i386", "bench/entry-libc.glibc-i386",
             "bench/entry-int80.glibc-i386"]
    progs += sorted("bench/" + b for b in os.listdir(os.path.join(build, "bench"))
                    if b.startswith("wrapper-read.") and not b.endswith((".o", ".t")))
    return [p for p in progs if os.access(os.path.join(build, p), os.X_OK)
            and (i386 or "i386" not in p.rsplit(".", 1)[-1])]


def main():
    ap = argparse.ArgumentParser(description="perf stat pass and perf bench cross-check")
    ap.add_argument("--out", required=True)
    ap.add_argument("--builddir", default=os.environ.get("CR_BUILDDIR", "."))
    ap.add_argument("--iterations", type=int, default=100000)
    ap.add_argument("--rounds", type=int, default=9)
    ap.add_argument("--loops", type=int, default=1000000)
    ap.add_argument("--no-i386", dest="i386", action="store_false",
                    help="leave the i386 programs out (this machine cannot run them)")
    try:
        a = ap.parse_args()
    except SystemExit as e:
        sys.exit(2 if e.code else 0)
    if a.iterations < 1 or a.rounds < 1 or a.loops < 1:
        usage("--iterations, --rounds and --loops must be >= 1")
    if not os.path.isdir(a.out):
        usage("--out %s: no such directory" % a.out)
    perf = os.environ.get("PERF") or "perf"
    if perf == "no" or not shutil.which(perf):
        print("bench-perf: perf not installed: pass skipped")
        sys.exit(77)
    build = a.builddir
    runs, hw, ok = stat_pass(perf, build, stat_programs(build, a.i386), a)
    net_of_startup(runs)
    ver = subprocess.run([perf, "--version"], stdout=subprocess.PIPE,
                         universal_newlines=True).stdout.strip()
    note = ("hardware counters available" if hw else
            "hardware counters (cycles, instructions) NOT available on this machine "
            "(perf reports <not supported>: no virtual PMU); only task-clock is measured")
    for r in runs:
        net = r.get("task_clock_ns_per_call_net")
        print("  perf stat %-32s task-clock %8.1f ns/call%s" % (
            r["program"], r["per_call"].get("task-clock", float("nan")),
            ", net of start-up %8.1f" % net if net is not None else " (start-up baseline)"))
    print("  perf stat: " + note)
    stat = {"schema": "cancelrace-bench-perf/1", "tool": ver, "events": EVENTS,
            "counters_available": bool(hw), "note": note, "runs": runs}
    # Cross-check, alternated rounds.
    rounds, rok = cross_rounds(perf, build, a)
    ok = ok and rok
    cross = {"schema": "cancelrace-bench-perfbench/1", "tool": ver,
             "command": "perf bench syscall basic -l %d" % a.loops,
             "ours": "bench/entry-syscall.glibc-x86_64 --iterations %d --reps 1" % a.loops,
             "rounds": rounds}
    if rounds:
        cross_summary(cross, rounds, a.loops)
        print_cross(cross, rounds)
    for name, rec in (("perf-stat.json", stat), ("perf-bench.json", cross)):
        tmp = os.path.join(a.out, "." + name + ".tmp")
        with open(tmp, "w") as f:
            json.dump(rec, f, indent=1)
        os.rename(tmp, os.path.join(a.out, name))
    sys.exit(0 if ok else 1)


if __name__ == "__main__":
    main()
