#!/usr/bin/env python3
"""A published table never says more than the run showed: real runs of the
fault programs (harness/tests/fault.c: a crashed boundary, a diverged path,
a cancel never acting inside the call, a harness error, a timeout, an
interrupted run) go through scripts/cr-matrix, and what a reader sees in
cr-table, cr-report and cr-compare is asserted, against a baseline of the
same programs with no fault (CR_FAULT=off).  TAP 13.
Exit: 0 all ok, 1 a test failed, 77 the fault programs are not built."""
import json
import os
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
SCRIPTS = os.path.dirname(HERE)
SRC = os.path.dirname(SCRIPTS)
BUILD = os.environ.get("CR_BUILDDIR", ".")
VARIANT = "glibc-x86_64"
# program stem -> what a reader must see in its cell
FAULTS = {
    "harness/tests/sweep-robust": ("fault-crash", "**FAILED**: sweep fault-crash: every boundary ran and was reached: 1 crashed, 1 hung"),
    "harness/tests/fault-diverge": ("fault-diverge", "diverged from the path"),
    "harness/tests/fault-inert": ("fault-inert", "**FAILED**: sweep fault-inert: the cancel acted inside the call:"),
    "harness/tests/fault-error": ("fault-error", "**HARNESS ERROR**"),
    "harness/tests/fault-hang": ("fault-hang", "**TIMED OUT**"),
    "harness/tests/fault-interrupt": ("fault-interrupt", "**INTERRUPTED**"),
}
sys.path.insert(0, HERE)
from toolslib import FAILED, N, ok, tool  # noqa: E402
TMP = tempfile.mkdtemp(prefix="cr-test-integrity.")


def expectations():
    """The suite's table plus, for each fault program, open's rows: a fault
    program is an open race, judged as one by its sweep (deterministic);
    its hammer's counts are reported, not judged ("may"), so that a loaded
    machine's missed hammer race cannot fail the baseline."""
    with open(os.path.join(SRC, "results", "expectations.tsv")) as fh:
        rows = fh.read().splitlines()
    extra = []
    for name, _ in FAULTS.values():
        for r in rows:
            cols = r.split("\t")
            if not r.startswith("#") and len(cols) > 7 and cols[3] == "open":
                extra.append("\t".join(cols[:3] + [name, "sweep"] + cols[5:]))
                extra.append("\t".join(cols[:3] + [name, "hammer", cols[5], "may"] + cols[7:]))
    path = os.path.join(TMP, "expectations.tsv")
    with open(path, "w") as fh:
        fh.write("\n".join(rows + extra) + "\n")
    return path


def matrix(out, stems, fault, timeout):
    """The faulty runs with a short lost-cancel bound (they fail anyway,
    sooner); the baseline with the programs' own (2 s), so that a loaded
    machine's stall is not a lost cancellation the baseline never had."""
    env = dict(os.environ)
    env.pop("LIBC_ROOT", None)
    if not fault:
        env["CR_FAULT"] = "off"
    args = ["--builddir", BUILD, "--out", os.path.join(TMP, out), "--host", "--variants", VARIANT,
            "--expect", EXP, "--timeout", str(timeout),
            "--program-args", "--iterations 200 --seconds 20" + (" --bound-ms 200" if fault else "")]
    for s in stems:
        args += ["--program", s]
    rc, o, e = tool("cr-matrix", *args, env=env)
    return rc, o + e, os.path.join(TMP, out, "results.json")


def cell(table, name):
    """The cell of column name in the one row of the race table."""
    lines = [l for l in table.splitlines() if l.startswith("|")]
    head = [c.strip() for c in lines[0].strip("|").split(" | ")]
    row = [c.strip() for c in lines[2].strip("|").split(" | ")]
    return row[head.index(name)] if name in head and len(row) == len(head) else ""


def main():
    global EXP
    missing = [s for s in FAULTS if not os.access(os.path.join(BUILD, "%s.%s" % (s, VARIANT)), os.X_OK)]
    if missing:
        print("1..0 # SKIP not built in %s: %s" % (BUILD, ", ".join(missing)))
        return 77
    EXP = expectations()
    quick = [s for s in FAULTS if not s.endswith("fault-hang")]
    rc, log, base = matrix("base", list(FAULTS), False, 120)
    ok(rc == 0, "baseline: the fault programs with CR_FAULT=off pass (cr-matrix exit %d)" % rc, log)
    rc1, log1, res = matrix("fault", quick, True, 120)
    rc2, log2, hung = matrix("hang", ["harness/tests/fault-hang"], True, 3)
    ok(rc1 == 1 and rc2 == 1, "the faulty runs fail the matrix (exit %d and %d)" % (rc1, rc2), log1 + log2)
    with open(res) as fh:
        doc = json.load(fh)
    with open(hung) as fh:
        doc["failures"] += json.load(fh)["failures"]
    merged = os.path.join(TMP, "faults.json")
    with open(merged, "w") as fh:
        json.dump(doc, fh)
    rc, out, err = tool("cr-validate", merged, base)
    ok(rc == 0, "the faulty runs' results are valid records and failures (a failure is data, not a defect)", out + err)
    kinds = {f["program"]: f for f in doc["failures"]}
    ok(kinds.get("fault-error", {}).get("exit") == 99 and kinds.get("fault-hang", {}).get("exit") == 124,
       "no record from the harness error (exit 99) nor the timeout (exit 124)", json.dumps(doc["failures"]))
    check_table(merged)
    check_report(merged)
    check_compare(base, merged)
    check_one_copy(doc)
    print("1..%d" % N[0])
    return 1 if FAILED[0] else 0


def check_table(merged):
    """What cr-table says of each faulty run: never clean."""
    rc, table, err = tool("cr-table", "--section", "race", merged)
    ok(rc == 0, "cr-table renders the faulty results", err)
    for stem, (name, want) in FAULTS.items():
        c = cell(table, name)
        ok(want in c and "clean" not in c and "(as expected)" not in c,
           "cr-table: %s reads %r, never clean" % (name, want), c or table)
    rc, sweeps, _ = tool("cr-table", "--section", "sweep", merged)
    ok("**FAILED**" in sweeps and "diverged" in sweeps, "cr-table: the sweep windows table flags the failed sweeps", sweeps)


def check_report(merged):
    """What cr-report says of each faulty run: marked bad."""
    html = os.path.join(TMP, "report.html")
    rc, out, err = tool("cr-report", "-o", html, merged)
    with open(html) as fh:
        page = fh.read()
    for stem, (name, want) in FAULTS.items():
        word = want.split("**")[1].split(":")[0] if "**" in want else "FAILED"
        ok('<strong class="bad">%s' % word in page, "cr-report: %s shows %s, marked bad" % (name, word), err)
    ok("clean (as expected)" not in page, "cr-report: no faulty run is shown as clean")


def check_compare(base, merged):
    """cr-compare: each faulty run a regression against the baseline."""
    rc, out, err = tool("cr-compare", base, merged)
    ok(rc == 1, "cr-compare baseline -> faulty: a regression (exit %d)" % rc, out + err)
    for stem, (name, _) in FAULTS.items():
        regs = [l for l in out.splitlines() if l.split(" ", 1)[-1].lstrip().startswith(name + " ") and "REGRESSION" in l]
        ok(regs, "cr-compare: %s passed before and is a regression now" % name, out)
    rc, out, err = tool("cr-compare", base, base)
    ok(rc == 0 and "0 regressions" in out, "cr-compare: the baseline against itself is no regression", out + err)


def check_one_copy(doc):
    """One pass/fail source, one copy of each count: cr-validate rejects a
    status, a summary or a check that disagrees."""
    edited = json.loads(json.dumps(doc))
    crash = [r for r in edited["records"] if r["program"] == "fault-crash"][0]
    crash["status"] = "pass"
    path = os.path.join(TMP, "status.json")
    with open(path, "w") as fh:
        json.dump(edited, fh)
    rc, out, err = tool("cr-validate", path)
    ok(rc == 2 and "status" in err and "checks say" in err, "cr-validate: a status that disagrees with the checks is rejected", err)
    edited = json.loads(json.dumps(doc))
    crash = [r for r in edited["records"] if r["program"] == "fault-crash"][0]
    crash["sweep"]["summary"]["crash"] = 0
    with open(path, "w") as fh:
        json.dump(edited, fh)
    rc, out, err = tool("cr-validate", path)
    ok(rc == 2 and "sweep.summary.crash" in err, "cr-validate: a summary count the boundaries contradict is rejected", err)
    edited = json.loads(json.dumps(doc))
    crash = [r for r in edited["records"] if r["program"] == "fault-crash"][0]
    crash["hammer"]["checks"][0]["count"] = 5
    with open(path, "w") as fh:
        json.dump(edited, fh)
    rc, out, err = tool("cr-validate", path)
    ok(rc == 2 and "carries no count" in err, "cr-validate: a second copy of a count (in a check) is rejected", err)


if __name__ == "__main__":
    try:
        sys.exit(main())
    finally:
        shutil.rmtree(TMP, ignore_errors=True)
