"""bench-summary: check the benchmark records of one run and print a short
text summary with the ratios between paths measured side by side.
Tables proper are the renderer's job (scripts/cr-table, cr-plot); this
is the closing note of a run.  Records from a QEMU guest (make bench runs the
i386 programs in one where this machine cannot run 32-bit) are listed in a
section of their own, each with the kernel entry its call executed and its
figure marked with the guest's timing (emulated under TCG): never in this
machine's sections, never in a ratio.

usage: bench-summary [--check] [--dir DIR] [--collect FILE] [--name NAME]
  --check      there must be records (exit 1 when there are none)
  --dir        the run's directory (default results/bench)
  --collect    also write all records as one results file
               {"schema": "cancelrace-results/1", "records": [...]}
               (default DIR/tools/bench-results.json; "" = none)
The tool outputs (hyperfine, perf) are read from DIR/tools/.
Every record must parse and pass scripts/cancelrace/schema.py's validation (the one
set of rules for records): a malformed one is bad input.
Exit: 0, 1 --check and no records, 2 a malformed record or usage.
"""
import argparse
import json
import os
import sys

from . import model, schema

AUX = ("hyperfine", "perf-", "bench-results")


def load(d):
    """The bench records of DIR, each checked by schema's validator (the
    one set of rules): (records, ["FILE: problem", ...])."""
    recs, errors = [], []
    for name in sorted(os.listdir(d)):
        if not name.endswith(".json") or name.startswith(AUX):
            continue
        path = os.path.join(d, name)
        try:
            with open(path) as f:
                r = json.load(f)
        except (OSError, ValueError) as e:
            errors.append("%s: does not parse: %s" % (name, e))
            continue
        err = schema.validate_record(r, name)
        if not err and r.get("kind") != "bench":
            err = ["%s: kind: want 'bench', got %r" % (name, r.get("kind"))]
        if err:
            errors.append("; ".join(err[:3]))
            continue
        r["_file"] = name
        recs.append(r)
    return recs, errors


def fmt(s, c=None):
    if s.get("median") is None:
        return "no figure"
    out = "%9.1f  [p10 %.1f, p90 %.1f; MAD %.1f; min %.1f, max %.1f]" % (
        s["median"], s["p10"], s["p90"], s["mad"], s["min"], s["max"])
    if c and c.get("median") is not None:
        out += " CPU %.1f [p10 %.1f, p90 %.1f]" % (c["median"], c["p10"], c["p90"])
    return out


def ratio1(a, b, key):
    sa, sb = a.get(key), b.get(key)
    if not sa or not sb or sa.get("median") is None or sb.get("median") is None or sb["median"] <= 0:
        return None
    lo = sa["p10"] / sb["p90"] if sb["p90"] > 0 else float("nan")
    hi = sa["p90"] / sb["p10"] if sb["p10"] > 0 else float("nan")
    return "%.2fx (spread %.2f-%.2fx)" % (sa["median"] / sb["median"], lo, hi)


def ratio(a, b, cpu=True):
    """Ratio of medians and a spread (p10a/p90b .. p90a/p10b): wall time,
    and thread CPU time where both records have it."""
    w = ratio1(a, b, "stats") or "n/a"
    c = ratio1(a, b, "stats_cpu") if cpu else None
    return w + ("; CPU time %s" % c if c else "")


def key(r):
    root = r["libc"].get("root")
    return (r["variant"], os.path.basename(root) if root else "")


def label(r):
    root = r["libc"].get("root")
    return "%-18s %s %-6s%s%s" % (r["variant"], r["libc"].get("name", "?"),
                                  r["libc"].get("version", "?"),
                                  " (root %s)" % os.path.basename(root) if root else "",
                                  " relinked" if r["params"].get("relinked_against") else "")


def state(r):
    """"; 2 threads, entry int $0x80": what a figure was measured in."""
    return "; %s threads, entry %s" % (r.get("threads", "?"), r.get("entry") or "none")


def header(p, d, recs, name):
    """The run's name, machine, mitigations and load average."""
    m = recs[0]["machine"] if recs else {}
    p("cancelrace benchmarks: %s" % (name or d))
    if m:
        p("machine: %s x%s, %s" % (m.get("cpu"), m.get("ncpu"), m.get("kernel")))
        p("mitigations: %s" % m.get("vulnerabilities"))
        las = [r["params"].get("loadavg_start") for r in recs if r["params"].get("loadavg_start")]
        if las:
            one = sorted(l[0] for l in las if l and l[0] is not None)
            if one:
                p("load average (1 min) at the programs' start: min %.2f, median %.2f, max %.2f (ncpu %s)"
                  % (one[0], one[len(one) // 2], one[-1], m.get("ncpu")))


def entry_section(p, by):
    """Entry cost per path, the ratios between paths, the empty loop."""
    p("")
    p("Entry cost, getppid (ns/call: median over repetitions of wall time; CPU = the thread's CPU time, which leaves out preemption)")
    e = {}
    for prog in ("entry-empty", "entry-syscall", "entry-libc", "entry-sysinfo", "entry-int80"):
        for k, r in sorted(by.get(prog, {}).items()):
            if k[1]:
                continue
            e[(prog, r["arch"])] = r
            p("  %-14s %-7s %-9s %s" % (r["path"], r["arch"], r.get("entry") or "",
                                       fmt(r["stats"], r.get("stats_cpu"))))
    sc, si, i8 = (e.get(("entry-syscall", "x86_64")), e.get(("entry-sysinfo", "i386")),
                  e.get(("entry-int80", "i386")))
    if i8 and si:
        p("  int $0x80 / AT_SYSINFO (i386):        %s" % ratio(i8, si))
    if si and sc:
        p("  AT_SYSINFO (i386) / syscall (x86_64): %s" % ratio(si, sc))
    for arch, raw in (("x86_64", sc), ("i386", si)):
        lc = e.get(("entry-libc", arch))
        if lc and raw:
            p("  libc getppid() / bare entry (%s):    %s" % (arch, ratio(lc, raw)))
    for arch, raw in (("x86_64", sc), ("i386", si)):
        em = e.get(("entry-empty", arch))
        if em and em["stats"].get("median") is not None:
            share = ""
            if raw and raw["stats"].get("median"):
                share = " = %.2f%% of the fastest entry's median (%.1f ns net)" % (
                    100.0 * em["stats"]["median"] / raw["stats"]["median"],
                    raw["stats"]["median"] - em["stats"]["median"])
            p("  empty-loop overhead %s: %.2f ns/iteration%s: negligible, figures are not corrected" %
              (arch, em["stats"]["median"], share))


def wrapper_section(p, by):
    """The cancellable wrapper against the raw read, then single-threaded."""
    p("")
    p("Cancellable wrapper, read(/dev/null, 0) (ns/call), a second thread parked; the kernel entry stepped")
    for k, w in sorted(by.get("wrapper-read", {}).items()):
        raw = by.get("raw-read", {}).get(k)
        extra = ""
        if raw and w["stats"].get("median") is not None and raw["stats"].get("median") is not None:
            extra = "  raw %.1f, wrapper/raw %s" % (raw["stats"]["median"], ratio(w, raw))
        p("  %s %s%s%s" % (label(w), fmt(w["stats"], w.get("stats_cpu")), extra, state(w)))
    if by.get("wrapper-read-single"):
        p("")
        p("The same wrapper, the process's only thread (glibc: the SINGLE_THREAD_P shortcut, not cancellable)")
        for k, w in sorted(by["wrapper-read-single"].items()):
            p("  %s %s%s" % (label(w), fmt(w["stats"], w.get("stats_cpu")), state(w)))


ABORT_PAIRS = (("vdso-i386-helper", "vdso-i386-int80"), ("vdso-i386-helper", "musl-i386"),
               ("vdso-i386-helper", "glibc-i386"))


def pending_nets(ap_):
    """abort-pending's median minus its control, per implementation."""
    nets = []
    for v in ("vdso-i386-helper", "vdso-i386-int80", "musl-i386", "glibc-i386", "musl-x86_64",
              "glibc-x86_64"):
        r = ap_.get(v)
        ctl = r and r.get("control")
        if r and ctl and ctl.get("median") is not None and r["stats"].get("median") is not None:
            n = "%s %.1f" % (v, r["stats"]["median"] - ctl["median"])
            cc, sc_ = (ctl.get("cpu") or {}).get("median"), (r.get("stats_cpu") or {}).get("median")
            if cc is not None and sc_ is not None:
                n += " (victim CPU %.1f)" % (sc_ - cc)
            nets.append(n)
    return nets


def side_by_side(p, by):
    """What the vDSO helpers buy: the i386 thunks side by side."""
    w = {k[0]: r for k, r in by.get("wrapper-read", {}).items() if not k[1]}
    pairs = (("musl-i386", "vdso-i386-helper"), ("vdso-i386-int80", "vdso-i386-helper"),
             ("vdso-i386-helper", "glibc-i386"), ("vdso-i386-naive", "vdso-i386-helper"),
             ("musl-i386", "musl-x86_64"))
    lines = ["  wrapper-read %s / %s: %s" % (a, b, ratio(w[a], w[b]))
             for a, b in pairs if a in w and b in w]
    ab = {k[0]: r for k, r in by.get("abort-blocked", {}).items() if not k[1]}
    lines += ["  abort-blocked %s / %s, wall: %s" % (a, b, ratio(ab[a], ab[b], False))
              for a, b in ABORT_PAIRS if a in ab and b in ab]
    nets = pending_nets({k[0]: r for k, r in by.get("abort-pending", {}).items() if not k[1]})
    if nets:
        lines.append("  abort-pending, median minus control (ns): " + ", ".join(nets))
    lines += ["  abort-blocked %s / %s, victim CPU time: %s" % (a, b, ratio1(ab[a], ab[b], "stats_cpu"))
              for a, b in ABORT_PAIRS if a in ab and b in ab and ratio1(ab[a], ab[b], "stats_cpu")]
    if lines:
        p("")
        p("Side by side (ratio of medians; spread p10/p90 .. p90/p10)")
        for line in lines:
            p(line)


def abort_sections(p, by):
    """The abort paths and cancel -> join, each record with its control."""
    for prog, title in (("abort-pending", "Abort path: cancel pending at the syscall instruction, not yet in the kernel -> cleanup handler (ns); net = minus the control (same stop, no cancel)"),
                        ("abort-blocked", "Abort path: cancel of a blocked read -> cleanup handler (ns)"),
                        ("cancel-join", "cancel -> joined, thread blocked in read (ns)")):
        if by.get(prog):
            p("")
            p(title)
            for k, r in sorted(by[prog].items()):
                lost = " lost %d" % r.get("lost", 0) if r.get("lost") else ""
                ctl = r.get("control")
                if ctl and ctl.get("median") is not None and r["stats"].get("median") is not None:
                    lost += "; control %.1f, net %.1f" % (ctl["median"], r["stats"]["median"] - ctl["median"])
                    cc, sc_ = (ctl.get("cpu") or {}).get("median"), (r.get("stats_cpu") or {}).get("median")
                    if cc is not None and sc_ is not None:
                        lost += "; victim CPU net %.1f" % (sc_ - cc)
                if r.get("stop", {}).get("symbol"):
                    lost += " at %s" % r["stop"]["symbol"]
                p("  %s %s%s%s" % (label(r), fmt(r["stats"], r.get("stats_cpu")), lost,
                                   " cpu %s" % r["params"]["cpu"] if r["params"].get("cpu") is not None else ""))


def read_tool(d, name):
    """DIR/tools/NAME as JSON, None when absent."""
    path = os.path.join(d, "tools", name)
    if not os.path.exists(path):
        return None
    with open(path) as f:
        return json.load(f)


def hyperfine_section(p, h):
    p("")
    p("hyperfine (whole process, %s): ns/call after subtracting entry-empty" % h.get("tool"))
    for g, rs in sorted(h.get("groups", {}).items()):
        for r in rs:
            if r.get("is_baseline") or (r.get("baseline") is None and
                                        r["program"].startswith("entry-empty.")):
                p("  %-8s %-32s start-up %.3f ms" % (g, r["program"], r["median_s"] * 1e3))
            else:
                p("  %-8s %-32s %9.1f" % (g, r["program"], r["ns_per_call"]))
    ent = {r["program"]: r for r in h.get("groups", {}).get("entry", [])}
    a, b = ent.get("entry-int80.glibc-i386"), ent.get("entry-sysinfo.glibc-i386")
    if a and b and b["ns_per_call"] > 0:
        p("  int $0x80 / AT_SYSINFO, whole process: %.2fx" % (a["ns_per_call"] / b["ns_per_call"]))


def perf_stat_section(p, s):
    p("")
    p("perf stat: %s" % s.get("note"))
    for r in s.get("runs", []):
        pc = r.get("per_call", {})
        net = r.get("task_clock_ns_per_call_net")
        p("  %-32s task-clock %9.1f ns/call%s%s" % (
            r["program"], pc.get("task-clock", float("nan")),
            " (net of start-up %.1f)" % net if net is not None else " (start-up baseline)",
            ", %.0f cycles, %.0f instructions" % (pc["cycles"], pc["instructions"])
            if "cycles" in pc and "instructions" in pc else ""))


def perf_bench_section(p, c):
    if "median_ratio" in c:
        p("")
        p("cross-check: %s: %.1f ns/op; ours (inline syscall) %.1f ns/call; ratio ours/perf %.2f (min %.2f, max %.2f, %d rounds)"
          % (c["command"], c["median_perf_ns"], c["median_ours_ns"], c["median_ratio"],
             c["min_ratio"], c["max_ratio"], len(c["rounds"])))
    if "median_ratio_cpu" in c:
        p("cross-check, CPU time: perf bench (task-clock) %.1f ns/op; entry-syscall %.1f, ratio %.2f (min %.2f, max %.2f); entry-libc %.1f, ratio %.2f (min %.2f, max %.2f)"
          % (c["median_perf_cpu_ns"], c.get("median_ours_cpu_ns", float("nan")),
             c["median_ratio_cpu"], c["min_ratio_cpu"], c["max_ratio_cpu"],
             c.get("median_ours_libc_cpu_ns", float("nan")),
             c.get("median_ratio_libc_cpu", float("nan")),
             c.get("min_ratio_libc_cpu", float("nan")), c.get("max_ratio_libc_cpu", float("nan"))))
    if "median_ratio_libc" in c:
        p("cross-check: entry-libc (glibc getppid(), perf's own loop) %.1f ns/call; ratio ours/perf %.2f (min %.2f, max %.2f)"
          % (c["median_ours_libc_ns"], c["median_ratio_libc"], c["min_ratio_libc"],
             c["max_ratio_libc"]))


def guest_section(p, recs):
    """The records of QEMU guests (scripts/bench-run runs the i386 programs
    in one where this machine cannot run 32-bit): per guest, the kernel
    entry each measured call executed and its figure marked with the
    guest's timing, never a ratio (and never beside this machine's)."""
    by = {}
    for r in recs:
        by.setdefault(r["guest"].get("tag", "?"), []).append(r)
    for tag, rs in sorted(by.items()):
        g = rs[0]["guest"]
        p("")
        p("In a QEMU guest, %s: Linux %s, %s model (%s), vDSO entry %s, %s: timings %s, not this machine's; "
          "the kernel entry each call executed" % (model.guest_name(rs[0]), g.get("kernel"), g.get("cpu"),
                                                   g.get("vendor"), g.get("entry"), g.get("accel"), g.get("timing")))
        for r in sorted(rs, key=lambda r: (r["program"], r["variant"])):
            m = r["stats"].get("median")
            p("  %-20s %-17s %-11s %-34s %s threads; %s" % (
                r["program"], r["variant"], "%s %s" % (r["libc"].get("name", "?"), r["libc"].get("version", "?")),
                r.get("entry") or "no system call", r.get("threads", "?"),
                "median %.1f ns/call (%s)" % (m, g.get("timing")) if m is not None else
                "no figure (%s)" % (r.get("note") or r.get("status"))))


def summary(d, recs, name=None):
    """The run's text summary: header, entry cost, the wrapper, side by
    side, the abort paths (this machine's records), the external tools'
    files under DIR/tools, then each QEMU guest's records apart."""
    out = []
    p = out.append
    by = {}
    guests = [r for r in recs if r.get("guest")]
    recs = [r for r in recs if not r.get("guest")]
    for r in recs:
        by.setdefault(r["program"], {})[key(r)] = r
    header(p, d, recs or guests, name)
    if recs:
        entry_section(p, by)
        wrapper_section(p, by)
        side_by_side(p, by)
        abort_sections(p, by)
    for fname, section in (("hyperfine.json", hyperfine_section), ("perf-stat.json", perf_stat_section),
                           ("perf-bench.json", perf_bench_section)):
        doc = read_tool(d, fname)
        if doc is not None:
            section(p, doc)
    guest_section(p, guests)
    return "\n".join(out)

def main():
    ap = argparse.ArgumentParser(description="check and summarise benchmark records")
    ap.add_argument("--check", action="store_true")
    ap.add_argument("--dir", default="results/bench")
    ap.add_argument("--collect", default=None)
    ap.add_argument("--name", default=None, help="the run's name in the summary (default DIR)")
    try:
        a = ap.parse_args()
    except SystemExit as e:
        sys.exit(2 if e.code else 0)
    if not os.path.isdir(a.dir):
        sys.stderr.write("bench-summary: %s: no such directory\n" % a.dir)
        sys.exit(2)
    recs, errors = load(a.dir)
    invalid = bool(errors)  # malformed input: exit 2, like every tool
    for e in errors:
        sys.stderr.write("bench-summary: invalid record %s\n" % e)
    if a.check and not recs and not errors:
        sys.stderr.write("bench-summary: no records in %s\n" % a.dir)
        errors.append("none")
    col = a.collect if a.collect is not None else os.path.join(a.dir, "tools", "bench-results.json")
    if col and not os.path.isdir(os.path.dirname(os.path.abspath(col))):
        os.makedirs(os.path.dirname(os.path.abspath(col)))
    if col:
        schema.dump_results({"schema": schema.RESULTS_SCHEMA,
                             "records": [{k: v for k, v in r.items() if k != "_file"} for r in recs]}, col)
    print(summary(a.dir, recs, a.name))
    sys.exit(2 if invalid else 1 if a.check and errors else 0)


if __name__ == "__main__":
    main()
