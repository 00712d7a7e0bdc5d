#!/usr/bin/env python3
"""Tests of cancelrace/packages.py, a libc root's PACKAGES.tsv: an older
file read back, the round trip with the later columns, a root without one,
malformed files refused (TAP 13).
Exit: 0 all ok, 1 a test failed."""
from toolslib import *  # noqa: F401,F403
from cancelrace import packages, schema


def t_packages_tsv():
    rows = packages.read_packages_tsv(os.path.join(HERE, "fetch", "PACKAGES.tsv"))
    ok(len(rows) == 8 and {r["version"] for r in rows if r["package"] == "libc6"} == {"2.31-13+deb11u11"} and
       all(set(r) == set(packages.PACKAGES_COLUMNS) and r["suite"] == "" == r["origin"] for r in rows),
       "an older five-column PACKAGES.tsv reads back: 8 packages, libc6 2.31, suite and origin empty", rows)
    rows[0]["suite"], rows[0]["origin"] = "experimental", "http://m/debian"
    text = packages.format_packages_tsv(rows)
    ok(text.splitlines()[0] == "\t".join(packages.PACKAGES_COLUMNS) and len(text.splitlines()) == 9,
       "the file written: the header of every column, one row per package", text)
    back = packages.read_packages_tsv(write(text, "P.tsv"))
    ok(back == rows and back[0]["suite"] == "experimental",
       "PACKAGES.tsv round-trips with the suite and origin columns", back[:1])
    odd = dict(rows[1], origin="a\tb")
    ok(packages.read_packages_tsv(write(packages.format_packages_tsv([odd]), "T.tsv"))[0]["origin"] == "a b",
       "a tab inside a value is written as a space (the row keeps its columns)")
    ok(packages.read_packages(TMP) == [], "a root without PACKAGES.tsv has no rows")
    os.makedirs(os.path.join(TMP, "root"), exist_ok=True)
    write(text, os.path.join("root", "PACKAGES.tsv"))
    ok(packages.read_packages(os.path.join(TMP, "root")) == rows, "a root's PACKAGES.tsv is read from its folder")


def t_malformed():
    cols = "\t".join(packages.PACKAGES_COLUMNS)
    sha = "0" * 64
    for what, bad, why in (("a header without the first five columns", packages.PACKAGES_COLUMNS[0] + "\tarch\n",
                            "bad header"),
                           ("a header with a column no root has", cols + "\tcolour\n", "bad header"),
                           ("a sha256 that is not one", cols + "\nlibc6\tamd64\t2.36\tx.deb\tnothex\t\t\n", ":2:"),
                           ("a row short of columns", cols + "\nlibc6\tamd64\t2.36\tx.deb\t" + sha + "\n", ":2:"),
                           ("a row without its package", cols + "\n\tamd64\t2.36\tx.deb\t" + sha + "\t\t\n", ":2:")):
        try:
            packages.read_packages_tsv(write(bad, "bad.tsv"))
            ok(False, "PACKAGES.tsv: %s is refused" % what, bad)
        except schema.Invalid as e:
            ok(why in str(e), "PACKAGES.tsv: %s is refused, the file%s named" % (
                what, "'s line" if why == ":2:" else ""), e)


if __name__ == "__main__":
    run(t_packages_tsv, t_malformed)
