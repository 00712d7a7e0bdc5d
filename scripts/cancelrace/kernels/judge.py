"""What came back from a guest, judged: the back channel's files, the
probe's and the selftest's figures held to the entry path the design
expects of the kernel and CPU model, each run's record (valid, under the
root it was asked for, as the expectations say), the benchmarks' kernel
entries, and the differences between the guests of one run."""
import base64
import hashlib
import io
import json
import os
import re
import tarfile

from .. import bench_entry
from .. import matrix
from ..model import cells, record_ok, record_state
from ..schema import validate_record
from .common import CPUS, GUEST_ROOTS, VSYSCALL


def parse_channel(text):
    """({tag: {name: bytes}}, done, problems) from the guest's back channel."""
    files, problems, done = {}, [], None
    cur = None
    for line in text.replace("\r", "").splitlines():
        if line.startswith("CR-BEGIN "):
            f = line.split()
            cur = (f[1], int(f[2]), f[3], []) if len(f) == 4 and f[2].isdigit() else None
            if cur is None:
                problems.append("malformed %r" % line[:80])
        elif line.startswith("CR-END ") and cur:
            tag, size, want, chunks = cur
            cur = None
            try:
                blob = base64.b64decode("".join(chunks), validate=True)
            except ValueError as e:
                problems.append("%s: bad base64 (%s)" % (tag, e))
                continue
            if len(blob) != size or hashlib.sha256(blob).hexdigest() != want:
                problems.append("%s: %d bytes received, %d sent, or the sha256 differs" % (tag, len(blob), size))
                continue
            got = {}
            with tarfile.open(fileobj=io.BytesIO(blob), mode="r:gz") as tf:
                for m in tf:
                    name = os.path.basename(m.name)
                    if m.isfile() and name and not name.startswith("."):
                        got[name] = tf.extractfile(m).read()
            files[tag] = got
        elif line.startswith("CR-DONE"):
            f = line.split()
            done = int(f[1]) if len(f) > 1 and f[1].isdigit() else 0
        elif cur:
            cur[3].append(line.strip())
    if cur:
        problems.append("%s: cut off (no CR-END)" % cur[0])
    return files, done, problems


def expected_layout(kernel_release):
    """The __kernel_vsyscall layout the design expects of a kernel on a CPU
    with a fast entry and without FRED (qemu64 has none): the 7.0 NOP
    prefix from Linux 7.0 on, else pre-7.0."""
    m = re.match(r"(\d+)\.", kernel_release or "")
    return "7.0-nop" if m and int(m.group(1)) >= 7 else "pre-7.0"


def pending_offsets(probe):
    """The instruction starts of __kernel_vsyscall's live path before its
    int $0x80 (the 3-byte NOP, the pushes, the mov and the fast entry), from
    the probe's decode: where a cancel is "pending, not yet in the kernel"."""
    if not probe.get("decoded"):
        return None
    b = bytes.fromhex(probe.get("vsyscall_bytes", "").replace(" ", ""))
    ent, i80 = probe.get("entry_offset", -1), probe.get("int80_offset", -1)
    if probe.get("entry") == "int80":
        return [0] if probe.get("layout") == "7.0-int80" else None
    prefix = [0] if probe.get("layout") == "7.0-nop" else []
    pushes = [i for i in range(len(prefix) * 3, ent - 2) if b[i:i + 1] in (b"\x51", b"\x52", b"\x55")]
    return prefix + pushes + [ent - 2, ent] if 0 < ent < i80 else None


SELFTEST_RX = {
    "unwinder": r"^ok \d+ - the unwinder .* at (\d+) of (\d+) pending traps",
    "oracle": r"^(?:not )?ok \d+ - pending_syscall_return_address matches .* at all (\d+) traps \((\d+) pending, (\d+) wrong\)",
    "abort": r"^(?:not )?ok \d+ - abort_pending_syscall at each of (\d+) boundaries: (\d+) aborted .*?, (\d+) refused .*?, (\d+) wrong",
    "restart": r"^(?:not )?ok \d+ - blocked read \+ SA_RESTART signal: EIP (\S+)",
    "int80": r"^(?:not )?ok \d+ - int80: cancel at each of (\d+) pre-syscall boundaries: (\d+) acted",
    "naive": r"^(?:not )?ok \d+ - naive: cancel at each of (\d+) pre-syscall boundaries: (\d+) acted, (\d+) LOST",
    "helper": r"^(?:not )?ok \d+ - helper: cancel at each of (\d+) pre-syscall boundaries: (\d+) acted",
}


def parse_selftest(tap):
    """The live-vDSO figures of the selftest's TAP (its first occurrence of
    each point; the later ones are the executed copies)."""
    out = {"points": len(re.findall(r"^(?:not )?ok \d+", tap, re.M)),
           "failed": len(re.findall(r"^not ok \d+", tap, re.M)),
           "skipped": bool(re.search(r"^1\.\.0 # SKIP", tap, re.M))}
    for key, rx in SELFTEST_RX.items():
        m = re.search(rx, tap, re.M)
        if m:
            out[key] = [int(x) if x.isdigit() else x for x in m.groups()]
    out["naive_lost"] = re.findall(r"^# naive: cancel at trap \d+ \((\S+)\) lost", tap, re.M)
    out["blocked"] = {t: bool(re.search(r"^ok \d+ - %s: cancel of a read blocked in the kernel" % t, tap, re.M))
                      for t in ("int80", "naive", "helper")}
    return out


def check(checks, name, ok, detail):
    checks.append({"check": name, "ok": bool(ok), "detail": detail})
    return ok


def judge_guest(g, probe, selftest, cpu, want_selftest=True):
    """The entry-path expectations of one guest as checks."""
    checks = g["checks"]
    want_entry = CPUS[cpu]["entry"]
    want_layout = expected_layout(probe.get("kernel"))
    check(checks, "vendor", probe.get("vendor") == CPUS[cpu]["vendor"],
          "cpuid vendor %s (CPU model %s)" % (probe.get("vendor"), CPUS[cpu]["model"]))
    check(checks, "decoded", probe.get("decoded") and probe.get("entry") == want_entry,
          "__kernel_vsyscall [%s] decoded as %s, entry %s (expected %s for %s)" % (
              probe.get("vsyscall_bytes"), probe.get("layout", probe.get("decode_error")),
              probe.get("entry"), want_entry, probe.get("vendor")))
    check(checks, "scan", probe.get("scan_entry") == probe.get("entry"),
          "a byte scan finds %s at +%s, the decoder %s at +%s" % (
              probe.get("scan_entry"), probe.get("scan_entry_offset"), probe.get("entry"), probe.get("entry_offset")))
    check(checks, "layout", probe.get("layout") == want_layout,
          "layout %s on Linux %s (expected %s)" % (probe.get("layout"), probe.get("kernel"), want_layout))
    if not want_selftest:
        return
    if selftest is None:
        check(checks, "selftest", False, "no selftest result came back")
        return
    st = selftest
    check(checks, "selftest", st.get("exit") == 0 and st["failed"] == 0 and st["points"] > 0,
          "harness/vdso/selftest: %d points, %d failed, exit %s" % (st["points"], st["failed"], st.get("exit")))
    o, ab, h = st.get("oracle") or [], st.get("abort") or [], st.get("helper") or []
    check(checks, "helper-oracle", len(o) == 3 and o[2] == 0 and len(ab) == 4 and ab[3] == 0 and
          len(h) == 2 and h[0] == h[1],
          "pending_syscall_return_address: %s; abort_pending_syscall: %s; helper thunk: %s" % (
              "%d traps, %d pending, %d wrong" % tuple(o) if len(o) == 3 else "no result",
              "%d aborted, %d refused, %d wrong" % tuple(ab[1:]) if len(ab) == 4 else "no result",
              "acted at %d of %d boundaries" % (h[1], h[0]) if len(h) == 2 else "no result"))
    want = pending_offsets(probe)
    lost = sorted(int(x.split("+", 1)[1], 0) for x in st.get("naive_lost", [])
                  if x.startswith(VSYSCALL + "+"))
    outside = [x for x in st.get("naive_lost", []) if not x.startswith(VSYSCALL + "+")]
    check(checks, "naive-lost", want is not None and lost == want and not outside and st["blocked"].get("naive"),
          "naive lost the cancel at %s%s (expected %s: the pending boundaries of the decoded layout)%s" % (
              ", ".join("+%d" % x for x in lost) or "none", "; outside the vDSO: " + ", ".join(outside)
              if outside else "", ", ".join("+%d" % x for x in want) if want else "unknown",
              "; and a blocked read" if st["blocked"].get("naive") else "; the blocked read was NOT lost"))
    g["naive_lost"] = ["+%d" % x for x in lost]
    g["oracle"] = {"traps": o[0], "pending": o[1], "wrong": o[2]} if o else None


# Which of these two a boundary of close() shows depends on whether the
# harness's reuse thread reopened the released number before the cleanup
# handler closed it again: the timing of that thread, not the path.  The
# same race (the release repeated) either way.
SAME_RACE = {"double-close": "double-close|wrong-close", "wrong-close": "double-close|wrong-close"}


def sweep_signature(rec, landing_off):
    """A sweep map that does not depend on the entry path: the boundaries
    as (symbol, performed, verdict), those inside __kernel_vsyscall folded
    to (pending | returned) runs, double-close and wrong-close as one."""
    sig = []
    for b in (rec.get("sweep") or {}).get("boundaries", []):
        sym = b.get("symbol") or "?"
        if b.get("in_kernel"):
            sym = "kernel"
        elif sym.startswith(VSYSCALL):
            off = int(sym.split("+", 1)[1], 0) if "+" in sym else 0
            sym = VSYSCALL + (":pending" if landing_off is None or off < landing_off else ":returned")
        item = (sym, bool(b.get("performed")), SAME_RACE.get(b.get("verdict"), b.get("verdict")))
        if not sig or sig[-1] != item or not sym.startswith(VSYSCALL):
            sig.append(item)
    return sig


def sweep_counts(rec):
    """(boundaries, {verdict: count} of the race verdicts) of a sweep."""
    summ = rec["sweep"].get("summary") or {}
    names = {c["verdict"] for c in cells(rec) if c["mode"] == "sweep" and c["verdict"]}
    return summ.get("boundaries"), {v: summ.get(v) for v in sorted(names) if summ.get(v)}


def differences(guests, records):
    """Every difference between guests of the same run's verdicts and sweep
    maps: [{what, guests, detail, explained}].  A sweep whose boundary count
    differs only inside __kernel_vsyscall is explained by the layout, one
    whose double-close/wrong-close split alone differs by the reuse
    thread's timing; any other difference (a verdict, a racy/clean status,
    a map outside the vDSO, a missing record) is where the design says
    there should be none: a finding."""
    landing = {g["tag"]: (g.get("vdso") or {}).get("landing_offset") for g in guests}
    by = {}
    for r in records:
        key = (r["run"]["root"], r["program"], r["variant"])
        by.setdefault(key, {})[r["guest"]["tag"]] = r
    out = []
    tags = [g["tag"] for g in guests]
    for key in sorted(by):
        recs = by[key]
        name = "%s %s [%s]" % (key[1], key[2], key[0])
        missing = [t for t in tags if t not in recs]
        have = [t for t in tags if t in recs]
        if missing and have:
            out.append({"what": name, "guests": missing, "explained": False,
                        "detail": "no record from %s (records from %s)" % (", ".join(missing), ", ".join(have))})
        status = {t: record_state(recs[t])[0] for t in have}
        if len(set(status.values())) > 1:
            out.append({"what": name, "guests": have, "explained": False,
                        "detail": "status differs: " + ", ".join("%s %s" % kv for kv in status.items())})
        racy = {t: sorted({SAME_RACE.get(c["verdict"], c["verdict"]) + " " + c["mode"]
                           for c in cells(recs[t]) if c["verdict"] and c["count"]}) for t in have}
        if len({tuple(v) for v in racy.values()}) > 1:
            out.append({"what": name, "guests": have, "explained": False,
                        "detail": "verdicts seen differ: " + "; ".join(
                            "%s: %s" % (t, ", ".join(v) or "none") for t, v in racy.items())})
        sweeps = {t: recs[t] for t in have if (recs[t].get("sweep") or {}).get("boundaries")}
        if len(sweeps) < 2:
            continue
        counts = {t: sweep_counts(r) for t, r in sweeps.items()}
        shown = "; ".join("%s %d boundaries, %s" % (t, c[0], ", ".join(
            "%d %s" % (n, v) for v, n in sorted(c[1].items())) or "none racy") for t, c in counts.items())
        sigs = {t: sweep_signature(r, landing.get(t)) for t, r in sweeps.items()}
        if len({json.dumps(x) for x in sigs.values()}) > 1:
            out.append({"what": name, "guests": list(sweeps), "explained": False,
                        "detail": "sweep maps differ outside __kernel_vsyscall: " + shown})
            continue
        why = []
        if len({c[0] for c in counts.values()}) > 1:
            why.append("boundary counts differ only inside __kernel_vsyscall (layout)")
        if len({json.dumps(c[1], sort_keys=True) for c in counts.values()}) > 1:
            why.append("the double-close/wrong-close split differs (the reuse thread's timing)")
        if why:
            out.append({"what": name, "guests": list(sweeps), "explained": True,
                        "detail": "sweep %s: %s" % (" and ".join(why), shown)})
    return out


def rc_of(blob):
    """An exit status file's number (-1 when missing or empty)."""
    return int((blob or b"-1").strip() or -1)


def read_probe(g, files, problems):
    """The probe's result, or None with g's status and reason set (a skip
    when the probe said so, else a failure)."""
    got = files.get("probe", {})
    probe_rc = rc_of(got.get("probe.rc"))
    probe = json.loads(got["probe.json"]) if "probe.json" in got else {}
    if probe_rc != 77 and probe:
        return probe
    tap = (got.get("probe.tap") or b"").decode(errors="replace")
    skip = re.search(r"# SKIP (.*)", tap)
    g["status"] = "skip" if probe_rc == 77 else "fail"
    g["reason"] = skip.group(1) if skip else "the probe gave no result (exit %s): %s" % (
        probe_rc, tap.strip()[-200:] or "; ".join(problems) or g["ended"])
    return None


VDSO_KEYS = ("layout", "entry", "vsyscall_bytes", "vsyscall_size", "entry_offset", "int80_offset",
             "landing_offset", "scan_entry", "helpers_exported", "decode_error")


def record_guest_facts(g, probe, files):
    """What the probe and the selftest saw, into g: the selftest's figures
    (None without a selftest)."""
    g["kernel"] = probe.get("kernel", g["kernel"])
    g["kernel_version"] = probe.get("kernel_version")
    g["vendor"] = probe.get("vendor")
    g["vdso"] = {k: probe.get(k) for k in VDSO_KEYS if k in probe}
    if "selftest" not in files:
        return None
    st = parse_selftest(files["selftest"].get("selftest.tap", b"").decode(errors="replace"))
    st["exit"] = rc_of(files["selftest"].get("selftest.rc"))
    g["selftest"] = st
    return st


def run_problem(a, fs, rtag, root, rname):
    """(why a run's result is no record, "" when it is one; the exit
    status; the record or None)."""
    rc = rc_of(fs.get(rtag + ".rc"))
    rec = None
    tap = fs.get(rtag + ".tap", b"").decode(errors="replace")
    if rtag + ".json" in fs:
        try:
            rec = json.loads(fs[rtag + ".json"])
        except ValueError:
            rec = None
    bench = rec is not None and rec.get("kind") == "bench"
    if rc == 77 and not bench:
        return "skipped: " + " ".join(l for l in tap.splitlines() if "SKIP" in l)[:200], rc, rec
    if rec is None or (bench and rc not in (0, 77)):
        # a benchmark that exits otherwise is a harness error, record or not
        return "no record (exit %s): %s" % (rc, (tap.strip().splitlines() or [""])[-1][:200]), rc, None
    errs = validate_record(rec, rtag)
    rdir = "%s/%s" % (GUEST_ROOTS, root) if root else None
    ok, mismatch = matrix.root_matches(rec, rname, rdir, a.root_info.get(rname, {}).get("packages", []))
    return ("invalid record: " + errs[0]) if errs else ("" if ok else mismatch), rc, rec


def judge_bench_entries(g, records, nbench):
    """The bench-entry check: every benchmark record of the table's
    programs executed the kernel entry bench/README's table says (the same
    judge as on a host, scripts/bench-entry), the vDSO's calls with the
    guest's decoded instruction."""
    benches = [r for r in records if r.get("kind") == "bench"]
    judged = bench_entry.judge_all(benches)
    wrong = [what for good, what in judged if not good]
    check(g["checks"], "bench-entry", judged and not wrong and len(benches) == nbench,
          "%d of %d benchmarks gave a record; the kernel entry of %d of %d as bench/README's table says (%s)%s" % (
              len(benches), nbench, len(judged) - len(wrong), len(judged), bench_entry.entry_summary(benches)
              or "none judged", "; NOT: " + "; ".join(wrong) if wrong else ""))


def judge_runs(g, records, failures, nruns, nbench=0):
    """The records check (and the bench-entry check when benchmarks ran),
    and the guest's status from every check."""
    if nbench:
        judge_bench_entries(g, records, nbench)
    bad = [r for r in records if not record_ok(r)]
    hard = [f for f in failures if not f.get("skip")]
    check(g["checks"], "records", not bad and not hard,
          "%d of %d runs gave a record, %d not as expected, %d without a record" % (
              len(records), nruns, len(bad), len(failures)))
    g["runs"], g["records"] = nruns, len(records)
    g["status"] = "pass" if all(c["ok"] for c in g["checks"]) else "fail"
    if g["status"] == "fail":
        g["reason"] = "; ".join("%s: %s" % (c["check"], c["detail"]) for c in g["checks"] if not c["ok"])
