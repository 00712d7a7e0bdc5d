#!/usr/bin/env python3
"""Tests of cancelrace/collect.py (scripts/cr-collect): records and folders
of records into one results file, results files merged, a guest run's
guests kept, a malformed record refused (TAP 13).
Exit: 0 all ok, 1 a test failed."""
from toolslib import *  # noqa: F401,F403
from cancelrace import model, schema


def t_collect_records():
    """Single records (a file, a folder of *.json) into one results file;
    the output is skipped when it lies in a folder collected."""
    d = sample()
    folder = os.path.join(TMP, "recs")
    os.makedirs(folder)
    for i, r in enumerate(d["records"][:3]):
        write(r, os.path.join("recs", "r%d.json" % i))
    write(d["records"][3], "one.json")
    out = os.path.join(folder, "all.json")
    rc, o, err = tool("cr-collect", "--generator", "make bench", "-o", out, folder, os.path.join(TMP, "one.json"))
    with open(out) as fh:
        got = json.load(fh)
    ok(rc == 0 and got["schema"] == schema.RESULTS_SCHEMA and got["generator"] == "make bench" and
       got["records"] == d["records"][:4] and got["failures"] == [] and "4 records from 4 files" in o,
       "cr-collect: a folder's records (in name order) and a file's, in one results file", o + err)
    rc, o, err = tool("cr-collect", "-o", out, folder)
    with open(out) as fh:
        got = json.load(fh)
    ok(rc == 0 and len(got["records"]) == 3, "again into the same folder: its own output is not collected", o + err)
    ok(tool("cr-validate", out)[0] == 0, "the collected file is valid")


def t_collect_bad():
    """A malformed record: exit 2, named, no output written."""
    r = sample()["records"][0]
    del r["machine"]
    bad = write(r, "bad.json")
    out = os.path.join(TMP, "never.json")
    rc, o, err = tool("cr-collect", "-o", out, SAMPLE, bad)
    ok(rc == 2 and "bad.json" in err and "machine: missing" in err and not os.path.exists(out),
       "a malformed record: exit 2, the file and the problem named, nothing written", o + err)
    rc, o, err = tool("cr-collect", SAMPLE)
    ok(rc == 2 and "-o" in err, "no -o: usage, exit 2", err)


def t_collect_guests():
    """cr-collect merges a host's results file with a guest run's (what
    scripts/suite does where the i386 programs run in a guest): the guests
    and kernels the guest records name are kept, and the tables show them."""
    kern = os.path.join(HERE, "..", "..", "kernels", "tests", "sample-kernels.json")
    out = os.path.join(TMP, "collected.json")
    rc, o, err = tool("cr-collect", "-o", out, SAMPLE, kern)
    with open(out) as fh:
        d = json.load(fh)
    with open(kern) as fh:
        k = json.load(fh)
    ok(rc == 0 and len(d["records"]) == 7 + len(k["records"]) and d["guests"] == k["guests"] and
       d["kernels"] == k["kernels"], "cr-collect: host and guest records in one file, the guests kept", o + err)
    rc, o, err = tool("cr-table", "--section", "guest", out)
    ok(rc == 0 and all(g["tag"].split(".")[0] in o for g in k["guests"]),
       "cr-table renders the merged file's guests", o + err)
    rc, o, err = tool("cr-collect", "-o", out, SAMPLE)
    with open(out) as fh:
        d = json.load(fh)
    ok(rc == 0 and "guests" not in d, "no guest run: no guests key", o + err)


def t_collect_replace():
    """--replace: a later file's program, variant and root replace the
    earlier rows (a reference with some variants run afresh); without it
    both stay."""
    d = sample()
    fresh = copy.deepcopy(d)
    fresh["records"] = [r for r in fresh["records"] if r.get("program") == "open"][:1]
    fresh["records"][0]["started"] = "2030-01-01T00:00:00Z"
    fresh["failures"] = [{"program": "close", "variant": fresh["records"][0]["variant"],
                          "root": model.root_name(fresh["records"][0]), "exit": 77, "reason": "skipped: x",
                          "skip": True}]
    f = write(fresh, "fresh.json")
    out = os.path.join(TMP, "replaced.json")
    rc, o, err = tool("cr-collect", "--replace", "-o", out, SAMPLE, f)
    with open(out) as fh:
        got = json.load(fh)
    key = lambda r: (r.get("program"), r.get("variant"), model.root_name(r))
    old = [r for r in d["records"] if key(r) == key(fresh["records"][0])]
    gone = [r for r in d["records"] if key(r)[0] == "close" and key(r)[1:] == key(fresh["records"][0])[1:]]
    ok(rc == 0 and len(got["records"]) == len(d["records"]) - len(gone) and
       [r["started"] for r in got["records"] if key(r) == key(fresh["records"][0])] == ["2030-01-01T00:00:00Z"]
       and len(old) == 1, "--replace: the fresh record replaces the old, a fresh skip the old record", o + err)
    rc, o, err = tool("cr-collect", "-o", out, SAMPLE, f)
    with open(out) as fh:
        got = json.load(fh)
    ok(rc == 0 and len(got["records"]) == len(d["records"]) + 1, "without --replace both are kept", o + err)
    # --replace-machine: the same machine's record replaced, another's kept
    two = copy.deepcopy(d)
    other = copy.deepcopy(old[0])
    other["machine"] = dict(other.get("machine") or {}, hostname="another-machine")
    two["records"].append(other)
    base = write(two, "two-machines.json")
    rc, o, err = tool("cr-collect", "--replace-machine", "-o", out, base, f)
    with open(out) as fh:
        got = json.load(fh)
    same = [r for r in got["records"] if key(r) == key(fresh["records"][0])]
    ok(rc == 0 and sorted(r["started"] for r in same) == sorted(["2030-01-01T00:00:00Z", other["started"]])
       and len(same) == 2, "--replace-machine: the fresh record replaces its own machine's, not another's", o + err)
    failed = copy.deepcopy(fresh)
    failed["records"] = []
    failed["failures"] = [{"program": "open", "variant": old[0]["variant"], "root": model.root_name(old[0]),
                           "exit": 1, "reason": "failed: x"}]
    ff = write(failed, "failed.json")
    rc, o, err = tool("cr-collect", "--replace-machine", "-o", out, base, ff)
    with open(out) as fh:
        got = json.load(fh)
    ok(rc == 0 and len([r for r in got["records"] if key(r) == key(old[0])]) == 2 and
       len([x for x in got["failures"] if key(x) == key(old[0])]) == 1,
       "--replace-machine: a failure (no machine) removes no machine's record", o + err)
    rc, o, err = tool("cr-collect", "--replace", "--replace-machine", "-o", out, SAMPLE, f)
    ok(rc == 2, "--replace and --replace-machine together: a usage error (exit %d)" % rc, o + err)


if __name__ == "__main__":
    run(t_collect_records, t_collect_bad, t_collect_guests, t_collect_replace)
