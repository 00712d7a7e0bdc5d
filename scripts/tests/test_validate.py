#!/usr/bin/env python3
"""Tests of the validator (scripts/cr-validate, cancelrace/schema.py) on the samples and on broken copies (TAP 13).
Exit: 0 all ok, 1 a test failed."""
from toolslib import *  # noqa: F401,F403
from cancelrace import model, schema


def t_validate():
    rc, out, err = tool("cr-validate", SAMPLE, BENCH)
    ok(rc == 0 and "valid (7 records)" in out, "the sample results and bench files are valid", out + err)
    rc, out, err = tool("cr-validate")
    ok(rc == 2 and "usage" in err, "no argument: usage message, exit 2", err)
    rc, out, err = tool("cr-validate", write("{not json", "bad.json"))
    ok(rc == 2 and "not readable JSON" in err, "not JSON: exit 2 with a clear message", err)
    d = sample()
    d["schema"] = "cancelrace-results/0"
    rc, out, err = tool("cr-validate", write(d, "schema.json"))
    ok(rc == 2 and "schema" in err, "wrong results schema: exit 2", err)
    d = sample()
    del d["records"][0]["machine"]["kernel"]
    rc, out, err = tool("cr-validate", write(d, "kernel.json"))
    ok(rc == 2 and "records[0]: machine.kernel: missing" in err, "a record without machine.kernel: exit 2, path named", err)
    d = sample()
    d["records"][1]["hammer"]["counts"]["leak"] = -3
    rc, out, err = tool("cr-validate", write(d, "count.json"))
    ok(rc == 2 and "hammer.counts.leak" in err, "a negative count: exit 2", err)
    d = sample()
    d["records"][2]["libc"].pop("version")
    d["records"][3]["started"] = "yesterday"
    rc, out, err = tool("cr-validate", write(d, "two.json"))
    ok(rc == 2 and "libc.version" in err and "started" in err, "every problem is listed, not only the first", err)
    d = sample()
    d["records"][0]["hammer"]["checks"][0]["expect"] = "maybe"
    rc, out, err = tool("cr-validate", write(d, "expect.json"))
    ok(rc == 2 and "expect" in err, "an unknown expectation word: exit 2", err)
    with open(BENCH) as fh:
        b = json.load(fh)
    b["records"][0]["stats"]["min"] = b["records"][0]["stats"]["max"] + 1
    rc, out, err = tool("cr-validate", write(b, "minmax.json"))
    ok(rc == 2 and "min <= median <= max" in err, "bench stats out of order: exit 2", err)
    single = sample()["records"][0]
    rc, out, err = tool("cr-validate", "-", stdin=json.dumps(single))
    ok(rc == 0 and "valid (1 record)" in out, "a single record on stdin is valid", out + err)
    # a record straight from a race program of this build, when built
    prog = os.path.join(os.environ.get("CR_BUILDDIR", ""), "races", "open.glibc-x86_64")
    if os.environ.get("CR_BUILDDIR") and os.access(prog, os.X_OK):
        j = os.path.join(TMP, "live.json")
        p = subprocess.run([prog, "--hammer", "--iterations", "50", "--seconds", "5", "--json", j],
                           stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, timeout=120)
        rc, out, err = tool("cr-validate", j)
        ok(os.path.exists(j) and rc == 0, "a live record of races/open.glibc-x86_64 is valid (exit %d)" % p.returncode, err)
    else:
        print("ok %d - a live record # SKIP races/open.glibc-x86_64 not built" % (N[0] + 1))
        N[0] += 1


def t_pending():
    """A record of a program with a mode of its own (must-not-act: the
    "pending" section) is validated like a hammer's and shows as cells and
    as a column of the race table."""
    prog = os.path.join(os.environ.get("CR_BUILDDIR", ""), "races", "must-not-act.glibc-x86_64")
    if not (os.environ.get("CR_BUILDDIR") and os.access(prog, os.X_OK)):
        for what in ("pending record valid", "pending cells", "pending column", "pending counts checked"):
            N[0] += 1
            print("ok %d - %s # SKIP races/must-not-act.glibc-x86_64 not built" % (N[0], what))
        return
    j = os.path.join(TMP, "pending.json")
    p = subprocess.run([prog, "--json", j], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, timeout=120)
    rc, out, err = tool("cr-validate", j)
    ok(os.path.exists(j) and rc == 0, "a live record of races/must-not-act.glibc-x86_64 is valid (exit %d)" % p.returncode, err)
    with open(j) as fh:
        r = json.load(fh)
    cs = [c for c in model.cells(r) if c["kind"] == "verdict"]
    ok(sorted(c["name"] for c in cs) == ["acted", "cleanup", "lost-cancel"] and
       all(c["mode"] == "pending" and c["of"] == r["pending"]["trials"] for c in cs),
       "its verdicts are cells of the pending mode, counted per function called", cs)
    r["run"] = {"root": "host", "exit": p.returncode, "relinked": False, "log": "x"}
    rc, out, err = tool("cr-table", "--section", "race",
                        write({"schema": schema.RESULTS_SCHEMA, "records": [r], "failures": []}, "pending-results.json"))
    ok(rc == 0 and "| must-not-act |" in out, "cr-table shows it as a column", out + err)
    r["pending"]["counts"].pop("acted")
    rc, out, err = tool("cr-validate", write(r, "pending-bad.json"))
    ok(rc == 2 and "'acted' has no count in the pending section" in err, "a pending check without its count: exit 2", err)


def t_unrecorded_sweep():
    """A sweep whose path could not be recorded (a bound met under load)
    writes no map, only its failed check: a valid record, shown failed."""
    d = sample()
    r = next(x for x in d["records"] if "sweep" in x)
    r["sweep"] = {"checks": [{"tap": 1, "kind": "structural", "mode": "sweep", "name": "recorded", "ok": False,
                              "text": "sweep open: recording the path of one call failed (hung, 12 boundaries, "
                                      "did not return)"}]}
    r["status"] = "fail"
    rc, out, err = tool("cr-validate", write(d, "unrecorded.json"))
    ok(rc == 0, "a sweep without a map but with its failed 'recorded' check is valid", out + err)
    ok(model.record_state(r)[0] != "pass", "and the record does not pass", model.record_state(r))
    r["sweep"]["checks"][0]["ok"] = True
    rc, out, err = tool("cr-validate", write(d, "unrecorded-ok.json"))
    ok(rc == 2 and "sweep.boundaries: missing" in err, "without the failed check, a map is required", err)


if __name__ == "__main__":
    run(t_validate, t_pending, t_unrecorded_sweep)
