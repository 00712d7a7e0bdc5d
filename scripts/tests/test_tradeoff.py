#!/usr/bin/env python3
"""Tests of cancelrace/tradeoff.py, the trade-off between safe cancellation
and the cost of entering the kernel, on the samples and on records of a
bookworm and a trixie run: the rows and their order, race-free or not from
the race records of the same libc, the ratio to the arch's raw entry, the
abort path (TAP 13; the table cr-table draws from it: test_table.py).
Exit: 0 all ok, 1 a test failed."""
from toolslib import *  # noqa: F401,F403
from cancelrace import schema, tradeoff

RUNS = tuple(os.path.join(HERE, "bench-%s.json" % r) for r in ("bookworm", "trixie"))


def records(doc=None):
    recs = (doc or sample())["records"]
    return recs + [r for f in (BENCH,) + RUNS for r in schema.load(f)["records"]]


def rows_of(recs):
    return {r["label"]: r for r in tradeoff.tradeoff(recs)}


def t_rows():
    rows = tradeoff.tradeoff(records())
    ok([r["label"] for r in rows][:3] == ["glibc 2.36 i386 [bookworm]", "glibc 2.36 x86_64 [host]",
                                          "glibc 2.36 x86_64 [bookworm]"] and
       [r["impl"] for r in rows] == sorted((r["impl"] for r in rows), key=tradeoff.IMPL_ORDER.index) and
       all(set(r) >= {"race_free", "race_note", "cost", "raw", "ratio", "abort", "abort_note", "entry", "threads"}
           for r in rows),
       "one row per implementation x libc x root with a wrapper-read figure: glibc by version, i386 first, "
       "host first; every field", [r["label"] for r in rows])
    by = {r["label"]: r for r in rows}
    tx = by.get("glibc 2.41 i386 [trixie]", {})
    ok(tx.get("raw", (0,))[1] == "call *AT_SYSINFO" and tx["cost"][3] == "stats_cpu" and
       abs(tx["ratio"] - tx["cost"][0] / tx["raw"][0]) < 1e-9 and tx["ratio"] > 10 and tx["entry"] == "int $0x80",
       "glibc 2.41 i386: its cost by CPU time, against the raw AT_SYSINFO entry (int $0x80, over 10x)", tx)
    h = by.get("glibc 2.36 x86_64 [host]", {})
    ok(h.get("raw", (0,))[1] == "syscall" and h["cost"][3] == "stats" and h["threads"] is None,
       "a record without CPU time: wall time; without a thread count: None", h)
    ok(all(r["abort"] is None and r["abort_note"] == "not measured" for r in rows),
       "no abort-blocked record: not measured")


def t_race_free():
    by = rows_of(records())
    ok(by["glibc 2.41 x86_64 [trixie]"]["race_free"] is True and
       by["glibc 2.41 x86_64 [trixie]"]["race_note"] == "race-free: 0 in 1 call",
       "glibc 2.41 x86_64: race-free, from its trixie race record", by["glibc 2.41 x86_64 [trixie]"])
    h = by["glibc 2.36 x86_64 [host]"]
    ok(h["race_free"] is False and h["race_note"].startswith("racy: double-close in 1 of 2 calls (sweep, hammer)")
       and "also leak" in h["race_note"], "glibc 2.36 x86_64: racy, the most common verdict first", h["race_note"])
    b = by["glibc 2.36 x86_64 [bookworm]"]
    ok(b["race_free"] is False and b["race_note"].endswith("(under host)"),
       "no race record under bookworm: the same glibc's records under another root, named", b["race_note"])
    ok(by["glibc 2.41 i386 [trixie]"]["race_free"] is None and
       by["glibc 2.41 i386 [trixie]"]["race_note"] == "no race record", "no race record at all: not established")
    d = sample()
    find(d, "trixie", "open", "glibc-x86_64")["interrupted"] = True
    x = rows_of(records(d))["glibc 2.41 x86_64 [trixie]"]
    ok(x["race_free"] is None and x["race_note"].startswith("not established: 1 run FAILED or interrupted"),
       "an interrupted run establishes nothing", x["race_note"])
    d = sample()
    r = find(d, "trixie", "open", "glibc-x86_64")
    set_count(r, "hammer", "leak", 3, True)
    check_of(r, "hammer", "leak")["reference"] = "FINDING: results/findings/open.md: a made-up finding"
    x = rows_of(records(d))["glibc 2.41 x86_64 [trixie]"]
    ok(x["race_free"] == "finding" and
       x["race_note"] == "race-free in 0 of 1 calls; FINDING: leak in open (hammer): results/findings/open.md",
       "a race an expectation row marks as a finding: named as one, not as the design's race", x["race_note"])


def t_abort():
    """The abort path: abort-blocked's figure beside the row, or why not."""
    recs = records()
    w = next(r for r in recs if r.get("program") == "wrapper-read" and r["variant"] == "glibc-i386" and
             (r["libc"].get("root") or "").endswith("/trixie"))
    ab = copy.deepcopy(w)
    ab["program"] = "abort-blocked"
    x = rows_of(recs + [ab])["glibc 2.41 i386 [trixie]"]
    ok(x["abort"] == (ab["stats_cpu"]["median"], "stats_cpu") and x["abort_note"] is None,
       "abort-blocked of the same variant and root: its median", x["abort"])
    ab["lost"] = 4
    for s in ("stats", "stats_cpu"):
        ab[s] = dict(ab[s], median=None)
    x = rows_of(recs + [ab])["glibc 2.41 i386 [trixie]"]
    ok(x["abort"] is None and x["abort_note"] == "no figure: 4 of its cancels lost",
       "an abort-blocked run that lost cancels has no figure, and says why", x["abort_note"])


def t_machine():
    """A reference extended on a second machine: each row's ratio is to the
    raw entry measured on its own machine."""
    recs = records()
    raw = next(r for r in recs if r.get("program") == "entry-sysinfo")
    w = next(r for r in recs if r.get("program") == "wrapper-read" and r["variant"] == "glibc-i386" and
             (r["libc"].get("root") or "").endswith("/trixie"))
    other = dict(w["machine"], kernel="Linux 9.9 other host")
    raw2, w2 = copy.deepcopy(raw), copy.deepcopy(w)
    raw2["machine"] = w2["machine"] = other
    for s in ("stats", "stats_cpu"):
        if raw2.get(s) and raw2[s].get("median"):
            raw2[s] = dict(raw2[s], median=raw2[s]["median"] * 4)
    w2["libc"] = dict(w2["libc"], root="/roots/other")
    w2.pop("run", None)
    by = rows_of(recs + [raw2, w2])
    x, y = by.get("glibc 2.41 i386 [trixie]"), by.get("glibc 2.41 i386 [other]")
    ok(x and y and x["raw"][0] * 4 == y["raw"][0] and abs(x["ratio"] - 4 * y["ratio"]) < 1e-9,
       "two machines: each row's ratio is to its own machine's raw entry", (x and x["raw"], y and y["raw"]))


if __name__ == "__main__":
    run(t_rows, t_race_free, t_abort, t_machine)
