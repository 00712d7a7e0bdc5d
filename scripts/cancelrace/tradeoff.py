"""tradeoff: the trade-off between safe cancellation and the cost of
entering the kernel, one row per implementation x libc root x arch
(cr-table --section tradeoff, cr-plot's tradeoff figure, the report):
whether its race records show a race, the cancellable read's cost with a
second thread alive, its ratio to the arch's raw entry, the abort path.
Built on model.py's cells and figures.  Python 3 standard library only.
"""
import re

from .model import (cells, figure, is_finding, libc_label, machine_key, record_state, root_name, row_label,
                    stat_figure)

IMPL_ORDER = ("glibc", "musl", "uclibc", "dietlibc", "vdso-int80", "vdso-naive", "vdso-helper")
RAW_ENTRY = {"i386": ("entry-sysinfo", "call *AT_SYSINFO"), "x86_64": ("entry-syscall", "syscall")}


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
    # the raw entry measured on the same machine (a reference run extended
    # on another host has two): none, no ratio across machines
    rw = raw.get((w.get("arch"), machine_key(w)))
    if rw:  # the raw entry in the cost's statistic where it has it
        f = stat_figure(rw[0], cost[3]) or stat_figure(rw[0], figure(rw[0])[3])
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
        cands = [r for r in records if r.get("kind") == "bench" and r.get("program") == prog
                 and r.get("arch") == arch and figure(r)]
        cands.sort(key=lambda r: root_name(r) != "host")
        for r in cands:
            raw.setdefault((arch, machine_key(r)), (r, name))
    rows = [_tradeoff_row(w, variant, root, races, by_root, raw, every)
            for (prog, variant, root), w in bench.items() if prog == "wrapper-read"]
    rows.sort(key=_tradeoff_order)
    return rows
