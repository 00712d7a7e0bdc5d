"""cr-fetch-libc: unpack the libcs of a Debian suite, of local .deb files or
of an installed glibc or musl tree into a root the races can run under
(LIBC_ROOT=DIR/<name>, see harness/libcroot.c).

  cr-fetch-libc [--dest DIR] SUITE...            bookworm, trixie, sid,
                                                 experimental (on sid),
                                                 trixie-proposed-updates,
                                                 bookworm-backports (on
                                                 their release)
  cr-fetch-libc [--dest DIR] --base SUITE --deb FILE... NAME
                                                 the .debs, the rest of the
                                                 root from SUITE
  cr-fetch-libc [--dest DIR] [--base SUITE] --tree DESTDIR NAME
                                                 a `make install
                                                 DESTDIR=...` tree, run by
                                                 its own loader

For a suite it fetches libc6, libc6-dev, libgcc-s1 and musl, each for amd64
and i386, with `apt-get download` against a private sources list and a
private apt state (scripts/cancelrace/apt.py: the machine's own sources, lists and
cache are never touched); an overlay suite (experimental, -proposed-updates,
-backports) is listed on top of its base and the newest version of each
package wins.  The debug symbols come along where Debian has them: libc6-dbg
(same archive, at libc6's exact version) and musl-dbgsym (the separate
debug archive); they are matched to the root's objects by build-id
(DEBUG.tsv) and a missing one is a note, not a failure.  Everything is
unpacked with `dpkg-deb -x` into DIR/<name>/ (absolute symlinks pointed
inside the root), and PACKAGES.tsv records exactly what: package, arch,
version, filename, sha256, suite (the suites serving that version; "local",
"tree") and origin (archive URI, .deb path, tree).  DIR/<name>/.complete is
written last; a suite's root is fetched again only with --force (a --deb or
--tree root is always made again).

The mirror is read at run time from this machine's /etc/apt sources (the
URI that serves a plain release suite, and the one serving <suite>-security),
never hard-coded: --mirror / --security-mirror or CR_DEBIAN_MIRROR /
CR_DEBIAN_SECURITY_MIRROR override it.

Exit: 0 all roots made, 1 a suite or package could not be had (said
clearly), 2 usage error or bad input (a file that is not a .deb, a tree
without a libc), 99 internal error.
"""
import argparse
import os
import re
import shutil
import subprocess
import sys

from .elf import elf_info  # noqa: F401  (tests read it here)
from .packages import PACKAGES_COLUMNS, format_packages_tsv, read_packages
from .schema import Invalid
from .apt import (FetchError, KEYRING, TRUSTED, NO_UPDATES, parse_one_line, parse_deb822,  # noqa: F401
                   host_entries, pick_mirrors, split_suite, suites_for, required_suites, sources_list,
                   debug_sources_list, debug_mirror_for, apt_options, prepare_state, listed_suites, apt_update, run,
                   madison_entries, madison_versions, pick_version, download_package, sha256, deb_fields,
                   unpack_deb, relativize_symlinks)

# libc6 and musl are what the races run on; libgcc-s1 is the release's own
# unwinder (glibc's pthread_cancel dlopens libgcc_s.so.1, and this machine's
# needs a newer glibc than older releases have); libc6-dev lets
# scripts/cr-matrix relink a glibc program against an older release's libc
# (a binary built here needs GLIBC_2.34 symbols that glibc 2.31 lacks).
PACKAGES = [(p, a) for p in ("libc6", "libc6-dev", "libgcc-s1", "musl") for a in ("amd64", "i386")]
# Debug symbols of a libc package: (package, archive) where "main" is the
# release's own archive and "debug" Debian's separate one of *-dbgsym.
DEBUG_PACKAGES = {"libc6": ("libc6-dbg", "main"), "musl": ("musl-dbgsym", "debug")}
TSV_HEADER = "\t".join(PACKAGES_COLUMNS)
DEB_ARCH = {"x86_64": "amd64", "i386": "i386"}
TRIPLET = {"amd64": "x86_64-linux-gnu", "i386": "i386-linux-gnu"}
MUSLDIR = {"amd64": "x86_64-linux-musl", "i386": "i386-linux-musl"}
GLIBC_LDSO = {"amd64": "ld-linux-x86-64.so.2", "i386": "ld-linux.so.2"}
MUSL_LDSO = {"amd64": "ld-musl-x86_64.so.1", "i386": "ld-musl-i386.so.1"}


class BadInput(Exception):
    """A file or tree given on the command line is not usable: exit 2."""


# ---------------------------------------------------------------- records
def check_complete(rows, need=PACKAGES):
    """The (package, arch) pairs of need that rows lack."""
    have = {(r["package"], r["arch"]) for r in rows}
    return [p for p in need if p not in have]


def debug_matches(root):
    """[(object, build_id, debug file or "")] for the shared objects of the
    root's library folders: the debug file the sweep will read, found by
    build-id under DIR/usr/lib/debug/.build-id/xx/yyyy.debug."""
    out = []
    libdirs = list(TRIPLET.values()) + list(MUSLDIR.values())
    dirs = ["lib/%s" % t for t in libdirs] + ["usr/lib/%s" % t for t in libdirs]
    seen = set()
    for d in dirs:
        full = os.path.join(root, d)
        if not os.path.isdir(full):
            continue
        for name in sorted(os.listdir(full)):
            p = os.path.join(full, name)
            if not re.search(r"\.so(\.[0-9.]+)?$", name) or not os.path.isfile(p):
                continue
            real = os.path.realpath(p)
            if real in seen:
                continue
            seen.add(real)
            info = elf_info(real)
            if not info or not info[1]:
                continue
            rel = ".build-id/%s/%s.debug" % (info[1][:2], info[1][2:])
            dbg = os.path.join("usr/lib/debug", rel)
            out.append((os.path.relpath(real, os.path.realpath(root)), info[1], dbg if os.path.exists(os.path.join(root, dbg)) else ""))
    return out


# ---------------------------------------------------------------- trees
def tree_resolve(tree, rel):
    """The real path inside tree of rel (symlinks followed, an absolute
    target taken relative to the tree, as DESTDIR installs them); None when
    it leaves the tree, loops or dangles."""
    parts = [p for p in rel.split("/") if p]
    done = []
    hops = 0
    while parts:
        part = parts.pop(0)
        if part == ".":
            continue
        if part == "..":
            if done:
                done.pop()
            continue
        p = os.path.join(tree, *(done + [part]))
        if os.path.islink(p):
            hops += 1
            if hops > 40:
                return None
            t = os.readlink(p)
            if t.startswith("/"):
                done = []
            parts = [x for x in t.split("/") if x] + parts
            continue
        if not os.path.exists(p):
            return None
        done.append(part)
    return os.path.join(tree, *done)


def find_tree_libcs(tree):
    """{(kind, arch): {"libc": path, "loader": path}} of the glibc and musl
    libcs installed in tree (kind "glibc" or "musl")."""
    found = {}
    for dirpath, dirnames, filenames in os.walk(tree):
        rel_dir = os.path.relpath(dirpath, tree)
        if rel_dir.startswith("usr/lib/debug"):
            dirnames[:] = []
            continue
        for name in filenames + [d for d in dirnames if os.path.islink(os.path.join(dirpath, d))]:
            if name == "libc.so.6" or name in GLIBC_LDSO.values():
                kind = "glibc"
            elif name == "libc.so" or name in MUSL_LDSO.values():
                kind = "musl"
            else:
                continue
            real = tree_resolve(tree, os.path.join(rel_dir, name))
            info = elf_info(real) if real and os.path.isfile(real) else None
            if not info or info[0] not in TRIPLET:
                continue
            role = "libc" if name in ("libc.so.6", "libc.so") else "loader"
            slot = found.setdefault((kind, info[0]), {})
            if role in slot and slot[role] != real:
                raise BadInput("%s: two %s %s %s files (%s, %s)" % (tree, kind, info[0], role, slot[role], real))
            slot[role] = real
    for (kind, arch), slot in list(found.items()):
        if kind == "musl":
            slot.setdefault("libc", slot.get("loader"))
            slot["loader"] = slot["libc"]
        if "libc" not in slot or "loader" not in slot:
            del found[(kind, arch)]
    return found


def libc_version(path, kind):
    """The version a libc file reports (glibc: its banner string; musl: what
    its loader prints when run with no argument)."""
    if kind == "glibc":
        with open(path, "rb") as fh:
            m = re.search(rb"release version (\d+\.\d+(?:\.\d+)*)", fh.read())
        return m.group(1).decode() if m else None
    try:
        p = subprocess.run([path], stdout=subprocess.PIPE, stderr=subprocess.STDOUT, timeout=10,
                           universal_newlines=True)
    except (OSError, subprocess.TimeoutExpired):
        return None
    m = re.search(r"^Version (\S+)", p.stdout, re.M)
    return m.group(1) if m else None


def lay_out_tree(tree, root, log=print):
    """Copy the shared objects of each libc in tree into the root's layout
    (glibc: usr/lib/<triplet>/ with the tree's own loader; musl:
    usr/lib/<arch>-linux-musl/libc.so, lib/ld-musl-<arch>.so.1 -> it) and
    the tree's debug files.  Returns (rows, covered (package, arch) pairs)."""
    found = find_tree_libcs(tree)
    if not found:
        raise BadInput("%s: no glibc (libc.so.6 and its ld-linux loader) or musl libc.so installed there" % tree)
    rows, covered = [], []
    for (kind, arch), slot in sorted(found.items()):
        version = libc_version(slot["libc"], kind)
        if not version:
            raise BadInput("%s: cannot tell the version of %s" % (tree, slot["libc"]))
        if kind == "glibc":
            dest = os.path.join(root, "usr/lib", TRIPLET[arch])
            os.makedirs(dest, exist_ok=True)
            n = 0
            for d in sorted({os.path.dirname(slot["libc"]), os.path.dirname(slot["loader"])}):
                for name in sorted(os.listdir(d)):
                    if not re.search(r"\.so(\.[0-9.]+)?$", name):
                        continue
                    real = tree_resolve(tree, os.path.relpath(os.path.join(d, name), tree))
                    if real and os.path.isfile(real) and elf_info(real) and not os.path.exists(os.path.join(dest, name)):
                        shutil.copy2(real, os.path.join(dest, name))
                        n += 1
            shutil.copy2(slot["loader"], os.path.join(dest, GLIBC_LDSO[arch]))
            covered += [("libc6", arch), ("libc6-dev", arch)]
            pkg = "libc6"
            log("%s: glibc %s %s: %d shared objects and its loader %s -> %s" % (
                tree, version, arch, n, os.path.relpath(slot["loader"], tree), os.path.relpath(dest, root)))
        else:
            dest = os.path.join(root, "usr/lib", MUSLDIR[arch])
            os.makedirs(dest, exist_ok=True)
            shutil.copy2(slot["libc"], os.path.join(dest, "libc.so"))
            os.makedirs(os.path.join(root, "lib"), exist_ok=True)
            link = os.path.join(root, "lib", MUSL_LDSO[arch])
            if os.path.lexists(link):
                os.unlink(link)
            os.symlink(os.path.relpath(os.path.join(dest, "libc.so"), os.path.dirname(link)), link)
            covered += [("musl", arch)]
            pkg = "musl"
            log("%s: musl %s %s: %s -> %s" % (tree, version, arch, os.path.relpath(slot["libc"], tree),
                                              os.path.relpath(dest, root)))
        rows.append({"package": pkg, "arch": arch, "version": version,
                     "filename": os.path.relpath(slot["libc"], tree), "sha256": sha256(slot["libc"]),
                     "suite": "tree", "origin": os.path.abspath(tree)})
    dbg = os.path.join(tree, "usr/lib/debug/.build-id")
    if os.path.isdir(dbg):
        shutil.copytree(dbg, os.path.join(root, "usr/lib/debug/.build-id"), symlinks=True, dirs_exist_ok=True)
    return rows, covered


# ---------------------------------------------------------------- archive
def archive_fetch(suite, dest, main, security, need, keyring=KEYRING, log=print):
    """Download the (package, arch) pairs need of a suite into a private
    state's debs/ folder.  Returns ({(package, arch): row without sha256},
    notes, opts, state)."""
    state = os.path.join(dest, ".apt", suite)
    opts = prepare_state(state, sources_list(suite, main, security, keyring))
    apt_update(opts, suite, required_suites(suite), main)
    debs = os.path.join(state, "debs")
    for f in os.listdir(debs):
        os.unlink(os.path.join(debs, f))
    notes, got = [], {}
    for pkg in sorted({p for p, _ in need}):
        arches = [a for p, a in need if p == pkg]
        suites = {}
        notes += download_package(suite, pkg, arches, opts, debs, main, suites=suites)
        for a in arches:
            got[(pkg, a)] = {"suite": suites.get(a, suite), "origin": main}
    log("%s: %s" % (suite, ", ".join("%s:%s from %s" % (p, a, got[(p, a)]["suite"]) for p, a in sorted(got))))
    return got, notes, opts, state


def debug_fetch(suite, dest, main, debug_mirror, versions, opts, state, keyring=KEYRING):
    """Download the debug packages of the libcs fetched from the archive, at
    their exact versions ({(package, arch): version}).  Returns
    ({(package, arch): {suite, origin}}, notes); a debug package that cannot
    be had is a note."""
    got, notes = {}, []
    debs = os.path.join(state, "debs")
    for lib, (dpkg, where) in sorted(DEBUG_PACKAGES.items()):
        byver = {}
        for (p, a), v in versions.items():
            if p == lib:
                byver.setdefault(v, []).append(a)
        for v, arches in sorted(byver.items()):
            if where == "main":
                o, origin = opts, main
            else:
                if not debug_mirror:
                    notes.append("%s: no debug archive known (give --debug-mirror)" % dpkg)
                    continue
                dstate = state + "-debug"
                o = prepare_state(dstate, debug_sources_list(suite, debug_mirror, keyring))
                origin = debug_mirror
                try:
                    run(["apt-get", "-q", "-oAcquire::Retries=0"] + o + ["update"],
                        "apt-get update of the debug archive")
                except FetchError as e:
                    lines = str(e).splitlines()
                    why = ([l for l in lines if "Failed to fetch" in l] or lines)[-1]
                    notes.append("%s %s: debug archive %s not readable here: %s" % (dpkg, v, debug_mirror, why))
                    continue
            suites = {}
            try:
                download_package(suite, dpkg, sorted(arches), o, debs, origin, suites=suites, want=v)
            except FetchError as e:
                notes.append("%s %s (%s): not had: %s" % (dpkg, v, ",".join(sorted(arches)),
                                                          str(e).splitlines()[0]))
                continue
            for a in arches:
                got[(dpkg, a)] = {"suite": suites.get(a, suite), "origin": origin}
    return got, notes


def build_root(name, dest, main=None, security=None, base=None, debs=(), tree=None, debug=True,
               debug_mirror=None, keyring=KEYRING, log=print):
    """Make DIR/<name>: the local .debs and the tree (if any) and, from the
    base suite, every package of PACKAGES they do not provide, plus their
    debug packages.  Returns the PACKAGES.tsv rows."""
    root = os.path.join(dest, name)
    tmp = root + ".tmp"
    shutil.rmtree(tmp, ignore_errors=True)
    os.makedirs(tmp)
    try:
        return _build(name, root, tmp, dest, main, security, base, debs, tree, debug, debug_mirror, keyring, log)
    except BaseException:
        shutil.rmtree(tmp, ignore_errors=True)
        raise


def fetch_base(base, dest, main, security, covered, debug, debug_mirror, keyring, log):
    """The base suite's packages a --deb/--tree root does not cover (and
    their debug symbols): ([(path, fields, suite, origin)], notes)."""
    need = [p for p in PACKAGES if p not in covered]
    notes, fetched = [], []  # (path, fields, suite, origin)
    got, n, opts, state = archive_fetch(base, dest, main, security, need, keyring, log)
    notes += n
    sdir = os.path.join(state, "debs")
    versions = {}
    for f in sorted(os.listdir(sdir)):
        if f.endswith(".deb"):
            info = deb_fields(os.path.join(sdir, f))
            versions[(info["Package"], info["Architecture"])] = info["Version"]
    if debug:
        dgot, n = debug_fetch(base, dest, main, debug_mirror, versions, opts, state, keyring)
        got.update(dgot)
        notes += n
    for f in sorted(os.listdir(sdir)):
        if f.endswith(".deb"):
            path = os.path.join(sdir, f)
            info = deb_fields(path)
            where = got.get((info["Package"], info["Architecture"]), {"suite": base, "origin": main})
            fetched.append((path, info, where["suite"], where["origin"]))
    return fetched, notes


def _build(name, root, tmp, dest, main, security, base, debs, tree, debug, debug_mirror, keyring, log):
    rows, notes, covered, from_tree = [], [], set(), set()
    local = []
    for path in debs:
        info = deb_fields(path)
        local.append((path, info))
        covered.add((info["Package"], info["Architecture"]))
    if tree:
        trows, tcov = lay_out_tree(tree, tmp, log)
        rows += trows
        covered |= set(tcov)
        from_tree = set(tcov)
    fetched, n = fetch_base(base, dest, main, security, covered, debug, debug_mirror, keyring, log) \
        if base else ([], [])
    notes += n
    for path, info, suite, origin in fetched + [(p, i, "local", os.path.abspath(p)) for p, i in local]:
        unpack_deb(path, tmp)
        rows.append({"package": info["Package"], "arch": info["Architecture"], "version": info["Version"],
                     "filename": os.path.basename(path), "sha256": sha256(path), "suite": suite,
                     "origin": origin})
    rows.sort(key=lambda r: (r["package"], r["arch"], r["suite"]))
    if base:
        missing = check_complete(rows, [p for p in PACKAGES if p not in from_tree])
        if missing:
            raise FetchError("%s: has no %s" % (name, ", ".join("%s:%s" % p for p in missing)))
    n = relativize_symlinks(tmp)
    matches = debug_matches(tmp)
    with open(os.path.join(tmp, "PACKAGES.tsv"), "w") as fh:
        fh.write(format_packages_tsv(rows))
    with open(os.path.join(tmp, "DEBUG.tsv"), "w") as fh:
        fh.write("object\tbuild_id\tdebug_file\n" + "".join("%s\t%s\t%s\n" % m for m in matches))
    if base:
        shutil.copy(os.path.join(dest, ".apt", base, "sources.list"), os.path.join(tmp, "SOURCES.list"))
    if notes:
        with open(os.path.join(tmp, "NOTES"), "w") as fh:
            fh.write("\n".join(notes) + "\n")
    with open(os.path.join(tmp, ".complete"), "w") as fh:
        fh.write("%s\n" % name)
    shutil.rmtree(root, ignore_errors=True)
    os.rename(tmp, root)
    libs = [m for m in matches if re.search(r"/libc\.so(\.6)?$", m[0])]
    log("%s: %s (%d absolute symlinks made relative; debug symbols for %d of %d libcs) -> %s" % (
        name, ", ".join("%s:%s %s [%s]" % (r["package"], r["arch"], r["version"], r["suite"]) for r in rows),
        n, sum(1 for m in libs if m[2]), len(libs), root))
    for line in notes:
        log("%s: note: %s" % (name, line))
    return rows


def fetch_release(release, dest, main, security, force=False, log=print, debug=True, debug_mirror=None,
                  keyring=KEYRING):
    """The root of one suite (DIR/<suite>), unless complete already."""
    root = os.path.join(dest, release)
    if os.path.exists(os.path.join(root, ".complete")) and not force:
        rows = read_packages(root)
        log("%s: already fetched (%s); --force to fetch again" % (
            release, ", ".join("%s:%s %s" % (r["package"], r["arch"], r["version"]) for r in rows)))
        return rows
    return build_root(release, dest, main, security, base=release, debug=debug, debug_mirror=debug_mirror,
                      keyring=keyring, log=log)


NAME = re.compile(r"[a-z0-9][a-z0-9.+-]*")


def arg_parser():
    ap = argparse.ArgumentParser(
        prog="cr-fetch-libc",
        description="Unpack libc6 and musl (amd64, i386) of Debian suites, local .debs or an installed "
                    "tree into DIR/<name>/.")
    ap.add_argument("names", nargs="*", metavar="SUITE|NAME",
                    help="Debian suites (bullseye bookworm trixie sid experimental trixie-proposed-updates "
                         "bookworm-backports ...), or with --deb/--tree the one root's name")
    ap.add_argument("--dest", default=os.environ.get("CR_LIBC_ROOTS", "libc-roots"),
                    help="folder of roots (default: $CR_LIBC_ROOTS or ./libc-roots)")
    ap.add_argument("--deb", nargs="+", metavar="FILE", default=[],
                    help="local .deb files to unpack into the root NAME (with --base)")
    ap.add_argument("--tree", metavar="DIR", help="an installed glibc or musl tree (make install DESTDIR=DIR)")
    ap.add_argument("--base", metavar="SUITE", help="the suite the rest of a --deb/--tree root comes from")
    ap.add_argument("--mirror", default=os.environ.get("CR_DEBIAN_MIRROR"),
                    help="Debian archive base URI (default: read from /etc/apt)")
    ap.add_argument("--security-mirror", default=os.environ.get("CR_DEBIAN_SECURITY_MIRROR"))
    ap.add_argument("--debug-mirror", default=os.environ.get("CR_DEBIAN_DEBUG_MIRROR"),
                    help="Debian's archive of *-dbgsym packages (default: the mirror's -debug sibling)")
    ap.add_argument("--no-debug", action="store_true", help="do not fetch debug symbols")
    ap.add_argument("--apt-etc", default="/etc/apt", help=argparse.SUPPRESS)
    ap.add_argument("--keyring", default=KEYRING, help=argparse.SUPPRESS)
    ap.add_argument("--force", action="store_true", help="fetch again even if complete")
    ap.add_argument("--print-sources", action="store_true",
                    help="print the private sources.list of each suite and exit")
    return ap


def check_args(ap, a, local):
    """Exit status 2 with a usage message for arguments that do not go
    together, None when they do."""
    def usage(msg):
        ap.print_usage(sys.stderr)
        print("cr-fetch-libc: %s" % msg, file=sys.stderr)
        return 2

    if not a.names:
        return usage("name a root for --deb/--tree" if local else "name at least one release")
    for r in a.names + ([a.base] if a.base else []):
        if not NAME.fullmatch(r):
            return usage("%r is not a release name" % r)
    if local:
        if len(a.names) != 1:
            return usage("--deb/--tree make one root: name it once (got %s)" % " ".join(a.names))
        if a.deb and not a.base:
            return usage("--deb needs --base SUITE (where libgcc-s1 and the other packages come from)")
        for f in a.deb:
            if not os.path.isfile(f):
                return usage("%s: no such file" % f)
            try:
                deb_fields(f)
            except FetchError as e:
                return usage("%s is not a .deb: %s" % (f, str(e).splitlines()[-1]))
        if a.tree and not os.path.isdir(a.tree):
            return usage("%s: not a directory" % a.tree)
    elif a.base:
        return usage("--base goes with --deb or --tree")
    return None


def fetch(a, local, dest, main_uri, sec_uri, dbg_uri):
    """Build the --deb/--tree root, or fetch each release: the exit status."""
    failed = 0
    try:
        if local:
            build_root(a.names[0], dest, main_uri, sec_uri, base=a.base, debs=a.deb, tree=a.tree,
                       debug=not a.no_debug, debug_mirror=dbg_uri, keyring=a.keyring)
        else:
            for r in a.names:
                try:
                    fetch_release(r, dest, main_uri, sec_uri, a.force, debug=not a.no_debug,
                                  debug_mirror=dbg_uri, keyring=a.keyring)
                except (FetchError, subprocess.TimeoutExpired) as e:
                    print("cr-fetch-libc: %s" % e, file=sys.stderr)
                    failed += 1
    except BadInput as e:
        print("cr-fetch-libc: %s" % e, file=sys.stderr)
        return 2
    except (FetchError, subprocess.TimeoutExpired) as e:
        print("cr-fetch-libc: %s" % e, file=sys.stderr)
        return 1
    except Invalid as e:
        print("cr-fetch-libc: %s" % e, file=sys.stderr)
        return 1
    return 1 if failed else 0


def main(argv=None):
    ap = arg_parser()
    a = ap.parse_args(argv)
    # "--deb a.deb b.deb NAME": the name is not a file
    while a.deb and not a.deb[-1].endswith(".deb") and not os.path.isfile(a.deb[-1]):
        a.names.insert(0, a.deb.pop())
    local = bool(a.deb or a.tree)
    bad = check_args(ap, a, local)
    if bad is not None:
        return bad
    main_uri, sec_uri = pick_mirrors(host_entries(a.apt_etc))
    main_uri = a.mirror or main_uri
    sec_uri = a.security_mirror or sec_uri or (
        main_uri[: -len("/debian")] + "/debian-security" if main_uri and main_uri.endswith("/debian") else None)
    dbg_uri = a.debug_mirror or debug_mirror_for(main_uri)
    suites = [a.base] if local else a.names
    if a.print_sources:
        for r in [s for s in suites if s]:
            sys.stdout.write(sources_list(r, main_uri, sec_uri, a.keyring))
        return 0
    if (not local or a.base) and not main_uri:
        print("cr-fetch-libc: no Debian mirror in %s/sources.list{,.d}: give --mirror URI" % a.apt_etc,
              file=sys.stderr)
        return 1
    for t in ("apt-get", "apt-cache", "dpkg-deb"):
        if not shutil.which(t):
            print("cr-fetch-libc: %s not found (Debian's apt and dpkg are needed)" % t, file=sys.stderr)
            return 1
    os.makedirs(a.dest, exist_ok=True)
    return fetch(a, local, os.path.abspath(a.dest), main_uri, sec_uri, dbg_uri)


if __name__ == "__main__":
    sys.exit(main())
