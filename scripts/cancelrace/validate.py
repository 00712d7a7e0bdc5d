"""cr-validate: check cancelrace records ("cancelrace/2", harness/README)
and results files ("cancelrace-results/1", results/README) against the one
results format (scripts/cancelrace/schema.py holds the rules).

usage: cr-validate FILE...   (each a record or a results file; - = stdin)
Exit: 0 every file valid, 2 a file is malformed (each problem printed as
FILE: path: what), or on a usage error.
"""
import json
import os
import sys

from . import schema


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
                if isinstance(doc, dict) and doc.get("schema") == schema.RECORD_SCHEMA:
                    errs = schema.validate_record(doc, "<stdin>")
                else:
                    errs = schema.validate_results(doc, "<stdin>")
                if errs:
                    raise schema.Invalid("\n".join(errs))
                n = len(doc.get("records", [doc]))
            else:
                n = len(schema.load(path)["records"])
        except (schema.Invalid, ValueError) as e:
            print("cr-validate: %s" % e, file=sys.stderr)
            bad += 1
            continue
        print("%s: valid (%d record%s)" % (path, n, "" if n == 1 else "s"))
    return 2 if bad else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
