"""bench-hyperfine: whole-process comparisons of the benchmark programs
through hyperfine (-N: no shell, warm-up runs, --export-json).

Two groups, each measured side by side in one hyperfine invocation:
  entry    entry-syscall (x86_64), entry-sysinfo and entry-int80 (i386), and
           entry-empty of each arch (process start-up + the empty loop, to
           subtract), all with the same iteration count and one repetition
  wrapper  wrapper-read of every variant built, same count
Writes OUT/hyperfine-<group>.json (hyperfine's own export) and
OUT/hyperfine.json (one record: per command the mean/median/stddev wall time
and, after subtracting the arch's entry-empty, ns per call).
--no-i386 leaves the i386 programs out (scripts/bench-run, where this
machine cannot run 32-bit: they ran in a QEMU guest, whose timings are never
compared with this machine's).
A timing never fails: exit 1 only when hyperfine itself fails, 77 when
hyperfine is missing, 2 on usage errors.
"""
import argparse
import json
import os
import shutil
import subprocess
import sys


def fail_usage(msg):
    sys.stderr.write("bench-hyperfine: %s\n" % msg)
    sys.exit(2)


def existing(build, progs):
    return [p for p in progs if os.access(os.path.join(build, p), os.X_OK)]


def arch_of(prog):
    return "x86_64" if prog.endswith("x86_64") else "i386"


def run_group(hf, build, out, group, progs, iters, runs, warmup):
    if not progs:
        return None
    path = os.path.join(out, "hyperfine-%s.json" % group)
    cmd = [hf, "-N", "--warmup", str(warmup), "--runs", str(runs), "--export-json", path,
           "--style", "basic"]
    for p in progs:
        cmd += ["-n", os.path.basename(p),
                "./%s --iterations %d --reps 1 --warmup 0" % (p, iters)]
    print("bench-hyperfine: %s: %d commands x %d runs" % (group, len(progs), runs), flush=True)
    r = subprocess.run(cmd, cwd=build, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                       universal_newlines=True, timeout=1800)
    if r.returncode != 0:
        sys.stderr.write(r.stdout[-2000:])
        return False
    with open(path) as f:
        data = json.load(f)
    res = []
    for p, rr in zip(progs, data["results"]):
        res.append({"program": os.path.basename(p), "command": rr["command"],
                    "iterations": iters, "runs": len(rr.get("times", [])),
                    "mean_s": rr["mean"], "stddev_s": rr.get("stddev"),
                    "median_s": rr.get("median"), "min_s": rr.get("min"),
                    "max_s": rr.get("max"), "arch": arch_of(p)})
    # ns per call after subtracting the same arch's entry-empty process.
    base = {r["arch"]: r for r in res if r["program"].startswith("entry-empty.")}
    for r in res:
        b = base.get(r["arch"])
        if b and r is not b:
            r["ns_per_call"] = (r["median_s"] - b["median_s"]) * 1e9 / iters
            r["baseline"] = b["program"]
        else:
            # The baseline itself: process start-up spread over the count.
            r["ns_per_call"] = r["median_s"] * 1e9 / iters
            r["baseline"] = None
            r["is_baseline"] = r is b
    return res


def print_groups(groups):
    """One line a program: its median, and ns/call net of its baseline."""
    for g, rs in groups.items():
        for r in rs:
            if r.get("is_baseline"):
                print("  %-8s %-34s median %8.3f ms  (start-up baseline)" % (
                    g, r["program"], r["median_s"] * 1e3))
                continue
            print("  %-8s %-34s median %8.3f ms  -> %8.1f ns/call%s" % (
                g, r["program"], r["median_s"] * 1e3, r["ns_per_call"],
                " (minus %s)" % r["baseline"] if r["baseline"] else ""))


def main():
    ap = argparse.ArgumentParser(description="hyperfine pass over the benchmarks")
    ap.add_argument("--out", required=True)
    ap.add_argument("--builddir", default=os.environ.get("CR_BUILDDIR", "."))
    ap.add_argument("--runs", type=int, default=10)
    ap.add_argument("--warmup", type=int, default=2)
    ap.add_argument("--iterations", type=int, default=100000)
    ap.add_argument("--no-i386", dest="i386", action="store_false",
                    help="leave the i386 programs out (this machine cannot run them)")
    try:
        a = ap.parse_args()
    except SystemExit as e:
        sys.exit(2 if e.code else 0)
    if a.runs < 2 or a.warmup < 0 or a.iterations < 1:
        fail_usage("--runs >= 2, --warmup >= 0, --iterations >= 1")
    hf = os.environ.get("HYPERFINE") or "hyperfine"
    if hf == "no" or not shutil.which(hf):
        print("bench-hyperfine: hyperfine not installed: pass skipped")
        sys.exit(77)
    if not os.path.isdir(a.out):
        fail_usage("--out %s: no such directory" % a.out)
    build = a.builddir
    try:
        bins = sorted(f for f in os.listdir(os.path.join(build, "bench")))
    except OSError as e:
        fail_usage("%s/bench: %s" % (build, e.strerror))
    entry = existing(build, ["bench/entry-empty.glibc-x86_64", "bench/entry-syscall.glibc-x86_64",
                             "bench/entry-libc.glibc-x86_64", "bench/entry-empty.glibc-i386",
                             "bench/entry-sysinfo.glibc-i386", "bench/entry-libc.glibc-i386",
                             "bench/entry-int80.glibc-i386"])
    wrap = existing(build, ["bench/" + b for b in bins
                            if b.startswith("wrapper-read.") and not b.endswith((".o", ".t"))])
    # wrapper-read gets its arch's entry-empty as the start-up baseline.
    wrap_base = existing(build, ["bench/entry-empty.glibc-x86_64", "bench/entry-empty.glibc-i386"])
    if not a.i386:
        entry, wrap, wrap_base = ([p for p in ps if arch_of(p) != "i386"] for ps in (entry, wrap, wrap_base))
    groups = {}
    ok = True
    for name, progs, iters in (("entry", entry, a.iterations),
                               ("wrapper", wrap_base + wrap, a.iterations)):
        r = run_group(hf, build, a.out, name, progs, iters, a.runs, a.warmup)
        if r is False:
            ok = False
        elif r:
            groups[name] = r
    ver = subprocess.run([hf, "--version"], stdout=subprocess.PIPE,
                         universal_newlines=True).stdout.strip()
    rec = {"schema": "cancelrace-bench-hyperfine/1", "tool": ver,
           "params": {"runs": a.runs, "warmup": a.warmup, "iterations": a.iterations,
                      "shell": "none (-N)"},
           "groups": groups}
    tmp = os.path.join(a.out, ".hyperfine.json.tmp")
    with open(tmp, "w") as f:
        json.dump(rec, f, indent=1)
    os.rename(tmp, os.path.join(a.out, "hyperfine.json"))
    print_groups(groups)
    sys.exit(0 if ok else 1)


if __name__ == "__main__":
    main()
