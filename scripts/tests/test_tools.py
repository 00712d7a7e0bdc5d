#!/usr/bin/env python3
"""Tests of the scripts' logic on small results files (TAP 13): the
validator, the libc fetcher's offline logic, the compare (the QA gate) and
the renderers.  usage: test_tools.py validate|fetch|compare|render|qa
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
import re
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
        if c.get("verdict") == verdict:
            return c
    raise KeyError((mode, verdict))


def counts_of(rec, mode):
    """The one copy of a mode's counts: hammer.counts or sweep.summary."""
    return rec["hammer"]["counts"] if mode == "hammer" else rec["sweep"]["summary"]


def set_count(rec, mode, verdict, n, good=None):
    """Edit a verdict's count (and its check's ok) coherently; the record's
    status follows its checks."""
    counts_of(rec, mode)[verdict] = n
    if good is not None:
        check_of(rec, mode, verdict)["ok"] = good
    rec["status"] = crlib.derived_status(rec)


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
    rows = crlib.read_packages_tsv(os.path.join(HERE, "fetch", "PACKAGES.tsv"))
    ok(len(rows) == 8 and not f.check_complete(rows) and
       {r["version"] for r in rows if r["package"] == "libc6"} == {"2.31-13+deb11u11"} and
       all(r["suite"] == "" for r in rows),
       "an older five-column PACKAGES.tsv reads back: 8 packages, libc6 2.31, no suite", rows)
    ok(f.check_complete(rows[:-1]) == [("musl", "i386")], "a missing package is named", f.check_complete(rows[:-1]))
    rows[0]["suite"], rows[0]["origin"] = "experimental", "http://m/debian"
    back = crlib.read_packages_tsv(write(f.format_packages_tsv(rows), "P.tsv"))
    ok(back == rows and back[0]["suite"] == "experimental",
       "PACKAGES.tsv round-trips with the suite and origin columns", back[:1])
    ok(crlib.read_packages(TMP) == [], "a root without PACKAGES.tsv has no rows")
    for bad, why in ((crlib.PACKAGES_COLUMNS[0] + "\tarch\n", "header"),
                     ("\t".join(crlib.PACKAGES_COLUMNS) + "\nlibc6\tamd64\t2.36\tx.deb\tnothex\t\t\n", ":2:")):
        try:
            crlib.read_packages_tsv(write(bad, "bad.tsv"))
            ok(False, "a malformed PACKAGES.tsv (%s) is refused" % why)
        except crlib.Invalid as e:
            ok(why in str(e), "a malformed PACKAGES.tsv (%s) is refused, named" % why, e)
    m = load_script("cr-matrix")
    ok(not hasattr(m, "read_packages") and "read_packages" in open(os.path.join(SCRIPTS, "cr-matrix")).read(),
       "cr-matrix reads roots through crlib (one reader of PACKAGES.tsv)")
    ok([s for _, s in f.suites_for("experimental")] == ["sid", "experimental"] and
       [s for _, s in f.suites_for("trixie-proposed-updates")] ==
       ["trixie", "trixie-updates", "trixie-security", "trixie-proposed-updates"] and
       [s for _, s in f.suites_for("bookworm-backports")][-1] == "bookworm-backports" and
       f.split_suite("trixie") == ("trixie", None),
       "overlays: experimental on sid, -proposed-updates and -backports on their release")
    ok(f.debug_sources_list("experimental", "http://m/debian-debug", None) ==
       "deb http://m/debian-debug sid-debug main\ndeb http://m/debian-debug experimental-debug main\n",
       "the debug archive lists the base's and the overlay's -debug suites")
    mad = ("libc6:i386 | 2.31-13+deb11u14 | http://x bullseye-security/main i386 Packages\n"
           "libc6:i386 | 2.31-13+deb11u11 | http://x bullseye/main i386 Packages\n"
           "libc6:i386 | 2.31-13+deb11u11 | http://y bullseye/main i386 Packages\n")
    ok(f.madison_versions(mad) == ["2.31-13+deb11u14", "2.31-13+deb11u11"], "madison: versions newest first, once")
    ok(f.madison_entries(mad) == [("2.31-13+deb11u14", "bullseye-security"), ("2.31-13+deb11u11", "bullseye")],
       "madison: the suite serving each version", f.madison_entries(mad))
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
    t_fetch_archive()
    t_fetch_tree()

# ------------------------------------------------------------ a local archive
def make_deb(out_dir, pkg, arch, version, files=None):
    """A tiny binary package built with dpkg-deb (a marker file, or files
    {path: bytes}); returns its path."""
    d = tempfile.mkdtemp(dir=TMP)
    os.makedirs(os.path.join(d, "DEBIAN"))
    with open(os.path.join(d, "DEBIAN", "control"), "w") as fh:
        fh.write("Package: %s\nVersion: %s\nArchitecture: %s\nMaintainer: t <t@example.org>\n"
                 "Description: test package\n" % (pkg, version, arch))
    for rel, data in (files or {"usr/share/cr-test/%s.%s" % (pkg, arch): version.encode()}).items():
        os.makedirs(os.path.dirname(os.path.join(d, rel)), exist_ok=True)
        with open(os.path.join(d, rel), "wb") as fh:
            fh.write(data)
    path = os.path.join(out_dir, "%s_%s_%s.deb" % (pkg, version.replace(":", "%3a"), arch))
    subprocess.run(["dpkg-deb", "--root-owner-group", "-Zgzip", "--build", d, path], check=True,
                   stdout=subprocess.DEVNULL)
    shutil.rmtree(d)
    return path


def make_archive(top, suites):
    """A Debian archive under top ({suite: [(pkg, arch, version)]}), one
    dists/SUITE per suite with unsigned Release files (listed with
    [trusted=yes]); returns the file: URI of top."""
    import hashlib
    for suite, pkgs in suites.items():
        pool = os.path.join(top, "pool", suite)
        os.makedirs(pool, exist_ok=True)
        idx = {"amd64": [], "i386": []}
        for pkg, arch, version in pkgs:
            deb = make_deb(pool, pkg, arch, version)
            with open(deb, "rb") as fh:
                data = fh.read()
            idx[arch].append("Package: %s\nVersion: %s\nArchitecture: %s\nMaintainer: t <t@example.org>\n"
                             "Filename: %s\nSize: %d\nSHA256: %s\nDescription: test package\n" % (
                                 pkg, version, arch, os.path.relpath(deb, top), len(data),
                                 hashlib.sha256(data).hexdigest()))
        sums = []
        for arch, stanzas in idx.items():
            rel = "main/binary-%s/Packages" % arch
            path = os.path.join(top, "dists", suite, rel)
            os.makedirs(os.path.dirname(path), exist_ok=True)
            body = "\n".join(stanzas).encode()
            with open(path, "wb") as fh:
                fh.write(body)
            sums.append(" %s %d %s" % (hashlib.sha256(body).hexdigest(), len(body), rel))
        with open(os.path.join(top, "dists", suite, "Release"), "w") as fh:
            fh.write("Suite: %s\nCodename: %s\nDate: Thu, 03 Dec 2026 00:00:00 UTC\nArchitectures: amd64 i386\n"
                     "Components: main\nSHA256:\n%s\n" % (suite, suite, "\n".join(sums)))
    return "file://" + top


def libc_set(version, extra=(), arches=("amd64", "i386")):
    return [(p, a, version) for p in ("libc6", "libc6-dev", "libc6-dbg") for a in arches] + list(extra)


def t_fetch_archive():
    """The fetcher against a local archive: overlays, suites recorded,
    --deb over a base, --tree, the debug archive missing."""
    f = load_script("cr-fetch-libc")
    if not (shutil.which("apt-get") and shutil.which("dpkg-deb")):
        N[0] += 1
        print("ok %d - local archive # SKIP apt-get or dpkg-deb missing (not a Debian machine)" % N[0])
        return
    top = os.path.join(TMP, "archive")
    others = [(p, a, v) for p, v in (("libgcc-s1", "14-1"), ("musl", "1.2.5-1")) for a in ("amd64", "i386")]
    uri = make_archive(os.path.join(top, "debian"), {
        "sid": libc_set("2.41-1", others),
        # libc6 is newer in experimental for both arches; libgcc-s1 only for
        # amd64, so the version both arches share (sid's) is taken
        "experimental": libc_set("2.42-0exp1", [("libgcc-s1", "amd64", "15-0exp1")]),
        "trixie": libc_set("2.41-12", others), "trixie-updates": [],
        "trixie-proposed-updates": libc_set("2.41-13", arches=("amd64", "i386"))})
    make_archive(os.path.join(top, "debian-security"), {"trixie-security": [("musl", a, "1.2.5-1+deb13u1")
                                                                           for a in ("amd64", "i386")]})
    dest = os.path.join(TMP, "roots-local")
    noetc = os.path.join(TMP, "no-apt-etc")
    os.makedirs(noetc, exist_ok=True)
    base = ["--mirror", uri, "--security-mirror", uri + "-security", "--apt-etc", noetc, "--keyring", "trusted",
            "--dest", dest]
    rc, out, err = tool("cr-fetch-libc", *base, "experimental", "trixie-proposed-updates")
    ok(rc == 0, "experimental and trixie-proposed-updates roots from a local archive (exit 0)", out + err)
    ex = crlib.read_packages(os.path.join(dest, "experimental"))
    got = {(r["package"], r["arch"]): (r["version"], r["suite"]) for r in ex}
    ok(got.get(("libc6", "amd64")) == ("2.42-0exp1", "experimental") and
       got.get(("libc6", "i386")) == ("2.42-0exp1", "experimental") and
       got.get(("musl", "i386")) == ("1.2.5-1", "sid"),
       "experimental: the newest version wins, and its suite is recorded", got)
    ok(got.get(("libgcc-s1", "amd64")) == ("14-1", "sid"),
       "experimental: a package newer for one arch only is taken at the version both arches share", got)
    ok(got.get(("libc6-dbg", "i386")) == ("2.42-0exp1", "experimental"),
       "experimental: libc6-dbg comes at libc6's exact version", got)
    notes = open(os.path.join(dest, "experimental", "NOTES")).read()
    ok("libgcc-s1:amd64 15-0exp1 is newer" in notes and "musl-dbgsym" in notes and "debug archive" in notes,
       "NOTES say which newer version was passed over and that musl's debug archive could not be read", notes)
    pu = {(r["package"], r["arch"]): (r["version"], r["suite"])
          for r in crlib.read_packages(os.path.join(dest, "trixie-proposed-updates"))}
    ok(pu.get(("libc6", "amd64")) == ("2.41-13", "trixie-proposed-updates") and
       pu.get(("libgcc-s1", "i386")) == ("14-1", "trixie") and pu.get(("musl", "amd64")) == ("1.2.5-1+deb13u1", "trixie-security"),
       "trixie-proposed-updates: on trixie with its -security; each package's suite recorded", pu)
    sl = open(os.path.join(dest, "trixie-proposed-updates", "SOURCES.list")).read()
    ok(sl.count("\n") == 4 and "trixie-proposed-updates main" in sl, "the overlay's sources.list", sl)
    rc, out, err = tool("cr-fetch-libc", *base, "bookworm-proposed-updates")
    ok(rc == 1 and "suite 'bookworm' is not served" in err, "a suite the archive lacks: exit 1, named", err)
    # --deb: a maintainer's libc6 for amd64, the rest from trixie
    mine = make_deb(TMP, "libc6", "amd64", "2.41-14local1")
    rc, out, err = tool("cr-fetch-libc", *base, "--base", "trixie", "--deb", mine, "cand")
    rows = {(r["package"], r["arch"]): r for r in crlib.read_packages(os.path.join(dest, "cand"))}
    ok(rc == 0 and rows[("libc6", "amd64")]["version"] == "2.41-14local1" and
       rows[("libc6", "amd64")]["suite"] == "local" and rows[("libc6", "amd64")]["origin"] == os.path.abspath(mine) and
       rows[("libc6", "i386")]["version"] == "2.41-12" and rows[("libgcc-s1", "amd64")]["suite"] == "trixie",
       "--deb: the local package, and the base's others, each with its source", out + err)
    ok(("libc6-dbg", "amd64") not in rows and rows.get(("libc6-dbg", "i386"), {}).get("version") == "2.41-12",
       "--deb: no archive debug package for the libc given by hand (its build-ids differ)", sorted(rows))
    ok(os.path.exists(os.path.join(dest, "cand", "usr/share/cr-test/libc6.amd64")) and
       open(os.path.join(dest, "cand", "usr/share/cr-test/libc6.amd64")).read() == "2.41-14local1",
       "--deb: the local package's files are the ones unpacked")
    rc, out, err = tool("cr-fetch-libc", *base, "--deb", mine, "cand")
    ok(rc == 2 and "--base" in err, "--deb without --base: usage, exit 2", err)
    rc, out, err = tool("cr-fetch-libc", *base, "--base", "trixie", "--deb", write("not a deb", "x.deb"), "cand")
    ok(rc == 2 and "is not a .deb" in err, "--deb of a file that is not a package: exit 2", err)
    rc, out, err = tool("cr-fetch-libc", *base, "--base", "trixie", "--deb", mine, "a", "b")
    ok(rc == 2 and "name it once" in err, "--deb with two names: exit 2", err)


def host_tree(kind):
    """A `make install DESTDIR=` style tree of this machine's glibc or musl
    (x86_64), in an upstream layout: glibc under lib64 and usr/lib64, musl
    under usr/local/musl with lib/ld-musl-x86_64.so.1 an absolute symlink."""
    t = os.path.join(TMP, "tree-" + kind)
    if kind == "glibc":
        libc = "/lib/x86_64-linux-gnu/libc.so.6"
        ld = os.path.realpath("/lib64/ld-linux-x86-64.so.2")
        if not (os.path.exists(libc) and os.path.exists(ld)):
            return None
        os.makedirs(os.path.join(t, "lib64"))
        os.makedirs(os.path.join(t, "usr/lib64"))
        shutil.copy(libc, os.path.join(t, "usr/lib64/libc.so.6"))
        shutil.copy(ld, os.path.join(t, "lib64/ld-linux-x86-64.so.2"))
        os.symlink("/usr/lib64/libc.so.6", os.path.join(t, "lib64/libc.so.6"))
        with open(os.path.join(t, "usr/lib64/libc.so"), "w") as fh:
            fh.write("GROUP ( /lib64/libc.so.6 )\n")
    else:
        libc = "/usr/lib/x86_64-linux-musl/libc.so"
        if not os.path.exists(libc):
            return None
        os.makedirs(os.path.join(t, "usr/local/musl/lib"))
        os.makedirs(os.path.join(t, "lib"))
        shutil.copy(libc, os.path.join(t, "usr/local/musl/lib/libc.so"))
        os.symlink("/usr/local/musl/lib/libc.so", os.path.join(t, "lib/ld-musl-x86_64.so.1"))
    return t


def t_debug_by_build_id(f, root, prog):
    """The sweep names a stripped libc from the debug file under the root,
    found by build-id, and keeps object+offset naming without it.  The
    root's libc.so.6 and the machine's debug file of it get a build-id of
    their own (one byte changed), so only the root's copy can match."""
    libc = os.path.join(root, "usr/lib/x86_64-linux-gnu/libc.so.6")
    arch, bid = f.elf_info(libc)
    host_dbg = "/usr/lib/debug/.build-id/%s/%s.debug" % (bid[:2], bid[2:])
    if not os.path.exists(host_dbg):
        N[0] += 1
        print("ok %d - debug symbols by build-id # SKIP no %s (libc6-dbg; scripts/install-deps installs it)"
              % (N[0], host_dbg))
        return
    old_id = bytes.fromhex(bid)
    new_id = old_id[:-1] + bytes([old_id[-1] ^ 0xff])
    for src, dst in ((libc, libc), (host_dbg, None)):
        with open(src, "rb") as fh:
            data = fh.read()
        if dst is None:
            nid = new_id.hex()
            dst = os.path.join(root, "usr/lib/debug/.build-id", nid[:2], nid[2:] + ".debug")
            os.makedirs(os.path.dirname(dst), exist_ok=True)
        with open(dst + ".tmp", "wb") as fh:
            fh.write(data.replace(old_id, new_id))
        os.chmod(dst + ".tmp", 0o755)
        os.replace(dst + ".tmp", dst)
    env = dict(os.environ, LIBC_ROOT=root)
    env.pop("CR_LIBC_ROOT_ACTIVE", None)

    def names():
        j = os.path.join(TMP, "sym.json")
        subprocess.run([prog, "--sweep", "--json", j], env=env, stdout=subprocess.DEVNULL,
                       stderr=subprocess.DEVNULL, timeout=300)
        rec = json.load(open(j)) if os.path.exists(j) else {}
        return [b.get("symbol", "") for b in (rec.get("sweep") or {}).get("boundaries", [])]
    with_dbg = names()
    ok(any(n.startswith("__pthread_disable_asynccancel+") for n in with_dbg) and
       not any("libc.so.6+" in n for n in with_dbg),
       "a stripped libc under a root is named from the root's debug file, found by build-id", with_dbg[:60])
    os.unlink(dst)
    without = names()
    ok(any("libc.so.6+" in n for n in without) and
       not any(n.startswith("__pthread_disable_asynccancel") for n in without),
       "without a debug file of that build-id the object+offset naming stays", without[:60])


def t_fetch_tree():
    f = load_script("cr-fetch-libc")
    dest = os.path.join(TMP, "roots-tree")
    for kind, prog in (("glibc", "open.glibc-x86_64"), ("musl", "open.musl-x86_64")):
        t = host_tree(kind)
        if not t:
            N[0] += 1
            print("ok %d - --tree %s # SKIP this machine has no %s x86_64 to copy" % (N[0], kind, kind))
            continue
        name = "tree-" + kind
        rc, out, err = tool("cr-fetch-libc", "--dest", dest, "--tree", t, name)
        root = os.path.join(dest, name)
        rows = crlib.read_packages(root)
        want = {"glibc": ("libc6", "usr/lib/x86_64-linux-gnu/ld-linux-x86-64.so.2"),
                "musl": ("musl", "lib/ld-musl-x86_64.so.1")}[kind]
        ok(rc == 0 and len(rows) == 1 and rows[0]["package"] == want[0] and rows[0]["suite"] == "tree" and
           rows[0]["origin"] == os.path.abspath(t) and re.match(r"\d+\.\d+", rows[0]["version"]) and
           os.path.isfile(os.path.join(root, want[1])),
           "--tree %s: one row with the version the libc reports; the tree's own loader in the root" % kind,
           out + err + str(rows))
        ok(os.path.realpath(os.path.join(root, want[1])).startswith(os.path.realpath(root)),
           "--tree %s: the loader resolves inside the root, not to the machine's" % kind)
        prog = os.path.join(os.environ.get("CR_BUILDDIR", ""), "races", prog)
        if os.environ.get("CR_BUILDDIR") and os.access(prog, os.X_OK):
            j = os.path.join(TMP, name + ".json")
            env = dict(os.environ, LIBC_ROOT=root)
            env.pop("CR_LIBC_ROOT_ACTIVE", None)
            subprocess.run([prog, "--hammer", "--iterations", "20", "--seconds", "5", "--json", j], env=env,
                           stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, timeout=120)
            rec = json.load(open(j)) if os.path.exists(j) else {}
            lc = rec.get("libc") or {}
            ok(lc.get("version") == rows[0]["version"] and
               os.path.realpath(lc.get("path") or "/").startswith(os.path.realpath(root)),
               "--tree %s: a race run under the root reports the tree's libc (%s %s)" % (
                   kind, lc.get("name"), lc.get("path")), lc)
            if kind == "glibc":
                t_debug_by_build_id(f, root, prog)
        else:
            N[0] += 1
            print("ok %d - a race under the --tree root # SKIP races not built (CR_BUILDDIR)" % N[0])
    empty = os.path.join(TMP, "empty-tree")
    os.makedirs(os.path.join(empty, "usr/lib"))
    rc, out, err = tool("cr-fetch-libc", "--dest", dest, "--tree", empty, "nothing")
    ok(rc == 2 and "no glibc" in err and not os.path.exists(os.path.join(dest, "nothing")),
       "--tree without a libc: exit 2, no root left", err)


def t_compare():
    base = write(sample(), "old.json")
    rc, out, err = tool("cr-compare", base, base)
    ok(rc == 0 and "0 changes, 0 regressions" in out, "a file against itself: no change, exit 0", out + err)
    d = sample()
    set_count(find(d, "trixie", "open", "glibc-x86_64"), "hammer", "leak", 12, False)
    rc, out, err = tool("cr-compare", base, write(d, "appeared.json"))
    ok(rc == 1 and "APPEARED" in out and "open glibc-x86_64 [trixie] glibc x86_64: hammer leak: 0/400 -> 12/400" in out,
       "a race that appeared on glibc 2.41: exit 1, named", out + err)
    d = sample()
    set_count(find(d, "host", "close", "glibc-x86_64"), "hammer", "wrong-close", 4)
    rc, out, err = tool("cr-compare", base, write(d, "may.json"))
    ok(rc == 0 and "APPEARED" in out and "expected may" in out,
       "a verdict that may happen (wrong-close on glibc < 2.41) appearing: reported, exit 0", out + err)
    d = sample()
    set_count(find(d, "host", "open", "glibc-x86_64"), "hammer", "leak", 0, False)
    rc, out, err = tool("cr-compare", base, write(d, "vanished.json"))
    ok(rc == 1 and "VANISHED" in out and "known race missed" in out, "a known race that vanished: exit 1", out + err)
    d = sample()
    r = find(d, "bullseye", "open", "glibc-i386")
    old = counts_of(r, "hammer")["leak"]
    set_count(r, "hammer", "leak", max(1, old // 10))
    rc, out, err = tool("cr-compare", base, write(d, "moved.json"))
    ok(rc == 0 and "MOVED" in out, "a rate that moved beyond noise (%d -> %d of 400): reported, exit 0" % (
        old, max(1, old // 10)), out + err)
    d = sample()
    set_count(find(d, "bullseye", "open", "glibc-i386"), "hammer", "leak", old + 3)
    rc, out, err = tool("cr-compare", base, write(d, "noise.json"))
    ok(rc == 0 and "MOVED" not in out, "a change within noise (+3 of 400) is not reported", out)
    d = sample()
    r = find(d, "host", "open", "glibc-x86_64")
    # one more boundary that leaks: the map and its summary agree
    b = [x for x in r["sweep"]["boundaries"] if x["verdict"] == "ok"][-1]
    b["verdict"] = "leak"
    r["sweep"]["summary"]["ok"] -= 1
    set_count(r, "sweep", "leak", counts_of(r, "sweep")["leak"] + 1)
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
    r = find(d, "host", "close", "glibc-x86_64")
    check_of(r, "hammer", "double-close")["ok"] = False
    r["status"] = crlib.derived_status(r)
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
    ok(len(row) == 2 and "**RACY**: " in row[0] and "leak hammer" in row[0] and "(as expected)" in row[0],
       "the bullseye glibc 2.31 i386 row shows the leak, as expected", row)
    row = [l for l in lines if l.startswith("| glibc 2.41 x86_64 [trixie] |")]
    ok(row and "clean (as expected)" in row[0] and "RACY" not in row[0], "glibc 2.41 is clean", row)
    ok("NOT AS EXPECTED" not in md, "no cell of the samples is unexpected")
    d = sample()
    set_count(find(d, "trixie", "open", "glibc-x86_64"), "hammer", "leak", 5, False)
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


# ------------------------------------------------------------ cr-qa
def qa_sides():
    """(baseline, candidate) results documents made from the samples: the
    host's records, and a candidate where glibc's open race is fixed (glibc
    2.41), musl's open shows a leak, close's sweep window moved, and the
    musl read wrapper is 2.5 times as slow."""
    d = sample()
    with open(BENCH) as fh:
        bench = json.load(fh)
    base = {"schema": crlib.RESULTS_SCHEMA, "records": [r for r in d["records"] if r["run"]["root"] == "host"]
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
        if b["verdict"] not in crlib.BOUNDARY_STATES:
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
    g["status"] = crlib.derived_status(g)
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
    ok("APPEARED" in sect("Regressed") and "open musl-x86_64 musl x86_64: hammer leak: 0/400 -> 7/400" in sect("Regressed"),
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
        fh.write(crlib.format_packages_tsv([{"package": "musl", "arch": "amd64", "version": "9.9-1",
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


def main(argv):
    groups = {"validate": t_validate, "fetch": t_fetch, "compare": t_compare, "render": t_render, "qa": t_qa}
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
