#!/usr/bin/env python3
"""Tests of cancelrace/model.py, what the records mean: cells and their
counts, a record's state before any count, a run without a record, labels,
roots and guests, the catalogue's order, the hammer-rate statistic, and the
benchmark comparison on recorded bookworm and trixie runs (TAP 13).
Exit: 0 all ok, 1 a test failed."""
from toolslib import *  # noqa: F401,F403
from cancelrace import model, schema


def t_cells():
    """A race record as cells: each verdict's count from its mode's one
    copy (hammer.counts, sweep.summary), of its trials or boundaries."""
    r = find(sample(), "host", "open", "glibc-x86_64")
    cs = model.cells(r)
    ok(len(cs) == len(schema.all_checks(r)) and [c["mode"] for c in cs] == sorted(
        (c["mode"] for c in cs), key=["sweep", "hammer"].index),
       "one cell per check, in TAP order (the sweep's, then the hammer's)", [c["mode"] for c in cs])
    sw = [c for c in cs if c["mode"] == "sweep" and c["name"] == "leak"]
    hm = [c for c in cs if c["mode"] == "hammer" and c["name"] == "leak"]
    ok(sw and sw[0]["count"] == r["sweep"]["summary"]["leak"] and sw[0]["of"] == r["sweep"]["summary"]["boundaries"],
       "a sweep cell counts boundaries (sweep.summary)", sw)
    ok(hm and hm[0]["count"] == r["hammer"]["counts"]["leak"] and hm[0]["of"] == r["hammer"]["trials"],
       "a hammer cell counts events in its trials (hammer.counts)", hm)
    ok(model.count_text(sw[0]) == "%d of %d boundaries" % (sw[0]["count"], sw[0]["of"]) and
       model.count_text(hm[0]) == "%d in %d trials" % (hm[0]["count"], hm[0]["of"]) and
       model.count_text(dict(hm[0], mode="blocked")) == "%d in %d cancels" % (hm[0]["count"], hm[0]["of"]),
       "count_text: a share of the boundaries, events in trials, events in cancels",
       [model.count_text(c) for c in sw + hm])
    ok(all(c["count"] is None for c in cs if c["kind"] != "verdict"), "structural and info checks have no count")
    c = dict(hm[0], reference="FINDING: results/findings/x.md: found")
    ok(model.is_finding(c) and not model.is_finding(hm[0]), "is_finding: a cell judged by a FINDING row")


def t_states():
    """What a reader is told before any count, from the checks; a run that
    left no record, from its exit status."""
    r = find(sample(), "host", "open", "glibc-x86_64")
    ok(model.record_state(r) == ("pass", []) and model.record_ok(r), "a sample record passes")
    bad = copy.deepcopy(r)
    check_of(bad, "hammer", "leak")["ok"] = False
    ok(model.record_state(bad) == ("failed", ["1 verdict not as expected"]) and not model.record_ok(bad),
       "a verdict not as expected: failed, counted", model.record_state(bad))
    st = copy.deepcopy(r)
    st["sweep"]["checks"].append({"tap": 99, "kind": "structural", "mode": "sweep", "name": "x", "ok": False,
                                  "text": "the map diverged"})
    ok(model.record_state(st) == ("failed", ["the map diverged"]), "a failed structural check: its text first",
       model.record_state(st))
    intr = dict(copy.deepcopy(r), interrupted=True)
    state, why = model.record_state(intr)
    ok(state == "interrupted" and "interrupted by a signal" in why[0] and not model.record_ok(intr),
       "an interrupted run is neither pass nor a count", why)
    got = [model.failure_state(f) for f in ({"exit": 77}, {"skip": True, "exit": 0}, {"exit": 124}, {"exit": 99},
                                            {"exit": 137}, {"exit": 3})]
    ok(got == ["SKIPPED", "SKIPPED", "TIMED OUT", "HARNESS ERROR", "KILLED (signal 9)", "NO RECORD (exit 3)"],
       "failure_state: cr-run's exit statuses named", got)


def t_labels():
    """Labels, keys and roots: what tables, plots and the compare name a
    record by."""
    d = sample()
    r = find(d, "bullseye", "open", "glibc-i386")
    ok(model.libc_label(r) == "glibc 2.31" and model.row_label(r) == "glibc 2.31 i386",
       "libc_label and row_label", (model.libc_label(r), model.row_label(r)))
    v = dict(r, impl="vdso-helper")
    ok(model.row_label(v) == "vdso-helper (glibc 2.31) i386", "an implementation on another libc names both",
       model.row_label(v))
    ok(model.vkey("2.9") < model.vkey("2.31") < model.vkey("2.41.9000") and model.vkey("1.2.3") < model.vkey("1.2.10"),
       "vkey: versions in numeric order")
    ok(model.root_name(r) == "bullseye" and model.root_name({"libc": {"root": "/x/roots/trixie/"}}) == "trixie" and
       model.root_name({}) == "host", "root_name: run.root, else libc.root's last part, else host")
    g = dict(r, guest={"release": "6.1.0-9-686-pae", "cpu": "intel", "entry": "sysenter"})
    ok(model.root_name(g) == "bullseye @ guest:6.1.0-9-686-pae/intel/sysenter",
       "root_name: a guest's record says where it ran", model.root_name(g))
    ok(model.variant_libc_arch("musl-i386") == ("musl", "i386") and
       model.variant_libc_arch("vdso-i386-helper") == ("glibc", "i386") and
       model.variant_libc_arch("uclibc-x86_64") == ("uclibc", "x86_64"), "variant_libc_arch")
    keys = {model.record_key(x) for x in d["records"]}
    ok(len(keys) == len({(x["program"], x["variant"], model.libc_label(x)) for x in d["records"]}),
       "record_key: one identity per program, variant and libc")
    recs = [dict(x) for x in d["records"]]
    for x in recs:
        x["call"] = dict(x["call"], index={"open": 5, "close": 2}[x["program"]])
    ok(model.call_order(recs) == ["close", "open"], "call_order: the catalogue's index first",
       model.call_order(recs))
    m = model.machine_summary(d["records"])
    ok(set(m) == {"hostname", "kernel", "cpu", "ncpu"} and m["ncpu"] == "2", "machine_summary", m)


def t_proportion_z():
    """The hammer-rate statistic cr-compare judges noise by."""
    ok(model.proportion_z(10, 100, 10, 100) == 0, "z: the same rate is 0")
    ok(model.proportion_z(10, 1000, 100, 1000) > 5 and model.proportion_z(100, 1000, 10, 1000) < -5,
       "z: a tenfold rate change is far beyond noise, with its sign")
    ok(model.proportion_z(1, 0, 1, 10) == 0 and model.proportion_z(0, 10, 0, 10) == 0, "z: undefined is 0")
    ok(model.proportion_z(300, 100, 600, 100) > 5, "z: counts of units beyond the trials (Poisson rates)")


def t_bench_changes():
    """model.bench_changes on recorded runs under bookworm (glibc 2.36) and
    trixie (glibc 2.41): the i386 cancellable read gets int $0x80."""
    old, new = (os.path.join(HERE, "bench-%s.json" % r) for r in ("bookworm", "trixie"))
    bw, tx = schema.load(old), schema.load(new)
    ch = model.bench_changes(bw, tx)
    want = {"key", "label", "old", "new", "old_range", "new_range", "ratio", "slower", "faster", "regression"}
    ok(len(ch) == 9 and all(want <= set(c) for c in ch),
       "bench_changes: one change per figure of the two runs (matched across the roots), every field", ch[:1])
    regs = [c for c in ch if c["regression"]]
    ok([c["key"][:2] for c in regs] == [("wrapper-read", "glibc-i386")],
       "bookworm -> trixie: the i386 cancellable read is the one performance regression",
       [(c["label"], round(c["ratio"], 2)) for c in ch])
    r = regs[0] if regs else {}
    ok(r and r["stat"] == "stats_cpu" and r["ratio"] >= 1.5 and r["slower"] and not r["faster"] and
       r["new_range"][0] > r["old_range"][1] and "[bookworm -> trixie] glibc 2.36 -> 2.41" in r["label"],
       "... by thread CPU time, ranges apart, %.1fx, labelled with both roots" % r.get("ratio", 0), r)
    rec = [x for x in tx["records"] if x["program"] == "wrapper-read" and x["variant"] == "glibc-i386"]
    ok(rec and rec[0]["entry"] == "int $0x80" and rec[0]["threads"] == 2,
       "the trixie record names int $0x80 and two threads", rec[0].get("entry") if rec else None)
    ok(not [c for c in model.bench_changes(tx, bw) if c["regression"]] and
       [c for c in model.bench_changes(tx, bw) if c["key"][:2] == ("wrapper-read", "glibc-i386")][0]["faster"],
       "trixie -> bookworm: faster, no regression")
    ok(not [c for c in model.bench_changes(bw, bw) if c["regression"] or c["slower"] or c["faster"]],
       "a run against itself: no change")
    ok(not [c for c in model.bench_changes(bw, tx, min_ratio=100) if c["regression"]],
       "min_ratio above the change: no regression")
    tx2 = copy.deepcopy(tx)
    for x in tx2["records"]:
        if x["program"] == "wrapper-read" and x["variant"] == "glibc-i386":
            wide = [y for y in bw["records"] if y["program"] == x["program"] and y["variant"] == x["variant"]][0]
            x["stats_cpu"]["p10"] = x["stats_cpu"]["min"] = wide["stats_cpu"]["p90"] - 1
    ok(not [c for c in model.bench_changes(bw, tx2) if c["regression"]],
       "ranges that overlap (new p10 under old p90): within noise, no regression")
    for x in tx2["records"]:
        x.pop("stats_cpu", None)
    c = [c for c in model.bench_changes(bw, tx2) if c["key"][:2] == ("wrapper-read", "glibc-i386")]
    ok(c and c[0]["stat"] == "stats" and c[0]["regression"], "without CPU time on one side: wall time", c)
    # a guest's timings (emulated, TCG) are never paired with this machine's
    gst = copy.deepcopy(bw)
    for x in gst["records"]:
        x["guest"] = {"release": "bookworm", "cpu": "amd", "entry": "syscall", "timing": "emulated"}
        for st in ("stats", "stats_cpu"):
            for f in list((x.get(st) or {})):
                if isinstance(x[st][f], (int, float)):
                    x[st][f] *= 20
    ok(not [c for c in model.bench_changes(bw, gst) if c["regression"] or c["slower"]],
       "a guest's run 20x slower against this machine's: never paired, no regression")


if __name__ == "__main__":
    run(t_cells, t_states, t_labels, t_proportion_z, t_bench_changes)
