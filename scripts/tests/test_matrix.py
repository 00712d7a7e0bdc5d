#!/usr/bin/env python3
"""Tests of cancelrace/matrix.py's offline logic (scripts/cr-matrix): that a
record really ran on its root's libc, a variant's arch and libc kind, the
usage error (TAP 13).
Exit: 0 all ok, 1 a test failed."""
from toolslib import *  # noqa: F401,F403
from cancelrace import matrix, packages


def t_root_matches():
    """cr-matrix's check that a record really ran on the root's libc."""
    m = matrix
    rows = packages.read_packages_tsv(os.path.join(HERE, "fetch", "PACKAGES.tsv"))
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


def t_variants():
    m = matrix
    ok(not hasattr(m, "read_packages") and "read_packages" in open(m.__file__).read(),
       "cr-matrix reads roots through packages.py (one reader of PACKAGES.tsv)")
    ok(m.binary_arch("vdso-i386-helper") == "i386" and m.binary_arch("musl-x86_64") == "x86_64" and
       m.is_glibc_binary("vdso-i386-int80") and not m.is_glibc_binary("musl-i386"),
       "matrix: arch and libc kind of a variant")
    rc, out, err = tool("cr-matrix", "--builddir", TMP)
    ok(rc == 2 and "name a release or give --host" in err, "matrix: nothing to run: usage, exit 2", err)


def fake_uclibc(name, version="1.0.57"):
    """A directory laid out as scripts/build-uclibc installs (x86_64 only)."""
    d = os.path.join(TMP, name)
    os.makedirs(os.path.join(d, "x86_64", "lib"))
    with open(os.path.join(d, "x86_64", "uclibc.info"), "w") as fh:
        fh.write("version %s\narch x86_64\nsource dir /src/uclibc-ng\nUCLIBC_HAS_THREADS_NATIVE=y\n" % version)
    return d


def t_uclibc_root():
    """A uClibc-ng root (--uclibc NAME=DIR): what runs under it, its rows,
    the check of its records, and the usage errors."""
    m = matrix
    d = fake_uclibc("uc-up")
    ok(m.runs_under("uclibc-x86_64", "up", {"up": d}) and not m.runs_under("glibc-x86_64", "up", {"up": d})
       and m.runs_under("uclibc-x86_64", "host", {"up": d}) and not m.runs_under("uclibc-i386", "bookworm"),
       "matrix: a uClibc-ng root runs the uclibc-* programs only, a Debian root none of them")
    rows = m.uclibc_packages(d)
    ok([(r["package"], r["arch"], r["version"], r["origin"]) for r in rows]
       == [("uclibc-ng", "amd64", "1.0.57", "dir /src/uclibc-ng")], "matrix: a uClibc-ng root's rows", rows)
    rec = {"libc": {"name": "uclibc", "version": "1.0.57", "path": os.path.join(d, "x86_64", "lib",
                                                                                "libuClibc-1.0.57.so")}}
    good, why = m.root_matches(rec, "up", d, rows)
    ok(good, "matrix: a record on the tree's own uClibc-ng passes", why)
    rec["libc"]["version"] = "1.0.35"
    good, why = m.root_matches(rec, "up", d, rows)
    ok(not good and "1.0.35" in why, "matrix: a record of another uClibc-ng version is refused", why)
    rec["libc"]["version"] = "1.0.5"
    good, why = m.root_matches(rec, "up", d, rows)
    ok(not good and "uclibc 1.0.5," in why, "matrix: a uClibc-ng version is matched exactly (1.0.5 is not 1.0.57)", why)
    rec["libc"].update(version="1.0.57", path=d + "2/x86_64/lib/libuClibc-1.0.57.so")
    good, why = m.root_matches(rec, "up", d, rows)
    ok(not good and "not inside" in why, "matrix: a library beside the tree (a name sharing its prefix) is refused",
       why)
    for args, want, what in ((["--uclibc", "up"], "want NAME=DIR", "no directory"),
                             (["--uclibc", "up=" + TMP], "no uClibc-ng built", "a directory holding none"),
                             (["--uclibc", "host=" + d], "is taken", "the name host"),
                             (["--uclibc", "../up=" + d], "letters, digits", "a name that is a path"),
                             (["--uclibc", "a=" + d, "--uclibc", "a=" + d], "is taken", "one name twice")):
        rc, out, err = tool("cr-matrix", "--builddir", TMP, *args)
        ok(rc == 2 and want in err, "matrix: --uclibc with %s: usage, exit 2" % what, err)


if __name__ == "__main__":
    run(t_root_matches, t_variants, t_uclibc_root)
