"""cr-compare: what changed between two cancelrace results files (the gate
of a QA run: exit 1 on a regression).

Race records are matched by (program, variant, root, libc name, arch): a
libc upgrade under the same root is a change of version, reported, not a
new record.  Per race check
(mode x verdict):

  APPEARED   none before, some now                         regression (unless
                                                           the table says the
                                                           verdict "may" happen)
  VANISHED   some before, none now                         regression when the
                                                           check now fails (a
                                                           known race missed)
  MOVED      hammer: the rate changed beyond noise (two-proportion
             |z| > --z and by more than --min-rel relatively); sweep: any
             change (the sweep is deterministic)           reported
  BROKE      the check was as expected (or passed) before, is
             not now: a verdict, or a structural check of the run
             (FAILED: the sweep crashed, hung, diverged, never
             saw the cancel act inside the call)         regression
  FAILED     a record of OLD left no record in NEW: TIMED OUT,
             HARNESS ERROR, KILLED (cr-matrix's failures)  regression
  INTERRUPTED  the NEW run was interrupted by a signal     regression
  GONE       a record of OLD has no match in NEW           regression
  NEW        a record of NEW has no match in OLD           regression if it
                                                           fails its checks
Benchmarks (model.bench_changes; matched by program, variant, path, arch,
libc name and root, or across roots when that is the only difference: a
run under bookworm against one under trixie), per figure (thread CPU time
when both records have it, else wall time):

  SLOWER     the p10-p90 ranges do not overlap and the median grew by
             --min-ratio (1.5x) or more: a performance regression, advisory
             (reported, exit 0) unless --fail-on-perf makes it fatal
  SLOWER / FASTER  ranges apart, a smaller change: reported
  GONE / NEW as for races (a benchmark that left no record is a regression)

A benchmark record of a QEMU guest (scripts/cr-kernels) is never paired
with one of this machine's, and one whose timing is "emulated" (TCG) is
never SLOWER or FASTER either: its figures measure the emulator.

usage: cr-compare [options] OLD NEW
Exit: 0 no regression, 1 a regression, 2 malformed input or usage error.
"""
import argparse
import os
import sys

from . import model, schema


def key(r):
    lc = r.get("libc") or {}
    root = model.root_name(r)
    return (r.get("kind"), r.get("program"), r.get("variant"), root, lc.get("name"), r.get("arch"))


def failure_key(f):
    """A run without a record, keyed like the record it should have left."""
    libc, arch = model.variant_libc_arch(f["variant"])
    return ("race", f["program"], f["variant"], f["root"], libc, arch)


def label(k):
    return "%s %s [%s] %s %s" % (k[1], k[2], k[3], k[4], k[5])


def index(doc):
    out = {}
    for r in doc["records"]:
        if r.get("kind") != "bench":  # benchmarks: bench_compare
            out.setdefault(key(r), r)
    return out


def failures(doc):
    return {failure_key(f): f for f in doc.get("failures", [])}


def compare_checks(name, ro, rn, z, min_rel):
    """The checks of one race record in OLD and NEW."""
    out = []
    co = {(c["mode"], c["kind"], c["name"]): c for c in model.cells(ro)}
    cn = {(c["mode"], c["kind"], c["name"]): c for c in model.cells(rn)}
    for ck in sorted(set(co) | set(cn)):
        o, n = co.get(ck), cn.get(ck)
        what = "%s: %s %s" % (name, ck[0], ck[2])
        if ck[1] != "verdict":
            if n is not None and not n["ok"] and (o is None or o["ok"]):
                out.append(("BROKE", True, "%s: %s -> FAILED: %s" % (
                    what, "passed" if o else "not checked", n["text"])))
            elif o is not None and not o["ok"] and n is not None and n["ok"]:
                out.append(("MENDED", False, "%s: failed before, passes now" % what))
            continue
        if o is None or n is None:
            if o is not None and o["count"] and n is None:
                out.append(("VANISHED", False, "%s: %s -> not checked" % (what, model.count_text(o))))
            elif n is not None and n["count"]:
                out.append(("APPEARED", True, "%s: not checked -> %s" % (what, model.count_text(n))))
            continue
        fig = "%s -> %s" % (model.count_text(o), model.count_text(n))
        if not o["count"] and n["count"]:
            # a verdict the table says "may" happen is reported, not a regression
            out.append(("APPEARED", n["expect"] != "may" or not n["ok"], "%s: %s%s" % (
                what, fig, " (expected may: reported, not judged)" if n["expect"] == "may" else "")))
        elif o["count"] and not n["count"]:
            out.append(("VANISHED", not n["ok"], "%s: %s%s" % (
                what, fig, " (expected %s: known race missed)" % n["expect"] if not n["ok"] else "")))
        elif o["count"] and n["count"]:
            if ck[0] in ("sweep", "blocked", "pending"):  # deterministic: any change counts
                moved = (o["count"], o["of"]) != (n["count"], n["of"])
            else:
                zz = model.proportion_z(o["count"], o["of"], n["count"], n["of"])
                ro_, rn_ = o["count"] / max(o["of"], 1), n["count"] / max(n["of"], 1)
                moved = abs(zz) > z and abs(rn_ - ro_) > min_rel * ro_
                fig += " (z %.1f)" % zz
            if moved:
                out.append(("MOVED", False, "%s: %s" % (what, fig)))
        if o["ok"] and not n["ok"]:
            out.append(("BROKE", True, "%s: was as expected, now not (%s, expected %s)" % (
                what, fig, n["expect"])))
    return out


def bench_compare(old, new, min_ratio=1.5, fail_on_perf=False):
    """[(what, is_regression, text)] for the benchmark records."""
    pairs, gone, added = model.bench_pairs(old, new)
    out = [("GONE", True, "%s: in OLD, no record in NEW" % model.bench_label(r)) for r in gone]
    out += [("NEW", False, "%s: new record" % model.bench_label(r)) for r in added]
    out += [("VERSION", False, "%s: %s -> %s" % (model.bench_label(n, o), model.libc_label(o),
                                                model.libc_label(n)))
            for o, n in pairs if model.libc_label(o) != model.libc_label(n)]
    # a QEMU guest's emulated figures (TCG) measure the emulator: never a
    # change of the implementation, never a regression
    emulated = {model.bench_key(n) + (model.root_name(n),) for _, n in pairs
                if (n.get("guest") or {}).get("timing") == "emulated"}
    for c in model.bench_changes(old, new, min_ratio):
        (lo, hi), (nlo, nhi) = c["old_range"], c["new_range"]
        if (nlo <= hi and nhi >= lo) or c["key"] in emulated:
            continue  # within the recorded noise, or not a measurement
        text = "%s: median %.1f -> %.1f ns/call%s, %.2fx (p10-p90 %.0f-%.0f -> %.0f-%.0f)" % (
            c["label"], c["old"], c["new"], " (CPU time)" if c["stat"] == "stats_cpu" else "",
            c["ratio"], lo, hi, nlo, nhi)
        if c["regression"]:
            text += ": performance regression%s" % ("" if fail_on_perf else " (advisory; --fail-on-perf)")
        out.append(("SLOWER" if c["slower"] else "FASTER", c["regression"] and fail_on_perf, text))
    return out


def compare(old, new, z=4.0, min_rel=0.5, min_ratio=1.5, fail_on_perf=False):
    """[(what, is_regression, text)] for two results documents."""
    a, b = index(old), index(new)
    fa, fb = failures(old), failures(new)
    out = bench_compare(old, new, min_ratio, fail_on_perf)
    for k in sorted(set(a) | set(b) | (set(fb) - set(fa)), key=lambda k: tuple(str(x) for x in k)):
        name = label(k)
        if k not in b:
            f = fb.get(k)
            if f is not None and (f.get("skip") or f.get("exit") == 77):
                out.append(("SKIPPED", False, "%s: %s" % (name, f["reason"])))
            elif f is not None:
                out.append(("FAILED", True, "%s: %s -> %s: %s" % (
                    name, "a record" if k in a else "no record", model.failure_state(f), f["reason"])))
            else:
                out.append(("GONE", True, "%s: in OLD, no record in NEW" % name))
            continue
        rn = b[k]
        if k not in a:
            bad = rn.get("kind") == "race" and not model.record_ok(rn)
            reasons = model.record_state(rn)[1] if bad else []
            out.append(("NEW", bad, "%s: new record%s" % (name, "; fails: " + "; ".join(reasons) if bad else "")))
            continue
        ro = a[k]
        vo, vn = model.libc_label(ro), model.libc_label(rn)
        if vo != vn:
            out.append(("VERSION", False, "%s: %s -> %s" % (name, vo, vn)))
        if rn.get("interrupted") is True and ro.get("interrupted") is not True:
            out.append(("INTERRUPTED", True, "%s: a complete run before, interrupted now: not a result" % name))
        out += compare_checks(name, ro, rn, z, min_rel)
    return out


def main(argv=None):
    ap = argparse.ArgumentParser(prog="cr-compare", description="what changed between two results files")
    ap.add_argument("old")
    ap.add_argument("new")
    ap.add_argument("--z", type=float, default=4.0, help="noise bound for hammer rates (default 4)")
    ap.add_argument("--min-rel", type=float, default=0.5, help="relative rate change that counts (0.5)")
    ap.add_argument("--min-ratio", type=float, default=1.5,
                    help="a benchmark this many times slower, beyond its p10-p90 noise, is a performance regression (1.5)")
    ap.add_argument("--fail-on-perf", action="store_true",
                    help="a performance regression fails the compare (exit 1); advisory by default")
    ap.add_argument("--quiet", action="store_true", help="print only regressions and the summary")
    a = ap.parse_args(argv)
    try:
        old, new = schema.load(a.old), schema.load(a.new)
    except schema.Invalid as e:
        print("cr-compare: %s" % e, file=sys.stderr)
        return 2
    if not a.min_ratio > 1:
        ap.error("--min-ratio: want a ratio > 1")
    changes = compare(old, new, a.z, a.min_rel, a.min_ratio, a.fail_on_perf)
    regs = [c for c in changes if c[1]]
    for what, reg, text in changes:
        if reg or not a.quiet:
            print("%-8s %s%s" % (what, text, "  << REGRESSION" if reg else ""))
    print("cr-compare: %d records vs %d: %d changes, %d regressions" % (
        len(old["records"]), len(new["records"]), len(changes), len(regs)))
    return 1 if regs else 0


if __name__ == "__main__":
    sys.exit(main())
