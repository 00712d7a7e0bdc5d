#!/usr/bin/env python3
"""Tests of scripts/cr-qa on results files: regressed, fixed, windows, benchmarks, exit status, an interrupted run (TAP 13).
Exit: 0 all ok, 1 a test failed."""
from toolslib import *  # noqa: F401,F403
from cancelrace import elf, packages, schema


# ------------------------------------------------------------ cr-qa
def qa_sides():
    """(baseline, candidate) results documents made from the samples: the
    host's records, and a candidate where glibc's open race is fixed (glibc
    2.41), musl's open shows a leak, close's sweep window moved, and the
    musl read wrapper is 2.5 times as slow."""
    d = sample()
    with open(BENCH) as fh:
        bench = json.load(fh)
    base = {"schema": schema.RESULTS_SCHEMA, "records": [r for r in d["records"] if r["run"]["root"] == "host"]
            + bench["records"], "failures": []}
    cand = copy.deepcopy(base)
    for r in cand["records"]:
        r["run"] = {"root": "cand", "exit": 0}
        r["libc"]["root"] = "/roots/cand"
    g = [r for r in cand["records"] if r.get("program") == "open" and r["variant"] == "glibc-x86_64"][0]
    g["libc"]["version"] = "2.41"
    # fixed: no boundary leaks, no count, every check as expected
    summ = g["sweep"]["summary"]
    for b in g["sweep"]["boundaries"]:
        if b["verdict"] not in schema.BOUNDARY_STATES:
            summ[b["verdict"]] -= 1
            summ["ok"] += 1
            b["verdict"] = "ok"
    g["sweep"]["windows"] = []
    summ["windows"] = 0
    for k in g["hammer"]["counts"]:
        g["hammer"]["counts"][k] = 0
    for m in ("hammer", "sweep"):
        for c in g[m]["checks"]:
            if c["kind"] == "verdict":
                c["expect"], c["ok"] = "none", True
    g["status"] = schema.derived_status(g)
    m = [r for r in cand["records"] if r.get("program") == "open" and r["variant"] == "musl-x86_64"][0]
    set_count(m, "hammer", "leak", 7, False)
    cl = [r for r in cand["records"] if r.get("program") == "close" and r["variant"] == "glibc-x86_64"][0]
    cl["sweep"]["windows"][0]["to"] = "__pthread_disable_asynccancel+0x31"
    w = [r for r in cand["records"] if r.get("program") == "wrapper-read" and r["variant"] == "musl-x86_64"][0]
    for st in ("stats", "stats_cpu"):
        if st in w:
            for k in ("median", "min", "max", "p10", "p90", "mean"):
                if isinstance(w[st].get(k), (int, float)):
                    w[st][k] *= 2.5
    return base, cand


def t_qa():
    base, cand = qa_sides()
    b, c = write(base, "qa-base.json"), write(cand, "qa-cand.json")
    out = os.path.join(TMP, "qa1")
    rc, o, err = tool("cr-qa", "--out", out, b, c)
    md = open(os.path.join(out, "report.md")).read() if os.path.exists(os.path.join(out, "report.md")) else ""
    ok(rc == 1 and "**RACE REGRESSION**" in md, "a race that appeared on the candidate: exit 1, said first", o + err)
    sect = lambda name: md.split("## " + name, 1)[-1].split("\n## ", 1)[0]
    ok("APPEARED" in sect("Regressed") and "open musl-x86_64 musl x86_64: hammer leak: 0 in 400 trials -> 7 in 400 trials" in sect("Regressed"),
       "Regressed names the check and its figures", sect("Regressed"))
    ok("open glibc-x86_64 glibc x86_64" in sect("Fixed") and "clean" in sect("Fixed") and
       "close" not in sect("Fixed"), "Fixed lists the race gone on the candidate, only it", sect("Fixed"))
    ok("__pthread_disable_asynccancel+0x31" in sect("Sweep windows that changed") and
       "open glibc-x86_64" in sect("Sweep windows that changed") and
       "open musl-x86_64" not in sect("Sweep windows that changed"),
       "the sweep windows that moved or went, and not the unchanged", sect("Sweep windows that changed"))
    bsec = sect("Benchmarks beyond noise")
    ok("wrapper-read musl-x86_64" in bsec and "2.50x" in bsec and "regression" in bsec and
       "entry-syscall" not in bsec and "wrapper-read glibc" not in bsec,
       "a bench path 2.5x slower beyond noise is listed, the unchanged not", bsec)
    ok("advisory" in md.split("\n")[2], "the perf regression is advisory by default", md.split("\n")[2])
    ok("INCOMPLETE" not in md, "a complete run does not say incomplete")
    h = open(os.path.join(out, "report.html")).read()
    ok(h.startswith("<!DOCTYPE html>") and "<table>" in h and "REGRESSED" in h and "<script" not in h,
       "the HTML report: tables, no script")
    # no race regression, only the slower path
    base2, cand2 = qa_sides()
    m = [r for r in cand2["records"] if r.get("program") == "open" and r["variant"] == "musl-x86_64"][0]
    set_count(m, "hammer", "leak", 0, True)
    b2, c2 = write(base2, "qa-base2.json"), write(cand2, "qa-cand2.json")
    rc, o, err = tool("cr-qa", "--out", os.path.join(TMP, "qa2"), b2, c2)
    ok(rc == 0 and "No race regression" in open(os.path.join(TMP, "qa2", "report.md")).read(),
       "a performance regression alone: exit 0 (advisory)", o + err)
    rc, o, err = tool("cr-qa", "--fail-on-perf", "--out", os.path.join(TMP, "qa3"), b2, c2)
    ok(rc == 1, "... and exit 1 with --fail-on-perf", o + err)
    rc, o, err = tool("cr-qa", "--out", os.path.join(TMP, "qa4"), "--min-ratio", "3", b2, c2)
    ok(rc == 0 and "**slower (regression)**" not in open(os.path.join(TMP, "qa4", "report.md")).read(),
       "below --min-ratio a slower path is not a regression", o + err)
    # the same file against itself: nothing changed
    rc, o, err = tool("cr-qa", "--out", os.path.join(TMP, "qa5"), b, b)
    md5 = open(os.path.join(TMP, "qa5", "report.md")).read()
    ok(rc == 0 and "Nothing regressed" in md5 and "No race seen on the baseline is gone" in md5 and
       "Every sweep mapped the same windows" in md5, "a results file against itself: no change, exit 0", o + err)
    # sides and usage
    rc, o, err = tool("cr-qa", "--out", os.path.join(TMP, "qa6"), SAMPLE, b)
    ok(rc == 2 and "holds several roots" in err and "FILE:ROOT" in err, "a file with several roots: exit 2, says how", err)
    rc, o, err = tool("cr-qa", "--out", os.path.join(TMP, "qa6"), SAMPLE + ":trixie", SAMPLE + ":nosuch")
    ok(rc == 2 and "nosuch" in err, "a root the file does not hold: exit 2", err)
    rc, o, err = tool("cr-qa", "--out", os.path.join(TMP, "qa6"), "Bad/Name", b)
    ok(rc == 2 and "neither" in err, "a side that is nothing known: exit 2", err)
    rc, o, err = tool("cr-qa", b)
    ok(rc == 2 and "usage" in err, "one side only: usage, exit 2", err)
    rc, o, err = tool("cr-qa", "--out", os.path.join(TMP, "qa6"), write("{bad", "bad.json"), b)
    ok(rc == 2 and "not readable JSON" in err, "a malformed results file: exit 2", err)
    rc, o, err = tool("cr-qa", "--builddir", os.path.join(TMP, "nobuild"), "--out", os.path.join(TMP, "qa6"), "trixie", b)
    ok(rc == 2 and "not a configured build tree" in err, "a release side without a build tree: exit 2", err)
    t_qa_interrupted()


def t_qa_interrupted():
    """SIGTERM during a long race run: the running program's process group
    is stopped and the report says the run is incomplete."""
    build = os.path.join(TMP, "fakebuild")
    os.makedirs(os.path.join(build, "races"))
    runner = os.path.join(os.environ.get("CR_BUILDDIR", "."), "harness", "cr-run")
    if not os.access(runner, os.X_OK):
        for what in ("SIGTERM during a run", "progress lines", "nothing left behind"):
            N[0] += 1
            print("ok %d - %s # SKIP no harness/cr-run in CR_BUILDDIR" % (N[0], what))
        return
    os.makedirs(os.path.join(build, "harness"))
    os.symlink(os.path.abspath(runner), os.path.join(build, "harness", "cr-run"))
    marker = os.path.join(TMP, "slow-still-running")
    with open(os.path.join(build, "Makefile"), "w") as fh:
        fh.write("matrix-info:\n\t@echo 'variants musl-x86_64'\n\t@echo 'races slow'\n")
    prog = os.path.join(build, "races", "slow.musl-x86_64")
    with open(prog, "w") as fh:
        fh.write("#!/bin/sh\necho '# slow: started'\nsleep 60\ntouch %s\n" % marker)
    os.chmod(prog, 0o755)
    root = os.path.join(TMP, "fakeroots", "cand")
    os.makedirs(root)
    open(os.path.join(root, ".complete"), "w").close()
    with open(os.path.join(root, "PACKAGES.tsv"), "w") as fh:
        fh.write(packages.format_packages_tsv([{"package": "musl", "arch": "amd64", "version": "9.9-1",
                                              "filename": "x.deb", "sha256": "0" * 64, "suite": "tree"}]))
    out = os.path.join(TMP, "qa-int")
    b = write(qa_sides()[0], "qa-base-int.json")
    p = subprocess.Popen([sys.executable, os.path.join(SCRIPTS, "cr-qa"), "--builddir", build, "--no-bench",
                          "--out", out, b, root], stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                         universal_newlines=True)
    seen = ""
    for line in p.stdout:
        seen += line
        if "races: scripts/cr-matrix" in line:
            break
    import time
    time.sleep(2)
    p.send_signal(15)
    try:
        rest, _ = p.communicate(timeout=60)
    except subprocess.TimeoutExpired:
        p.kill()
        rest = ""
    seen += rest
    md = open(os.path.join(out, "report.md")).read() if os.path.exists(os.path.join(out, "report.md")) else ""
    ok(p.returncode == 143 and "**INCOMPLETE**: interrupted by SIGTERM" in md,
       "SIGTERM during a run: exit 143, the report says incomplete", seen[-1500:] + md[:500])
    ok("[candidate" in seen, "progress lines name the side", seen[-500:])
    ps = subprocess.run(["ps", "-eo", "args"], stdout=subprocess.PIPE, universal_newlines=True).stdout
    ok(prog not in ps, "no race program of the run is left behind", [l for l in ps.splitlines() if "slow" in l])


def t_qa_uclibc():
    """uclibc:PATH sides: what PATH may be, the errors, a source that does
    not build, and (when the build has uclibc-x86_64) a real run of open's
    sweep relinked against the build's own uClibc-ng."""
    b = write(qa_sides()[0], "qa-base-uc.json")
    rc, o, err = tool("cr-qa", "--out", os.path.join(TMP, "qa-uc0"), "uclibc:" + TMP, b)
    ok(rc == 2 and "neither a uClibc-ng source" in err, "a uclibc: side that is no uClibc-ng: exit 2", err)
    noversion = os.path.join(TMP, "uc-noversion")
    os.makedirs(os.path.join(noversion, "x86_64"))
    with open(os.path.join(noversion, "x86_64", "uclibc.info"), "w") as fh:
        fh.write("arch x86_64\n")
    rc, o, err = tool("cr-qa", "--out", os.path.join(TMP, "qa-uc0"), "uclibc:" + noversion, b)
    ok(rc == 2 and "names no version" in err, "an installed uClibc-ng whose uclibc.info has no version: exit 2", err)
    src = os.path.join(TMP, "uclibc-ng-broken")
    os.makedirs(os.path.join(src, "libpthread"))
    open(os.path.join(src, "Rules.mak"), "w").close()
    build = os.path.join(TMP, "ucbuild")
    os.makedirs(os.path.join(build, "races"))
    rc, o, err = tool("cr-qa", "--builddir", build, "--out", os.path.join(TMP, "qa-uc1"), "host", "uclibc:" + src)
    ok(rc == 2 and "runs uclibc-* programs" in err, "a uclibc: side with no uclibc-* program built: exit 2", err)
    prog = os.path.join(build, "races", "close.uclibc-x86_64")
    with open(prog, "w") as fh:
        fh.write("#!/bin/sh\nexit 0\n")
    os.chmod(prog, 0o755)
    root = os.path.join(TMP, "ucroots", "trixie")
    os.makedirs(root)
    open(os.path.join(root, ".complete"), "w").close()
    rc, o, err = tool("cr-qa", "--builddir", build, "--out", os.path.join(TMP, "qa-uc1"), root, "uclibc:" + src)
    ok(rc == 2 and "runs no uclibc-* program" in err, "a uclibc: side against a Debian root: exit 2", err)
    out = os.path.join(TMP, "qa-uc2")
    rc, o, err = tool("cr-qa", "--builddir", build, "--out", out, b, "uclibc:" + src)
    md = open(os.path.join(out, "report.md")).read() if os.path.exists(os.path.join(out, "report.md")) else ""
    ok(rc == 1 and "**Could not run**" in md and "could not be built" in md and
       os.path.exists(os.path.join(out, "candidate", "build-uclibc-x86_64.log")),
       "a uClibc-ng source that does not build: exit 1, the report says so, the build's log kept", o + err + md)
    bd = os.environ.get("CR_BUILDDIR", "")
    real = os.path.join(bd, "races", "open.uclibc-x86_64")
    interp = elf.elf_interp(real) if bd and os.path.exists(real) else None
    if not interp:
        N[0] += 1
        print("ok %d - a uClibc-ng tree as the candidate # SKIP no races/open.uclibc-x86_64 in CR_BUILDDIR" % N[0])
        return
    udir = os.path.dirname(os.path.dirname(os.path.dirname(interp)))  # UDIR/x86_64/lib/ld64-uClibc.so.0
    out = os.path.join(TMP, "qa-uc3")
    rc, o, err = tool("cr-qa", "--builddir", bd, "--out", out, "--races", "open", "--program-args=--sweep",
                      "host", "uclibc:" + udir)
    cand = schema.load(os.path.join(out, "candidate", "results.json")) if rc in (0, 1) else {"records": []}
    rec = cand["records"][0] if cand["records"] else {}
    md = open(os.path.join(out, "report.md")).read() if os.path.exists(os.path.join(out, "report.md")) else ""
    ok(rc == 0 and rec.get("run", {}).get("relinked") and rec["libc"]["path"].startswith(udir + "/")
       and rec.get("sweep", {}).get("summary", {}).get("boundaries", 0) > 0 and "| same |" in md,
       "a uClibc-ng tree as the candidate: open's sweep relinked against it, the same verdicts as the build's",
       o[-1500:] + err + md[:800])


if __name__ == "__main__":
    run(t_qa, t_qa_uclibc)
