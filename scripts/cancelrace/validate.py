"""cr-validate: check cancelrace records ("cancelrace/2", harness/README)
and results files ("cancelrace-results/1", results/README) against the one
results format (scripts/cancelrace/crlib.py holds the rules).

usage: cr-validate FILE...   (each a record or a results file; - = stdin)
Exit: 0 every file valid, 2 a file is malformed (each problem printed as
FILE: path: what), or on a usage error.
"""
import json
import os
import sys

from . import crlib


def main(argv):
    if not argv or argv[0] in ("-h", "--help"):
        print("usage: cr-validate FILE...  (cancelrace records or results files; - = stdin)",
              file=sys.stderr if not argv else sys.stdout)
        return 2 if not argv else 0
    bad = 0
    for path in argv:
        try:
            if path == "-":
                doc = json.load(sys.stdin)
                if isinstance(doc, dict) and doc.get("schema") == crlib.RECORD_SCHEMA:
                    errs = crlib.validate_record(doc, "<stdin>")
                else:
                    errs = crlib.validate_results(doc, "<stdin>")
                if errs:
                    raise crlib.Invalid("\n".join(errs))
                n = len(doc.get("records", [doc]))
            else:
                n = len(crlib.load(path)["records"])
        except (crlib.Invalid, ValueError) as e:
            print("cr-validate: %s" % e, file=sys.stderr)
            bad += 1
            continue
        print("%s: valid (%d record%s)" % (path, n, "" if n == 1 else "s"))
    return 2 if bad else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
