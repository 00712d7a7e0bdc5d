"""cr-plot: gnuplot figures (SVG and PNG) from cancelrace results.

  tradeoff       the headline: each implementation x libc root x arch's
                 cancellable read with a second thread alive (wrapper-read),
                 green race-free / red racy (the race records), the ratio to
                 the raw entry of its arch above the bar (the trade-off
                 table of scripts/cr-table)
  entry-cost     median ns/call of each kernel entry path (entry-* benches),
                 p10-p90 as error bars, log scale (int $0x80 can be 30x)
  wrapper-cost   the cancellable read() wrapper against the raw syscall, per
                 implementation (wrapper-read / raw-read benches)
  sweep-map-CALL the sweep's race-window map, one per call: a row per libc, the
                 instruction boundaries along x, the verdict at each as a
                 colour, the symbol ranges (function of the PC) labelled

Each figure is written as OUT/NAME.svg and OUT/NAME.png, with its data
(NAME.dat) and script (NAME.gp) beside it so it can be redrawn by hand.
A figure with no data is skipped (said on stderr).  The benchmark figures
are this machine's: a benchmark record from a QEMU guest (scripts/cr-kernels,
emulated or virtualised timings) is left out, and the number left out is
said on stderr.

usage: cr-plot [--out DIR] [--gnuplot PATH] FILE...
Exit: 0, 1 gnuplot failed or is missing, 2 malformed input / usage.
"""
import argparse
import os
import re
import shutil
import subprocess
import sys

from . import model, schema
from .tradeoff import tradeoff as tradeoff_rows

# A boundary's verdict -> colour: each race verdict and each boundary state
# ("ok" and the run's own trouble: crash, hang, error, diverged, skipped)
# its own, from harness/verdicts.def, the one list.  A name the list does
# not hold (a record older than a rename) is drawn black under its name.
UNKNOWN_COLOUR = "#000000"


def palette(verdicts=()):
    """(name, colour, legend) for ok, every race verdict, each other name
    in verdicts (in the order given) and the run's own trouble: the
    figure's colour table."""
    ok, trouble = schema.BOUNDARY_ROWS[0], schema.BOUNDARY_ROWS[1:]
    known = {r["name"] for r in schema.RACE_VERDICTS_ROWS + schema.BOUNDARY_ROWS}
    other = []
    for v in verdicts:
        if v not in known and v not in other:
            other.append(v)
    return ([(ok["name"], ok["colour"], "%s (%s)" % (ok["name"], ok["meaning"]))] +
            [(r["name"], r["colour"], r["name"]) for r in schema.RACE_VERDICTS_ROWS] +
            [(v, UNKNOWN_COLOUR, v) for v in other] +
            [(r["name"], r["colour"], r["name"]) for r in trouble])


def q(s):
    return '"%s"' % str(s).replace("\\", "\\\\").replace('"', '\\"')


def terminals(name, width, height):
    """gnuplot preamble lines for the svg and png outputs of one figure."""
    return [("svg", "set terminal svg size %d,%d dynamic noenhanced font 'Sans,11' background '#ffffff'"
             % (width, height), name + ".svg"),
            ("png", "set terminal pngcairo size %d,%d noenhanced font 'Sans,10' background '#ffffff'"
             % (width, height), name + ".png")]


def draw(gnuplot, out, name, body, width, height, datalines):
    dat = os.path.join(out, name + ".dat")
    with open(dat, "w") as fh:
        fh.write("\n".join(datalines) + "\n")
    script = []
    for _, term, fname in terminals(name, width, height):
        script += [term, "set output %s" % q(fname)] + \
            [l.replace("@DAT@", q(name + ".dat")) for l in body] + ["unset output"]
    gp = os.path.join(out, name + ".gp")
    with open(gp, "w") as fh:
        fh.write("# %s: drawn by scripts/cr-plot; redraw with: cd %s && gnuplot %s.gp\n" % (
            name, os.path.basename(os.path.abspath(out)), name))
        fh.write("\n".join(script) + "\n")
    p = subprocess.run([gnuplot, name + ".gp"], cwd=out, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                       universal_newlines=True, timeout=120)
    if p.returncode != 0:
        raise RuntimeError("gnuplot %s failed:\n%s" % (gp, p.stdout[-1500:]))
    return [os.path.join(out, name + ext) for ext in (".svg", ".png")]


def root_of(r):
    return model.root_name(r)


def entry_cost(recs):
    rows = []
    entries = [r for r in recs if r.get("kind") == "bench" and r["program"].startswith("entry-")]
    several = len({model.machine_key(r) for r in entries}) > 1  # each bar names its machine then
    for r in entries:
        if r["stats"].get("median") is not None:
            st = r["stats"]
            lab = "%s %s%s%s" % (r.get("arch"), r.get("path"), " (%s)" % r["entry"] if r.get("entry") else "",
                                 " @ " + model.machine_tag(r) if several else "")
            rows.append((r.get("arch"), st["median"], lab, st.get("p10") or st["median"], st.get("p90") or st["median"]))
    rows.sort()
    data = ["%d %g %g %g %s" % (i, m, lo, hi, q(lab)) for i, (_, m, lab, lo, hi) in enumerate(rows)]
    body = ["set title 'Kernel entry cost per path (getppid, median; bars p10-p90)'",
            "set ylabel 'ns per call (log scale)'", "set logscale y", "set grid ytics",
            "set style fill solid 0.6 border -1", "set boxwidth 0.6", "set xtics rotate by -20",
            "set yrange [0.1:*]", "set key off",
            "plot @DAT@ using 1:2:xtic(5) with boxes lc rgb '#1565c0', "
            "'' using 1:2:3:4 with yerrorbars lc rgb '#000000' pt 0, "
            "'' using 1:2:($2 < 10 ? sprintf('%.2f', $2) : sprintf('%.0f', $2)) with labels offset 0,1 font ',9'"]
    return data, body


def wrapper_cost(recs):
    groups = {}
    for r in recs:
        if r.get("kind") == "bench" and r["program"] in ("wrapper-read", "raw-read") and r["stats"].get("median") is not None:
            lab = "%s %s %s" % (r.get("impl"), model.libc_label(r).split(" ", 1)[-1] if r.get("impl") == (r.get("libc") or {}).get("name") else model.libc_label(r), r.get("arch"))
            if root_of(r) != "host":
                lab += " [%s]" % root_of(r)
            groups.setdefault(lab, {})[r["program"]] = r["stats"]["median"]
    labs = sorted(groups)
    data = ["%d %s %s %s" % (i, groups[l].get("raw-read", "NaN"), groups[l].get("wrapper-read", "NaN"), q(l))
            for i, l in enumerate(labs)]
    body = ["set title 'Cancellable read() wrapper vs the raw syscall, per implementation (median)'",
            "set ylabel 'ns per call (log scale)'", "set logscale y", "set grid ytics",
            "set style data histogram", "set rmargin 14", "set bmargin 9",
            "set style histogram clustered gap 1", "set style fill solid 0.7 border -1",
            "set xtics rotate by -35 font ',9'", "set yrange [50:*]", "set key top left",
            "set datafile missing 'NaN'"]
    series = []
    if any("raw-read" in groups[l] for l in labs):
        series.append("using 2:xtic(4) title 'raw syscall (baseline)' lc rgb '#90a4ae'")
    if any("wrapper-read" in groups[l] for l in labs):
        series.append("using 3%s title 'cancellable wrapper' lc rgb '#1565c0'" % ("" if series else ":xtic(4)"))
    body.append("plot @DAT@ " + ", '' ".join(series))
    return data, body, len(labs)


TRADEOFF_COLOURS = {True: ("#2e7d32", "race-free"), "finding": ("#ef6c00", "race-free but for a finding"),
                    False: ("#c62828", "racy"), None: ("#9e9e9e", "no race record")}


def tradeoff(recs):
    """The headline figure: each implementation x libc root x arch's
    cancellable read (2 threads) on a log scale, coloured race-free or racy,
    the ratio to the raw entry of its arch above the bar, the raw entries
    (i386 call *AT_SYSINFO, x86_64 syscall) as dashed lines
    (tradeoff.py's rows, the trade-off table's)."""
    rows = tradeoff_rows(recs)
    data, raw = [], {}
    for i, r in enumerate(rows):
        m, lo, hi, _ = r["cost"]
        data.append("%d %g %g %g %d %s %s" % (i, m, lo, hi, int(TRADEOFF_COLOURS[r["race_free"]][0][1:], 16),
                                              q(r["label"]), q("%.1fx" % r["ratio"] if r["ratio"] else "")))
        if r["raw"]:
            raw[r["arch"]] = r["raw"]
    body = ["set title 'Race-free cancellation against the cost of a cancellable read(fd, buf, 0), "
            "2 threads (median, bars p10-p90; above: x the raw entry)'",
            "set ylabel 'ns per call, thread CPU time (log scale)'", "set logscale y", "set grid ytics",
            "set style fill solid 0.7 border -1", "set boxwidth 0.7", "set xtics rotate by -40 font ',9'",
            "set bmargin 12", "set rmargin 20", "set yrange [50:*]", "set xrange [-0.7:%g]" % (len(rows) - 0.3),
            "set key top left"]
    for arch, (m, name) in sorted(raw.items()):
        body.append("set arrow from graph 0, first %g to graph 1, first %g nohead dt 2 lc rgb '#455a64'"
                    % (m, m))
        body.append("set label %s at graph 1.01, first %g left font ',9' tc rgb '#455a64'"
                    % (q("raw %s: %.0f ns" % (arch, m)), m))
    body.append("plot @DAT@ using 1:2:5:xtic(6) with boxes lc rgb variable notitle, "
                "'' using 1:2:3:4 with yerrorbars lc rgb '#000000' pt 0 notitle, "
                "'' using 1:4:7 with labels offset 0,0.8 font ',8' notitle, " +
                ", ".join("NaN with boxes lc rgb %s title %s" % (q(c), q(t))
                          for c, t in TRADEOFF_COLOURS.values()))
    return data, body, len(rows)


def func_of(sym):
    return re.sub(r"\+0x[0-9a-f]+$|\+\d+$", "", sym or "?")


def seen_in(rows):
    """The verdicts the rows' boundaries hold (for the legend)."""
    return {x.get("verdict") for r in rows for x in r["sweep"]["boundaries"]}


def sweep_map(recs, call):
    rows = [r for r in recs if r.get("kind") == "race" and (r.get("sweep") or {}).get("boundaries")]
    rows.sort(key=lambda r: (model.row_sort_key(r), root_of(r)))
    data, labels, ytics = [], [], []
    seen = []
    for r in rows:
        for x in r["sweep"]["boundaries"]:
            if x.get("verdict") not in seen:
                seen.append(x.get("verdict"))
    colours = palette([v for v in seen if isinstance(v, str)])
    cidx = {c[0]: i for i, c in enumerate(colours)}
    for y, r in enumerate(rows):
        b = [x for x in r["sweep"]["boundaries"] if not x.get("in_kernel")]
        ytics.append('%s %d' % (q("%s [%s]" % (model.row_label(r), root_of(r))), y))
        for x in b:
            data.append("%d %d %d" % (x["k"], y, cidx[x["verdict"]]))
        # symbol ranges: maximal runs of boundaries in one function
        # (runs of fewer than 3 boundaries get the range mark, no label;
        # labels alternate between two heights so neighbours do not collide)
        start, nlab = 0, 0
        for i in range(1, len(b) + 1):
            if i == len(b) or func_of(b[i].get("symbol")) != func_of(b[start].get("symbol")):
                lo, hi = b[start]["k"], b[i - 1]["k"]
                if hi - lo >= 2:
                    labels.append("set label %s at %g,%g center font ',7' tc rgb '#37474f'" % (
                        q(func_of(b[start].get("symbol"))), (lo + hi) / 2.0, y + (0.42 if nlab % 2 else 0.28)))
                    nlab += 1
                labels.append("set arrow from %g,%g to %g,%g nohead lc rgb '#90a4ae' lw 1" % (
                    lo - 0.4, y + 0.17, hi + 0.4, y + 0.17))
                start = i
    pal = ", ".join("%d %s" % (i, q(c[1])) for i, c in enumerate(colours))
    body = ["set title 'Sweep of %s(): the verdict when the cancel lands at instruction boundary k'" % call,
            "set xlabel 'instruction boundary k (from the call of the cancellation point)'",
            "set ytics (%s) font ',9'" % ", ".join(ytics),
            "set yrange [-0.6:%g]" % (len(rows) - 0.3), "set xrange [-1:*]",
            "set palette defined (%s)" % pal, "set cbrange [0:%d]" % (len(colours) - 1),
            "unset colorbox", "set key outside bottom center horizontal font ',9'", "set grid xtics"] + labels + [
            "plot " + ", ".join(
                ["@DAT@ using 1:2:3 with points pt 5 ps 0.9 lc palette notitle"] +
                ["NaN with points pt 5 lc rgb %s title %s" % (q(c[1]), q(c[2])) for c in colours
                 if c[0] == "ok" or c[0] in seen_in(rows)])]
    return data, body, len(rows)


def main(argv=None):
    ap = argparse.ArgumentParser(prog="cr-plot", description="gnuplot figures from cancelrace results")
    ap.add_argument("files", nargs="+", metavar="FILE")
    ap.add_argument("--out", default="plots")
    ap.add_argument("--gnuplot", default=os.environ.get("GNUPLOT") or shutil.which("gnuplot") or "gnuplot")
    a = ap.parse_args(argv)
    try:
        docs = [schema.load(f) for f in a.files]
    except schema.Invalid as e:
        print("cr-plot: %s" % e, file=sys.stderr)
        return 2
    if not shutil.which(a.gnuplot) and not os.path.exists(a.gnuplot):
        print("cr-plot: gnuplot not found (%s): install gnuplot-nox" % a.gnuplot, file=sys.stderr)
        return 1
    every = [r for d in docs for r in d["records"]]
    # the figures are this machine's: a benchmark run in a QEMU guest
    # (emulated or virtualised timings) is never drawn beside them
    recs = [r for r in every if not (r.get("kind") == "bench" and r.get("guest"))]
    if len(recs) < len(every):
        print("cr-plot: %d benchmark records from QEMU guests left out (their timings are not this machine's)"
              % (len(every) - len(recs)), file=sys.stderr)
    os.makedirs(a.out, exist_ok=True)
    made = []
    try:
        data, body, n = tradeoff(recs)
        if data:
            made += draw(a.gnuplot, a.out, "tradeoff", body, min(1600, max(900, 55 * n)), 600, data)
        else:
            print("cr-plot: tradeoff: no wrapper-read records, skipped", file=sys.stderr)
        data, body = entry_cost(recs)
        if data:
            made += draw(a.gnuplot, a.out, "entry-cost", body, 900, 480, data)
        else:
            print("cr-plot: entry-cost: no entry-* benchmark records, skipped", file=sys.stderr)
        data, body, n = wrapper_cost(recs)
        if data:
            made += draw(a.gnuplot, a.out, "wrapper-cost", body, min(1600, max(900, 60 * n)), 560, data)
        else:
            print("cr-plot: wrapper-cost: no wrapper-read/raw-read records, skipped", file=sys.stderr)
        # one map per call (a full matrix has 35 call x libc rows per call)
        swept = {r["program"] for r in recs if r.get("kind") == "race" and (r.get("sweep") or {}).get("boundaries")}
        calls = [c for c in model.call_order(recs) if c in swept]
        for call in calls:
            data, body, n = sweep_map([r for r in recs if r.get("program") == call], call)
            made += draw(a.gnuplot, a.out, "sweep-map-" + call, body, 1300, 170 + 46 * n, data)
        if not calls:
            print("cr-plot: sweep-map: no sweep records, skipped", file=sys.stderr)
    except (RuntimeError, subprocess.TimeoutExpired) as e:
        print("cr-plot: %s" % e, file=sys.stderr)
        return 1
    for f in made:
        print(f)
    return 0


if __name__ == "__main__":
    sys.exit(main())
