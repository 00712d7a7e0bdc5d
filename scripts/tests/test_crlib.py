#!/usr/bin/env python3
"""Tests of cancelrace/crlib.py: the record's fields written once (the list
harness/README gives is crlib's), the committed results (results/*.json,
written by the C programs and the runners) valid under them (TAP 13).  The
validator's own cases: test_validate.py.
Exit: 0 all ok, 1 a test failed."""
from toolslib import *  # noqa: F401,F403

SRC = os.path.dirname(SCRIPTS)
RESULTS = os.path.join(SRC, "results")


def readme_fields():
    """{"common"|"race"|"bench": [field names]} and the results-file
    paragraph, from harness/README's "Record format" section."""
    with open(os.path.join(SRC, "harness", "README")) as fh:
        text = fh.read()
    sec = text[text.index("Record format (schema"):]
    parts = {}
    part = None
    for line in sec.splitlines():
        if line.startswith("Every record"):
            part = "common"
        elif line.startswith('kind "race"'):
            part = "race"
        elif line.startswith('kind "bench"'):
            part = "bench"
        elif line.startswith("A results file"):
            break
        m = re.match(r"^  ([a-z_][a-z0-9_]*)(\s|$)", line)
        if part and m:
            parts.setdefault(part, []).append(m.group(1))
    return parts, sec[sec.index("A results file"):]


def t_schema_readme():
    parts, results = readme_fields()
    ok(tuple(parts.get("common", ())) == crlib.RECORD_FIELDS,
       "harness/README's fields of every record are crlib.RECORD_FIELDS, in order", parts.get("common"))
    for kind in crlib.KINDS:
        ok(sorted(parts.get(kind, ())) == sorted(crlib.KIND_FIELDS[kind]),
           "harness/README's kind %r fields are crlib.KIND_FIELDS[%r]" % (kind, kind),
           "README only: %s\ncrlib only: %s" % (sorted(set(parts.get(kind, ())) - set(crlib.KIND_FIELDS[kind])),
                                                sorted(set(crlib.KIND_FIELDS[kind]) - set(parts.get(kind, ())))))
    ok(all('"%s"' % k in results for k in crlib.RUN_FIELDS),
       "harness/README names the fields a results file's record may add (%s)" % ", ".join(crlib.RUN_FIELDS))
    ok(tuple(crlib._COMMON_TESTS) == crlib.RECORD_FIELDS[1:],
       "the validator checks every common field (schema first), in RECORD_FIELDS' order")
    r = sample()["records"][0]
    r["extra_field"] = 1
    ok(crlib.unknown_fields(r) == ["extra_field"] and not crlib.unknown_fields(sample()["records"][0]),
       "unknown_fields: a field the schema does not name, and none in a sample record")


def t_committed_results():
    """The committed reference runs (not in the tarball: skipped there):
    every record valid, and every field one the schema names."""
    files = ["races.json", "bench.json", "kernels.json", "qa-bookworm-trixie/baseline.json",
             "qa-bookworm-trixie/candidate.json"]
    for name in files:
        path = os.path.join(RESULTS, name)
        if not os.path.exists(path):
            N[0] += 1
            print("ok %d - results/%s # SKIP not here (a tarball ships no reference run)" % (N[0], name))
            continue
        with open(path) as fh:
            doc = json.load(fh)
        errs = crlib.validate_results(doc, "results/" + name)
        recs = doc.get("records", [])
        unknown = sorted({"%s %s" % (r.get("kind"), k) for r in recs for k in crlib.unknown_fields(r)})
        kinds = sorted({r.get("kind") for r in recs})
        ok(recs and not errs and not unknown,
           "results/%s: %d records (%s), every one valid, no field the schema does not name"
           % (name, len(recs), ", ".join(kinds)), "\n".join(errs[:10] + unknown))


if __name__ == "__main__":
    run(t_schema_readme, t_committed_results)
