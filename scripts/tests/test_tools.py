#!/usr/bin/env python3
"""Tests of the scripts' logic on small results files (TAP 13): the
validator, the libc fetcher's offline logic, the compare (the QA gate) and
the renderers.  usage: test_tools.py validate|fetch|compare|render
Exit: 0 all ok, 1 a test failed, 2 usage error, 77 a prerequisite missing.
"""
import copy
import importlib.machinery
import importlib.util
import json
import os
import shutil
import subprocess
import sys
import tempfile
import xml.dom.minidom

HERE = os.path.dirname(os.path.abspath(__file__))
SCRIPTS = os.path.dirname(HERE)
SAMPLE = os.path.join(HERE, "sample-results.json")
BENCH = os.path.join(HERE, "sample-bench.json")
sys.path.insert(0, SCRIPTS)
import crlib  # noqa: E402

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


def tool(name, *args, stdin=None):
    p = subprocess.run([sys.executable, os.path.join(SCRIPTS, name)] + list(args), input=stdin,
                       stdout=subprocess.PIPE, stderr=subprocess.PIPE, universal_newlines=True, timeout=300)
    return p.returncode, p.stdout, p.stderr


def load_script(name):
    loader = importlib.machinery.SourceFileLoader(name.replace("-", "_"), os.path.join(SCRIPTS, name))
    spec = importlib.util.spec_from_loader(loader.name, loader)
    mod = importlib.util.module_from_spec(spec)
    loader.exec_module(mod)
    return mod


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
        if c["verdict"] == verdict:
            return c
    raise KeyError((mode, verdict))


# ------------------------------------------------------------------ groups
def t_validate():
    rc, out, err = tool("cr-validate", SAMPLE, BENCH)
    ok(rc == 0 and "valid (7 records)" in out, "the sample results and bench files are valid", out + err)
    rc, out, err = tool("cr-validate")
    ok(rc == 2 and "usage" in err, "no argument: usage message, exit 2", err)
    rc, out, err = tool("cr-validate", write("{not json", "bad.json"))
    ok(rc == 2 and "not readable JSON" in err, "not JSON: exit 2 with a clear message", err)
    d = sample()
    d["schema"] = "cancelrace-results/0"
    rc, out, err = tool("cr-validate", write(d, "schema.json"))
    ok(rc == 2 and "schema" in err, "wrong results schema: exit 2", err)
    d = sample()
    del d["records"][0]["machine"]["kernel"]
    rc, out, err = tool("cr-validate", write(d, "kernel.json"))
    ok(rc == 2 and "records[0]: machine.kernel: missing" in err, "a record without machine.kernel: exit 2, path named", err)
    d = sample()
    d["records"][1]["hammer"]["counts"]["leak"] = -3
    rc, out, err = tool("cr-validate", write(d, "count.json"))
    ok(rc == 2 and "hammer.counts.leak" in err, "a negative count: exit 2", err)
    d = sample()
    d["records"][2]["libc"].pop("version")
    d["records"][3]["started"] = "yesterday"
    rc, out, err = tool("cr-validate", write(d, "two.json"))
    ok(rc == 2 and "libc.version" in err and "started" in err, "every problem is listed, not only the first", err)
    d = sample()
    d["records"][0]["hammer"]["checks"][0]["expect"] = "maybe"
    rc, out, err = tool("cr-validate", write(d, "expect.json"))
    ok(rc == 2 and "expect" in err, "an unknown expectation word: exit 2", err)
    with open(BENCH) as fh:
        b = json.load(fh)
    b["records"][0]["stats"]["min"] = b["records"][0]["stats"]["max"] + 1
    rc, out, err = tool("cr-validate", write(b, "minmax.json"))
    ok(rc == 2 and "min <= median <= max" in err, "bench stats out of order: exit 2", err)
    single = sample()["records"][0]
    rc, out, err = tool("cr-validate", "-", stdin=json.dumps(single))
    ok(rc == 0 and "valid (1 record)" in out, "a single record on stdin is valid", out + err)
    # a record straight from a race program of this build, when built
    prog = os.path.join(os.environ.get("CR_BUILDDIR", ""), "races", "open.glibc-x86_64")
    if os.environ.get("CR_BUILDDIR") and os.access(prog, os.X_OK):
        j = os.path.join(TMP, "live.json")
        p = subprocess.run([prog, "--hammer", "--iterations", "50", "--seconds", "5", "--json", j],
                           stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, timeout=120)
        rc, out, err = tool("cr-validate", j)
        ok(os.path.exists(j) and rc == 0, "a live record of races/open.glibc-x86_64 is valid (exit %d)" % p.returncode, err)
    else:
        print("ok %d - a live record # SKIP races/open.glibc-x86_64 not built" % (N[0] + 1))
        N[0] += 1


def t_fetch():
    f = load_script("cr-fetch-libc")
    with open(os.path.join(HERE, "fetch", "debian.sources")) as fh:
        e822 = f.parse_deb822(fh.read())
    ok(("http://deb.debian.org/debian", ["bookworm", "bookworm-updates"]) in e822,
       "deb822: this machine's kind of sources file parses", e822)
    ok(not any("src.example.org" in u for u, _ in e822), "deb822: deb-src stanzas are ignored", e822)
    main, sec = f.pick_mirrors(e822)
    ok((main, sec) == ("http://deb.debian.org/debian", "http://deb.debian.org/debian-security"),
       "deb822: the release mirror and the security mirror are found", (main, sec))
    with open(os.path.join(HERE, "fetch", "sources.list")) as fh:
        e1 = f.parse_one_line(fh.read())
    ok(e1 == [("http://mirror.example.net/debian/", ["bookworm"]),
              ("http://security.example.net/debian-security", ["bookworm-security"]),
              ("https://packages.cloud.google.com/apt", ["cloud-sdk-bookworm"])],
       "one-line: options, comments and deb-src handled", e1)
    ok(f.pick_mirrors(e1) == ("http://mirror.example.net/debian", "http://security.example.net/debian-security"),
       "one-line: a non-Debian archive is not taken for the mirror", f.pick_mirrors(e1))
    ok(f.pick_mirrors([("http://m.example/debian", ["trixie"])]) ==
       ("http://m.example/debian", "http://m.example/debian-security"),
       "no security entry: derived from the mirror's host")
    ok(f.pick_mirrors([]) == (None, None), "no Debian entry at all: no mirror")
    ok([s for _, s in f.suites_for("bullseye")] == ["bullseye", "bullseye-updates", "bullseye-security"]
       and [s for _, s in f.suites_for("sid")] == ["sid"], "suites: a release has -updates and -security, sid not")
    sl = f.sources_list("trixie", "http://m/debian", "http://m/debian-security")
    ok(sl.splitlines()[2] == "deb [signed-by=%s] http://m/debian-security trixie-security main" % f.KEYRING
       and len(sl.splitlines()) == 3, "the private sources.list", sl)
    rows = f.read_packages_tsv(os.path.join(HERE, "fetch", "PACKAGES.tsv"))
    ok(len(rows) == 8 and not f.check_complete(rows) and
       {r["version"] for r in rows if r["package"] == "libc6"} == {"2.31-13+deb11u11"},
       "PACKAGES.tsv reads back: 8 packages, libc6 2.31", rows)
    ok(f.check_complete(rows[:-1]) == [("musl", "i386")], "a missing package is named", f.check_complete(rows[:-1]))
    ok(f.read_packages_tsv(os.path.join(HERE, "fetch", "PACKAGES.tsv")) == f.read_packages_tsv(
        write(f.format_packages_tsv(rows), "P.tsv")), "PACKAGES.tsv round-trips")
    try:
        f.read_packages_tsv(write(f.TSV_HEADER + "\nlibc6\tamd64\t2.36\tx.deb\tnothex\n", "bad.tsv"))
        ok(False, "a malformed PACKAGES.tsv row is refused")
    except f.FetchError as e:
        ok(":2:" in str(e), "a malformed PACKAGES.tsv row is refused with its line", e)
    mad = ("libc6:i386 | 2.31-13+deb11u14 | http://x bullseye-security/main i386 Packages\n"
           "libc6:i386 | 2.31-13+deb11u11 | http://x bullseye/main i386 Packages\n"
           "libc6:i386 | 2.31-13+deb11u11 | http://y bullseye/main i386 Packages\n")
    ok(f.madison_versions(mad) == ["2.31-13+deb11u14", "2.31-13+deb11u11"], "madison: versions newest first, once")
    ok(f.pick_version({"amd64": ["3", "2", "1"], "i386": ["2", "1"]}) == ["2", "1"],
       "one common version for both arches, newest first")
    root = os.path.join(TMP, "root")
    os.makedirs(os.path.join(root, "lib", "x86_64-linux-gnu"))
    os.makedirs(os.path.join(root, "lib64"))
    open(os.path.join(root, "lib", "x86_64-linux-gnu", "ld-2.31.so"), "w").close()
    os.symlink("/lib/x86_64-linux-gnu/ld-2.31.so", os.path.join(root, "lib64", "ld-linux-x86-64.so.2"))
    os.symlink("ld-2.31.so", os.path.join(root, "lib", "x86_64-linux-gnu", "ld-linux-x86-64.so.2"))
    n = f.relativize_symlinks(root)
    ok(n == 1 and os.readlink(os.path.join(root, "lib64", "ld-linux-x86-64.so.2")) ==
       "../lib/x86_64-linux-gnu/ld-2.31.so" and
       os.path.realpath(os.path.join(root, "lib64", "ld-linux-x86-64.so.2")).startswith(os.path.realpath(root)),
       "absolute symlinks are pointed inside the root, relative ones kept", n)
    # cr-matrix's check that a record really ran on the root's libc
    m = load_script("cr-matrix")
    rec = copy.deepcopy(find(sample(), "bullseye", "open", "glibc-i386"))
    rdir = os.path.join(TMP, "roots", "bullseye")
    rec["libc"]["path"] = os.path.join(rdir, "lib", "i386-linux-gnu", "libc-2.31.so")
    good, why = m.root_matches(rec, "bullseye", rdir, rows)
    ok(good, "matrix: a record whose libc lies in the root and has its version passes", why)
    rec["libc"]["path"] = "/usr/lib/i386-linux-gnu/libc.so.6"
    good, why = m.root_matches(rec, "bullseye", rdir, rows)
    ok(not good and "wrong loader" in why, "matrix: the machine's own libc under a root is refused", why)
    rec["libc"]["path"] = os.path.join(rdir, "lib", "i386-linux-gnu", "libc-2.31.so")
    rec["libc"]["version"] = "2.36"
    good, why = m.root_matches(rec, "bullseye", rdir, rows)
    ok(not good and "2.36" in why, "matrix: a libc version the root does not have is refused", why)
    ok(m.binary_arch("vdso-i386-helper") == "i386" and m.binary_arch("musl-x86_64") == "x86_64" and
       m.is_glibc_binary("vdso-i386-int80") and not m.is_glibc_binary("musl-i386"),
       "matrix: arch and libc kind of a variant")
    rc, out, err = tool("cr-matrix", "--builddir", TMP)
    ok(rc == 2 and "name a release or give --host" in err, "matrix: nothing to run: usage, exit 2", err)
    rc, out, err = tool("cr-fetch-libc")
    ok(rc == 2 and "name at least one release" in err, "no release: usage, exit 2", err)
    rc, out, err = tool("cr-fetch-libc", "--print-sources", "Bad/Name")
    ok(rc == 2 and "not a release name" in err, "a bad release name: exit 2", err)
    empty = os.path.join(TMP, "etc-apt")
    os.makedirs(empty)
    rc, out, err = tool("cr-fetch-libc", "--apt-etc", empty, "--dest", os.path.join(TMP, "roots"), "trixie")
    ok(rc == 1 and "no Debian mirror" in err and "--mirror" in err, "no mirror configured: exit 1, says how", err)
    rc, out, err = tool("cr-fetch-libc", "--apt-etc", os.path.join(HERE, "fetch"), "--print-sources", "sid")
    ok(rc == 0 and "http://mirror.example.net/debian sid main" in out, "the mirror is read from the apt sources", out + err)
    # an unreachable mirror (a closed local port): fails clearly, nothing unpacked
    if shutil.which("apt-get"):
        dest = os.path.join(TMP, "roots")
        rc, out, err = tool("cr-fetch-libc", "--mirror", "http://127.0.0.1:9/debian", "--dest", dest, "trixie")
        ok(rc == 1 and "trixie" in err and not os.path.exists(os.path.join(dest, "trixie", ".complete")),
           "an unreachable mirror: exit 1, the release named, no root marked complete", err)
    else:
        N[0] += 1
        print("ok %d - unreachable mirror # SKIP no apt-get" % N[0])


def t_compare():
    base = write(sample(), "old.json")
    rc, out, err = tool("cr-compare", base, base)
    ok(rc == 0 and "0 changes, 0 regressions" in out, "a file against itself: no change, exit 0", out + err)
    d = sample()
    c = check_of(find(d, "trixie", "open", "glibc-x86_64"), "hammer", "leak")
    c["count"], c["ok"] = 12, False
    rc, out, err = tool("cr-compare", base, write(d, "appeared.json"))
    ok(rc == 1 and "APPEARED" in out and "open glibc-x86_64 [trixie] glibc x86_64: hammer leak: 0/400 -> 12/400" in out,
       "a race that appeared on glibc 2.41: exit 1, named", out + err)
    d = sample()
    c = check_of(find(d, "host", "close", "glibc-x86_64"), "hammer", "wrong-close")
    c["count"] = 4
    rc, out, err = tool("cr-compare", base, write(d, "may.json"))
    ok(rc == 0 and "APPEARED" in out and "expected may" in out,
       "a verdict that may happen (wrong-close on glibc < 2.41) appearing: reported, exit 0", out + err)
    d = sample()
    r = find(d, "host", "open", "glibc-x86_64")
    c = check_of(r, "hammer", "leak")
    c["count"], c["ok"] = 0, False
    r["hammer"]["counts"]["leak"] = 0
    rc, out, err = tool("cr-compare", base, write(d, "vanished.json"))
    ok(rc == 1 and "VANISHED" in out and "known race missed" in out, "a known race that vanished: exit 1", out + err)
    d = sample()
    c = check_of(find(d, "bullseye", "open", "glibc-i386"), "hammer", "leak")
    old = c["count"]
    c["count"] = max(1, old // 10)
    rc, out, err = tool("cr-compare", base, write(d, "moved.json"))
    ok(rc == 0 and "MOVED" in out, "a rate that moved beyond noise (%d -> %d of 400): reported, exit 0" % (old, c["count"]),
       out + err)
    d = sample()
    c = check_of(find(d, "bullseye", "open", "glibc-i386"), "hammer", "leak")
    c["count"] = old + 3
    rc, out, err = tool("cr-compare", base, write(d, "noise.json"))
    ok(rc == 0 and "MOVED" not in out, "a change within noise (+3 of 400) is not reported", out)
    d = sample()
    c = check_of(find(d, "host", "open", "glibc-x86_64"), "sweep", "leak")
    c["count"] += 1
    rc, out, err = tool("cr-compare", base, write(d, "sweep.json"))
    ok(rc == 0 and "MOVED" in out and "sweep leak" in out, "a sweep count is exact: +1 boundary is reported", out)
    d = sample()
    d["records"] = [r for r in d["records"] if not (r["run"]["root"] == "trixie" and r["program"] == "open")]
    rc, out, err = tool("cr-compare", base, write(d, "gone.json"))
    ok(rc == 1 and "GONE" in out, "a record that is gone: exit 1", out)
    d = sample()
    find(d, "trixie", "open", "glibc-x86_64")["libc"]["version"] = "2.42"
    rc, out, err = tool("cr-compare", base, write(d, "version.json"))
    ok(rc == 0 and "VERSION" in out and "glibc 2.41 -> glibc 2.42" in out, "a new libc version: reported, exit 0", out)
    d = sample()
    c = check_of(find(d, "host", "close", "glibc-x86_64"), "hammer", "double-close")
    c["ok"] = False
    rc, out, err = tool("cr-compare", base, write(d, "broke.json"))
    ok(rc == 1 and "BROKE" in out, "a check that went from as expected to not: exit 1", out)
    with open(BENCH) as fh:
        b = json.load(fh)
    b2 = copy.deepcopy(b)
    st = b2["records"][0]["stats"]
    for k in ("median", "min", "max", "p10", "p90", "mad"):
        st[k] *= 2
    rc, out, err = tool("cr-compare", write(b, "b1.json"), write(b2, "b2.json"))
    ok(rc == 0 and "SLOWER" in out and "performance regression (advisory" in out,
       "a benchmark twice as slow: reported as a performance regression, advisory (exit 0)", out + err)
    rc, out, err = tool("cr-compare", "--fail-on-perf", write(b, "b1.json"), write(b2, "b2.json"))
    ok(rc == 1 and "<< REGRESSION" in out, "... fatal with --fail-on-perf (exit 1)", out + err)
    t_bench_gate()
    rc, out, err = tool("cr-compare", base, write("[]", "list.json"))
    ok(rc == 2, "a malformed NEW: exit 2", err)
    rc, out, err = tool("cr-compare", base)
    ok(rc == 2, "one file only: usage error, exit 2", err)


def t_bench_gate():
    """crlib.bench_changes on recorded runs under bookworm (glibc 2.36) and
    trixie (glibc 2.41): the i386 cancellable read gets int $0x80."""
    old, new = (os.path.join(HERE, "bench-%s.json" % r) for r in ("bookworm", "trixie"))
    bw, tx = crlib.load(old), crlib.load(new)
    ch = crlib.bench_changes(bw, tx)
    want = {"key", "label", "old", "new", "old_range", "new_range", "ratio", "slower", "faster", "regression"}
    ok(len(ch) == 9 and all(want <= set(c) for c in ch),
       "bench_changes: one change per figure of the two runs (matched across the roots), every field", ch[:1])
    regs = [c for c in ch if c["regression"]]
    ok([c["key"][:2] for c in regs] == [("wrapper-read", "glibc-i386")],
       "bookworm -> trixie: the i386 cancellable read is the one performance regression",
       [(c["label"], round(c["ratio"], 2)) for c in ch])
    r = regs[0] if regs else {}
    ok(r and r["stat"] == "stats_cpu" and r["ratio"] >= 1.5 and r["slower"] and not r["faster"] and
       r["new_range"][0] > r["old_range"][1] and "[bookworm -> trixie] glibc 2.36 -> 2.41" in r["label"],
       "... by thread CPU time, ranges apart, %.1fx, labelled with both roots" % r.get("ratio", 0), r)
    rec = [x for x in tx["records"] if x["program"] == "wrapper-read" and x["variant"] == "glibc-i386"]
    ok(rec and rec[0]["entry"] == "int $0x80" and rec[0]["threads"] == 2,
       "the trixie record names int $0x80 and two threads", rec[0].get("entry") if rec else None)
    ok(not [c for c in crlib.bench_changes(tx, bw) if c["regression"]] and
       [c for c in crlib.bench_changes(tx, bw) if c["key"][:2] == ("wrapper-read", "glibc-i386")][0]["faster"],
       "trixie -> bookworm: faster, no regression")
    ok(not [c for c in crlib.bench_changes(bw, bw) if c["regression"] or c["slower"] or c["faster"]],
       "a run against itself: no change")
    ok(not [c for c in crlib.bench_changes(bw, tx, min_ratio=100) if c["regression"]],
       "min_ratio above the change: no regression")
    tx2 = copy.deepcopy(tx)
    for x in tx2["records"]:
        if x["program"] == "wrapper-read" and x["variant"] == "glibc-i386":
            wide = [y for y in bw["records"] if y["program"] == x["program"] and y["variant"] == x["variant"]][0]
            x["stats_cpu"]["p10"] = x["stats_cpu"]["min"] = wide["stats_cpu"]["p90"] - 1
    ok(not [c for c in crlib.bench_changes(bw, tx2) if c["regression"]],
       "ranges that overlap (new p10 under old p90): within noise, no regression")
    for x in tx2["records"]:
        x.pop("stats_cpu", None)
    c = [c for c in crlib.bench_changes(bw, tx2) if c["key"][:2] == ("wrapper-read", "glibc-i386")]
    ok(c and c[0]["stat"] == "stats" and c[0]["regression"], "without CPU time on one side: wall time", c)
    rc, out, err = tool("cr-compare", old, new)
    slow = [l for l in out.splitlines() if "performance regression" in l]
    ok(rc == 0 and len(slow) == 1 and "wrapper-read glibc-i386" in slow[0] and "advisory" in slow[0],
       "cr-compare bookworm trixie: the i386 wrapper flagged, advisory (exit 0)", out + err)
    rc, out, err = tool("cr-compare", "--fail-on-perf", old, new)
    ok(rc == 1 and "1 regressions" in out, "cr-compare --fail-on-perf: exit 1", out + err)
    rc, out, err = tool("cr-compare", "--min-ratio", "0.5", old, new)
    ok(rc == 2, "--min-ratio below 1: usage error, exit 2", err)


def t_tradeoff(md):
    """The trade-off table (cr-table's headline section) on the samples and
    on real records of a bookworm and a trixie run."""
    ok(md.index("## Trade-off") < md.index("## Race verdicts"), "cr-table: the trade-off table comes first")
    row = [l for l in md.splitlines() if l.startswith("| glibc 2.36 x86_64 [host] |")]
    ok(row and "**RACY**: double-close in 1 of 2 calls" in row[0] and "(threads not recorded)" in row[0],
       "a racy glibc row, and a record without a thread count says so", row)
    runs = [os.path.join(HERE, f) for f in ("bench-bookworm.json", "bench-trixie.json")]
    rc, md2, err = tool("cr-table", "--section", "tradeoff", SAMPLE, BENCH, *runs)
    rows = {l.split(" | ")[0][2:]: l.split(" | ") for l in md2.splitlines() if l.startswith("| ") and " [" in l}
    tx, bw = rows.get("glibc 2.41 i386 [trixie]"), rows.get("glibc 2.36 i386 [bookworm]")
    ok(rc == 0 and tx and bw and tx[3] == "int $0x80" and bw[3] == "call *%gs:0x10 -> vDSO syscall",
       "trade-off: the stepped kernel entry of each row (trixie glibc-i386 int $0x80, bookworm the vDSO)",
       md2 + err)
    if tx and bw:
        r_tx, r_bw = float(tx[4].rstrip("x")), float(bw[4].rstrip("x"))
        ok(r_tx > 5 * r_bw, "trade-off: glibc 2.41 i386 costs %.1fx the raw entry, 2.36 %.1fx" % (r_tx, r_bw))
    x = rows.get("glibc 2.41 x86_64 [trixie]")
    ok(x and x[1] == "race-free: 0 in 1 call" and "syscall" == x[3],
       "trade-off: glibc 2.41 x86_64 race-free (its trixie race record), entry syscall", x)
    crows = crlib.tradeoff([r for f in (SAMPLE, BENCH) + tuple(runs) for r in crlib.load(f)["records"]])
    ok([r["label"] for r in crows][:2] == ["glibc 2.36 i386 [bookworm]", "glibc 2.36 x86_64 [host]"] and
       all(set(r) >= {"race_free", "cost", "ratio", "abort", "entry", "threads"} for r in crows),
       "crlib.tradeoff: rows in order (glibc by version, i386 first, host first), every field")


def t_render():
    rc, md, err = tool("cr-table", SAMPLE, BENCH)
    ok(rc == 0, "cr-table renders the samples", err)
    lines = md.splitlines()
    row = [l for l in lines if l.startswith("| glibc 2.31 i386 [bullseye] |")]
    ok(len(row) == 2 and "**RACY**: leak hammer" in row[0] and "(as expected)" in row[0],
       "the bullseye glibc 2.31 i386 row shows the leak, as expected", row)
    row = [l for l in lines if l.startswith("| glibc 2.41 x86_64 [trixie] |")]
    ok(row and "clean (as expected)" in row[0] and "RACY" not in row[0], "glibc 2.41 is clean", row)
    ok("NOT AS EXPECTED" not in md, "no cell of the samples is unexpected")
    d = sample()
    c = check_of(find(d, "trixie", "open", "glibc-x86_64"), "hammer", "leak")
    c["count"], c["ok"] = 5, False
    rc, md2, err = tool("cr-table", write(d, "t.json"))
    row = [l for l in md2.splitlines() if l.startswith("| glibc 2.41 x86_64 [trixie] |")]
    ok(row and "NOT AS EXPECTED" in row[0] and "leak hammer 5/400 (expected none)" in row[0],
       "an unexpected cell says so", row)
    ent = {l.split("|")[1].strip(): l for l in lines if l.startswith("| entry-")}
    ok("36.88x" in ent.get("entry-int80", "") and "1.00x" in ent.get("entry-sysinfo", ""),
       "bench ratios: int80 against the fastest i386 entry", ent)
    ok("k=52..78" in md and "__kernel_vsyscall" in md, "the sweep windows table names the window and symbols")
    t_tradeoff(md)
    if not shutil.which(os.environ.get("GNUPLOT") or "gnuplot"):
        N[0] += 1
        print("ok %d - plots # SKIP gnuplot not installed" % N[0])
        return
    out = os.path.join(TMP, "plots")
    rc, o, err = tool("cr-plot", "--out", out, SAMPLE, BENCH)
    ok(rc == 0, "cr-plot draws the samples", err)
    for name in ("tradeoff", "entry-cost", "wrapper-cost", "sweep-map-open", "sweep-map-close"):
        svg, png = os.path.join(out, name + ".svg"), os.path.join(out, name + ".png")
        try:
            dom = xml.dom.minidom.parse(svg)
            good = dom.documentElement.tagName == "svg"
        except Exception as e:  # noqa: BLE001
            good, dom = False, e
        ok(good, "%s.svg is an SVG document" % name, dom)
        with open(png, "rb") as fh:
            head = fh.read(8)
        ok(head == b"\x89PNG\r\n\x1a\n" and os.path.getsize(png) > 5000, "%s.png is a PNG" % name)
    with open(os.path.join(out, "sweep-map-open.svg")) as fh:
        svg = fh.read()
    ok("__pthread_enable_asynccancel" in svg and "glibc 2.31 i386 [bullseye]" in svg,
       "the sweep map labels symbol ranges and rows")
    rc, o, err = tool("cr-plot", "--out", os.path.join(TMP, "p2"), BENCH)
    ok(rc == 0 and "sweep-map: no sweep records, skipped" in err, "a figure without data is skipped, said", err)
    html = os.path.join(TMP, "report.html")
    rc, o, err = tool("cr-report", "-o", html, "--plots", out, SAMPLE, BENCH)
    ok(rc == 0 and os.path.exists(html), "cr-report writes the report", err)
    with open(html) as fh:
        h = fh.read()
    ok(h.count("<svg") == 5 and "Race verdicts" in h and "Benchmarks" in h and "2.31-13+deb11u11" in h,
       "the report inlines the five figures, the tables and the root packages")
    first = [h.find(x) for x in ("Trade-off", 'id="tradeoff"', "Race verdicts", "<h2>Figures")]
    ok(all(x > 0 for x in first) and first == sorted(first),
       "the trade-off table and its figure come first on the page", first)
    ext = [x for x in ("src=\"http", "href=\"http", "<script", "@import", "url(http") if x in h]
    ok(not ext, "the report needs no network and runs no script", ext)


def main(argv):
    groups = {"validate": t_validate, "fetch": t_fetch, "compare": t_compare, "render": t_render}
    if len(argv) != 1 or argv[0] not in groups:
        print("usage: test_tools.py %s" % "|".join(groups), file=sys.stderr)
        return 2
    try:
        groups[argv[0]]()
    finally:
        shutil.rmtree(TMP, ignore_errors=True)
    print("1..%d" % N[0])
    return 1 if FAILED[0] else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
