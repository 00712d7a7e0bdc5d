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


if __name__ == "__main__":
    run(t_root_matches, t_variants)
