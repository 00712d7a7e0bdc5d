"""cr-collect: gather cancelrace records (files, or folders of *.json) into
one results file ("cancelrace-results/1", results/README), each record
validated first.  Results files given as input are merged.

usage: cr-collect -o OUT.json [--generator NAME] [--replace] PATH...

--replace: a program's records and failures (by program, variant and
root) in a later PATH (a file, or a folder's files together) replace those
of the earlier ones: a reference run
with some variants' rows run afresh (make results-variants).
Exit: 0, 2 a malformed record (named, with every problem) or usage error.
"""
import argparse
import datetime
import glob
import os
import sys

from . import model, schema


def _key(r):
    """What a refreshed record replaces: the same program, variant, root."""
    return (r.get("program"), r.get("variant"), r.get("root") if "kind" not in r else model.root_name(r))


def main(argv=None):
    ap = argparse.ArgumentParser(prog="cr-collect", description="records -> one results file")
    ap.add_argument("paths", nargs="+", metavar="PATH")
    ap.add_argument("-o", "--output", required=True)
    ap.add_argument("--generator", default="scripts/cr-collect")
    ap.add_argument("--replace", action="store_true", help="a later file's programs replace the earlier's")
    a = ap.parse_args(argv)
    # each PATH's files, so that --replace takes a folder's records as one
    args = [sorted(glob.glob(os.path.join(p, "*.json"))) if os.path.isdir(p) else [p] for p in a.paths]
    records, failures, roots, bad = [], [], {}, 0
    guests, kernels = [], {}
    nfiles = 0
    for files in args:
        docs = []
        for f in files:
            if os.path.abspath(f) == os.path.abspath(a.output):
                continue
            try:
                docs.append(schema.load(f))
            except schema.Invalid as e:
                print("cr-collect: %s" % e, file=sys.stderr)
                bad += 1
        nfiles += len(docs)
        if a.replace:
            new = {_key(r) for d in docs for r in d["records"] + d.get("failures", [])}
            records = [r for r in records if _key(r) not in new]
            failures = [f for f in failures if _key(f) not in new]
        for doc in docs:
            records += doc["records"]
            failures += doc.get("failures", [])
            roots.update(doc.get("roots") or {})
            # a guest run's (scripts/cr-kernels): its guests and kernels,
            # which its records name
            guests += doc.get("guests") or []
            kernels.update(doc.get("kernels") or {})
    if bad:
        return 2
    doc = {"schema": schema.RESULTS_SCHEMA,
           "generated": datetime.datetime.utcnow().strftime("%Y-%m-%dT%H:%M:%SZ"),
           "generator": a.generator, "roots": roots, "records": records, "failures": failures}
    if guests:
        doc["guests"], doc["kernels"] = guests, kernels
    schema.dump_results(doc, a.output)
    print("cr-collect: %d records from %d files -> %s" % (len(records), nfiles, a.output))
    return 0


if __name__ == "__main__":
    sys.exit(main())
