"""The verdicts are declared once (harness/verdicts.def): the harness compiles
the list, the tools read it.  This test holds what is written by hand to it:
harness/README's verdict table (every race verdict, in the list's order, and
no other), the record format's boundary states, the expectations table's
verdict column, and the tools' use of it (one colour each in the plots, the
validator refusing a name the list does not hold).  TAP 13."""
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
TOP = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, os.path.join(TOP, "scripts"))
from cancelrace import plot, schema  # noqa: E402

N = [0]
FAILED = [0]


def ok(cond, what, detail=""):
    N[0] += 1
    print("%s %d - %s" % ("ok" if cond else "not ok", N[0], what))
    if not cond:
        FAILED[0] += 1
        for line in str(detail).splitlines()[:15]:
            print("# " + line)
    return cond


def section(text, title):
    """The body of a README section (a title underlined with dashes)."""
    m = re.search(r"^%s\n-+\n(.*?)(?=^[^\n]+\n-+\n|\Z)" % re.escape(title), text, re.S | re.M)
    return m.group(1) if m else ""


def main():
    race, bound = schema.read_verdicts()
    names = [r["name"] for r in race]
    ok(len(race) > 0 and len(bound) > 0, "verdicts.def declares %d race verdicts and %d boundary states"
       % (len(race), len(bound)))
    ok(all(r["effect"] and r["meaning"] for r in race), "every race verdict says its effect and meaning")
    ok(bound and bound[0]["name"] == "ok", "the first boundary state is ok (the sweep's B_OK: what follows is trouble)")

    with open(os.path.join(TOP, "harness", "README")) as fh:
        readme = fh.read()
    body = section(readme, "Verdicts")
    table = re.findall(r"^  ([a-z][a-z-]*)  +\S", body, re.M)
    ok(table == names, "harness/README's verdict table lists the verdicts of verdicts.def, in its order",
       "README: %s\n.def:   %s" % (" ".join(table), " ".join(names)))
    states = " | ".join(schema.BOUNDARY_STATES)
    ok(states in readme, "harness/README's record format names the boundary states: %s" % states)

    bad = []
    with open(os.path.join(TOP, "results", "expectations.tsv")) as fh:
        for n, line in enumerate(fh, 1):
            if line.startswith("#") or not line.strip():
                continue
            col = line.rstrip("\n").split("\t")
            if len(col) > 5:
                bad += ["%d: %s" % (n, v) for v in col[5].split(",") if v != "*" and v not in names]
    ok(not bad, "results/expectations.tsv names only verdicts of verdicts.def", "\n".join(bad))

    pal = plot.palette(["no-such-verdict"])
    colours = [c[1] for c in pal if c[0] != "no-such-verdict"]
    ok({c[0] for c in pal} >= set(names) | set(schema.BOUNDARY_STATES) and len(set(colours)) == len(colours),
       "cr-plot draws every verdict and boundary state in a colour of its own",
       "\n".join("%s %s" % c[:2] for c in pal))

    # a hammer section alone (the rest of the record is missing: other errors)
    def counts_errors(counts):
        rec = {"schema": schema.RECORD_SCHEMA, "kind": "race", "program": "t",
               "hammer": {"trials": 1, "elapsed_s": 0.1, "counts": counts, "checks": []}}
        return [e for e in schema.validate_record(rec) if "hammer.counts" in e]
    good = counts_errors({n: 0 for n in names})
    ok(not good, "the validator takes a count of every verdict of verdicts.def", "\n".join(good))
    errs = counts_errors({"leak": 0, "no-such-verdict": 0})
    ok(len(errs) == 1 and "no-such-verdict" in errs[0], "the validator refuses a count of a verdict verdicts.def lacks",
       "\n".join(errs))

    print("1..%d" % N[0])
    return 1 if FAILED[0] else 0


if __name__ == "__main__":
    sys.exit(main())
