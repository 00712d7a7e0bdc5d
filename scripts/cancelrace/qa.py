"""cr-qa: test a candidate libc against a baseline on this machine, and say
what changed in one report (Markdown and HTML).

  cr-qa [options] BASELINE CANDIDATE

Each side is one of
  RELEASE        a Debian suite (bookworm, trixie, experimental,
                 trixie-proposed-updates, ...): its root under --roots,
                 fetched with scripts/cr-fetch-libc when missing
  DIR            a libc root directory (one made by cr-fetch-libc, also
                 with --deb or --tree)
  host           this machine's own libcs
  uclibc:PATH    a uClibc-ng: a source tree (an upstream checkout, a tree
                 with a proposed fix), a release tarball, or a uClibc-ng
                 scripts/build-uclibc installed (the build tree's
                 uclibc/).  A source is built into OUT/<side>/uclibc
                 (minutes, cached there); the build's uclibc-* programs
                 are relinked against it (scripts/cr-matrix --uclibc)
  FILE[,FILE..][:ROOT]
                 results files (.json) of an earlier run, used as they are;
                 :ROOT picks one root of a file that holds several

For a root it runs the race matrix (scripts/cr-matrix: every race x
variant, hammer and sweep) and the per-implementation benchmarks
(scripts/bench-run under CR_BENCH_ROOTS), keeping each side's results file
in OUT/<side>/results.json.  The two sides are then matched record by
record, whatever their roots are called, and compared with scripts/
cr-compare's compare() (races) and model.bench_changes() (benchmarks):

  regressed    a race that appeared, a known race missed, a check that
               broke, a record gone: exit 1
  fixed        a race seen on the baseline and not on the candidate
  changed      race verdicts side by side, sweep windows that moved, bench
               paths beyond noise (p10-p90 ranges apart); a bench path
               slower by --min-ratio is a performance regression, advisory
               unless --fail-on-perf

The report is OUT/report.md and OUT/report.html, written atomically; an
interrupted run (SIGINT, SIGTERM) stops the running program's process group
and leaves a report that says it is incomplete.

Exit: 0 no race regression, 1 a race regression (or, with --fail-on-perf,
a performance regression; or a side that could not be run), 2 usage error
or malformed input, 130/143 interrupted.
"""
import argparse
import copy
import datetime
import glob
import html
import json
import os
import re
import signal
import subprocess
import sys
import time

from . import compare as cmp_mod
from . import matrix, model, packages, schema
from . import report as rep
from .doc import Doc, Table

# scripts/, where the entry points of the sibling tools are
HERE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

COMMON = "qa"  # the root name both sides are compared under
RELEASE = re.compile(r"[a-z][a-z0-9.+-]*")



class Usage(Exception):
    """Bad arguments or input: exit 2."""


class SideFailed(Exception):
    """A side could not be fetched or run: the report says so, exit 1."""


# ---------------------------------------------------------------- sides
def uclibc_kind(path):
    """What a uclibc:PATH names: "installed" (scripts/build-uclibc's output:
    ARCH/uclibc.info), "source" (a tree with uClibc-ng's Rules.mak, or a
    tarball), or None."""
    if os.path.isdir(path):
        if any(os.path.exists(os.path.join(path, a, "uclibc.info")) for a in ("x86_64", "i386")):
            return "installed"
        if os.path.exists(os.path.join(path, "Rules.mak")) and os.path.isdir(os.path.join(path, "libpthread")):
            return "source"
        return None
    return "source" if os.path.isfile(path) and re.search(r"\.tar(\.[a-z0-9]+)?$", path) else None


def parse_side(spec, roots):
    """{"spec", "kind": results|root|release|host|uclibc, ...} for one
    argument."""
    if spec.startswith("uclibc:"):
        path = os.path.abspath(spec[len("uclibc:"):])
        what = uclibc_kind(path)
        if what is None:
            raise Usage("%s: neither a uClibc-ng source tree or release tarball nor a uClibc-ng installed by "
                        "scripts/build-uclibc" % spec)
        # the root's name: the version installed, else the source's name
        vers = [v for v in (matrix.uclibc_info(path, ar).get("version") for ar in ("x86_64", "i386")) if v]
        if what == "installed" and not vers:
            raise Usage("%s: its uclibc.info names no version (not written by scripts/build-uclibc?)" % spec)
        label = vers[0] if what == "installed" else os.path.basename(path.rstrip("/"))
        return {"spec": spec, "kind": "uclibc", "name": "uclibc-ng-" + re.sub(
            r"[^A-Za-z0-9.+-]+", "_", re.sub(r"(?i)^uclibc-ng-", "", label)), "dir": path, "uclibc": what}
    files, _, pick = spec.partition(":") if not os.path.exists(spec) else (spec, "", "")
    paths = files.split(",")
    if all(p.endswith(".json") for p in paths):
        for p in paths:
            if not os.path.isfile(p):
                raise Usage("%s: no such results file" % p)
        return {"spec": spec, "kind": "results", "files": paths, "pick": pick or None}
    if spec == "host":
        return {"spec": spec, "kind": "host", "name": "host", "dir": None}
    if os.path.isdir(spec):
        d = os.path.abspath(spec)
        if not os.path.exists(os.path.join(d, ".complete")):
            raise Usage("%s: not a complete libc root (make one with scripts/cr-fetch-libc)" % spec)
        return {"spec": spec, "kind": "root", "name": os.path.basename(d.rstrip("/")), "dir": d}
    if RELEASE.fullmatch(spec):
        return {"spec": spec, "kind": "release", "name": spec, "dir": os.path.join(os.path.abspath(roots), spec)}
    raise Usage("%r is neither a release name, a root directory, 'host' nor results files (.json)" % spec)


def load_results(side):
    """The side's results document from its files, one root picked."""
    docs = []
    for f in side["files"]:
        try:
            docs.append(schema.load(f))
        except schema.Invalid as e:
            raise Usage(str(e))
    recs = [r for d in docs for r in d["records"]]
    names = sorted({model.root_name(r) for r in recs})
    pick = side["pick"]
    if pick is None:
        if len(names) > 1:
            raise Usage("%s holds several roots (%s): name one as FILE:ROOT" % (side["spec"], ", ".join(names)))
        pick = names[0] if names else COMMON
    elif pick not in names:
        raise Usage("%s: no record ran under root %r (roots: %s)" % (side["spec"], pick, ", ".join(names)))
    roots = {}
    for d in docs:
        roots.update(d.get("roots") or {})
    side["name"] = pick
    return {"schema": schema.RESULTS_SCHEMA, "records": [r for r in recs if model.root_name(r) == pick],
            "failures": [f for d in docs for f in d.get("failures", []) if f.get("root") == pick],
            "roots": {pick: roots[pick]} if pick in roots else {}}


# ---------------------------------------------------------------- running
class Runner:
    """Runs the tools one at a time, each in its own session, so that an
    interrupt can stop the whole process group of the one running."""

    def __init__(self, log):
        self.log = log
        self.child = None
        self.signal = None

    def on_signal(self, signum, frame):
        self.signal = signum
        if self.child and self.child.poll() is None:
            try:
                os.killpg(self.child.pid, signal.SIGTERM)
            except ProcessLookupError:
                pass

    def run(self, cmd, env, prefix, logfile):
        """Run cmd, its output shown with prefix and kept in logfile."""
        if self.signal:
            return None
        with open(logfile, "w") as fh:
            self.child = subprocess.Popen(cmd, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                                          universal_newlines=True, start_new_session=True)
            for line in self.child.stdout:
                fh.write(line)
                self.log("%s %s" % (prefix, line.rstrip("\n")))
            try:
                rc = self.child.wait(timeout=30)
            except subprocess.TimeoutExpired:
                os.killpg(self.child.pid, signal.SIGKILL)
                rc = self.child.wait()
        self.child = None
        return rc


def partial_matrix(outdir, name):
    """The records cr-matrix had written when it was stopped (OUT/runs/)."""
    recs = []
    for f in sorted(glob.glob(os.path.join(outdir, "runs", name + ".*.json"))):
        try:
            with open(f) as fh:
                r = json.load(fh)
        except (OSError, ValueError):
            continue
        if not schema.validate_record(r, f):
            r["run"] = {"root": name, "exit": 0, "relinked": False, "log": os.path.relpath(f[:-5] + ".tap", outdir)}
            recs.append(r)
    return recs


def run_side(side, label, a, runner):
    """Fetch (if needed) and run one side; returns (doc, complete)."""
    out = os.path.join(a.out, label)
    os.makedirs(out, exist_ok=True)
    prefix = "[%s %s]" % (label, side["spec"])
    if side["kind"] == "release" and not os.path.exists(os.path.join(side["dir"], ".complete")):
        runner.log("%s fetching %s into %s" % (prefix, side["name"], a.roots))
        rc = runner.run([sys.executable, os.path.join(HERE, "cr-fetch-libc"), "--dest", a.roots, side["name"]],
                        None, prefix, os.path.join(out, "fetch.log"))
        if runner.signal:
            return {"schema": schema.RESULTS_SCHEMA, "records": [], "failures": [], "roots": {}}, False
        if rc != 0:
            raise SideFailed("%s: %s could not be fetched (exit %s; %s)" % (label, side["name"], rc,
                                                                          os.path.join(out, "fetch.log")))
    if side["kind"] == "uclibc" and side["uclibc"] == "source":
        side["built"] = build_uclibc(side, label, a, runner)
        if side["built"] is None:
            return {"schema": schema.RESULTS_SCHEMA, "records": [], "failures": [], "roots": {}}, False
    env = dict(os.environ)
    env.pop("LIBC_ROOT", None)
    env.pop("CR_LIBC_ROOT_ACTIVE", None)
    doc, complete = run_races(side, label, a, runner, env)
    if a.no_bench or not complete:
        return doc, complete
    return run_bench(side, label, a, runner, env, doc)


def uclibc_arches(a):
    """The arches of the uclibc-* variants cr-qa runs."""
    return [v[len("uclibc-"):] for v in a.variants.split(",") if v.startswith("uclibc-")]


def build_uclibc(side, label, a, runner):
    """Build a uclibc: side's source for each arch run (scripts/build-uclibc,
    cached in OUT/<side>/uclibc): that directory, None when interrupted."""
    prefix = "[%s %s]" % (label, side["spec"])
    udir = os.path.join(a.out, label, "uclibc")
    for arch in uclibc_arches(a):
        runner.log("%s building uClibc-ng %s (minutes the first time, then cached in %s)" % (prefix, arch, udir))
        t0 = time.time()
        rc = runner.run(["sh", os.path.join(HERE, "build-uclibc"), arch, side["dir"], udir], None, prefix,
                        os.path.join(a.out, label, "build-uclibc-%s.log" % arch))
        if runner.signal:
            return None
        if rc != 0:
            raise SideFailed("%s: uClibc-ng %s could not be built from %s (exit %s; %s)" % (
                label, arch, side["dir"], rc, os.path.join(a.out, label, "build-uclibc-%s.log" % arch)))
        runner.log("%s uClibc-ng %s ready in %.0f s" % (prefix, arch, time.time() - t0))
    return udir


def run_races(side, label, a, runner, env):
    """The race matrix of one side (scripts/cr-matrix): (doc, complete)."""
    out = os.path.join(a.out, label)
    prefix = "[%s %s]" % (label, side["spec"])
    mdir = os.path.join(out, "matrix")
    cmd = [sys.executable, os.path.join(HERE, "cr-matrix"), "--builddir", a.builddir, "--out", mdir,
           "--timeout", str(a.timeout)]
    if a.expect:
        cmd += ["--expect", a.expect]
    for opt in ("races", "variants", "program_args"):
        if getattr(a, opt):
            # one word: a value such as "--sweep" is not taken for an option
            cmd += ["--%s=%s" % (opt.replace("_", "-"), getattr(a, opt))]
    if side["kind"] == "host":
        cmd += ["--host"]
    elif side["kind"] == "uclibc":
        cmd += ["--uclibc", "%s=%s" % (side["name"], side.get("built") or side["dir"])]
    else:
        cmd += ["--roots", os.path.dirname(side["dir"]), side["name"]]
    t0 = time.time()
    runner.log("%s races: scripts/cr-matrix (progress [n/total] below)" % prefix)
    rc = runner.run(cmd, env, prefix, os.path.join(out, "matrix.log"))
    complete = not runner.signal
    rpath = os.path.join(mdir, "results.json")
    if complete and os.path.exists(rpath):
        doc = schema.load(rpath)
    else:
        if complete:
            raise SideFailed("%s: cr-matrix wrote no results (exit %s; %s)" % (
                label, rc, os.path.join(out, "matrix.log")))
        rdir = side.get("built") or side["dir"]
        pk = (matrix.uclibc_packages(rdir) if side["kind"] == "uclibc" else packages.read_packages(rdir)) \
            if rdir else []
        doc = {"schema": schema.RESULTS_SCHEMA, "records": partial_matrix(mdir, side["name"]), "failures": [],
               "roots": {side["name"]: {"dir": rdir, "packages": pk}}}
    runner.log("%s races: %d records in %.0f s" % (prefix, len(doc["records"]), time.time() - t0))
    return doc, complete


def run_bench(side, label, a, runner, env, doc):
    """The benchmarks of one side (scripts/bench-run), their records added
    to doc: (doc, complete)."""
    out = os.path.join(a.out, label)
    prefix = "[%s %s]" % (label, side["spec"])
    complete = True
    # bench-run itself picks, under a root, the per-implementation programs
    # (bench/README); here only --bench and --variants narrow the set
    bins = []
    for f in sorted(glob.glob(os.path.join(a.builddir, "bench", "*.*"))):
        prog, _, v = os.path.basename(f).partition(".")
        if os.path.isfile(f) and os.access(f, os.X_OK) and "." not in v and (
                not a.variants or v in a.variants.split(",")) and (not a.bench or prog in a.bench.split(",")):
            bins.append(os.path.relpath(f, a.builddir))
    if not bins:
        runner.log("%s benchmarks: none built%s" % (prefix, " for " + a.bench if a.bench else ""))
        return doc, complete
    benv = dict(env, CR_BENCH_BINS=" ".join(bins), CR_BENCH_SCALE=str(a.bench_scale))
    bcmd = ["sh", os.path.join(HERE, "bench-run"), "--records-only", "--builddir", a.builddir,
            "--out", os.path.join(out, "bench")]
    if side["kind"] != "host":
        benv["CR_BENCH_ROOTS"] = side["dir"]
        bcmd.append("--no-host")
    t0 = time.time()
    runner.log("%s benchmarks: %d programs (scripts/bench-run)" % (prefix, len(bins)))
    rc = runner.run(bcmd, benv, prefix, os.path.join(out, "bench.log"))
    if runner.signal:
        return doc, False
    if rc != 0:
        doc.setdefault("failures", []).append({
            "program": "bench-run", "variant": "-", "root": side["name"], "exit": rc,
            "reason": "benchmarks failed (exit %s): %s" % (rc, os.path.join(out, "bench.log"))})
    n = 0
    for f in sorted(glob.glob(os.path.join(out, "bench", "*.json"))):
        try:
            b = schema.load(f)
        except schema.Invalid:
            continue
        for r in b["records"]:
            if r.get("kind") == "bench" and r.get("status") != "skip":
                r["run"] = {"root": side["name"], "exit": 0}
                doc["records"].append(r)
                n += 1
    runner.log("%s benchmarks: %d records in %.0f s" % (prefix, n, time.time() - t0))
    return doc, True


# ---------------------------------------------------------------- comparing
def as_common(doc):
    """A copy of doc whose records all ran under the one root name COMMON,
    so that the same program and variant match across two roots."""
    d = copy.deepcopy(doc)
    for r in d["records"]:
        r.setdefault("run", {"exit": 0})
        r["run"]["root"] = COMMON
    return d


def only(doc, kind):
    return dict(doc, records=[r for r in doc["records"] if r.get("kind") == kind])


def race_summary(r):
    """A record's verdicts in a few words: "leak hammer 291 in 2000 trials,
    leak sweep 14 of 73 boundaries" or "clean", with what was not as
    expected."""
    parts, bad = [], []
    for c in model.cells(r):
        if c["count"]:
            parts.append("%s %s %s" % (c["verdict"], c["mode"], model.count_text(c)))
        if not c["ok"]:
            bad.append("%s %s (expected %s)" % (c["verdict"], c["mode"], c["expect"]))
    s = "**RACY**: " + ", ".join(parts) if parts else "clean"
    return s + ("; NOT AS EXPECTED: " + ", ".join(bad) if bad else "")


def raced(r):
    """The (mode, verdict, as expected) of the checks that saw a race."""
    return sorted((c["mode"], c["verdict"], c["ok"]) for c in model.cells(r) if c["count"] or not c["ok"])


def windows_text(r):
    """(windows, boundaries) of a record's sweep: "leak k=44..57 (__open+0xd0
    .. __pthread_disable_asynccancel+0x2d)" or "none"; None without a sweep."""
    s = (r or {}).get("sweep") or {}
    if not s.get("summary"):
        return None
    w = "; ".join("%s k=%d..%d (%s .. %s)" % (x["verdict"], x["first_k"], x["last_k"], x.get("from", "?"),
                                               x.get("to", "?")) for x in s.get("windows", []))
    return w or "none", s["summary"].get("boundaries", 0)


def analyse(base, cand, a):
    """Everything the report says, from the two side documents."""
    old, new = as_common(base), as_common(cand)
    changes = cmp_mod.compare(only(old, "race"), only(new, "race"), a.z, a.min_rel)
    tidy = [(w, reg, t.replace(" [%s]" % COMMON, "")) for w, reg, t in changes]
    ia, ib = cmp_mod.index(only(old, "race")), cmp_mod.index(only(new, "race"))
    rows = []
    for k in sorted(set(ia) | set(ib), key=lambda k: tuple(str(x) for x in k)):
        ro, rn = ia.get(k), ib.get(k)
        name = cmp_mod.label(k).replace(" [%s]" % COMMON, "")
        regs = [t for w, reg, t in tidy if reg and t.startswith(name + ":")]
        so = race_summary(ro) if ro else "-"
        sn = race_summary(rn) if rn else "-"
        moved = [t for w, reg, t in tidy if w == "MOVED" and t.startswith(name + ":")]
        if regs:
            verdict = "REGRESSED"
        elif ro and rn and so.startswith("**RACY**") and sn == "clean":
            verdict = "fixed"
        elif ro and rn and raced(ro) == raced(rn):
            # the same checks raced (hammer counts are random): the same
            # verdict, unless cr-compare says a rate moved beyond noise
            verdict = "moved" if moved else "same"
        else:
            verdict = "changed"
        rows.append({"key": k, "name": name, "old": ro, "new": rn, "old_s": so, "new_s": sn, "verdict": verdict,
                     "wo": windows_text(ro), "wn": windows_text(rn)})
    bench = [c for c in model.bench_changes(old, new, a.min_ratio)]
    for c in bench:
        c["label"] = c["label"].replace(" [%s]" % COMMON, "")
    return {"changes": tidy, "rows": rows, "bench": bench,
            "regressions": [c for c in tidy if c[1]],
            "perf_regressions": [c for c in bench if c["regression"]]}


# ---------------------------------------------------------------- report
def libcs_of(doc, side):
    """"glibc 2.36-9+deb12u14 [bookworm] (amd64, i386); ..." from the root's
    PACKAGES.tsv rows, else from the records' libc{}."""
    rows = [p for info in (doc.get("roots") or {}).values() for p in info.get("packages") or []]
    by = {}
    for p in rows:
        if p["package"] in ("libc6", "musl", "uclibc-ng"):
            by.setdefault((p["package"], p["version"], p.get("suite") or ""), []).append(p["arch"])
    if by:
        return "; ".join("%s %s%s (%s)" % (pk, v, " [%s]" % s if s else "", ", ".join(sorted(ar)))
                         for (pk, v, s), ar in sorted(by.items()))
    return ", ".join(sorted({model.libc_label(r) for r in doc["records"]})) or "-"


def fmt_ns(x):
    return "%.0f" % x if x >= 100 else "%.1f" % x


def summary_line(st):
    """The verdict in one line: race regressions, then the benchmark paths
    slower by --min-ratio or more."""
    a, res = st["args"], st["analysis"]
    n, p = len(res["regressions"]), len(res["perf_regressions"])
    return "%s; %s." % (
        "**RACE REGRESSION**: %d change%s regressed" % (n, "s" if n != 1 else "") if n else "No race regression",
        "%d benchmark path%s slower by %.1fx or more (%s)" % (
            p, "s" if p != 1 else "", a.min_ratio, "fails the run: --fail-on-perf" if a.fail_on_perf
            else "advisory") if p else "no benchmark path slower by %.1fx or more" % a.min_ratio)


def sides_doc(st):
    """The header: what was run, where, and each side's libcs and records."""
    b, c = st["sides"]
    d = Doc()
    if st["incomplete"]:
        d.para("**INCOMPLETE**: %s. What is below covers only the runs that finished." % st["incomplete"]).blank()
    if st.get("analysis"):
        d.para(summary_line(st)).blank()
    d.para("Run %s on %s; %.0f s; `%s`." % (st["started"], st.get("machine", "?"), st["elapsed"], st["command"]))
    t = Table(["", "baseline", "candidate"])
    t.add("given", *("%s (%s)" % (s["spec"], s["kind"]) for s in (b, c)))
    t.add("libc", *(libcs_of(s["doc"], s) if s.get("doc") else "-" for s in (b, c)))
    t.add("records", *(
        "%d race, %d bench, %d runs without a record" % (
            sum(1 for r in s["doc"]["records"] if r.get("kind") == "race"),
            sum(1 for r in s["doc"]["records"] if r.get("kind") == "bench"),
            len(s["doc"].get("failures", []))) if s.get("doc") else "not run" for s in (b, c)))
    if getattr(st["args"], "bench_note", None):
        t.add("benchmarks", st["args"].bench_note, "")
    d.blank().heading("Sides").blank().table(t).blank()
    if st.get("error"):
        d.para("**Could not run**: %s" % st["error"]).blank()
    return d


def race_docs(st, fixed):
    """Regressed (with the performance gate), fixed, every race verdict and
    the sweep windows that changed."""
    a, res = st["args"], st["analysis"]
    d = Doc().heading("Regressed").blank()
    if res["regressions"]:
        t = d_table(d, ["change", "what"])
        for w, _, text in res["regressions"]:
            t.add(w, text)
    else:
        d.para("Nothing regressed in the race verdicts.")
    perf = res["perf_regressions"]
    if perf:
        d.blank().para("Performance (%s):" % ("a failure: --fail-on-perf" if a.fail_on_perf else "advisory")).blank()
        t = d_table(d, ["benchmark", "baseline ns", "candidate ns", "ratio"], ["---", "---:", "---:", "---:"])
        for x in perf:
            t.add(x["label"], fmt_ns(x["old"]), fmt_ns(x["new"]), "%.2fx" % x["ratio"])
    d.blank().heading("Fixed").blank()
    if fixed:
        t = d_table(d, ["record", "baseline", "candidate"])
        for r in fixed:
            t.add(r["name"], r["old_s"], r["new_s"])
    else:
        d.para("No race seen on the baseline is gone on the candidate.")
    d.blank().heading("Race verdicts").blank()
    t = d_table(d, ["record", "baseline", "candidate", ""])
    for r in res["rows"]:
        t.add(r["name"], "%s %s" % (model.libc_label(r["old"]) if r["old"] else "", r["old_s"]),
              "%s %s" % (model.libc_label(r["new"]) if r["new"] else "", r["new_s"]), r["verdict"])
    # a window moved, appeared or went (the boundary count alone moves with
    # any change of the call's code and is shown, not judged)
    moved = [r for r in res["rows"] if (r["wo"] or r["wn"]) and (r["wo"] or (None,))[0] != (r["wn"] or (None,))[0]]
    d.blank().heading("Sweep windows that changed").blank()
    if moved:
        t = d_table(d, ["record", "baseline", "candidate"])
        for r in moved:
            t.add(r["name"], "%s [%d boundaries]" % r["wo"] if r["wo"] else "-",
                  "%s [%d boundaries]" % r["wn"] if r["wn"] else "-")
    else:
        d.para("Every sweep mapped the same windows on both sides.")
    return d


def bench_cells(x):
    """A benchmark path's baseline, candidate (median [p10-p90]) and ratio."""
    return ["%s [%s-%s]" % (fmt_ns(x["old"]), fmt_ns(x["old_range"][0]), fmt_ns(x["old_range"][1])),
            "%s [%s-%s]" % (fmt_ns(x["new"]), fmt_ns(x["new_range"][0]), fmt_ns(x["new_range"][1])),
            "%.2fx" % x["ratio"]]


def bench_doc(res):
    """The benchmark paths beyond noise, then every path."""
    d = Doc().blank().heading("Benchmarks beyond noise").blank()
    beyond = [x for x in res["bench"] if x["slower"] or x["faster"]]
    d.para("Median ns per call (CPU time where both records have it), p10-p90 in brackets; a path is listed "
           "when the two p10-p90 ranges do not overlap (%d of %d paths measured on both sides)." % (
               len(beyond), len(res["bench"])))
    if beyond:
        d.blank()
        t = d_table(d, ["benchmark", "baseline", "candidate", "ratio", ""], ["---", "---:", "---:", "---:", "---"])
        for x in beyond:
            t.add(x["label"], *bench_cells(x), "**slower (regression)**" if x["regression"]
                  else "slower" if x["slower"] else "faster")
    if res["bench"]:
        d.blank().heading("Every benchmark path").blank()
        t = d_table(d, ["benchmark", "baseline", "candidate", "ratio"], ["---", "---:", "---:", "---:"])
        for x in res["bench"]:
            t.add(x["label"], *bench_cells(x))
    return d


def others_doc(st, fixed):
    """The rest of cr-compare's list (versions grouped, the fixed records'
    vanished checks left out: they are the Fixed table) and the runs that
    left no record."""
    b, c = st["sides"]
    fixed_names = {r["name"] for r in fixed}
    versions, other = {}, []
    for w, reg, text in st["analysis"]["changes"]:
        if reg:
            continue
        name, _, rest = text.partition(": ")
        if w == "VERSION":
            versions.setdefault(rest, []).append(name)
        elif not (w == "VANISHED" and name in fixed_names):
            other.append((w, text))
    d = Doc()
    if versions or other:
        d.blank().heading("Every other change (scripts/cr-compare)").blank()
        t = d_table(d, ["change", "what"])
        for v, n in sorted(versions.items()):
            t.add("VERSION", "%s (%d records)" % (v, len(n)))
        for w, text in other:
            t.add(w, text)
    fails = [(lab, f) for lab, s in (("baseline", b), ("candidate", c)) if s.get("doc")
             for f in s["doc"].get("failures", [])]
    if fails:
        d.blank().heading("Runs without a record").blank()
        t = d_table(d, ["side", "call", "variant", "exit", "why"])
        for lab, f in fails:
            t.add(lab, f["program"], f["variant"], f.get("exit"), f["reason"].replace("|", "/"))
    return d


def d_table(d, head, align=None):
    """A new table appended to Doc d (rows added after)."""
    t = Table(head, align)
    d.table(t)
    return t


def report_doc(st):
    """The report's title and body, one Doc rendered to report.md and
    report.html."""
    b, c = st["sides"]
    title = "cancelrace QA: %s -> %s" % (b["spec"], c["spec"])
    d = sides_doc(st)
    res = st.get("analysis")
    if res:
        fixed = [r for r in res["rows"] if r["verdict"] == "fixed"]
        d.extend(race_docs(st, fixed)).extend(bench_doc(res)).extend(others_doc(st, fixed))
    return title, d


def render_md(st):
    title, body = report_doc(st)
    return Doc().heading(title, 1).blank().extend(body).markdown()


def render_html(st):
    title, body = report_doc(st)
    body = body.html().replace("REGRESSED", '<span class="bad">REGRESSED</span>').replace(
        "<strong>INCOMPLETE</strong>", '<strong class="bad">INCOMPLETE</strong>')
    return ("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>%s</title><style>%s</style>"
            "</head><body>\n<h1>%s</h1>\n%s\n</body></html>\n" % (html.escape(title), rep.CSS, html.escape(title), body))


def write_atomic(path, text):
    tmp = path + ".tmp"
    with open(tmp, "w", encoding="utf-8") as fh:
        fh.write(text)
    os.replace(tmp, path)


def write_report(st):
    write_atomic(os.path.join(st["args"].out, "report.md"), render_md(st))
    write_atomic(os.path.join(st["args"].out, "report.html"), render_html(st))


def arg_parser():
    ap = argparse.ArgumentParser(prog="cr-qa", description="test a candidate libc against a baseline: one report")
    ap.add_argument("baseline")
    ap.add_argument("candidate")
    ap.add_argument("--builddir", default=os.environ.get("CR_BUILDDIR", "."), help="the build tree (default .)")
    ap.add_argument("--roots", help="folder of fetched roots (default $CR_LIBC_ROOTS or BUILDDIR/libc-roots)")
    ap.add_argument("--out", help="where the report and both sides' results go (default qa-BASELINE-CANDIDATE)")
    ap.add_argument("--expect", help="expectations table (default results/expectations.tsv of this tree)")
    ap.add_argument("--races", help="comma list of races (default: every race)")
    ap.add_argument("--variants", help="comma list of variants (default: every variant built)")
    ap.add_argument("--timeout", type=float, default=300, help="bound per race run, seconds (300)")
    ap.add_argument("--program-args", default="", help="extra arguments for every race program")
    ap.add_argument("--bench", help="comma list of benchmark programs (default: those bench-run runs per "
                                    "implementation: wrapper-read, raw-read, abort-*, cancel-join)")
    ap.add_argument("--bench-scale", type=int, default=1, help="multiplies the benchmark counts (1)")
    ap.add_argument("--no-bench", action="store_true", help="races only")
    ap.add_argument("--min-ratio", type=float, default=1.5,
                    help="a bench path this much slower, beyond noise, is a performance regression (1.5)")
    ap.add_argument("--fail-on-perf", action="store_true", help="exit 1 on a performance regression too")
    ap.add_argument("--z", type=float, default=4.0, help="hammer-rate noise bound (cr-compare --z)")
    ap.add_argument("--min-rel", type=float, default=0.5, help="relative hammer-rate change (cr-compare)")
    return ap


def usage(ap, msg):
    ap.print_usage(sys.stderr)
    print("cr-qa: %s" % msg, file=sys.stderr)
    return 2


def setup(ap, a):
    """Check the arguments, fill in the defaults, read the sides given as
    results files, make the output folder: the sides, or exit status 2."""
    if a.bench_scale < 1 or a.min_ratio <= 1 or a.timeout <= 0:
        return usage(ap, "--bench-scale >= 1, --min-ratio > 1 and --timeout > 0, please")
    a.builddir = os.path.abspath(a.builddir)
    a.roots = os.path.abspath(a.roots or os.environ.get("CR_LIBC_ROOTS") or os.path.join(a.builddir, "libc-roots"))
    if a.expect is None:
        e = os.path.join(os.path.dirname(HERE), "results", "expectations.tsv")
        a.expect = e if os.path.exists(e) else None
    try:
        sides = [parse_side(s, a.roots) for s in (a.baseline, a.candidate)]
        for s in sides:
            if s["kind"] == "results":
                s["doc"] = load_results(s)
    except Usage as e:
        return usage(ap, e)
    if any(s["kind"] != "results" for s in sides) and not os.path.exists(os.path.join(a.builddir, "races")):
        return usage(ap, "%s is not a configured build tree (give --builddir)" % a.builddir)
    if any(s["kind"] == "uclibc" for s in sides):
        why = uclibc_setup(a, sides)
        if why:
            return usage(ap, why)
    a.out = a.out or "qa-%s-%s" % tuple(re.sub(r"[^A-Za-z0-9.+-]+", "_", os.path.basename(
        s["spec"].rstrip("/")).split(":")[-1]) for s in (sides))
    a.out = os.path.abspath(a.out)
    os.makedirs(a.out, exist_ok=True)
    return sides


def uclibc_setup(a, sides):
    """A uclibc: side runs the uclibc-* programs only, so both sides do (the
    others would read as records gone: a results file's are left out), and
    no benchmarks (scripts/bench-run runs Debian roots and this machine's
    libcs): a.variants and a.no_bench set so; why not, when the other side
    is a Debian root (which runs no uclibc-* program) or the build has none
    of them."""
    for s in sides:
        if s["kind"] in ("root", "release"):
            return "%s runs no uclibc-* program (they carry their own libc): compare a uclibc: side with " \
                   "another uclibc:, host, or results files" % s["spec"]
    built = sorted({os.path.basename(f).rpartition(".")[2]
                    for f in glob.glob(os.path.join(a.builddir, "races", "*.uclibc-*"))
                    if not f.endswith(".o") and os.access(f, os.X_OK)})
    want = a.variants.split(",") if a.variants else built
    a.variants = ",".join(v for v in want if v in built)
    if not a.variants:
        return "a uclibc: side runs uclibc-* programs, and %s has %s" % (
            a.builddir, "none of " + ",".join(want) if want else "none built (configure's variants)")
    if not a.no_bench:
        a.no_bench = True
        a.bench_note = "not run: a uClibc-ng side (scripts/bench-run measures Debian roots and this machine's libcs)"
    keep = set(a.variants.split(","))
    for s in sides:
        if s["kind"] == "results":
            s["doc"]["records"] = [r for r in s["doc"]["records"] if r.get("variant") in keep]
            s["doc"]["failures"] = [f for f in s["doc"]["failures"] if f.get("variant") in keep]
    return None


def log(msg):
    print(msg, flush=True)


def run_sides(st, runner):
    """Run each side that is not a results file (the candidate only when the
    baseline completed); False when a side failed (st["error"] says why)."""
    a, sides = st["args"], st["sides"]
    for label, s in zip(("baseline", "candidate"), sides):
        if s["kind"] == "results":
            log("[%s %s] results file: %d records under root %s" % (label, s["spec"], len(s["doc"]["records"]),
                                                                    s["name"]))
            continue
        try:
            s["doc"], complete = run_side(s, label, a, runner)
        except (SideFailed, schema.Invalid) as e:
            st["error"] = str(e)
            log("cr-qa: %s" % e)
            return False
        schema.dump_results(s["doc"], os.path.join(a.out, label, "results.json"))
        if not complete:
            break
    return True


def conclude(st, runner):
    """The report from what the sides gave (INCOMPLETE after a signal), and
    the one-line summary."""
    a, sides = st["args"], st["sides"]
    if runner.signal:
        name = signal.Signals(runner.signal).name
        done = [lab for lab, s in zip(("baseline", "candidate"), sides) if s.get("doc")]
        st["incomplete"] = "interrupted by %s (sides with results: %s)" % (name, ", ".join(done) or "none")
    recs = [r for s in sides if s.get("doc") for r in s["doc"]["records"]]
    if recs:
        m = model.machine_summary(recs)
        st["machine"] = "%s, kernel %s, %s (%s CPUs)" % (m.get("hostname"), m.get("kernel"), m.get("cpu"),
                                                         m.get("ncpu"))
    if all(s.get("doc") for s in sides):
        st["analysis"] = analyse(sides[0]["doc"], sides[1]["doc"], a)
    st["elapsed"] = time.time() - st["t0"]
    write_report(st)
    res = st.get("analysis")
    log("cr-qa: %s%s -> %s" % ("INCOMPLETE (%s): " % st["incomplete"] if st["incomplete"] else "",
                              "%d race regressions, %d fixed, %d bench paths beyond noise (%d slower by %.1fx+)" % (
                                  len(res["regressions"]), sum(1 for r in res["rows"] if r["verdict"] == "fixed"),
                                  sum(1 for x in res["bench"] if x["slower"] or x["faster"]),
                                  len(res["perf_regressions"]), a.min_ratio) if res else "no comparison",
                              os.path.join(a.out, "report.md")))
    return res


def main(argv=None):
    ap = arg_parser()
    a = ap.parse_args(argv)
    sides = setup(ap, a)
    if isinstance(sides, int):
        return sides
    runner = Runner(log)
    signal.signal(signal.SIGINT, runner.on_signal)
    signal.signal(signal.SIGTERM, runner.on_signal)
    st = {"args": a, "sides": sides, "incomplete": None, "t0": time.time(), "elapsed": 0.0,
          "started": datetime.datetime.utcnow().strftime("%Y-%m-%d %H:%M UTC"),
          "command": " ".join(["scripts/cr-qa"] + (argv if argv is not None else sys.argv[1:]))}
    failed = not run_sides(st, runner)
    res = conclude(st, runner)
    if runner.signal:
        return 128 + runner.signal
    if failed:
        return 1
    if res["regressions"] or (a.fail_on_perf and res["perf_regressions"]):
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
