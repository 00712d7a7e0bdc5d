"""model: what cancelrace's records mean, for the tables, plots, report,
compare and QA.

A race record is a list of cells (call x verdict x mode, one per check), and
a state a reader must be told before any count (record_state); a record has
labels and a root (the libc root it ran under, and the guest when it ran in
one); benchmark records give figures, matched across two runs
(bench_changes).  The records themselves, and their validation, are
schema.py's; the trade-off between safe cancellation and cost is
tradeoff.py's.  Python 3 standard library only.
"""
import math
import re

from .schema import TRIAL_MODES, _int, _num, all_checks

# ------------------------------------------------------------ labels and keys
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


def record_key(r):
    """Identity of a record across runs."""
    lc = r.get("libc") or {}
    return (r.get("kind"), r.get("program"), r.get("variant"), r.get("impl"), lc.get("name"),
            lc.get("version"), r.get("arch"), r.get("path", ""))


def variant_arch(variant):
    """The arch a variant's programs run on: i386 when its name says so."""
    return "i386" if "i386" in variant else "x86_64"


def variant_libc_arch(variant):
    """(libc name, arch) a variant's programs run on: glibc-x86_64 ->
    ("glibc", "x86_64"); the vDSO runtime runs on glibc i386."""
    for libc in ("musl", "uclibc", "dietlibc"):
        if variant.startswith(libc + "-"):
            return libc, variant_arch(variant)
    return "glibc", variant_arch(variant)


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


def machine_key(r):
    """The machine a record ran on, as far as records tell machines apart
    (hostname, kernel build, CPU model)."""
    m = r.get("machine") or {}
    return (m.get("hostname"), m.get("kernel"), m.get("cpu"))


def machine_tag(r):
    """A short name of that machine for a label: its kernel release."""
    k = (r.get("machine") or {}).get("kernel") or "?"
    return k.split()[1] if len(k.split()) > 1 else k


def machine_summary(records):
    """{hostname, kernel, cpu, ncpu} sets over records, for captions."""
    out = {}
    for r in records:
        m = r.get("machine") or {}
        for k in ("hostname", "kernel", "cpu", "ncpu"):
            out.setdefault(k, set()).add(str(m.get(k)))
    return {k: ", ".join(sorted(v)) for k, v in out.items()}


# ------------------------------------------------------------ cells and states
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


def is_finding(c):
    """A verdict cell judged by an expectation row marked as a finding (its
    reference starts "FINDING:"): a race on a current libc, reported
    upstream from results/findings/, not the race the design is about."""
    return c.get("reference", "").startswith("FINDING")


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


def stat_figure(r, stat):
    """(median, (p10, p90)) of a bench record's statistic STAT ("stats":
    wall time, "stats_cpu": thread CPU time), a missing percentile read as
    the median; None when it has no median."""
    s = r.get(stat) or {}
    m = s.get("median")
    if not _num(m):
        return None
    lo, hi = s.get("p10"), s.get("p90")
    return m, (lo if _num(lo) else m, hi if _num(hi) else m)


def figure(r):
    """(median, p10, p90, stat) of a bench record: the thread CPU time when
    it has one, else wall time; None without a figure."""
    for stat in ("stats_cpu", "stats"):
        f = stat_figure(r, stat)
        if f:
            return f[0], f[1][0], f[1][1], stat
    return None


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
        stat = "stats_cpu" if stat_figure(o, "stats_cpu") and stat_figure(n, "stats_cpu") else "stats"
        fo, fn = stat_figure(o, stat), stat_figure(n, stat)
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
