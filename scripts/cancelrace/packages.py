"""packages: the PACKAGES.tsv of a libc root, the one reader and writer
(cr-fetch-libc writes it, cr-matrix, cr-qa and cr-kernels read it).
Python 3 standard library only.
"""
import os
import re

from .schema import Invalid

# PACKAGES.tsv of a libc root (scripts/cr-fetch-libc): one row per package
# unpacked.  The first five columns are the original ones; suite (the
# archive suites serving that exact version, "local" for a .deb given by
# hand, "tree" for an installed tree) and origin (the archive URI, the .deb's
# path or the tree's directory) came later and read as "" from older roots.
PACKAGES_COLUMNS = ("package", "arch", "version", "filename", "sha256", "suite", "origin")
PACKAGES_BASE = 5


def read_packages_tsv(path):
    """Rows of a PACKAGES.tsv as dicts with every PACKAGES_COLUMNS key;
    Invalid (naming the line) when malformed."""
    with open(path, encoding="utf-8") as fh:
        lines = fh.read().splitlines()
    cols = lines[0].split("\t") if lines else []
    if tuple(cols[:PACKAGES_BASE]) != PACKAGES_COLUMNS[:PACKAGES_BASE] or not set(cols) <= set(PACKAGES_COLUMNS):
        raise Invalid("%s: bad header (want %r)" % (path, "\t".join(PACKAGES_COLUMNS)))
    rows = []
    for n, line in enumerate(lines[1:], 2):
        f = line.split("\t")
        if len(f) != len(cols) or not re.fullmatch(r"[0-9a-f]{64}", f[4]) or not all(f[:3]):
            raise Invalid("%s:%d: malformed row %r" % (path, n, line))
        row = dict.fromkeys(PACKAGES_COLUMNS, "")
        row.update(zip(cols, f))
        rows.append(row)
    return rows


def read_packages(root_dir):
    """The PACKAGES.tsv rows of a root directory ([] when it has none)."""
    path = os.path.join(root_dir, "PACKAGES.tsv")
    return read_packages_tsv(path) if os.path.exists(path) else []


def format_packages_tsv(rows):
    """PACKAGES.tsv text for rows (a column a row lacks is written empty)."""
    out = ["\t".join(PACKAGES_COLUMNS)]
    for r in rows:
        out.append("\t".join(str(r.get(c) or "").replace("\t", " ") for c in PACKAGES_COLUMNS))
    return "\n".join(out) + "\n"
