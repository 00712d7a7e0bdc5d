"""cr-table: Markdown tables from a cancelrace results file (or records).

  trade-off       the headline: one row per implementation x libc root x
                  arch: race-free or not (the race records), the cost of a
                  cancellable read with a second thread alive and its kernel
                  entry, the ratio to the raw entry of that arch (AT_SYSINFO
                  on i386, syscall on x86_64), the abort path's cost; this
                  machine's costs only (a benchmark run in a QEMU guest has
                  emulated or virtualised timings: never a cost here)
  race verdicts   rows: implementation + libc version + arch (+ the root it
                  ran under), columns: each call, in catalogue order (the
                  records' call.index); a cell lists each verdict seen with
                  its count (hammer: per trials, sweep: per boundaries) and
                  whether that is what the expectations predict (as
                  expected / NOT AS EXPECTED).  A run that did not say
                  everything it claims says so instead, before any count:
                  FAILED: <the failed check> (a sweep that crashed, hung,
                  diverged, or never saw the cancel act inside the call),
                  INTERRUPTED, TIMED OUT, HARNESS ERROR, KILLED (a run that
                  left no record); pass/fail comes from the checks alone
  catalogue       one row per call, one column per variant: each libc
                  version's outcome, the versions with the same outcome
                  together ("2.31, 2.36: leak (sweep, blocked, hammer);
                  2.41, 2.43: clean"); this machine's records only (a
                  guest's are in its own rows elsewhere)
  sweep windows   the race windows the single-step sweep mapped
  benchmarks      ns/call: median, p10-p90, MAD, reps, and the ratio to the
                  fastest path of the same group (entry paths per arch; a
                  wrapper against its raw baseline, per implementation); a
                  guest's figures are marked (emulated) and compared only
                  with the same guest's
  guests          runs in QEMU guests (scripts/cr-kernels): per kernel x CPU
                  model the vDSO's entry path, the helper oracle, the naive
                  thunk's lost cancels, and the differences between guests;
                  their rows elsewhere say "@ guest:RELEASE/CPU/ENTRY"

usage: cr-table [--section tradeoff|catalogue|race|sweep|bench|guest|all] FILE...
Exit: 0, 2 on malformed input (cr-validate's messages) or usage error.
"""
import argparse
import os
import sys

from . import model, schema, tradeoff
from .doc import Doc, Table, sections

def root_of(r):
    return model.root_name(r)


def failure_row(f, records):
    """The row a run without a record belongs to: that of a record of the
    same variant under the same root, else the variant itself."""
    for r in records:
        if r.get("kind") == "race" and r.get("variant") == f["variant"] and root_of(r) == f["root"]:
            return "%s [%s]" % (model.row_label(r), root_of(r)), model.row_sort_key(r)
    return "%s [%s]" % (f["variant"], f["root"]), (f["variant"],)


def record_cell(r):
    """One race record as a reader must see it: a failed or interrupted run
    says so first, before any count."""
    state, reasons = model.record_state(r)
    cs = model.cells(r)
    seen = ["%s %s %s%s" % (c["name"], c["mode"], model.count_text(c),
                            "" if c["ok"] else " (expected %s)" % c["expect"])
            for c in cs if c["kind"] == "verdict" and (c["count"] or not c["ok"])]
    structural = [c["text"] for c in cs if c["kind"] != "verdict" and not c["ok"]]
    if state == "interrupted":
        h = r.get("hammer") or {}
        done = " after %s of %s hammer trials" % (h.get("trials"), (r.get("params") or {}).get("iterations")) \
            if h else ""
        return "**INTERRUPTED**%s: not a result" % done
    if structural:
        return "**FAILED**: %s" % "; ".join(structural)
    if seen:
        return "**RACY**: %s %s" % ("; ".join(seen), "NOT AS EXPECTED" if state != "pass" else "(as expected)")
    return "clean (as expected)" if cs else "no checks"


def race_table(records, failures=()):
    races = [r for r in records if r.get("kind") == "race"]
    fails = [f for f in failures if not f.get("skip")]
    if not races and not fails:
        return Doc()
    calls = model.call_order(races)
    calls += sorted({f["program"] for f in fails} - set(calls))
    rows = {}
    for r in races:
        label = "%s [%s]" % (model.row_label(r), root_of(r))
        rows.setdefault(label, (model.row_sort_key(r), {}))[1].setdefault(r["program"], []).append(record_cell(r))
    for f in fails:
        label, key = failure_row(f, races)
        why = f["reason"].replace("|", "/")
        rows.setdefault(label, (key, {}))[1].setdefault(f["program"], []).append(
            "**%s**: %s" % (model.failure_state(f), why))
    t = Table(["implementation, libc, arch [root]"] + calls)
    for label, (_, bycall) in sorted(rows.items(), key=lambda kv: (kv[1][0], kv[0])):
        t.add(label, *("<br>".join(bycall.get(c, [])) for c in calls))
    return Doc().table(t)


def catalogue_outcome(r):
    """One record's outcome in a catalogue cell: what it failed to say, or
    the verdicts it saw and in which modes, or clean."""
    state, _ = model.record_state(r)
    if state == "interrupted":
        return "**INTERRUPTED**"
    cs = model.cells(r)
    if any(c["kind"] != "verdict" and not c["ok"] for c in cs):
        return "**FAILED**"
    seen, modes, finding = [], [], False
    for c in cs:
        if c["kind"] == "verdict" and c["count"]:
            if c["name"] not in seen:
                seen.append(c["name"])
            if c["mode"] not in modes:
                modes.append(c["mode"])
            finding = finding or model.is_finding(c)
    if not seen:
        return "clean" if state == "pass" else "**NOT AS EXPECTED**"
    return "%s%s (%s)%s" % ("FINDING " if finding else "", ", ".join(seen), ", ".join(modes),
                            "" if state == "pass" else " **NOT AS EXPECTED**")


def catalogue_table(records, failures=()):
    """Rows: calls in catalogue order; columns: variants; a cell: each
    outcome with the libc versions (or, for a run without a record, the
    roots) that had it."""
    races = [r for r in records if r.get("kind") == "race" and not r.get("guest")]
    # a guest's runs have their rows elsewhere (a run without a record
    # carries its guest apart from its root, "host")
    fails = [f for f in failures if not f.get("guest") and " @ " not in str(f.get("root", ""))]
    if not races and not fails:
        return Doc()
    calls = model.call_order(races)
    calls += sorted({f["program"] for f in fails} - set(calls))
    order = {}
    for r in races:
        key = (model.row_sort_key(r)[0], r.get("arch", ""), r["variant"])
        order[r["variant"]] = min(order.get(r["variant"], key), key)
    for f in fails:  # a variant that left no record at all still has its column
        order.setdefault(f["variant"], (f["variant"], "", f["variant"]))
    variants = sorted(order, key=lambda v: order[v])
    cell = {}
    for r in races:
        lc = r.get("libc") or {}
        out = cell.setdefault((r["program"], r["variant"]), {})
        out.setdefault(catalogue_outcome(r), set()).add(str(lc.get("version", "?")))
    for f in fails:
        out = cell.setdefault((f["program"], f["variant"]), {})
        out.setdefault("**%s**" % model.failure_state(f), set()).add(str(f.get("root", "?")))
    def vk(x):  # versions and root names in one order
        return [(0, p) if isinstance(p, int) else (1, str(p)) for p in model.vkey(x)]
    t = Table(["call"] + variants)
    for call in calls:
        texts = []
        for v in variants:
            groups = sorted(cell.get((call, v), {}).items(),
                            key=lambda kv: min(vk(x) for x in kv[1]))
            texts.append("; ".join("%s: %s" % (", ".join(sorted(vs, key=vk)), o) for o, vs in groups))
        t.add(call, *texts)
    return Doc().table(t)


def sweep_table(records):
    rows = []
    for r in records:
        s = r.get("sweep") or {}
        if r.get("kind") != "race" or not s.get("summary"):
            continue
        summ = s["summary"]
        wins = "; ".join("%s k=%d..%d (%s .. %s)" % (w["verdict"], w["first_k"], w["last_k"],
                                                     w.get("from", "?"), w.get("to", "?"))
                         for w in s.get("windows", [])) or "none"
        bad = [c["text"] for c in model.cells(r)
               if c["mode"] == "sweep" and c["kind"] != "verdict" and not c["ok"]]
        if bad:
            wins = "**FAILED**: %s; windows: %s" % ("; ".join(bad), wins)
        rows.append((model.row_sort_key(r), r["program"], [
            "%s [%s]" % (model.row_label(r), root_of(r)), r["program"], "%d" % summ.get("boundaries", 0),
            summ.get("method", "-"), wins]))
    if not rows:
        return Doc()
    rows.sort(key=lambda x: (x[0], x[1]))
    t = Table(["implementation, libc, arch [root]", "call", "boundaries", "method", "race windows"])
    for x in rows:
        t.add(*x[2])
    return Doc().table(t)


def bench_group(r):
    """The records a figure's ratio is taken within: never across where
    they ran (a guest's timings are not this machine's)."""
    prog = r.get("program", "")
    where = model.guest_name(r) if r.get("guest") else ("host", model.machine_key(r))
    if prog.startswith("entry-"):
        return ("entry", r.get("arch"), where)
    if prog in ("wrapper-read", "raw-read"):
        return ("read", r.get("variant"), model.libc_label(r), root_of(r))
    return (prog, r.get("arch"), where)


def timing_mark(r):
    """" (emulated)" for a guest's figure (its guest.timing), "" for this
    machine's."""
    g = r.get("guest")
    return " (%s)" % (g.get("timing") or "guest") if isinstance(g, dict) else ""


def fmt(x):
    if x is None:
        return "-"
    return "%.0f" % x if x >= 100 else "%.1f" % x


def bench_table(records):
    benches = [r for r in records if r.get("kind") == "bench"]
    if not benches:
        return Doc()
    best = {}
    for r in benches:
        m = r["stats"].get("median")
        g = bench_group(r)
        if m is not None and (g not in best or m < best[g]):
            best[g] = m
    # records of several machines (a reference extended on another host):
    # each row says its machine, and a ratio stays within one (bench_group)
    several = len({model.machine_key(r) for r in benches}) > 1
    t = Table(["benchmark", "variant", "libc [root]", "path (entry)", "median ns/call", "p10-p90", "MAD",
               "reps x iters", "ratio"], ["---", "---", "---", "---", "---:", "---", "---:", "---", "---:"])
    for r in sorted(benches, key=lambda r: (bench_group(r)[0], r.get("arch"), r["program"],
                                             model.row_sort_key(r), root_of(r))):
        st = r["stats"]
        m = st.get("median")
        b = best.get(bench_group(r))
        ratio = "%.2fx" % (m / b) if m is not None and b else "-"
        t.add(r["program"], r["variant"], "%s [%s%s]" % (model.libc_label(r), root_of(r),
                                                         " @ " + model.machine_tag(r) if several else ""),
              "%s%s" % (r.get("path", ""), " (%s)" % r["entry"] if r.get("entry") else ""), fmt(m) + timing_mark(r),
              "%s-%s" % (fmt(st.get("p10")), fmt(st.get("p90"))), fmt(st.get("mad")),
              "%d x %d" % (st.get("reps", 0), st.get("iters_per_rep", 0)), ratio)
    return Doc().table(t)


def tradeoff_cells(row):
    """The trade-off table's cells of one tradeoff.tradeoff() row."""
    cost = row["cost"]
    c = "%s [%s-%s]%s" % (fmt(cost[0]), fmt(cost[1]), fmt(cost[2]), "" if cost[3] == "stats_cpu" else " wall")
    if row["threads"] != 2:
        c += " (%s)" % ("threads not recorded" if row["threads"] is None else "%s threads" % row["threads"])
    free = "**RACY**: " + row["race_note"][len("racy: "):] if row["race_free"] is False else row["race_note"]
    ab = row["abort"]
    return [row["label"], free, c, row["entry"] or "not recorded",
            "%.1fx" % row["ratio"] if row["ratio"] else "-",
            "%s%s" % (fmt(ab[0]), "" if ab[1] == "stats_cpu" else " wall") if ab else row["abort_note"]]


TRADEOFF_TITLE = "Trade-off: race-free cancellation against the cost of a cancellable call"


def host_costs(records):
    """The records with this machine's figures: a benchmark run in a QEMU
    guest (emulated or virtualised timings) is left out; race records
    stay wherever they ran (verdicts, not timings)."""
    return [r for r in records if not (r.get("kind") == "bench" and r.get("guest"))]


def tradeoff_table(records):
    """The headline: what race-free cancellation costs each implementation
    (tradeoff.tradeoff: one row per implementation x libc root x arch), on
    this machine's figures only."""
    rows = tradeoff.tradeoff(host_costs(records))
    if not rows:
        return Doc()
    # an arch's raw entry per machine (a reference extended on a second
    # host has two; each row's ratio is to its own machine's)
    raw = {}
    for r in rows:
        if r["raw"] and r["raw"] not in raw.setdefault(r["arch"], []):
            raw[r["arch"]].append(r["raw"])
    t = Table(["implementation, libc, arch [root]", "race-free (race records: sweep, hammer, blocked)",
               "cancellable read(fd, buf, 0), 2 threads: ns/call [p10-p90]", "kernel entry (stepped)",
               "/ raw entry", "abort path: blocked read cancelled -> cleanup, ns"],
              ["---", "---", "---:", "---", "---:", "---:"])
    for r in rows:
        t.add(*tradeoff_cells(r))
    notes = ", ".join("%s %s %s ns%s" % (a, raw[a][0][1], " and ".join(fmt(x[0]) for x in raw[a]),
                                        " (two machines: each row's ratio is to its own)" if len(raw[a]) > 1
                                        else "") for a in sorted(raw))
    return Doc().table(t).blank().para(
        "Raw entry (getppid, entry-* benchmarks; a ratio divides by it in the cost's statistic): "
        "%s.  Costs are the thread's CPU time (wall where marked); the kernel entry is the one a "
        "single-stepped call took before timing." % (notes or "not measured"))


def failures_table(docs):
    fs = [f for d in docs for f in d.get("failures", [])]
    if not fs:
        return Doc()
    t = Table(["root", "call", "variant", "what", "exit", "why"])
    for f in fs:
        root = f["root"] + (" @ guest:%s" % f["guest"].replace(".", "/") if f.get("guest") else "")
        t.add(root, f["program"], f["variant"], model.failure_state(f), f.get("exit"), f["reason"].replace("|", "/"))
    return Doc().table(t)


def guest_table(docs):
    """The QEMU guests of scripts/cr-kernels: per kernel x CPU model, the
    entry path the vDSO really uses, the selftest's helper oracle, the naive
    thunk's lost cancels, and the wall time (emulated: never a hardware
    figure)."""
    gs = [g for d in docs for g in d.get("guests", [])]
    if not gs:
        return Doc()
    t = Table(["guest", "kernel", "CPU (vendor)", "accel", "__kernel_vsyscall: layout, entry [bytes]",
               "helper oracle (selftest)", "naive lost-cancel", "records", "wall s", "status"],
              ["---"] * 8 + ["---:", "---"])
    for g in gs:
        v = g.get("vdso") or {}
        o = g.get("oracle")
        st = g.get("selftest") or {}
        t.add(
            g["tag"], g.get("kernel", "?"), "%s (%s)" % (g.get("cpu", "?"), g.get("vendor", "?")), g.get("accel", "-"),
            "%s, %s [%s]" % (v.get("layout"), v.get("entry"), v.get("vsyscall_bytes")) if v else "-",
            "%d traps, %d pending, %d wrong; %d/%d points" % (
                o["traps"], o["pending"], o["wrong"], st.get("points", 0) - st.get("failed", 0), st.get("points", 0))
            if o else "-",
            "__kernel_vsyscall" + ",".join(g.get("naive_lost") or []) if g.get("naive_lost") else "-",
            "%s of %s" % (g.get("records", 0), g.get("runs", 0)) if "runs" in g else "-",
            "%.0f" % g["wall_s"] if g.get("wall_s") is not None else "-",
            g["status"].upper() + (": " + g["reason"].replace("|", "/")[:300] if g.get("reason") else ""))
    timing = sorted({g.get("timing") for g in gs if g.get("timing")})
    return Doc().table(t).blank().para("Guest timings are %s (QEMU %s), never hardware figures." % (
        " and ".join(timing) or "emulated", ", ".join(sorted({g.get("accel") for g in gs if g.get("accel")}))))


def differences_table(docs):
    ds = [x for d in docs for x in d.get("differences", [])]
    if not ds:
        return Doc()
    t = Table(["run", "between guests", "kind"])
    for x in sorted(ds, key=lambda x: (x["explained"], x["what"])):
        t.add(x["what"], x["detail"].replace("|", "/"), "explained" if x["explained"] else "**FINDING**")
    return Doc().table(t)


def machine_line(records):
    """The caption: this machine's records, and the guests' apart."""
    host = [r for r in records if not r.get("guest")]
    guest = [r for r in records if r.get("guest")]
    parts = []
    if host or not guest:
        m = model.machine_summary(host)
        parts.append(Doc().para("Machine: %s, kernel %s, CPU %s (%s CPUs)" % (
            m.get("hostname", "?"), m.get("kernel", "?"), m.get("cpu", "?"), m.get("ncpu", "?"))))
    if guest:
        m = model.machine_summary(guest)
        parts.append(Doc().para("QEMU guests: kernels %s; CPU %s (%s CPUs); timings %s" % (
            m.get("kernel", "?"), m.get("cpu", "?"), m.get("ncpu", "?"),
            ", ".join(sorted({r["guest"].get("timing", "?") for r in guest})))))
    return parts


def render(docs, section="all", skip=()):
    records = [r for d in docs for r in d["records"]]
    parts = machine_line(records)
    for d in docs:
        i = d.get("interrupted")
        if i:
            parts.append(Doc().para("**INTERRUPTED**: this run stopped on signal %d after %d of %d runs; the tables "
                                    "show only the runs that ended." % (i["signal"], i["after_runs"], i["of_runs"])))
    failures = [f for d in docs for f in d.get("failures", [])]
    for name, title, fn in (("tradeoff", TRADEOFF_TITLE, lambda: tradeoff_table(records)),
                            ("guest", "Kernels and entry paths (QEMU guests)", lambda: guest_table(docs)),
                            ("guest", "Differences between guests", lambda: differences_table(docs)),
                            ("catalogue", "The catalogue: each call's outcome per variant and libc version",
                             lambda: catalogue_table(records, failures)),
                            ("race", "Race verdicts (per call)", lambda: race_table(records, failures)),
                            ("sweep", "Sweep: race windows", lambda: sweep_table(records)),
                            ("bench", "Benchmarks (ns/call)", lambda: bench_table(records)),
                            ("race", "Runs without a record", lambda: failures_table(docs))):
        if (section not in ("all", name) and not (name == "guest" and section == "race")) or name in skip:
            continue
        t = fn()
        if t:
            parts.append(Doc().heading(title).blank().extend(t))
    return sections(parts)


def main(argv=None):
    ap = argparse.ArgumentParser(prog="cr-table", description="Markdown tables from cancelrace results")
    ap.add_argument("files", nargs="+", metavar="FILE")
    ap.add_argument("--section", choices=("all", "tradeoff", "catalogue", "race", "sweep", "bench", "guest"), default="all")
    a = ap.parse_args(argv)
    try:
        docs = [schema.load(f) for f in a.files]
    except schema.Invalid as e:
        print("cr-table: %s" % e, file=sys.stderr)
        return 2
    sys.stdout.write(render(docs, a.section).markdown())
    return 0


if __name__ == "__main__":
    sys.exit(main())
