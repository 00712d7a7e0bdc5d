#!/usr/bin/env python3
"""Tests of cancelrace/plot.py (scripts/cr-plot) on the samples: every
figure as SVG and PNG, the sweep map's labels, a figure without data
skipped (TAP 13; a skip without gnuplot).
Exit: 0 all ok, 1 a test failed."""
from toolslib import *  # noqa: F401,F403


def t_plot():
    if not shutil.which(os.environ.get("GNUPLOT") or "gnuplot"):
        N[0] += 1
        print("ok %d - plots # SKIP gnuplot not installed" % N[0])
        return
    out = os.path.join(TMP, "plots")
    rc, o, err = tool("cr-plot", "--out", out, SAMPLE, BENCH)
    ok(rc == 0, "cr-plot draws the samples", err)
    for name in ("tradeoff", "entry-cost", "wrapper-cost", "sweep-map-open", "sweep-map-close"):
        svg, png = os.path.join(out, name + ".svg"), os.path.join(out, name + ".png")
        try:
            dom = xml.dom.minidom.parse(svg)
            good = dom.documentElement.tagName == "svg"
        except Exception as e:  # noqa: BLE001
            good, dom = False, e
        ok(good, "%s.svg is an SVG document" % name, dom)
        with open(png, "rb") as fh:
            head = fh.read(8)
        ok(head == b"\x89PNG\r\n\x1a\n" and os.path.getsize(png) > 5000, "%s.png is a PNG" % name)
    with open(os.path.join(out, "sweep-map-open.svg")) as fh:
        svg = fh.read()
    ok("__pthread_enable_asynccancel" in svg and "glibc 2.31 i386 [bullseye]" in svg,
       "the sweep map labels symbol ranges and rows")
    rc, o, err = tool("cr-plot", "--out", os.path.join(TMP, "p2"), BENCH)
    ok(rc == 0 and "sweep-map: no sweep records, skipped" in err, "a figure without data is skipped, said", err)
    # a QEMU guest's benchmarks (emulated timings) are never drawn beside
    # this machine's
    with open(BENCH) as fh:
        doc = json.load(fh)
    guest = copy.deepcopy(doc["records"])
    for r in guest:
        r["guest"] = {"tag": "bookworm.amd", "release": "bookworm", "kernel": "6.1.0-57-amd64", "cpu": "amd",
                      "vendor": "AuthenticAMD", "entry": "syscall", "accel": "tcg", "timing": "emulated"}
        r["run"] = {"root": "host", "exit": 0}
    gpath = write({"schema": schema.RESULTS_SCHEMA, "records": guest}, "plot-guest.json")
    rc, o, err = tool("cr-plot", "--out", os.path.join(TMP, "p3"), BENCH, gpath)
    with open(os.path.join(TMP, "p2", "entry-cost.dat")) as a, open(os.path.join(TMP, "p3", "entry-cost.dat")) as b:
        same = a.read() == b.read()
    ok(rc == 0 and same and "%d benchmark records from QEMU guests left out" % len(guest) in err,
       "a guest's benchmark records are left out of the figures, and said so", err)


if __name__ == "__main__":
    run(t_plot)
