#!/usr/bin/env python3
"""Tests of cancelrace/crlib.py: the record's fields written once (the list
harness/README gives is crlib's), the committed results (results/*.json,
written by the C programs and the runners) valid under them, and the
benchmark comparison on recorded bookworm and trixie runs (TAP 13).  The
validator's own cases: test_validate.py.
Exit: 0 all ok, 1 a test failed."""
from toolslib import *  # noqa: F401,F403

SRC = os.path.dirname(SCRIPTS)
RESULTS = os.path.join(SRC, "results")


def readme_fields():
    """{"common"|"race"|"bench": [field names]} and the results-file
    paragraph, from harness/README's "Record format" section."""
    with open(os.path.join(SRC, "harness", "README")) as fh:
        text = fh.read()
    sec = text[text.index("Record format (schema"):]
    parts = {}
    part = None
    for line in sec.splitlines():
        if line.startswith("Every record"):
            part = "common"
        elif line.startswith('kind "race"'):
            part = "race"
        elif line.startswith('kind "bench"'):
            part = "bench"
        elif line.startswith("A results file"):
            break
        m = re.match(r"^  ([a-z_][a-z0-9_]*)(\s|$)", line)
        if part and m:
            parts.setdefault(part, []).append(m.group(1))
    return parts, sec[sec.index("A results file"):]


def t_schema_readme():
    parts, results = readme_fields()
    ok(tuple(parts.get("common", ())) == crlib.RECORD_FIELDS,
       "harness/README's fields of every record are crlib.RECORD_FIELDS, in order", parts.get("common"))
    for kind in crlib.KINDS:
        ok(sorted(parts.get(kind, ())) == sorted(crlib.KIND_FIELDS[kind]),
           "harness/README's kind %r fields are crlib.KIND_FIELDS[%r]" % (kind, kind),
           "README only: %s\ncrlib only: %s" % (sorted(set(parts.get(kind, ())) - set(crlib.KIND_FIELDS[kind])),
                                                sorted(set(crlib.KIND_FIELDS[kind]) - set(parts.get(kind, ())))))
    ok(all('"%s"' % k in results for k in crlib.RUN_FIELDS),
       "harness/README names the fields a results file's record may add (%s)" % ", ".join(crlib.RUN_FIELDS))
    ok(tuple(crlib._COMMON_TESTS) == crlib.RECORD_FIELDS[1:],
       "the validator checks every common field (schema first), in RECORD_FIELDS' order")
    r = sample()["records"][0]
    r["extra_field"] = 1
    ok(crlib.unknown_fields(r) == ["extra_field"] and not crlib.unknown_fields(sample()["records"][0]),
       "unknown_fields: a field the schema does not name, and none in a sample record")


def t_committed_results():
    """The committed reference runs (not in the tarball: skipped there):
    every record valid, and every field one the schema names."""
    files = ["races.json", "bench.json", "kernels.json", "qa-bookworm-trixie/baseline.json",
             "qa-bookworm-trixie/candidate.json"]
    for name in files:
        path = os.path.join(RESULTS, name)
        if not os.path.exists(path):
            N[0] += 1
            print("ok %d - results/%s # SKIP not here (a tarball ships no reference run)" % (N[0], name))
            continue
        with open(path) as fh:
            doc = json.load(fh)
        errs = crlib.validate_results(doc, "results/" + name)
        recs = doc.get("records", [])
        unknown = sorted({"%s %s" % (r.get("kind"), k) for r in recs for k in crlib.unknown_fields(r)})
        kinds = sorted({r.get("kind") for r in recs})
        ok(recs and not errs and not unknown,
           "results/%s: %d records (%s), every one valid, no field the schema does not name"
           % (name, len(recs), ", ".join(kinds)), "\n".join(errs[:10] + unknown))


def t_bench_changes():
    """crlib.bench_changes on recorded runs under bookworm (glibc 2.36) and
    trixie (glibc 2.41): the i386 cancellable read gets int $0x80."""
    old, new = (os.path.join(HERE, "bench-%s.json" % r) for r in ("bookworm", "trixie"))
    bw, tx = crlib.load(old), crlib.load(new)
    ch = crlib.bench_changes(bw, tx)
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
    ok(not [c for c in crlib.bench_changes(tx, bw) if c["regression"]] and
       [c for c in crlib.bench_changes(tx, bw) if c["key"][:2] == ("wrapper-read", "glibc-i386")][0]["faster"],
       "trixie -> bookworm: faster, no regression")
    ok(not [c for c in crlib.bench_changes(bw, bw) if c["regression"] or c["slower"] or c["faster"]],
       "a run against itself: no change")
    ok(not [c for c in crlib.bench_changes(bw, tx, min_ratio=100) if c["regression"]],
       "min_ratio above the change: no regression")
    tx2 = copy.deepcopy(tx)
    for x in tx2["records"]:
        if x["program"] == "wrapper-read" and x["variant"] == "glibc-i386":
            wide = [y for y in bw["records"] if y["program"] == x["program"] and y["variant"] == x["variant"]][0]
            x["stats_cpu"]["p10"] = x["stats_cpu"]["min"] = wide["stats_cpu"]["p90"] - 1
    ok(not [c for c in crlib.bench_changes(bw, tx2) if c["regression"]],
       "ranges that overlap (new p10 under old p90): within noise, no regression")
    for x in tx2["records"]:
        x.pop("stats_cpu", None)
    c = [c for c in crlib.bench_changes(bw, tx2) if c["key"][:2] == ("wrapper-read", "glibc-i386")]
    ok(c and c[0]["stat"] == "stats" and c[0]["regression"], "without CPU time on one side: wall time", c)
    # a guest's timings (emulated, TCG) are never paired with this machine's
    gst = copy.deepcopy(bw)
    for x in gst["records"]:
        x["guest"] = {"release": "bookworm", "cpu": "amd", "entry": "syscall", "timing": "emulated"}
        for st in ("stats", "stats_cpu"):
            for f in list((x.get(st) or {})):
                if isinstance(x[st][f], (int, float)):
                    x[st][f] *= 20
    ok(not [c for c in crlib.bench_changes(bw, gst) if c["regression"] or c["slower"]],
       "a guest's run 20x slower against this machine's: never paired, no regression")


if __name__ == "__main__":
    run(t_schema_readme, t_committed_results, t_bench_changes)
