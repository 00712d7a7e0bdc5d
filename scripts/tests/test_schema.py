#!/usr/bin/env python3
"""Tests of cancelrace/schema.py: the record's fields written once (the list
harness/README gives is schema's), the committed results (results/*.json,
written by the C programs and the runners) valid under them, the verdicts
read from harness/verdicts.def, results files read and written (TAP 13).
The validator's cases on broken records: test_validate.py.
Exit: 0 all ok, 1 a test failed."""
from toolslib import *  # noqa: F401,F403
from cancelrace import schema

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
    ok(tuple(parts.get("common", ())) == schema.RECORD_FIELDS,
       "harness/README's fields of every record are schema.RECORD_FIELDS, in order", parts.get("common"))
    for kind in schema.KINDS:
        ok(sorted(parts.get(kind, ())) == sorted(schema.KIND_FIELDS[kind]),
           "harness/README's kind %r fields are schema.KIND_FIELDS[%r]" % (kind, kind),
           "README only: %s\nschema only: %s" % (sorted(set(parts.get(kind, ())) - set(schema.KIND_FIELDS[kind])),
                                                sorted(set(schema.KIND_FIELDS[kind]) - set(parts.get(kind, ())))))
    ok(all('"%s"' % k in results for k in schema.RUN_FIELDS),
       "harness/README names the fields a results file's record may add (%s)" % ", ".join(schema.RUN_FIELDS))
    ok(tuple(schema._COMMON_TESTS) == schema.RECORD_FIELDS[1:],
       "the validator checks every common field (schema first), in RECORD_FIELDS' order")
    r = sample()["records"][0]
    r["extra_field"] = 1
    ok(schema.unknown_fields(r) == ["extra_field"] and not schema.unknown_fields(sample()["records"][0]),
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
        errs = schema.validate_results(doc, "results/" + name)
        recs = doc.get("records", [])
        unknown = sorted({"%s %s" % (r.get("kind"), k) for r in recs for k in schema.unknown_fields(r)})
        kinds = sorted({r.get("kind") for r in recs})
        ok(recs and not errs and not unknown,
           "results/%s: %d records (%s), every one valid, no field the schema does not name"
           % (name, len(recs), ", ".join(kinds)), "\n".join(errs[:10] + unknown))


def t_verdicts_def():
    """harness/verdicts.def read once: its rows, and a malformed table
    refused with its line (harness/tests/test-verdicts.py holds the README
    and the plots to it)."""
    race, bound = schema.read_verdicts()
    ok([r["name"] for r in race] == list(schema.RACE_VERDICTS) and "leak" in schema.RACE_VERDICTS and
       schema.BOUNDARY_STATES[0] == "ok" and all(r["effect"] == "" for r in bound),
       "verdicts.def: the race verdicts in its order, the boundary states after \"ok\" without an effect",
       (schema.RACE_VERDICTS, schema.BOUNDARY_STATES))
    good = ('CR_VERDICT(LEAK, "leak", "a descriptor", "lost", "#aa0000")\n'
            '/* a comment */\nCR_BOUNDARY(OK, "ok", "no effect", "#00aa00")\n')
    r, b = schema.read_verdicts(write(good, "v.def"))
    ok(r == [{"id": "LEAK", "name": "leak", "effect": "a descriptor", "meaning": "lost", "colour": "#aa0000"}] and
       [x["name"] for x in b] == ["ok"], "a table of one verdict and one boundary state", (r, b))
    for what, text, why in (
            ("a row cut short", 'CR_VERDICT(LEAK, "leak")\n', ":1: CR_VERDICT takes an id and 4 strings"),
            ("a row that is not a call", 'CR_VERDICT(LEAK "leak"\n', ":1: a malformed row"),
            ("a colour in upper case", good.replace("#aa0000", "#AA0000"), ":1: colour"),
            ("a colour twice", good.replace("#00aa00", "#aa0000"), ":3: ok repeats")):
        try:
            schema.read_verdicts(write(text, "bad.def"))
            ok(False, "verdicts.def: %s is refused" % what)
        except schema.Invalid as e:
            ok(why in str(e), "verdicts.def: %s is refused, its line named" % what, e)


def t_sweep_summary():
    """One copy of each sweep count: the summary must say what the list of
    boundaries and windows shows."""
    base = next(r for r in sample()["records"] if r["sweep"]["summary"].get("windows"))
    ok(not schema.validate_record(base), "a sample sweep record with a window is valid",
       schema.validate_record(base))
    verdict = base["sweep"]["windows"][0]["verdict"]
    for what, edit, want in (
            ("a boundary count the list does not have", lambda s: s["summary"].update(boundaries=999),
             "sweep.summary.boundaries: 999, but the list has"),
            ("a verdict count the boundaries do not have", lambda s: s["summary"].update({verdict: 999}),
             "sweep.summary.%s: 999, but" % verdict),
            ("a boundary verdict without a count", lambda s: s["summary"].pop("ok"),
             "no count for the boundaries' verdict 'ok'"),
            ("a window count the list does not have", lambda s: s["summary"].update(windows=5),
             "sweep.summary.windows: 5, but 1 windows are listed"),
            ("an in-kernel count the list does not have", lambda s: s["summary"].update(in_kernel=3),
             "sweep.summary.in_kernel: 3, but the list has 0"),
            ("a boundary in the kernel the summary does not count",
             lambda s: s["boundaries"][0].update(in_kernel=True), "sweep.summary.in_kernel: 0, but the list has 1"),
            ("a mechanism without the method", lambda s: (s["summary"].pop("method"),
                                                          s["summary"].update(mechanisms={})),
             "sweep.summary.method: missing")):
        r = copy.deepcopy(base)
        edit(r["sweep"])
        errs = schema.validate_record(r, "r")
        ok(any(want in e for e in errs), "sweep: %s is refused" % what, "\n".join(errs) or "no error")


def t_results_files():
    """A results file read (a single record too) and written one record a
    line; a record's status from its checks."""
    d = sample()
    path = os.path.join(TMP, "dumped.json")
    schema.dump_results(d, path)
    with open(path) as fh:
        lines = fh.read().splitlines()
    ok(schema.load(path) == d and len(lines) == 1 + len(d["records"]) + len(d["failures"]) and
       not os.path.exists(path + ".tmp"),
       "dump_results: one line per record and failure, read back the same, no temp file left", lines[:1])
    one = schema.load(write(d["records"][0], "one.json"))
    ok(one == {"schema": schema.RESULTS_SCHEMA, "records": [d["records"][0]]},
       "load: a single record reads as a results file of one record")
    for what, text, why in (("not JSON", "{", "not readable JSON"),
                            ("a list", "[]", "a results file is a JSON object"),
                            ("a record without a kind", json.dumps(dict(d["records"][0], kind=None)), "kind")):
        try:
            schema.load(write(text, "bad.json"))
            ok(False, "load: %s is refused" % what)
        except schema.Invalid as e:
            ok(why in str(e), "load: %s is refused (Invalid)" % what, e)
    r = copy.deepcopy(d["records"][0])
    ok(schema.derived_status(r) == "pass" == r["status"], "derived_status: a passing sample record passes")
    r["interrupted"] = True
    ok(schema.derived_status(r) == "fail", "derived_status: an interrupted run fails")
    r = copy.deepcopy(d["records"][0])
    schema.all_checks(r)[-1]["ok"] = False
    errs = schema.validate_record(r)
    ok(schema.derived_status(r) == "fail" and any("'pass', but its checks say 'fail' (1 failed)" in e for e in errs),
       "a failed check fails the record, and a status that says pass is refused", errs)


if __name__ == "__main__":
    run(t_schema_readme, t_committed_results, t_verdicts_def, t_sweep_summary, t_results_files)
