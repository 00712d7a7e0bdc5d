#!/usr/bin/env python3
"""Tests of cancelrace/report.py (scripts/cr-report) on the samples: one
static page with the figures inlined, the tables, the roots' packages, the
trade-off first, nothing fetched or run (TAP 13; a skip without gnuplot,
which draws the figures it inlines).
Exit: 0 all ok, 1 a test failed."""
from toolslib import *  # noqa: F401,F403


def t_report():
    if not shutil.which(os.environ.get("GNUPLOT") or "gnuplot"):
        N[0] += 1
        print("ok %d - the report # SKIP gnuplot not installed" % N[0])
        return
    out = os.path.join(TMP, "plots")
    rc, o, err = tool("cr-plot", "--out", out, SAMPLE, BENCH)
    ok(rc == 0, "cr-plot draws the figures the report inlines", err)
    html = os.path.join(TMP, "report.html")
    rc, o, err = tool("cr-report", "-o", html, "--plots", out, SAMPLE, BENCH)
    ok(rc == 0 and os.path.exists(html), "cr-report writes the report", err)
    with open(html) as fh:
        h = fh.read()
    ok(h.count("<svg") == 5 and "Race verdicts" in h and "Benchmarks" in h and "2.31-13+deb11u11" in h,
       "the report inlines the five figures, the tables and the root packages")
    first = [h.find(x) for x in ("Trade-off", 'id="tradeoff"', "Race verdicts", "<h2>Figures")]
    ok(all(x > 0 for x in first) and first == sorted(first),
       "the trade-off table and its figure come first on the page", first)
    ext = [x for x in ("src=\"http", "href=\"http", "<script", "@import", "url(http") if x in h]
    ok(not ext, "the report needs no network and runs no script", ext)


if __name__ == "__main__":
    run(t_report)
