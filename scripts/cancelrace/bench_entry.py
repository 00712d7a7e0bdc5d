"""bench-entry: the kernel entry each benchmark's measured call must execute
(bench/README's table), asserted from the records: facts, never a time.

  i386, a second thread alive: glibc >= 2.41, musl, vdso-int80   int $0x80
  i386: uClibc-ng (its every syscall, raw-read's too)              int $0x80
  i386: glibc < 2.41, vdso-helper, vdso-naive, raw-read           the vDSO
  i386, one thread: glibc (any version), the shortcut             the vDSO
  x86_64                                                          syscall

A record's kernel_entry comes from one call single-stepped before timing
(bench/benchstep.c).  A record from a QEMU guest (scripts/cr-kernels:
"guest") is held to the same table, and a call that enters through the
vDSO must execute the instruction the guest's decoded __kernel_vsyscall
enters with (syscall under the AMD model, sysenter under the Intel one).
bench/kernel-entry.sh (this machine, make check), kernels/tests/i386-guest
.qemu and scripts/bench-run (the guest's records) all judge with judge().

usage: bench-entry FILE...
       bench-entry --unpack DIR RESULTS
  FILE  a benchmark record, or a results file ("records": [...])
Prints "ok - WHAT" or "not ok - WHAT" per record of a program the table
covers (entry-*, wrapper-read, wrapper-read-single, raw-read; the others are
left out).  Exit 0 every one as the table says, 1 one is not (or there was
none to judge), 2 usage or a file that does not parse.
--unpack: RESULTS is the results file of a guest's benchmarks (scripts/
cr-kernels run --bench, as scripts/bench-run runs them where this machine
cannot run 32-bit); each benchmark record goes to DIR/NAME.VARIANT@guest-
TAG.json beside this machine's, and one line per guest and per record says
what came back (the figure marked with the guest's timing, the entry
judged).  Exit 0, 1 a guest that did not pass, a run without a record or an
entry not as the table says, 2 usage or a file that does not parse.
"""
import json
import os
import sys

from . import model

# the programs whose measured call the table covers
CHECKED = ("entry-syscall", "entry-empty", "entry-libc", "entry-int80", "entry-sysinfo",
           "wrapper-read", "wrapper-read-single", "raw-read")
# the programs timed with a second thread parked (benchlib): 2 threads
TWO_THREADS = ("wrapper-read", "raw-read")


def _version_at_least(version, want):
    try:
        return [int(x) for x in str(version).split(".")[:2]] >= list(want)
    except ValueError:
        return False


def want_kind(program, variant, libc_version):
    """The kernel_entry.kind the table says program.variant's measured call
    takes (libc_version: the glibc the program ran on); "?" when the table
    has no row for it.  First match wins, as in the table."""
    if variant.endswith("x86_64"):
        return "none" if program == "entry-empty" else "syscall"
    if program == "entry-int80":
        return "int80"
    if program == "entry-empty":
        return "none"
    if variant == "uclibc-i386" and program != "entry-sysinfo":
        return "int80"
    if program in ("entry-sysinfo", "entry-libc", "raw-read"):
        return "vdso"
    if variant in ("musl-i386", "vdso-i386-int80"):
        return "int80"
    if variant in ("vdso-i386-naive", "vdso-i386-helper") or (program, variant) == (
            "wrapper-read-single", "glibc-i386"):
        return "vdso"
    if variant == "glibc-i386":
        return "int80" if _version_at_least(libc_version, (2, 41)) else "vdso"
    return "?"


def want_threads(program):
    return 2 if program in TWO_THREADS else 1


def judge(r):
    """(ok, what) of one benchmark record against the table; None for a
    program the table does not cover.  what: "entry-int80 glibc-i386
    [host @ guest:bookworm/amd/syscall] glibc 2.36, 1 threads: entry int80
    (want int80, 1 threads)"."""
    prog, variant = r.get("program"), r.get("variant", "")
    if r.get("kind") != "bench" or prog not in CHECKED:
        return None
    lc = r.get("libc") or {}
    ke = r.get("kernel_entry") or {}
    kind, threads = ke.get("kind", "?"), r.get("threads", "?")
    want, wt = want_kind(prog, variant, lc.get("version")), want_threads(prog)
    good = kind == want and threads == wt
    got_s, want_s = kind, want
    g = r.get("guest")
    if g and kind == "vdso":
        got_s = "%s %s" % (kind, ke.get("insn"))
    if g and want == "vdso":
        # in a guest the vDSO's entry instruction is known: the decoded one
        want_s = "%s %s" % (want, g.get("entry"))
        good = good and ke.get("insn") == g.get("entry")
    return good, "%s %s [%s] %s %s, %s threads: entry %s (want %s, %s threads)" % (
        prog, variant, model.root_name(r), lc.get("name", "?"), lc.get("version", "?"), threads, got_s,
        want_s, wt)


def judge_all(records):
    """[(ok, what)] of the records the table covers, in their order."""
    return [j for j in (judge(r) for r in records) if j is not None]


def entry_summary(records):
    """"int80 2, vdso syscall 4, none 1": the entries the covered records
    executed, for a one-line report."""
    seen = {}
    for r in records:
        if judge(r) is None:
            continue
        ke = r.get("kernel_entry") or {}
        k = ke.get("kind", "?") + (" " + str(ke.get("insn")) if ke.get("kind") == "vdso" else "")
        seen[k] = seen.get(k, 0) + 1
    return ", ".join("%s %d" % kv for kv in sorted(seen.items()))


def guest_line(g):
    """One guest of a results file: what ran it, and how it ended."""
    v = g.get("vdso") or {}
    return "guest %s: Linux %s, %s (%s model), vDSO %s entry %s, %s: %s records in %s s (boot %s s): %s" % (
        g.get("tag"), g.get("kernel"), g.get("vendor"), g.get("cpu"), v.get("layout"), v.get("entry"),
        str(g.get("accel")).upper(), g.get("records", 0), g.get("wall_s"), g.get("boot_s"),
        "PASS" if g.get("status") == "pass" else "%s: %s" % (str(g.get("status")).upper(), g.get("reason")))


def record_line(r):
    """(line, as the table says or not judged) of one guest benchmark record."""
    m, g = r["stats"].get("median"), r.get("guest") or {}
    fig = "median %.1f ns/call (%s)" % (m, g.get("timing")) if m is not None else "no figure (%s)" % (
        r.get("note") or r.get("status"))
    j = judge(r)
    verdict = "" if j is None else "; kernel entry as the table says" if j[0] else \
        "; kernel entry NOT as the table says: " + j[1].split(": ", 1)[-1]
    return "%s.%s@%s: %s; %s threads, entry %s%s" % (
        r["program"], r["variant"], model.guest_name(r), fig, r.get("threads", "?"),
        r.get("entry") or "none (no system call)", verdict), j is None or j[0]


def unpack(doc, outdir):
    """Each benchmark record of a guest's results file into outdir
    (NAME.VARIANT@guest-TAG.json) and what came back: (lines, problems:
    guests not passing + runs without a record + entries not as the table
    says)."""
    lines = [guest_line(g) for g in doc.get("guests", [])]
    problems = len([g for g in doc.get("guests", []) if g.get("status") != "pass"])
    for r in doc.get("records", []):
        if r.get("kind") != "bench":
            continue
        with open(os.path.join(outdir, "%s.%s@guest-%s.json" % (r["program"], r["variant"], r["guest"]["tag"])),
                  "w") as fh:
            json.dump(r, fh, indent=1)
        line, good = record_line(r)
        lines.append(line)
        problems += not good
    for f in doc.get("failures", []):
        lines.append("%s.%s@guest:%s: %s (exit %s): %s" % (f.get("program"), f.get("variant"), str(
            f.get("guest")).replace(".", "/"), model.failure_state(f), f.get("exit"), f.get("reason")))
        problems += not f.get("skip")
    return lines, problems


def load_records(path):
    """The records of a file: one record, or a results file's records."""
    with open(path) as fh:
        doc = json.load(fh)
    if isinstance(doc, dict) and isinstance(doc.get("records"), list):
        return doc["records"]
    return [doc]


def main_unpack(args, usage):
    if len(args) != 2 or not os.path.isdir(args[0]):
        print(usage, file=sys.stderr)
        return 2
    try:
        with open(args[1]) as fh:
            doc = json.load(fh)
        lines, problems = unpack(doc, args[0])
    except (OSError, ValueError, KeyError, TypeError) as e:
        print("bench-entry: %s: %s" % (args[1], e), file=sys.stderr)
        return 2
    for line in lines:
        print(line)
    return 1 if problems else 0


def main(argv=None):
    args = sys.argv[1:] if argv is None else argv
    usage = __doc__[__doc__.index("usage:"):].rstrip()
    if args in (["-h"], ["--help"]):
        print(usage)
        return 0
    if args[:1] == ["--unpack"]:
        return main_unpack(args[1:], usage)
    if not args or any(a.startswith("-") for a in args):
        print(usage, file=sys.stderr)
        return 2
    judged = []
    for path in args:
        try:
            judged += judge_all(load_records(path))
        except (OSError, ValueError) as e:
            print("bench-entry: %s: %s" % (path, e), file=sys.stderr)
            return 2
    for good, what in judged:
        print("%s - %s" % ("ok" if good else "not ok", what))
    if not judged:
        print("bench-entry: no record of a program the table covers in %s" % " ".join(args), file=sys.stderr)
    return 0 if judged and all(g for g, _ in judged) else 1
