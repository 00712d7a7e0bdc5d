#!/usr/bin/env python3
"""Tests of cancelrace/bench_summary.py (scripts/bench-summary) with records
from a QEMU guest beside this machine's: the guest's in a section of their
own, with the kernel entry each call executed and its figure marked with
the guest's timing, never in this machine's sections or ratios (TAP 13).
Exit: 0 all ok, 1 a test failed."""
from toolslib import *  # noqa: F401,F403
from cancelrace import bench_summary as S  # noqa: E402

GUEST = {"tag": "bookworm.amd", "release": "bookworm", "kernel": "6.1.0-57-amd64", "cpu": "amd",
         "vendor": "AuthenticAMD", "entry": "syscall", "accel": "tcg", "timing": "emulated"}


def t_guest_apart():
    with open(BENCH) as fh:
        host = json.load(fh)["records"]
    guest = copy.deepcopy([r for r in host if r["arch"] == "i386"])
    for r in guest:  # 100 times faster than this machine's: a mixed ratio would show
        r["guest"], r["run"] = dict(GUEST), {"root": "host", "exit": 0}
        for k in ("median", "p10", "p90", "min", "max", "mad"):
            r["stats"][k] /= 100
    alone = S.summary("d", copy.deepcopy(host))
    both = S.summary("d", copy.deepcopy(host) + guest)
    head, _, tail = both.partition("\nIn a QEMU guest, guest:bookworm/amd/syscall:")
    ok(tail and head.rstrip("\n") == alone.rstrip("\n"),
       "this machine's sections are the same with a guest's records beside them", both)
    g80 = [l for l in tail.splitlines() if l.lstrip().startswith("entry-int80")]
    m = "%.1f" % guest[[r["program"] for r in guest].index("entry-int80")]["stats"]["median"]
    ok("timings emulated, not this machine's" in tail.splitlines()[0] and g80 and " int80 " in g80[0]
       and ("median %s ns/call (emulated)" % m) in g80[0],
       "the guest's section: its timing named, each call's entry, its figure marked (emulated)", tail)
    ok("x (spread" not in tail and "x (spread" in head, "no ratio in the guest's section", tail)
    only = S.summary("d", copy.deepcopy(guest))
    ok("In a QEMU guest" in only and "Entry cost" not in only and "x (spread" not in only,
       "a run with only a guest's records: no ratio of this machine's is made of them", only)


if __name__ == "__main__":
    run(t_guest_apart)
