"""toolslib: what the tools' tests (scripts/tests/test_*.py) share: TAP
points, running a tool, the sample results beside this file, and editing a
record's counts coherently (one copy of each count; status from checks).
The tests are TAP 13 programs run by the build's .py log compiler."""
import copy
import json
import os
import shutil
import subprocess
import sys
import re
import tempfile
import xml.dom.minidom

HERE = os.path.dirname(os.path.abspath(__file__))
SCRIPTS = os.path.dirname(HERE)
SAMPLE = os.path.join(HERE, "sample-results.json")
BENCH = os.path.join(HERE, "sample-bench.json")
sys.path.insert(0, SCRIPTS)
from cancelrace import schema  # noqa: E402

N = [0]
FAILED = [0]
TMP = tempfile.mkdtemp(prefix="cr-test-tools.")


def ok(cond, what, detail=""):
    N[0] += 1
    if cond:
        print("ok %d - %s" % (N[0], what))
    else:
        FAILED[0] += 1
        print("not ok %d - %s" % (N[0], what))
        for line in str(detail).splitlines()[:15]:
            print("# " + line)
    return cond


def tool(name, *args, stdin=None, env=None):
    """Run scripts/NAME: (exit status, stdout, stderr)."""
    p = subprocess.run([sys.executable, os.path.join(SCRIPTS, name)] + list(args), input=stdin, env=env,
                       stdout=subprocess.PIPE, stderr=subprocess.PIPE, universal_newlines=True, timeout=600)
    return p.returncode, p.stdout, p.stderr



def program(path):
    """The argv prefix that starts a program of the build as cr-run does
    (harness/cr-run --exec): an LD_PRELOAD its loader cannot load, such as
    fakeroot's glibc library in a musl program, is left out for it."""
    runner = os.path.join(os.environ.get("CR_BUILDDIR", ""), "harness", "cr-run")
    return [runner, "--exec", "--", path] if os.access(runner, os.X_OK) else [path]


def sample():
    with open(SAMPLE) as fh:
        return json.load(fh)


def write(doc, name):
    path = os.path.join(TMP, name)
    with open(path, "w") as fh:
        json.dump(doc, fh) if not isinstance(doc, str) else fh.write(doc)
    return path


def find(doc, root, program, variant):
    for r in doc["records"]:
        if r["run"]["root"] == root and r["program"] == program and r["variant"] == variant:
            return r
    raise KeyError((root, program, variant))


def check_of(rec, mode, verdict):
    for c in rec[mode]["checks"]:
        if c.get("verdict") == verdict:
            return c
    raise KeyError((mode, verdict))


def counts_of(rec, mode):
    """The one copy of a mode's counts: hammer.counts or sweep.summary."""
    return rec["hammer"]["counts"] if mode == "hammer" else rec["sweep"]["summary"]


def set_count(rec, mode, verdict, n, good=None):
    """Edit a verdict's count (and its check's ok) coherently; the record's
    status follows its checks."""
    counts_of(rec, mode)[verdict] = n
    if good is not None:
        check_of(rec, mode, verdict)["ok"] = good
    rec["status"] = schema.derived_status(rec)


def done():
    """The plan line and exit status, the temp dir removed."""
    shutil.rmtree(TMP, ignore_errors=True)
    print("1..%d" % N[0])
    return 1 if FAILED[0] else 0


def run(*groups):
    """Run test groups as one TAP program (exit 0 all ok, 1 a test failed)."""
    try:
        for g in groups:
            g()
    finally:
        rc = done()
    sys.exit(rc)

