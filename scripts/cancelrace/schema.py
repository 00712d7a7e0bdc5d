"""schema: the one description of cancelrace's records and results files.

A record (schema "cancelrace/2", harness/README) is one run of a race or a
benchmark program; a results file (schema "cancelrace-results/1",
results/README) collects records from a matrix or a suite run.  This module
names a record's fields (RECORD_FIELDS, KIND_FIELDS, RUN_FIELDS: the list
harness/README gives), reads the verdicts from harness/verdicts.def,
validates records and results files, and reads and writes results files.
What the records mean (cells, states, labels, figures) is model.py's.
Python 3 standard library only.
"""
import json
import os
import re

RECORD_SCHEMA = "cancelrace/2"
RESULTS_SCHEMA = "cancelrace-results/1"
KINDS = ("race", "bench")
ARCHES = ("x86_64", "i386")
EXPECTS = ("racy", "none", "may")
CHECK_KINDS = ("verdict", "structural", "info")
# A race record's modes, in the order a program runs them ("pending": a
# cancel pending at the call's entry; must-not-act's one mode, too).
MODES = ("sweep", "blocked", "pending", "hammer")
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
    key, verdict = {"blocked": ("late_cancel", "late-cancel"), "pending": ("not_acted", "not-acted")}.get(mode, (None, None))
    if key in h:
        # the errnos the late-cancel (blocked) or not-acted (pending) calls
        # returned with: one copy of the count is counts[verdict], which
        # these trials must make up
        late = v.need(h, mode + ".", key, lambda x: isinstance(x, list), "a list")
        total = 0
        for _, p, x in v.objects(late, mode + "." + key):
            v.need(x, p, "errno", _nonneg_int, "an errno >= 0")
            v.need(x, p, "error", lambda y: isinstance(y, str), "its text")
            n = v.need(x, p, "trials", lambda y: _int(y) and y > 0, "a count > 0")
            total += n if _int(n) else 0
        if isinstance(late, list) and isinstance(counts, dict) and total != counts.get(verdict, 0):
            v.err(mode + "." + key, "%d trials, but counts says %s %s" % (total, verdict, counts.get(verdict)))
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
    counted = _boundaries(v, b)
    w = v.need(s, "sweep.", "windows", lambda x: isinstance(x, list), "a list")
    for _, p, x in v.objects(w, "sweep.windows"):
        v.need(x, p, "verdict", _str, "a verdict")
        v.need(x, p, "first_k", _nonneg_int, "an index")
        v.need(x, p, "last_k", _nonneg_int, "an index")
    summ = v.need(s, "sweep.", "summary", lambda x: isinstance(x, dict), "an object")
    one = isinstance(checks, list) and any(isinstance(c, dict) and c.get("name") == "one-boundary"
                                           for c in checks)
    if summ is not None:
        _sweep_summary(v, summ, b, w, counted, one)
    _checks(v, checks, "sweep.checks", summ, "sweep")


def _boundaries(v, b):
    """A sweep's boundaries checked one by one: ({verdict: count}, plain
    boundaries, boundaries in the kernel) over them."""
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
    return tally, plain, kernel


def _sweep_summary(v, summ, b, w, counted, one):
    """The sweep's summary against its lists (b: the boundaries, w: the
    windows, counted: _boundaries' counts of b); one: a one-boundary run,
    whose list is not the whole map."""
    tally, plain, kernel = counted
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
# format" lists the same names (scripts/tests/test_schema.py holds the two
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


# ------------------------------------------------------------ results files
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

