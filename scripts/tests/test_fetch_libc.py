#!/usr/bin/env python3
"""Tests of cancelrace/fetch_libc.py (scripts/cr-fetch-libc): a root's
packages complete, the command line, a local archive built on the fly,
installed trees, debug files by build-id (TAP 13; apt.py's part:
test_apt.py, PACKAGES.tsv's: test_packages.py).
Exit: 0 all ok, 1 a test failed."""
from toolslib import *  # noqa: F401,F403
from cancelrace import fetch_libc, packages


def t_complete():
    """A root's packages: complete, or the missing one named (the file's
    own reading and writing: test_packages.py)."""
    f = fetch_libc
    rows = packages.read_packages_tsv(os.path.join(HERE, "fetch", "PACKAGES.tsv"))
    ok(len(rows) == 8 and not f.check_complete(rows), "the 8 packages of a root are complete", rows)
    ok(f.check_complete(rows[:-1]) == [("musl", "i386")], "a missing package is named", f.check_complete(rows[:-1]))


def t_cli():
    """cr-fetch-libc's usage errors, the mirror from the apt sources, an
    unreachable mirror."""
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
    f = fetch_libc
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
    ex = packages.read_packages(os.path.join(dest, "experimental"))
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
          for r in packages.read_packages(os.path.join(dest, "trixie-proposed-updates"))}
    ok(pu.get(("libc6", "amd64")) == ("2.41-13", "trixie-proposed-updates") and
       pu.get(("libgcc-s1", "i386")) == ("14-1", "trixie") and pu.get(("musl", "amd64")) == ("1.2.5-1+deb13u1", "trixie-security"),
       "trixie-proposed-updates: on trixie with its -security; each package's suite recorded", pu)
    sl = open(os.path.join(dest, "trixie-proposed-updates", "SOURCES.list")).read()
    ok(sl.count("\n") == 4 and "trixie-proposed-updates main" in sl, "the overlay's sources.list", sl)
    rc, out, err = tool("cr-fetch-libc", *base, "bookworm-proposed-updates")
    ok(rc == 1 and "suite 'bookworm' is not served" in err, "a suite the archive lacks: exit 1, named", err)
    t_fetch_deb(base, dest)


def t_fetch_deb(base, dest):
    """--deb: a maintainer's libc6 for amd64, the rest from trixie."""
    mine = make_deb(TMP, "libc6", "amd64", "2.41-14local1")
    rc, out, err = tool("cr-fetch-libc", *base, "--base", "trixie", "--deb", mine, "cand")
    rows = {(r["package"], r["arch"]): r for r in packages.read_packages(os.path.join(dest, "cand"))}
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
        subprocess.run(program(prog) + ["--sweep", "--json", j], env=env, stdout=subprocess.DEVNULL,
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
    f = fetch_libc
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
        rows = packages.read_packages(root)
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
            subprocess.run(program(prog) + ["--hammer", "--iterations", "20", "--seconds", "5", "--json", j], env=env,
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


if __name__ == "__main__":
    run(t_complete, t_cli, t_fetch_archive, t_fetch_tree)
