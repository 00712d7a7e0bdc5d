"""cr-collect: gather cancelrace records (files, or folders of *.json) into
one results file ("cancelrace-results/1", results/README), each record
validated first.  Results files given as input are merged.

usage: cr-collect -o OUT.json [--generator NAME] [--replace | --replace-machine] PATH...

--replace: a program's records and failures (by program, variant and
root) in a later PATH (a file, or a folder's files together) replace those
of the earlier ones: a reference run
with some variants' rows run afresh (make results-variants).
--replace-machine: the same, of the same machine only (hostname, kernel
build, CPU): a machine's raw kernel entry measured again replaces its
own, never another machine's (a failure, which names no machine,
replaces only an earlier failure).
Exit: 0, 2 a malformed record (named, with every problem) or usage error.
"""
import argparse
import datetime
import glob
import os
import sys

from . import model, schema


def _key(r, machine=False):
    """What a refreshed record replaces: the same program, variant, root
    (and machine: a failure names none, and matches any)."""
    k = (r.get("program"), r.get("variant"), r.get("root") if "kind" not in r else model.root_name(r))
    return k + (model.machine_key(r),) if machine else k


def main(argv=None):
    ap = argparse.ArgumentParser(prog="cr-collect", description="records -> one results file")
    ap.add_argument("paths", nargs="+", metavar="PATH")
    ap.add_argument("-o", "--output", required=True)
    ap.add_argument("--generator", default="scripts/cr-collect")
    how = ap.add_mutually_exclusive_group()
    how.add_argument("--replace", action="store_true", help="a later file's programs replace the earlier's")
    how.add_argument("--replace-machine", action="store_true",
                     help="as --replace, the same machine's records only")
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
        if a.replace or a.replace_machine:
            # a failure names no machine: under --replace-machine it
            # replaces only an earlier failure, never a machine's record
            m = a.replace_machine
            new = {_key(r, m) for d in docs for r in d["records"]}
            new_f = {_key(r) for d in docs for r in d.get("failures", [])}
            records = [r for r in records if _key(r, m) not in new and (m or _key(r) not in new_f)]
            failures = [f for f in failures if _key(f) not in new_f and
                        not any(k[:3] == _key(f) for k in new)]
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
