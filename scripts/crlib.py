"""crlib: the one results format of cancelrace, shared by every script.

A record (schema "cancelrace/1", harness/README) is one run of a race or a
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

RECORD_SCHEMA = "cancelrace/1"
RESULTS_SCHEMA = "cancelrace-results/1"
KINDS = ("race", "bench")
ARCHES = ("x86_64", "i386")
VERDICTS = ("leak", "double-close", "wrong-close", "lost-cancel", "cleanup", "lost-data")
EXPECTS = ("racy", "none", "may")
ISO = re.compile(r"^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:?\d\d)$")


class Invalid(Exception):
    """Malformed input: the scripts exit 2 with this message."""


# ------------------------------------------------------------ validation
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


def _checks(v, checks, path):
    if not isinstance(checks, list):
        v.err(path, "want a list")
        return
    for i, c in enumerate(checks):
        p = "%s[%d]." % (path, i)
        if not isinstance(c, dict):
            v.err(p[:-1], "want an object")
            continue
        v.need(c, p, "mode", lambda x: x in ("hammer", "sweep"), "hammer|sweep")
        v.need(c, p, "verdict", _str, "a verdict name")
        v.need(c, p, "count", _nonneg_int, "a count >= 0")
        v.need(c, p, "expect", lambda x: x in EXPECTS, "|".join(EXPECTS))
        v.need(c, p, "ok", lambda x: isinstance(x, bool), "true|false")


def _race(v, r):
    v.need(r, "", "hazard", _str, "a string")
    v.need(r, "", "reference", lambda x: isinstance(x, str), "a string")
    v.need(r, "", "status", lambda x: x in ("pass", "fail"), "pass|fail")
    if "interrupted" in r and not isinstance(r["interrupted"], bool):
        v.err("interrupted", "want true|false")
    h = r.get("hammer")
    s = r.get("sweep")
    if not h and not s:
        v.err("hammer", "a race record needs a hammer or a sweep object")
    if h:
        v.need(r, "", "hammer", lambda x: isinstance(x, dict), "an object")
        if isinstance(h, dict):
            v.need(h, "hammer.", "trials", _nonneg_int, "a count >= 0")
            v.need(h, "hammer.", "elapsed_s", _num, "seconds")
            counts = v.need(h, "hammer.", "counts", lambda x: isinstance(x, dict), "an object")
            for k, n in (counts or {}).items():
                if not _nonneg_int(n):
                    v.err("hammer.counts." + k, "want a count >= 0")
            if "checks" in h:
                _checks(v, h["checks"], "hammer.checks")
    if s:
        v.need(r, "", "sweep", lambda x: isinstance(x, dict), "an object")
        if isinstance(s, dict):
            b = v.need(s, "sweep.", "boundaries", lambda x: isinstance(x, list), "a list")
            for i, x in enumerate(b or []):
                p = "sweep.boundaries[%d]." % i
                if not isinstance(x, dict):
                    v.err(p[:-1], "want an object")
                    continue
                v.need(x, p, "k", _nonneg_int, "an index >= 0")
                v.need(x, p, "verdict", _str, "a verdict")
                v.need(x, p, "performed", lambda y: isinstance(y, bool), "true|false")
                if "symbol" in x and not isinstance(x["symbol"], str):
                    v.err(p + "symbol", "want a string")
            w = v.need(s, "sweep.", "windows", lambda x: isinstance(x, list), "a list")
            for i, x in enumerate(w or []):
                p = "sweep.windows[%d]." % i
                if not isinstance(x, dict):
                    v.err(p[:-1], "want an object")
                    continue
                v.need(x, p, "verdict", _str, "a verdict")
                v.need(x, p, "first_k", _nonneg_int, "an index")
                v.need(x, p, "last_k", _nonneg_int, "an index")
            summ = v.need(s, "sweep.", "summary", lambda x: isinstance(x, dict), "an object")
            if summ is not None:
                v.need(summ, "sweep.summary.", "boundaries", _nonneg_int, "a count")
            if "checks" in s:
                _checks(v, s["checks"], "sweep.checks")


def _bench(v, r):
    v.need(r, "", "path", _str, "what was measured")
    v.need(r, "", "unit", _str, "a unit (ns/call)")
    if "entry" in r and not _str_or_null(r["entry"]):
        v.err("entry", "want a string or null")
    st = v.need(r, "", "stats", lambda x: isinstance(x, dict), "an object")
    if st is not None:
        for k in ("median", "min", "max", "mad", "p10", "p90"):
            v.need(st, "stats.", k, _num_or_null, "a number or null")
        v.need(st, "stats.", "reps", _nonneg_int, "a count")
        v.need(st, "stats.", "iters_per_rep", _nonneg_int, "a count")
        if all(_num(st.get(k)) for k in ("min", "median", "max")) and not (
                st["min"] <= st["median"] <= st["max"]):
            v.err("stats", "want min <= median <= max")
    v.need(r, "", "status", lambda x: x in ("pass", "skip", "fail"), "pass|skip|fail")


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


def validate_record(r, where="record"):
    """Every problem of one record, as "where: path: what" strings."""
    v = _V(where)
    if not isinstance(r, dict):
        v.err("", "a record is a JSON object")
        return v.errors
    if r.get("schema") != RECORD_SCHEMA:
        v.err("schema", "want %r, got %r" % (RECORD_SCHEMA, r.get("schema")))
        return v.errors
    kind = v.need(r, "", "kind", lambda x: x in KINDS, "race|bench")
    v.need(r, "", "program", _str, "a program name")
    v.need(r, "", "variant", _str, "a variant name")
    v.need(r, "", "impl", _str, "an implementation")
    v.need(r, "", "project_version", _str, "a version")
    v.need(r, "", "started", lambda x: isinstance(x, str) and ISO.match(x), "ISO 8601 time")
    v.need(r, "", "elapsed_s", lambda x: _num(x) and x >= 0, "seconds >= 0")
    v.need(r, "", "arch", lambda x: x in ARCHES, "|".join(ARCHES))
    m = v.need(r, "", "machine", lambda x: isinstance(x, dict), "an object")
    if m is not None:
        for k in ("hostname", "kernel", "machine", "cpu"):
            v.need(m, "machine.", k, _str, "a string")
        v.need(m, "machine.", "ncpu", lambda x: _int(x) and x > 0, "a CPU count > 0")
        v.need(m, "machine.", "vulnerabilities", lambda x: isinstance(x, str), "a string")
    lc = v.need(r, "", "libc", lambda x: isinstance(x, dict), "an object")
    if lc is not None:
        v.need(lc, "libc.", "name", _str, "glibc|musl")
        v.need(lc, "libc.", "version", _str, "a version")
        for k in ("path", "root"):
            v.need(lc, "libc.", k, _str_or_null, "a string or null")
    v.need(r, "", "params", lambda x: isinstance(x, dict), "an object")
    if kind == "race":
        _race(v, r)
    elif kind == "bench":
        _bench(v, r)
    if "guest" in r:
        _guest(v, r["guest"])
    run = r.get("run")
    if run is not None:
        if not isinstance(run, dict):
            v.err("run", "want an object")
        else:
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
    """A race record as cells: [{mode, verdict, count, of, expect, ok}], one
    per check (hammer: of = trials; sweep: of = boundaries)."""
    out = []
    for mode in ("hammer", "sweep"):
        sec = r.get(mode) or {}
        if not sec:
            continue
        of = sec.get("trials") if mode == "hammer" else (sec.get("summary") or {}).get("boundaries")
        checks = sec.get("checks")
        if checks is None:  # no checks: fall back to the raw counts
            counts = sec.get("counts") if mode == "hammer" else sec.get("summary") or {}
            checks = [{"mode": mode, "verdict": k, "count": counts[k], "expect": "may", "ok": True}
                      for k in VERDICTS if _int(counts.get(k))]
        for c in checks:
            out.append({"mode": mode, "verdict": c["verdict"], "count": c["count"], "of": of or 0,
                        "expect": c.get("expect", "may"), "ok": c.get("ok", True)})
    return out


def record_key(r):
    """Identity of a record across runs."""
    lc = r.get("libc") or {}
    return (r.get("kind"), r.get("program"), r.get("variant"), r.get("impl"), lc.get("name"),
            lc.get("version"), r.get("arch"), r.get("path", ""))


def proportion_z(c1, n1, c2, n2):
    """Two-proportion z statistic (0 when undefined)."""
    if n1 <= 0 or n2 <= 0:
        return 0.0
    p = (c1 + c2) / (n1 + n2)
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
