"""crlib: the one results format of cancelrace, shared by every script.

A record (schema "cancelrace/2", harness/README) is one run of a race or a
benchmark program; a results file (schema "cancelrace-results/1",
results/README) collects records from a matrix or a suite run.  This module
validates both, and turns race records into cells (call x verdict x mode)
and benchmark records into figures for the tables, plots and the compare.
Python 3 standard library only.
"""
import json
import os
import math
import re
import subprocess
import sys

RECORD_SCHEMA = "cancelrace/2"
RESULTS_SCHEMA = "cancelrace-results/1"
KINDS = ("race", "bench")
ARCHES = ("x86_64", "i386")
EXPECTS = ("racy", "none", "may")
CHECK_KINDS = ("verdict", "structural", "info")
# A race record's modes, in the order a program runs them ("pending": the
# functions that must not act, a program with that one mode of its own).
MODES = ("pending", "sweep", "blocked", "hammer")
# The modes made of trials (trials, counts, outcomes), as against the sweep.
TRIAL_MODES = ("hammer", "blocked", "pending")
# The verdicts: harness/verdicts.def is the one list (the harness compiles
# it; the tools read it from the source tree they run from).  Its rows:
#   CR_VERDICT(ID, "name", "effect", "meaning", "#rrggbb")  a race verdict
#   CR_BOUNDARY(ID, "name", "meaning", "#rrggbb")  a sweep boundary's
#     outcome beyond the race verdicts ("ok", or the run's own trouble)
VERDICTS_DEF = os.path.join(os.path.dirname(os.path.abspath(__file__)), os.pardir, os.pardir,
                            "harness", "verdicts.def")
_DEF_ROW = re.compile(r"^CR_(VERDICT|BOUNDARY)\((\w+),(.*)\)\s*$")
_DEF_STR = re.compile(r'\s*"((?:[^"\\]|\\.)*)"\s*(?:,|$)')
_COLOUR = re.compile(r"^#[0-9a-f]{6}$")


def read_verdicts(path=VERDICTS_DEF):
    """(race verdicts, boundary states) of a verdicts.def, in its order:
    lists of {id, name, effect, meaning, colour} (a boundary state's effect
    is "").  Invalid when a row is malformed or a name or colour repeats."""
    race, bound, names, colours = [], [], set(), set()
    with open(path) as fh:
        for n, line in enumerate(fh, 1):
            m = _DEF_ROW.match(line)
            if not m:
                if line.startswith(("CR_VERDICT(", "CR_BOUNDARY(")):
                    raise Invalid("%s:%d: a malformed row" % (path, n))
                continue
            fields, rest = [], m.group(3)
            while rest.strip():
                f = _DEF_STR.match(rest)
                if not f:
                    raise Invalid("%s:%d: want string arguments after the id" % (path, n))
                fields.append(f.group(1))
                rest = rest[f.end():]
            want = 4 if m.group(1) == "VERDICT" else 3
            if len(fields) != want:
                raise Invalid("%s:%d: CR_%s takes an id and %d strings" % (path, n, m.group(1), want))
            if m.group(1) == "BOUNDARY":
                fields.insert(1, "")
            row = dict(zip(("name", "effect", "meaning", "colour"), fields), id=m.group(2))
            if not _COLOUR.match(row["colour"]):
                raise Invalid("%s:%d: colour %r: want #rrggbb (lower case)" % (path, n, row["colour"]))
            if row["name"] in names or row["colour"] in colours:
                raise Invalid("%s:%d: %s repeats a name or a colour" % (path, n, row["name"]))
            names.add(row["name"])
            colours.add(row["colour"])
            (race if m.group(1) == "VERDICT" else bound).append(row)
    return race, bound


RACE_VERDICTS_ROWS, BOUNDARY_ROWS = read_verdicts()
# The race verdicts' names, in report order (cr_verdict_names).
RACE_VERDICTS = tuple(r["name"] for r in RACE_VERDICTS_ROWS)
# A sweep boundary's verdict beyond the race verdicts (harness/sweep.c).
BOUNDARY_STATES = tuple(r["name"] for r in BOUNDARY_ROWS)
ISO = re.compile(r"^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:?\d\d)$")


class Invalid(Exception):
    """Malformed input: the scripts exit 2 with this message."""


# ------------------------------------------------------------ validation
# The sweep summary's integers that are facts of the run, not verdict counts.
SWEEP_SUMMARY_FACTS = ("boundaries", "in_kernel", "windows", "traps", "children", "retried", "victim_only")


def _num(x):
    return isinstance(x, (int, float)) and not isinstance(x, bool)


def _int(x):
    return isinstance(x, int) and not isinstance(x, bool)


class _V:
    def __init__(self, where):
        self.where = where
        self.errors = []

    def err(self, path, msg):
        self.errors.append("%s: %s: %s" % (self.where, path, msg))

    def optional(self, obj, key):
        """obj[key] when it is an object; None when absent (an error when
        present and not an object)."""
        x = obj.get(key)
        if x is not None and not isinstance(x, dict):
            self.err(key, "want an object")
            return None
        return x

    def objects(self, items, path):
        """(i, "PATH[i].", item) for each item of a list that is an object;
        an error for each that is not."""
        for i, x in enumerate(items or []):
            p = "%s[%d]." % (path, i)
            if isinstance(x, dict):
                yield i, p, x
            else:
                self.err(p[:-1], "want an object")

    def need(self, obj, path, key, test, what):
        if not isinstance(obj, dict) or key not in obj:
            self.err(path + key, "missing (%s)" % what)
            return None
        if not test(obj[key]):
            self.err(path + key, "want %s, got %s" % (what, json.dumps(obj[key])[:60]))
            return None
        return obj[key]


def _str(x):
    return isinstance(x, str) and x != ""


def _str_or_null(x):
    return x is None or isinstance(x, str)


def _nonneg_int(x):
    return _int(x) and x >= 0


def _num_or_null(x):
    return x is None or _num(x)


def _checks(v, checks, path, counts, mode):
    """A mode's checks: every TAP point of the run, with a kind.  A verdict
    check names its verdict; its count is the mode's (counts or summary),
    the one copy, so a check carries none."""
    if not isinstance(checks, list):
        v.err(path, "want a list")
        return
    for _, p, c in v.objects(checks, path):
        kind = v.need(c, p, "kind", lambda x: x in CHECK_KINDS, "|".join(CHECK_KINDS))
        v.need(c, p, "mode", lambda x, m=mode: x == m, mode)
        v.need(c, p, "tap", lambda x: _int(x) and x > 0, "a TAP point number > 0")
        v.need(c, p, "ok", lambda x: isinstance(x, bool), "true|false")
        if "count" in c:
            v.err(p + "count", "a check carries no count (the mode's counts hold the one copy)")
        if kind == "verdict":
            vn = v.need(c, p, "verdict", lambda x: x in RACE_VERDICTS, "a verdict of harness/verdicts.def")
            v.need(c, p, "expect", lambda x: x in EXPECTS, "|".join(EXPECTS))
            if isinstance(vn, str) and not _nonneg_int((counts or {}).get(vn)):
                v.err(p + "verdict", "%r has no count in the %s section" % (vn, mode))
        elif kind:
            v.need(c, p, "name", _str, "a check name")
            v.need(c, p, "text", lambda x: isinstance(x, str), "the TAP text")


def _trials(v, h, mode):
    """A mode of trials (hammer, blocked): trials, counts, outcomes."""
    v.need(h, mode + ".", "trials", _nonneg_int, "a count >= 0")
    v.need(h, mode + ".", "elapsed_s", _num, "seconds")
    counts = v.need(h, mode + ".", "counts", lambda x: isinstance(x, dict), "an object")
    for k, n in (counts or {}).items():
        if not _nonneg_int(n):
            v.err(mode + ".counts." + k, "want a count >= 0")
        if k not in RACE_VERDICTS:
            v.err(mode + ".counts." + k, "not a verdict of harness/verdicts.def")
    out = h.get("outcomes")
    if isinstance(out, dict) and _nonneg_int(h.get("trials")):
        c, nc = out.get("cancelled"), out.get("not_cancelled")
        if not (_nonneg_int(c) and _nonneg_int(nc) and c + nc == h["trials"]):
            v.err(mode + ".outcomes", "cancelled + not_cancelled must be the trials (%s)" % h["trials"])
    if mode == "blocked" and "late_cancel" in h:
        # the errnos the late-cancel calls returned with: one copy of the
        # count is counts["late-cancel"], which these trials must make up
        late = v.need(h, mode + ".", "late_cancel", lambda x: isinstance(x, list), "a list")
        total = 0
        for _, p, x in v.objects(late, mode + ".late_cancel"):
            v.need(x, p, "errno", _nonneg_int, "an errno >= 0")
            v.need(x, p, "error", lambda y: isinstance(y, str), "its text")
            n = v.need(x, p, "trials", lambda y: _int(y) and y > 0, "a count > 0")
            total += n if _int(n) else 0
        if isinstance(late, list) and isinstance(counts, dict) and total != counts.get("late-cancel", 0):
            v.err(mode + ".late_cancel", "%d trials, but counts says late-cancel %s" % (total, counts.get("late-cancel")))
    _checks(v, h.get("checks", []), mode + ".checks", counts, mode)


def _sweep(v, s):
    if "skipped" in s:  # no method works here: the probes' reason, no map
        v.need(s, "sweep.", "skipped", _str, "the reason")
        return
    checks = s.get("checks", [])
    if isinstance(checks, list) and any(isinstance(c, dict) and c.get("name") == "recorded" and
                                        c.get("ok") is False for c in checks):
        # the path of one call could not be recorded: no map, the failed
        # check says why (the record fails by it)
        _checks(v, checks, "sweep.checks", None, "sweep")
        return
    b = v.need(s, "sweep.", "boundaries", lambda x: isinstance(x, list), "a list")
    tally, plain, kernel = {}, 0, 0
    for _, p, x in v.objects(b, "sweep.boundaries"):
        v.need(x, p, "k", _nonneg_int, "an index >= 0")
        vn = v.need(x, p, "verdict", lambda y: y in RACE_VERDICTS or y in BOUNDARY_STATES,
                    "a verdict or boundary state of harness/verdicts.def")
        v.need(x, p, "performed", lambda y: isinstance(y, bool), "true|false")
        if "symbol" in x and not isinstance(x["symbol"], str):
            v.err(p + "symbol", "want a string")
        if isinstance(vn, str):
            tally[vn] = tally.get(vn, 0) + 1
        if x.get("in_kernel"):
            kernel += 1
        else:
            plain += 1
    w = v.need(s, "sweep.", "windows", lambda x: isinstance(x, list), "a list")
    for _, p, x in v.objects(w, "sweep.windows"):
        v.need(x, p, "verdict", _str, "a verdict")
        v.need(x, p, "first_k", _nonneg_int, "an index")
        v.need(x, p, "last_k", _nonneg_int, "an index")
    summ = v.need(s, "sweep.", "summary", lambda x: isinstance(x, dict), "an object")
    checks = s.get("checks", [])
    one = isinstance(checks, list) and any(isinstance(c, dict) and c.get("name") == "one-boundary"
                                           for c in checks)
    if summ is not None:
        n = v.need(summ, "sweep.summary.", "boundaries", _nonneg_int, "a count")
        # One copy of each count: the summary must say what the list shows.
        if isinstance(b, list) and _nonneg_int(n) and not one and plain != n:
            v.err("sweep.summary.boundaries", "%d, but the list has %d boundaries" % (n, plain))
        if isinstance(b, list) and _nonneg_int(summ.get("in_kernel")) and summ["in_kernel"] != kernel:
            v.err("sweep.summary.in_kernel", "%d, but the list has %d" % (summ["in_kernel"], kernel))
        # how the sweep ran: which method, which mechanisms the probes saw
        # work, its children and cost
        # (records older than the probes have no mechanisms)
        if "method" in summ or "mechanisms" in summ:
            v.need(summ, "sweep.summary.", "method", _str, "a method")
        if "mechanisms" in summ:
            v.need(summ, "sweep.summary.", "mechanisms", lambda x: isinstance(x, dict), "an object")
        if isinstance(b, list):
            for k, cnt in summ.items():
                if k in SWEEP_SUMMARY_FACTS or not _int(cnt):
                    continue
                if cnt != tally.get(k, 0):
                    v.err("sweep.summary." + k, "%d, but %d boundaries have that verdict" % (cnt, tally.get(k, 0)))
            for k, cnt in tally.items():
                if k not in summ:
                    v.err("sweep.summary", "no count for the boundaries' verdict %r" % k)
        if isinstance(w, list) and _int(summ.get("windows")) and summ["windows"] != len(w):
            v.err("sweep.summary.windows", "%d, but %d windows are listed" % (summ["windows"], len(w)))
    _checks(v, checks, "sweep.checks", summ, "sweep")


def all_checks(r):
    """Every check of a race record, in TAP order."""
    out = []
    for mode in MODES:
        sec = r.get(mode)
        if isinstance(sec, dict) and isinstance(sec.get("checks"), list):
            out += [c for c in sec["checks"] if isinstance(c, dict)]
    return sorted(out, key=lambda c: c.get("tap", 0) if _int(c.get("tap")) else 0)


def derived_status(r):
    """A race record's status as its checks alone say: "fail" when any
    check failed or the run was interrupted."""
    if r.get("interrupted") is True or any(c.get("ok") is not True for c in all_checks(r)):
        return "fail"
    return "pass"


def _race(v, r):
    v.need(r, "", "hazard", _str, "a string")
    v.need(r, "", "reference", lambda x: isinstance(x, str), "a string")
    st = v.need(r, "", "status", lambda x: x in ("pass", "fail"), "pass|fail")
    if "interrupted" in r and not isinstance(r["interrupted"], bool):
        v.err("interrupted", "want true|false")
    call = v.optional(r, "call")
    if call is not None:
        v.need(call, "call.", "name", _str, "the cancellation point")
        v.need(call, "call.", "index", _nonneg_int, "its place in the catalogue")
    s = r.get("sweep")
    if not s and not any(r.get(m) for m in TRIAL_MODES):
        v.err("hammer", "a race record needs a hammer, sweep, blocked or pending object")
    for mode in TRIAL_MODES:
        sec = r.get(mode)
        if sec and v.need(r, "", mode, lambda x: isinstance(x, dict), "an object") is not None:
            _trials(v, sec, mode)
    if s:
        if v.need(r, "", "sweep", lambda x: isinstance(x, dict), "an object") is not None:
            _sweep(v, s)
    if st and not v.errors and st != derived_status(r):
        bad = [c for c in all_checks(r) if c.get("ok") is not True]
        v.err("status", "%r, but its checks say %r (%d failed%s)" % (
            st, derived_status(r), len(bad), ", interrupted" if r.get("interrupted") else ""))


BENCH_STATS = ("median", "min", "max", "mad", "p10", "p90")
THREAD_STATES = ("single", "parked", "victims")
ENTRY_KINDS = ("syscall", "int80", "sysenter", "vdso", "none")


def _bench(v, r):
    v.need(r, "", "path", _str, "what was measured")
    v.need(r, "", "unit", _str, "a unit (ns/call)")
    if "entry" in r and not _str_or_null(r["entry"]):
        v.err("entry", "want a string or null")
    status = v.need(r, "", "status", lambda x: x in ("pass", "skip", "fail"), "pass|skip|fail")
    st = v.need(r, "", "stats", lambda x: isinstance(x, dict), "an object")
    if st is not None:
        # a figure is null only where there is none (a skipped program)
        test, what = (_num_or_null, "a number or null") if status == "skip" else (_num, "a number")
        for k in BENCH_STATS:
            v.need(st, "stats.", k, test, what)
        v.need(st, "stats.", "reps", _nonneg_int, "a count")
        v.need(st, "stats.", "iters_per_rep", _nonneg_int, "a count")
        if all(_num(st.get(k)) for k in ("min", "median", "max")):
            if not st["min"] <= st["median"] <= st["max"]:
                v.err("stats", "want min <= median <= max")
            elif all(_num(st.get(k)) for k in ("p10", "p90")) and not (
                    st["min"] <= st["p10"] <= st["median"] <= st["p90"] <= st["max"]):
                v.err("stats", "want min <= p10 <= median <= p90 <= max")
    sc = v.optional(r, "stats_cpu")
    if sc is not None:
        for k in BENCH_STATS:
            v.need(sc, "stats_cpu.", k, _num_or_null, "a number or null")
    pa = r.get("params")
    if isinstance(pa, dict):
        for k in ("iterations", "reps", "warmup"):
            v.need(pa, "params.", k, _nonneg_int, "a count")
    # measured state and path (bench/README); older records lack them
    if "threads" in r and not (_int(r["threads"]) and r["threads"] >= 1):
        v.err("threads", "want a thread count >= 1")
    if "thread_state" in r and r["thread_state"] not in THREAD_STATES:
        v.err("thread_state", "want %s" % "|".join(THREAD_STATES))
    ke = v.optional(r, "kernel_entry")
    if ke is not None:
        v.need(ke, "kernel_entry.", "kind", lambda x: x in ENTRY_KINDS, "|".join(ENTRY_KINDS))
        for k in ("insn", "via", "at"):
            if k in ke and not _str_or_null(ke[k]):
                v.err("kernel_entry." + k, "want a string or null")


TIMINGS = ("emulated", "virtualised")


def _guest(v, g):
    """A record run in a QEMU guest (scripts/cr-kernels): which kernel, CPU
    and entry path, and that its timings are not hardware figures."""
    if not isinstance(g, dict):
        v.err("guest", "want an object")
        return
    for k in ("tag", "release", "kernel", "cpu", "vendor", "accel"):
        v.need(g, "guest.", k, _str, "a string")
    v.need(g, "guest.", "entry", _str_or_null, "syscall|sysenter|int80 or null")
    v.need(g, "guest.", "timing", lambda x: x in TIMINGS, "|".join(TIMINGS))


def _guests(doc, where):
    """The "guests" and "differences" of a results file (scripts/cr-kernels)."""
    errs = []
    gs = doc.get("guests", [])
    if not isinstance(gs, list):
        return ["%s: guests: want a list" % where]
    for i, g in enumerate(gs):
        if not (isinstance(g, dict) and _str(g.get("tag")) and g.get("status") in ("pass", "fail", "skip")
                and isinstance(g.get("checks", []), list)):
            errs.append("%s: guests[%d]: want {tag, status: pass|fail|skip, checks: [...]}" % (where, i))
    ds = doc.get("differences", [])
    if not isinstance(ds, list) or not all(
            isinstance(d, dict) and _str(d.get("what")) and isinstance(d.get("detail"), str)
            and isinstance(d.get("explained"), bool) for d in ds):
        errs.append("%s: differences: want [{what, detail, explained: true|false}]" % where)
    return errs


# ------------------------------------------------------------ the record's fields
# A record's top-level fields, the one list: harness/README's "Record
# format" lists the same names (scripts/tests/test_crlib.py holds the two
# together).  Every record has RECORD_FIELDS; each kind adds its own
# (KIND_FIELDS: the ones a kind's writer may write, bench/README for the
# benchmarks'); a record in a results file may also carry RUN_FIELDS.
RECORD_FIELDS = ("schema", "kind", "program", "variant", "impl", "project_version", "started", "elapsed_s",
                 "machine", "libc", "arch", "params")
KIND_FIELDS = {
    "race": ("hazard", "reference", "call", "hammer", "sweep", "blocked", "pending", "interrupted", "status"),
    "bench": ("path", "entry", "kernel_entry", "threads", "thread_state", "unit", "stats", "stats_cpu",
              "samples", "what", "status", "lost", "lost_bound_ms", "note", "stop", "control", "vdso"),
}
RUN_FIELDS = ("run", "guest")


def _is_obj(x):
    return isinstance(x, dict)


# How each common field is checked (schema first, on its own), in
# RECORD_FIELDS' order.
_COMMON_TESTS = {
    "kind": (lambda x: x in KINDS, "race|bench"),
    "program": (_str, "a program name"),
    "variant": (_str, "a variant name"),
    "impl": (_str, "an implementation"),
    "project_version": (_str, "a version"),
    "started": (lambda x: isinstance(x, str) and ISO.match(x), "ISO 8601 time"),
    "elapsed_s": (lambda x: _num(x) and x >= 0, "seconds >= 0"),
    "machine": (_is_obj, "an object"),
    "libc": (_is_obj, "an object"),
    "arch": (lambda x: x in ARCHES, "|".join(ARCHES)),
    "params": (_is_obj, "an object"),
}


def record_fields(kind):
    """Every top-level field a record of kind may have."""
    return RECORD_FIELDS + KIND_FIELDS.get(kind, ()) + RUN_FIELDS


def unknown_fields(r):
    """A record's top-level fields the schema does not name."""
    known = record_fields(r.get("kind"))
    return sorted(k for k in r if k not in known)


def validate_record(r, where="record"):
    """Every problem of one record, as "where: path: what" strings."""
    v = _V(where)
    if not isinstance(r, dict):
        v.err("", "a record is a JSON object")
        return v.errors
    if r.get("schema") != RECORD_SCHEMA:
        v.err("schema", "want %r, got %r" % (RECORD_SCHEMA, r.get("schema")))
        return v.errors
    got = {k: v.need(r, "", k, test, what) for k, (test, what) in _COMMON_TESTS.items()}
    kind = got["kind"]
    m = got["machine"]
    if m is not None:
        for k in ("hostname", "kernel", "machine", "cpu"):
            v.need(m, "machine.", k, _str, "a string")
        v.need(m, "machine.", "ncpu", lambda x: _int(x) and x > 0, "a CPU count > 0")
        v.need(m, "machine.", "vulnerabilities", lambda x: isinstance(x, str), "a string")
    lc = got["libc"]
    if lc is not None:
        v.need(lc, "libc.", "name", _str, "glibc|musl")
        v.need(lc, "libc.", "version", _str, "a version")
        for k in ("path", "root"):
            v.need(lc, "libc.", k, _str_or_null, "a string or null")
    if kind == "race":
        _race(v, r)
    elif kind == "bench":
        _bench(v, r)
    if "guest" in r:
        _guest(v, r["guest"])
    run = v.optional(r, "run")
    if run is not None:
        v.need(run, "run.", "root", _str, "a root name (host or a release)")
        v.need(run, "run.", "exit", _int, "an exit status")
    return v.errors


def validate_results(doc, where="results"):
    """Every problem of a results file."""
    if not isinstance(doc, dict):
        return ["%s: a results file is a JSON object" % where]
    if doc.get("schema") != RESULTS_SCHEMA:
        return ["%s: schema: want %r, got %r" % (where, RESULTS_SCHEMA, doc.get("schema"))]
    recs = doc.get("records")
    if not isinstance(recs, list):
        return ["%s: records: want a list" % where]
    errs = []
    for i, r in enumerate(recs):
        errs += validate_record(r, "%s: records[%d]" % (where, i))
    roots = doc.get("roots", {})
    if not isinstance(roots, dict):
        errs.append("%s: roots: want an object" % where)
        roots = {}
    for name, info in roots.items():
        pk = info.get("packages") if isinstance(info, dict) else None
        if not isinstance(info, dict) or not isinstance(pk, list) or not all(
                isinstance(p, dict) and all(isinstance(p.get(k), str) for k in
                                            ("package", "arch", "version", "sha256")) for p in pk):
            errs.append("%s: roots.%s: want {dir, packages: [{package, arch, version, filename, sha256}]}"
                        % (where, name))
    errs += _guests(doc, where)


    intr = doc.get("interrupted")
    if intr is not None and not (isinstance(intr, dict) and all(_nonneg_int(intr.get(k)) for k in
                                                                 ("signal", "after_runs", "of_runs"))):
        errs.append("%s: interrupted: want {signal, after_runs, of_runs}" % where)
    fails = doc.get("failures", [])
    if not isinstance(fails, list):
        return errs + ["%s: failures: want a list" % where]
    for i, f in enumerate(fails):
        if not isinstance(f, dict) or not all(_str(f.get(k)) for k in ("program", "variant", "root", "reason")):
            errs.append("%s: failures[%d]: want {program, variant, root, reason, exit}" % (where, i))
    return errs


def load(path):
    """A results file or a single record, as a results document; Invalid
    (with every problem) when malformed."""
    try:
        with open(path, encoding="utf-8") as fh:
            doc = json.load(fh)
    except (OSError, ValueError) as e:
        raise Invalid("%s: not readable JSON: %s" % (path, e))
    if isinstance(doc, dict) and doc.get("schema") == RECORD_SCHEMA:
        doc = {"schema": RESULTS_SCHEMA, "records": [doc]}
        errs = validate_results(doc, path)
    else:
        errs = validate_results(doc, path)
    if errs:
        raise Invalid("\n".join(errs[:40]) + ("\n... %d more" % (len(errs) - 40) if len(errs) > 40 else ""))
    return doc


# ------------------------------------------------------------ views
def vkey(version):
    """Sort key for "2.31", "1.2.3", "2.41.9000"."""
    return tuple(int(x) if x.isdigit() else x for x in re.split(r"[.-]", str(version)))


def libc_label(r):
    lc = r.get("libc") or {}
    return "%s %s" % (lc.get("name", "?"), lc.get("version", "?"))


def row_label(r):
    """Rows of the verdict table: implementation + libc version + arch."""
    lc = r.get("libc") or {}
    impl = r.get("impl", "?")
    name = lc.get("name", "?")
    if impl == name:
        return "%s %s %s" % (impl, lc.get("version", "?"), r.get("arch", "?"))
    return "%s (%s %s) %s" % (impl, name, lc.get("version", "?"), r.get("arch", "?"))


def row_sort_key(r):
    lc = r.get("libc") or {}
    return (r.get("impl", ""), lc.get("name", ""), vkey(lc.get("version", "0")), r.get("arch", ""))


def cells(r):
    """A race record as cells, one per check, in TAP order: {mode, kind,
    name, verdict, count, of, expect, ok, text}.  A verdict check's count
    is looked up in its mode's counts (hammer, blocked, pending: counts, of
    = trials; sweep: summary, of = boundaries); structural and info checks
    have no count."""
    out = []
    for c in all_checks(r):
        mode = c.get("mode")
        sec = r.get(mode) or {}
        if mode in TRIAL_MODES:
            of, counts = sec.get("trials"), sec.get("counts") or {}
        else:
            summ = sec.get("summary") or {}
            of, counts = summ.get("boundaries"), summ
        verdict = c.get("verdict") if c.get("kind") == "verdict" else None
        out.append({"mode": mode, "kind": c.get("kind"), "name": verdict or c.get("name", "?"),
                    "verdict": verdict, "count": counts.get(verdict) if verdict else None,
                    "of": of or 0, "expect": c.get("expect", "-"), "ok": c.get("ok") is True,
                    "reference": c.get("reference", ""), "text": c.get("text", c.get("why", ""))})
    return out


def count_text(c):
    """A verdict cell's count as a reader must read it: "28 of 95
    boundaries" (sweep: a share of the boundaries), "7920 in 2000 trials"
    (hammer, pending: events, which can be units of the call's effect and
    outnumber the trials), "10 in 10 cancels" (blocked)."""
    if c["mode"] == "sweep":
        return "%d of %d boundaries" % (c["count"], c["of"])
    return "%d in %d %s" % (c["count"], c["of"], "cancels" if c["mode"] == "blocked" else "trials")


def record_state(r):
    """What a reader must be told about a race record before any count:
    (state, reasons).  state: "pass", "interrupted" or "failed"; reasons: the
    texts of the failed structural checks, then "N not as expected" for the
    failed verdict checks."""
    cs = cells(r)
    structural = [c["text"] for c in cs if c["kind"] != "verdict" and not c["ok"]]
    verdicts = [c for c in cs if c["kind"] == "verdict" and not c["ok"]]
    reasons = structural + (["%d verdict%s not as expected" % (len(verdicts), "" if len(verdicts) == 1 else "s")]
                            if verdicts else [])
    if r.get("interrupted") is True:
        return "interrupted", ["interrupted by a signal before the run ended"] + reasons
    return ("failed" if reasons else "pass"), reasons


def record_ok(r):
    """The one pass/fail of a race record: from its checks (and whether it
    was interrupted), never from its status field alone."""
    return record_state(r)[0] == "pass"


def failure_state(f):
    """A run that left no record (a results file's failures[]): what it
    was, from its exit status as cr-run reports it."""
    e = f.get("exit")
    if f.get("skip") or e == 77:
        return "SKIPPED"
    if e == 124:
        return "TIMED OUT"
    if e == 99:
        return "HARNESS ERROR"
    if _int(e) and e > 128:
        return "KILLED (signal %d)" % (e - 128)
    return "NO RECORD (exit %s)" % e


def variant_libc_arch(variant):
    """(libc name, arch) a variant's programs run on: glibc-x86_64 ->
    ("glibc", "x86_64"); the vDSO runtime runs on glibc i386."""
    for libc in ("musl", "uclibc", "dietlibc"):
        if variant.startswith(libc + "-"):
            return libc, variant_arch(variant)
    return "glibc", variant_arch(variant)


def call_order(records):
    """The programs of race records in catalogue order (the record's
    call.index, from harness/calls.h), then by name."""
    order = {}
    for r in records:
        if r.get("kind") != "race":
            continue
        idx = (r.get("call") or {}).get("index")
        key = (idx if _int(idx) else 10 ** 6, r.get("program", ""))
        prog = r.get("program", "")
        order[prog] = min(order.get(prog, key), key)
    return sorted(order, key=lambda p: order[p])


def record_key(r):
    """Identity of a record across runs."""
    lc = r.get("libc") or {}
    return (r.get("kind"), r.get("program"), r.get("variant"), r.get("impl"), lc.get("name"),
            lc.get("version"), r.get("arch"), r.get("path", ""))


def proportion_z(c1, n1, c2, n2):
    """z statistic of two counts of events in n1 and n2 trials (0 when
    undefined): two proportions when no count exceeds its trials, else two
    Poisson rates (a count of units: recvmmsg's leak counts descriptors, up
    to several per trial)."""
    if n1 <= 0 or n2 <= 0:
        return 0.0
    p = (c1 + c2) / (n1 + n2)
    if c1 > n1 or c2 > n2:
        se = math.sqrt(p * (1 / n1 + 1 / n2))
    else:
        se = math.sqrt(p * (1 - p) * (1 / n1 + 1 / n2))
    if se == 0:
        return 0.0
    return (c2 / n2 - c1 / n1) / se


def machine_summary(records):
    """{hostname, kernel, cpu, ncpu} sets over records, for captions."""
    out = {}
    for r in records:
        m = r.get("machine") or {}
        for k in ("hostname", "kernel", "cpu", "ncpu"):
            out.setdefault(k, set()).add(str(m.get(k)))
    return {k: ", ".join(sorted(v)) for k, v in out.items()}


def dump_results(doc, path):
    """Write a results document atomically, one record per line (compact,
    and a diff names the records that changed)."""
    head = {k: v for k, v in doc.items() if k not in ("records", "failures")}
    parts = [json.dumps(head, sort_keys=False)[:-1]]
    for name in ("failures", "records"):
        items = doc.get(name, [])
        parts.append(', "%s": [' % name + ("\n" if items else "") +
                     ",\n".join(json.dumps(x, separators=(",", ":")) for x in items) + "]")
    tmp = path + ".tmp"
    with open(tmp, "w", encoding="utf-8") as fh:
        fh.write("".join(parts) + "}\n")
    os.replace(tmp, path)


# ------------------------------------------------------------ libc roots
# PACKAGES.tsv of a libc root (scripts/cr-fetch-libc): one row per package
# unpacked.  The first five columns are the original ones; suite (the
# archive suites serving that exact version, "local" for a .deb given by
# hand, "tree" for an installed tree) and origin (the archive URI, the .deb's
# path or the tree's directory) came later and read as "" from older roots.
PACKAGES_COLUMNS = ("package", "arch", "version", "filename", "sha256", "suite", "origin")
PACKAGES_BASE = 5


def read_packages_tsv(path):
    """Rows of a PACKAGES.tsv as dicts with every PACKAGES_COLUMNS key;
    Invalid (naming the line) when malformed."""
    with open(path, encoding="utf-8") as fh:
        lines = fh.read().splitlines()
    cols = lines[0].split("\t") if lines else []
    if tuple(cols[:PACKAGES_BASE]) != PACKAGES_COLUMNS[:PACKAGES_BASE] or not set(cols) <= set(PACKAGES_COLUMNS):
        raise Invalid("%s: bad header (want %r)" % (path, "\t".join(PACKAGES_COLUMNS)))
    rows = []
    for n, line in enumerate(lines[1:], 2):
        f = line.split("\t")
        if len(f) != len(cols) or not re.fullmatch(r"[0-9a-f]{64}", f[4]) or not all(f[:3]):
            raise Invalid("%s:%d: malformed row %r" % (path, n, line))
        row = dict.fromkeys(PACKAGES_COLUMNS, "")
        row.update(zip(cols, f))
        rows.append(row)
    return rows


def read_packages(root_dir):
    """The PACKAGES.tsv rows of a root directory ([] when it has none)."""
    path = os.path.join(root_dir, "PACKAGES.tsv")
    return read_packages_tsv(path) if os.path.exists(path) else []


def format_packages_tsv(rows):
    """PACKAGES.tsv text for rows (a column a row lacks is written empty)."""
    out = ["\t".join(PACKAGES_COLUMNS)]
    for r in rows:
        out.append("\t".join(str(r.get(c) or "").replace("\t", " ") for c in PACKAGES_COLUMNS))
    return "\n".join(out) + "\n"


def root_name(r):
    """The libc root a record ran under: run.root (cr-matrix), else the
    last component of libc.root (a fetched root is DIR/<release>), else
    "host" (this machine's libcs).  A record from a QEMU guest adds where:
    "host @ guest:bookworm/intel/sysenter" (guest_name), so no table,
    plot or compare mixes it with a record of this machine."""
    return _libc_root(r) + (" @ " + guest_name(r) if r.get("guest") else "")


def _libc_root(r):
    run = (r.get("run") or {}).get("root")
    if run:
        return run
    root = (r.get("libc") or {}).get("root")
    if root:
        return root.rstrip("/").rsplit("/", 1)[-1]
    return "host"


def guest_name(r):
    """"guest:<kernel's release>/<CPU model>/<entry>" of a guest record."""
    g = r.get("guest") or {}
    return "guest:%s/%s/%s" % (g.get("release", "?"), g.get("cpu", "?"), g.get("entry") or "?")


# ------------------------------------------------------------ benchmarks
def bench_key(r):
    """Identity of a benchmark across runs, without its root: program,
    variant, path, arch, libc name."""
    lc = r.get("libc") or {}
    return (r.get("program"), r.get("variant"), r.get("path"), r.get("arch"), lc.get("name"))


def bench_pairs(old_doc, new_doc):
    """The benchmark records of two documents matched: ([(old, new)],
    [old only], [new only]).  Same bench_key and root; a record left over
    is matched with the one left-over record of the other document that
    differs from it only in the root (a run under bookworm against a run
    under trixie), never across where it ran: a guest's record (emulated
    timings, under TCG) is never paired with this machine's."""
    def index(doc):
        out = {}
        for r in doc.get("records", []):
            if r.get("kind") == "bench":
                out.setdefault(bench_key(r) + (root_name(r),), r)
        return out
    a, b = index(old_doc), index(new_doc)
    pairs = [(a[k], b[k]) for k in sorted(set(a) & set(b), key=str)]
    left_a, left_b = {}, {}
    def where(r):
        return guest_name(r) if r.get("guest") else "host"
    for k in sorted(set(a) - set(b), key=str):
        left_a.setdefault(k[:-1] + (where(a[k]),), []).append(a[k])
    for k in sorted(set(b) - set(a), key=str):
        left_b.setdefault(k[:-1] + (where(b[k]),), []).append(b[k])
    only_a, only_b = [], []
    for k in sorted(set(left_a) | set(left_b), key=str):
        oa, ob = left_a.get(k, []), left_b.get(k, [])
        if len(oa) == 1 and len(ob) == 1:
            pairs.append((oa[0], ob[0]))
        else:
            only_a += oa
            only_b += ob
    return pairs, only_a, only_b


def bench_label(r, other=None):
    """"wrapper-read glibc-i386 [trixie] glibc 2.41"; with the other
    record of a pair, what changed: "[bookworm -> trixie] glibc 2.36 -> 2.41"."""
    root, lib = root_name(r), libc_label(r)
    if other is not None and root_name(other) != root:
        root = "%s -> %s" % (root_name(other), root)
    if other is not None and libc_label(other) != lib:
        lib = "%s -> %s" % (libc_label(other), lib.split(" ", 1)[-1])
    return "%s %s [%s] %s" % (r.get("program"), r.get("variant"), root, lib)


def _figure(r, stat):
    s = r.get(stat) or {}
    m = s.get("median")
    if not _num(m):
        return None
    lo, hi = s.get("p10"), s.get("p90")
    return m, (lo if _num(lo) else m, hi if _num(hi) else m)


def bench_changes(old_doc, new_doc, min_ratio=1.5):
    """Every benchmark figure of OLD and NEW matched (bench_pairs) and
    compared: [{key, label, old, new, old_range, new_range, ratio, slower,
    faster, regression, stat}].  old/new are medians in ns/call, the ranges
    (p10, p90); the thread CPU time (stats_cpu) when both records have it,
    else wall time (stat says which).  ratio = new / old.  A regression is
    slower with p10-p90 ranges that do not overlap and ratio >= min_ratio.
    Records without a figure (a skip) are left out."""
    out = []
    for o, n in bench_pairs(old_doc, new_doc)[0]:
        stat = "stats_cpu" if _figure(o, "stats_cpu") and _figure(n, "stats_cpu") else "stats"
        fo, fn = _figure(o, stat), _figure(n, stat)
        if not fo or not fn or fo[0] <= 0:
            continue
        (mo, ro), (mn, rn) = fo, fn
        ratio = mn / mo
        apart = rn[0] > ro[1] or rn[1] < ro[0]
        out.append({"key": bench_key(n) + (root_name(n),), "label": bench_label(n, o),
                    "old": mo, "new": mn, "old_range": ro, "new_range": rn, "ratio": ratio,
                    "slower": mn > mo, "faster": mn < mo,
                    "regression": mn > mo and apart and ratio >= min_ratio, "stat": stat})
    return out


# ------------------------------------------------------------ trade-off
IMPL_ORDER = ("glibc", "musl", "uclibc", "dietlibc", "vdso-int80", "vdso-naive", "vdso-helper")
RAW_ENTRY = {"i386": ("entry-sysinfo", "call *AT_SYSINFO"), "x86_64": ("entry-syscall", "syscall")}


def figure(r):
    """(median, p10, p90, stat) of a bench record: the thread CPU time when
    it has one, else wall time; None without a figure."""
    for stat in ("stats_cpu", "stats"):
        f = _figure(r, stat)
        if f:
            return f[0], f[1][0], f[1][1], stat
    return None


def is_finding(c):
    """A verdict cell judged by an expectation row marked as a finding (its
    reference starts "FINDING:"): a race on a current libc, reported
    upstream from results/findings/, not the race the design is about."""
    return c.get("reference", "").startswith("FINDING")


def _race_verdicts(races):
    """({verdict: (calls, modes)}, {verdict: (programs, modes, reference)}
    of the findings, calls checked, runs that establish nothing) over race
    records: every verdict the sweep, the blocked mode or the hammer saw
    (the naive thunk's lost cancel of a blocking call shows in the blocked
    mode and the hammer only).  A run whose structural check failed, or
    that was interrupted, says nothing either way."""
    seen, found, calls, broken = {}, {}, set(), 0
    for r in races:
        state = record_state(r)[0]
        cs = cells(r)
        if state == "interrupted" or any(c["kind"] != "verdict" and not c["ok"] for c in cs):
            broken += 1
            continue
        for c in cs:
            calls.add(r.get("program"))
            if c["count"]:
                into = found if is_finding(c) else seen
                p, m, _ = into.setdefault(c["verdict"], (set(), set(), c["reference"]))
                p.add(r.get("program"))
                m.add(c["mode"])
    return ({v: (len(p), sorted(m, reverse=True)) for v, (p, m, _) in seen.items()},
            {v: (sorted(p), sorted(m, reverse=True), ref) for v, (p, m, ref) in found.items()},
            len(calls), broken)


def _tradeoff_ident(r):
    lc = r.get("libc") or {}
    return (r.get("impl"), lc.get("name"), lc.get("version"), r.get("arch"))


def _race_free(rs, where):
    """(race_free, race_note) of a trade-off row from its race records."""
    seen, found, ncalls, broken = _race_verdicts(rs)
    fnote = "".join("; FINDING: %s in %s (%s): %s" % (
        v, ", ".join(p), ", ".join(m), ref.split(":", 2)[1].strip() if ref.count(":") >= 2 else ref)
        for v, (p, m, ref) in sorted(found.items()))
    if broken and not seen:
        return None, "not established: %d run%s FAILED or interrupted" % (broken, "s" * (broken > 1))
    if not ncalls:
        return None, "no race record"
    if seen:
        vs = sorted(seen.items(), key=lambda x: (-x[1][0], x[0]))
        (v, (n, m)), more = vs[0], [x[0] for x in vs[1:]]
        return False, "racy: %s in %d of %d call%s (%s)%s%s%s" % (
            v, n, ncalls, "s" * (ncalls > 1), ", ".join(m), "; also " + ", ".join(more) if more else "",
            fnote, where)
    if found:
        nf = len({p for ps, _, _ in found.values() for p in ps})
        return "finding", "race-free in %d of %d calls%s%s" % (ncalls - nf, ncalls, fnote, where)
    return True, "race-free: 0 in %d call%s%s" % (ncalls, "s" * (ncalls > 1), where)


def _tradeoff_row(w, variant, root, races, by_root, raw, every):
    """One trade-off row: the wrapper-read record w and what goes with it."""
    idn = _tradeoff_ident(w)
    same = by_root.get(idn + (root,))
    rs = same or races.get(idn, [])
    where = "" if same or not rs else " (under %s)" % ", ".join(sorted({root_name(x) for x in rs}))
    free, note = _race_free(rs, where)
    cost = figure(w)
    rw = raw.get(w.get("arch"))
    if rw:  # the raw entry in the cost's statistic where it has it
        f = _figure(rw[0], cost[3]) or _figure(rw[0], figure(rw[0])[3])
        rw = (f[0], rw[1])
    ab = every.get(("abort-blocked", variant, root))
    abf = figure(ab) if ab else None
    return {"label": "%s [%s]" % (row_label(w), root), "impl": w.get("impl"),
            "libc": libc_label(w), "arch": w.get("arch"), "root": root, "variant": variant,
            "race_free": free, "race_note": note, "cost": cost, "entry": w.get("entry"),
            "threads": w.get("threads"),
            "raw": rw, "ratio": cost[0] / rw[0] if rw and rw[0] > 0 else None,
            "abort": (abf[0], abf[3]) if abf else None,
            "abort_note": None if abf else "not measured" if not ab else
            "no figure: %d of its cancels lost" % ab["lost"] if ab.get("lost") else "no figure"}


def _tradeoff_order(row):
    impl = row["impl"] or ""
    version = tuple((0, int(x), "") if x.isdigit() else (1, 0, x)
                    for x in re.split(r"[.-]", row["libc"].split(" ", 1)[-1]))
    return (IMPL_ORDER.index(impl) if impl in IMPL_ORDER else 99, impl, version,
            row["arch"] != "i386", row["root"] != "host", row["root"])


def tradeoff(records):
    """The trade-off between safe cancellation and the cost of entering the
    kernel, one row per implementation x libc root x arch that has a
    threaded wrapper-read figure: [{label, impl, libc, arch, root, variant,
    race_free (True, False, None: not established, or "finding": racy only
    where an expectation row marks a finding), race_note, cost (median, p10, p90, stat),
    entry, threads, raw (median, name), ratio, abort (median, stat) or
    None, abort_note}].  race_free comes from the race records (sweep and
    hammer) of the same implementation, libc version and arch (the same root
    first);
    the raw entry is entry-sysinfo (i386, call *AT_SYSINFO) or entry-syscall
    (x86_64) of the same records; abort is abort-blocked (a cancel of a
    blocked read to the cleanup handler)."""
    races, by_root = {}, {}
    for r in records:
        if r.get("kind") == "race":
            races.setdefault(_tradeoff_ident(r), []).append(r)
            by_root.setdefault(_tradeoff_ident(r) + (root_name(r),), []).append(r)
    bench, every = {}, {}
    for r in records:
        if r.get("kind") == "bench":
            k = (r.get("program"), r.get("variant"), root_name(r))
            every.setdefault(k, r)
            if figure(r):
                bench.setdefault(k, r)
    raw = {}
    for arch, (prog, name) in RAW_ENTRY.items():
        cands = [r for (p, _, root), r in sorted(bench.items()) if p == prog and r.get("arch") == arch]
        cands.sort(key=lambda r: root_name(r) != "host")
        if cands:
            raw[arch] = (cands[0], name)
    rows = [_tradeoff_row(w, variant, root, races, by_root, raw, every)
            for (prog, variant, root), w in bench.items() if prog == "wrapper-read"]
    rows.sort(key=_tradeoff_order)
    return rows


# ------------------------------------------------------------ relinking
TRIPLET = {"x86_64": "x86_64-linux-gnu", "i386": "i386-linux-gnu"}


def variant_arch(variant):
    return "i386" if "i386" in variant else "x86_64"


def parse_link_lines(text):
    """{binary: (cc, flags, objects, libs)} from the build's
    "link|BIN|CC|FLAGS|OBJECTS|LIBS" lines (make matrix-info,
    bench/link-info: harness/variants.mk's cr_link_info)."""
    links = {}
    for line in text.splitlines():
        if line.startswith("link|"):
            _, b, cc, flags, objs, libs = line.split("|")
            links[b] = (cc.split(), flags.split(), objs.split(), libs.split())
    return links


def elf_versions(path, section):
    """GLIBC_x.y versions an ELF file needs ("Version References") or
    defines ("Version definitions"), from objdump -p."""
    p = subprocess.run(["objdump", "-p", path], stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                       universal_newlines=True)
    out, on = set(), False
    for line in p.stdout.splitlines():
        if line.startswith("Version "):
            on = line.startswith(section)
            continue
        if on:
            m = re.search(r"\b(GLIBC_[0-9.]+)\b", line)
            if m:
                out.add(m.group(1))
    return out


def root_libc(root, arch):
    for d in ("usr/lib", "lib"):
        p = os.path.join(root, d, TRIPLET[arch], "libc.so.6")
        if os.path.exists(p):
            return p
    return None


def needs_relink(binary, root, arch):
    """Does a glibc program built here need symbol versions (GLIBC_2.34,
    ...) that ROOT's glibc lacks?"""
    libc = root_libc(root, arch)
    if not libc:
        return False
    return bool(elf_versions(binary, "Version References") - elf_versions(libc, "Version definitions"))


def relink(builddir, binary, link, root, arch, out):
    """Link BINARY's objects (link: its parse_link_lines entry) again
    against ROOT's own libc6-dev, into OUT; RuntimeError when it fails."""
    cc, flags, objs, libs = link
    t = TRIPLET[arch]
    os.makedirs(os.path.dirname(os.path.abspath(out)), exist_ok=True)
    # Libraries (-lrt among the flags) after the objects that need them.
    lflags = [f for f in flags if f.startswith("-l")]
    cmd = cc + [f for f in flags if (not f.startswith("-W") or f.startswith("-Wl,")) and f not in lflags] + [
        "--sysroot=" + root, "-B" + os.path.join(root, "usr/lib", t) + "/",
        "-L" + os.path.join(root, "usr/lib", t), "-L" + os.path.join(root, "lib", t),
        "-o", os.path.abspath(out)] + objs + lflags + libs
    p = subprocess.run(cmd, cwd=builddir, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                       universal_newlines=True)
    if p.returncode != 0:
        raise RuntimeError("relink of %s against %s failed:\n%s" % (binary, root, p.stdout[-1500:]))
    return out


RELINK_USAGE = """usage: cr-relink [--link-info FILE] [--builddir DIR] --root ROOT --out DIR BINARY
  Prints the program to run under ROOT: BINARY itself, or, when it needs
  glibc symbol versions ROOT's glibc lacks, DIR/<name of BINARY> linked again
  from the build's objects against ROOT's libc6-dev (FILE: the build's
  "link|..." lines, e.g. bench/link-info).  BINARY is relative to --builddir
  (default .).  Exit 0, 1 a relink needed and impossible, 2 usage."""


def relink_main(argv):
    """The relink CLI (scripts/bench-run; cr-matrix calls relink())."""
    opts, rest = {"--builddir": "."}, []
    it = iter(argv)
    for a in it:
        if a in ("--link-info", "--builddir", "--root", "--out"):
            opts[a] = next(it, None)
            if opts[a] is None:
                break
        elif a in ("-h", "--help"):
            print(RELINK_USAGE)
            return 0
        elif a.startswith("-"):
            rest = None
            break
        else:
            rest.append(a)
    if rest is None or len(rest) != 1 or None in opts.values() or not all(
            k in opts for k in ("--root", "--out")):
        print(RELINK_USAGE, file=sys.stderr)
        return 2
    binary, build, root = rest[0], opts["--builddir"], opts["--root"]
    arch = variant_arch(binary.rsplit(".", 1)[-1])
    if not os.path.isfile(os.path.join(build, binary)):
        print("cr-relink: %s: no such program in %s" % (binary, build), file=sys.stderr)
        return 2
    if not needs_relink(os.path.join(build, binary), root, arch):
        print(binary)
        return 0
    try:
        with open(opts.get("--link-info") or os.devnull) as fh:
            link = parse_link_lines(fh.read()).get(binary)
        if not link:
            raise RuntimeError("%s needs symbol versions %s lacks, and no link line for it is known%s"
                               % (binary, root, "" if opts.get("--link-info") else " (--link-info)"))
        print(os.path.abspath(relink(build, binary, link, root, arch,
                                     os.path.join(opts["--out"], os.path.basename(binary)))))
    except (OSError, RuntimeError) as e:
        print("cr-relink: %s" % e, file=sys.stderr)
        return 1
    return 0

