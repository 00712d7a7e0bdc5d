#!/usr/bin/env python3
"""Tests of cancelrace/compare.py, the QA gate (scripts/cr-compare), on edited
copies of the samples, and its benchmark gate on recorded bookworm and
trixie runs (TAP 13).
Exit: 0 all ok, 1 a test failed."""
from toolslib import *  # noqa: F401,F403
from cancelrace import schema


def t_compare():
    base = write(sample(), "old.json")
    rc, out, err = tool("cr-compare", base, base)
    ok(rc == 0 and "0 changes, 0 regressions" in out, "a file against itself: no change, exit 0", out + err)
    d = sample()
    set_count(find(d, "trixie", "open", "glibc-x86_64"), "hammer", "leak", 12, False)
    rc, out, err = tool("cr-compare", base, write(d, "appeared.json"))
    ok(rc == 1 and "APPEARED" in out and "open glibc-x86_64 [trixie] glibc x86_64: hammer leak: 0 in 400 trials -> 12 in 400 trials" in out,
       "a race that appeared on glibc 2.41: exit 1, named", out + err)
    d = sample()
    set_count(find(d, "host", "close", "glibc-x86_64"), "hammer", "wrong-close", 4)
    rc, out, err = tool("cr-compare", base, write(d, "may.json"))
    ok(rc == 0 and "APPEARED" in out and "expected may" in out,
       "a verdict that may happen (wrong-close on glibc < 2.41) appearing: reported, exit 0", out + err)
    d = sample()
    set_count(find(d, "host", "open", "glibc-x86_64"), "hammer", "leak", 0, False)
    rc, out, err = tool("cr-compare", base, write(d, "vanished.json"))
    ok(rc == 1 and "VANISHED" in out and "known race missed" in out, "a known race that vanished: exit 1", out + err)
    d = sample()
    r = find(d, "bullseye", "open", "glibc-i386")
    old = counts_of(r, "hammer")["leak"]
    set_count(r, "hammer", "leak", max(1, old // 10))
    rc, out, err = tool("cr-compare", base, write(d, "moved.json"))
    ok(rc == 0 and "MOVED" in out, "a rate that moved beyond noise (%d -> %d of 400): reported, exit 0" % (
        old, max(1, old // 10)), out + err)
    d = sample()
    set_count(find(d, "bullseye", "open", "glibc-i386"), "hammer", "leak", old + 3)
    rc, out, err = tool("cr-compare", base, write(d, "noise.json"))
    ok(rc == 0 and "MOVED" not in out, "a change within noise (+3 of 400) is not reported", out)
    t_compare_units(base)
    t_compare_changes(base)


def t_compare_units(base):
    """Counts of units (recvmmsg: descriptors, several per trial) outnumber
    the trials: compared as rates, neither a crash nor a false move."""
    d = sample()
    r = find(d, "bullseye", "open", "glibc-i386")
    set_count(r, "hammer", "leak", 1580)
    base_units = write(d, "units-old.json")
    set_count(r, "hammer", "leak", 1560)
    rc, out, err = tool("cr-compare", base_units, write(d, "units-noise.json"))
    ok(rc == 0 and "MOVED" not in out and "Traceback" not in err,
       "counts beyond the trials (1580 -> 1560 in 400): within noise, no crash", out + err)
    set_count(r, "hammer", "leak", 400)
    rc, out, err = tool("cr-compare", base_units, write(d, "units-moved.json"))
    ok(rc == 0 and "MOVED" in out and "1580 in 400 trials -> 400 in 400 trials" in out,
       "counts beyond the trials (1580 -> 400 in 400): a rate that moved", out + err)


def t_compare_changes(base):
    """A sweep count, a record gone, a libc version, a check that broke."""
    d = sample()
    r = find(d, "host", "open", "glibc-x86_64")
    # one more boundary that leaks: the map and its summary agree
    b = [x for x in r["sweep"]["boundaries"] if x["verdict"] == "ok"][-1]
    b["verdict"] = "leak"
    r["sweep"]["summary"]["ok"] -= 1
    set_count(r, "sweep", "leak", counts_of(r, "sweep")["leak"] + 1)
    rc, out, err = tool("cr-compare", base, write(d, "sweep.json"))
    ok(rc == 0 and "MOVED" in out and "sweep leak" in out, "a sweep count is exact: +1 boundary is reported", out)
    d = sample()
    d["records"] = [r for r in d["records"] if not (r["run"]["root"] == "trixie" and r["program"] == "open")]
    rc, out, err = tool("cr-compare", base, write(d, "gone.json"))
    ok(rc == 1 and "GONE" in out, "a record that is gone: exit 1", out)
    d = sample()
    find(d, "trixie", "open", "glibc-x86_64")["libc"]["version"] = "2.42"
    rc, out, err = tool("cr-compare", base, write(d, "version.json"))
    ok(rc == 0 and "VERSION" in out and "glibc 2.41 -> glibc 2.42" in out, "a new libc version: reported, exit 0", out)
    d = sample()
    r = find(d, "host", "close", "glibc-x86_64")
    check_of(r, "hammer", "double-close")["ok"] = False
    r["status"] = schema.derived_status(r)
    rc, out, err = tool("cr-compare", base, write(d, "broke.json"))
    ok(rc == 1 and "BROKE" in out, "a check that went from as expected to not: exit 1", out)
    rc, out, err = tool("cr-compare", base, write("[]", "list.json"))
    ok(rc == 2, "a malformed NEW: exit 2", err)
    rc, out, err = tool("cr-compare", base)
    ok(rc == 2, "one file only: usage error, exit 2", err)


def t_compare_bench():
    """The benchmark gate: advisory, fatal with --fail-on-perf; on recorded
    bookworm and trixie runs the i386 cancellable read is flagged
    (model.bench_changes' own tests: test_model.py)."""
    with open(BENCH) as fh:
        b = json.load(fh)
    b2 = copy.deepcopy(b)
    st = b2["records"][0]["stats"]
    for k in ("median", "min", "max", "p10", "p90", "mad"):
        st[k] *= 2
    rc, out, err = tool("cr-compare", write(b, "b1.json"), write(b2, "b2.json"))
    ok(rc == 0 and "SLOWER" in out and "performance regression (advisory" in out,
       "a benchmark twice as slow: reported as a performance regression, advisory (exit 0)", out + err)
    rc, out, err = tool("cr-compare", "--fail-on-perf", write(b, "b1.json"), write(b2, "b2.json"))
    ok(rc == 1 and "<< REGRESSION" in out, "... fatal with --fail-on-perf (exit 1)", out + err)
    old, new = (os.path.join(HERE, "bench-%s.json" % r) for r in ("bookworm", "trixie"))
    rc, out, err = tool("cr-compare", old, new)
    slow = [l for l in out.splitlines() if "performance regression" in l]
    ok(rc == 0 and len(slow) == 1 and "wrapper-read glibc-i386" in slow[0] and "advisory" in slow[0],
       "cr-compare bookworm trixie: the i386 wrapper flagged, advisory (exit 0)", out + err)
    rc, out, err = tool("cr-compare", "--fail-on-perf", old, new)
    ok(rc == 1 and "1 regressions" in out, "cr-compare --fail-on-perf: exit 1", out + err)
    rc, out, err = tool("cr-compare", "--min-ratio", "0.5", old, new)
    ok(rc == 2, "--min-ratio below 1: usage error, exit 2", err)
    # a guest's emulated timings (TCG) against the same guest's: never a regression
    g1, g2 = copy.deepcopy(b), copy.deepcopy(b2)
    for d in (g1, g2):
        for r in d["records"]:
            r["guest"] = {"tag": "bookworm.amd", "release": "bookworm", "kernel": "6.1.0-57-amd64", "cpu": "amd",
                          "vendor": "AuthenticAMD", "entry": "syscall", "accel": "tcg", "timing": "emulated"}
            r["run"] = {"root": "host", "exit": 0}
    rc, out, err = tool("cr-compare", "--fail-on-perf", write(g1, "g1.json"), write(g2, "g2.json"))
    ok(rc == 0 and "SLOWER" not in out and "regression" not in out.lower().replace("0 regressions", ""),
       "a guest's emulated figure twice as slow: no change reported, no regression (exit 0)", out + err)


if __name__ == "__main__":
    run(t_compare, t_compare_bench)
