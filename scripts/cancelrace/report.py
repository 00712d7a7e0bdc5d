"""cr-report: one static HTML report from cancelrace results: first the
trade-off table and its figure (race-free or not against the cost of a
cancellable call), then the tables of scripts/cr-table and the figures of
scripts/cr-plot, the machine, the libc roots and guest kernels (the exact
packages) and the runs without a record.  Self-contained: the SVG figures
are inlined, no script, no network; it opens from a file.

usage: cr-report [--plots DIR] [--title T] -o FILE.html RESULTS...
Exit: 0, 2 malformed input or usage error.
"""
import argparse
import datetime
import html
import os
import re
import sys

from . import model, schema
from . import table as cr_table
from .doc import Doc


TRADEOFF_FIGURE = ("tradeoff", "The trade-off as a figure",
                   "Each implementation x libc root x arch: a cancellable read(fd, buf, 0) through its "
                   "wrapper with a second thread alive (wrapper-read), median thread CPU time, bars "
                   "p10-p90, log scale; green race-free, red racy (the race records' sweep and hammer); "
                   "above each bar the ratio to the raw entry of its arch (dashed: i386 call *AT_SYSINFO, "
                   "x86_64 syscall).")
FIGURES = [("entry-cost", "Kernel entry cost per path",
            "Median ns per getppid() call through each entry instruction (entry-* benchmarks); "
            "bars are p10-p90 over the repetitions; log scale."),
           ("wrapper-cost", "Cancellable-wrapper cost per implementation",
            "A cancellable read(/dev/null, buf, 0) through each implementation's wrapper against "
            "the raw syscall (wrapper-read and raw-read benchmarks), median ns per call."),
           ("sweep-map", "Sweep: race-window map",
            "Each row is one call under one libc; x is the instruction boundary at which the cancel "
            "was delivered (hardware breakpoint / single step), the colour the verdict there; the "
            "grey marks and labels are the functions the PC was in.")]



def figure_html(plots, output, name, title, caption):
    """One cr-plot figure, its SVG inlined, a link to its PNG ("" when the
    figure was not drawn)."""
    svg = os.path.join(plots, name + ".svg")
    if not os.path.exists(svg):
        return ""
    png = os.path.relpath(os.path.join(plots, name + ".png"), os.path.dirname(os.path.abspath(output)))
    return '<figure id="%s"><h3>%s</h3>%s<figcaption>%s (<a href="%s">PNG</a>)</figcaption></figure>' % (
        name, html.escape(title), svg_inline(svg), html.escape(caption), html.escape(png))


def svg_inline(path):
    with open(path, encoding="utf-8") as fh:
        s = fh.read()
    s = re.sub(r"<\?xml[^>]*\?>", "", s)
    s = re.sub(r"<!DOCTYPE[^>]*>", "", s, flags=re.S)
    return s.strip()


def roots_html(docs):
    rows = []
    for d in docs:
        for name, info in sorted((d.get("roots") or {}).items()):
            for p in info.get("packages") or []:
                rows.append("<tr><td>%s</td><td>%s</td><td>%s</td><td>%s</td><td><code>%s</code></td></tr>" % tuple(
                    html.escape(x) for x in (name, p["package"], p["arch"], p["version"], p["sha256"][:16])))
    if not rows:
        return ""
    return ("<h2>libc roots (scripts/cr-fetch-libc)</h2><table><thead><tr><th>root</th><th>package</th>"
            "<th>arch</th><th>version</th><th>sha256</th></tr></thead><tbody>%s</tbody></table>" % "".join(rows))


def kernels_html(docs):
    """The guest kernels (scripts/cr-kernels fetch): the exact packages."""
    rows = []
    for d in docs:
        for rel, info in sorted((d.get("kernels") or {}).items()):
            for p in info.get("packages") or []:
                rows.append("<tr><td>%s</td><td>%s</td><td>%s</td><td>%s</td><td><code>%s</code></td></tr>" % tuple(
                    html.escape(str(x)) for x in (rel, info.get("kernel", "?"), p["package"], p["version"],
                                                  p.get("sha256", "")[:16])))
    if not rows:
        return ""
    return ("<h2>Guest kernels (scripts/cr-kernels)</h2><table><thead><tr><th>release</th><th>kernel</th>"
            "<th>package</th><th>version</th><th>sha256</th></tr></thead><tbody>%s</tbody></table>" % "".join(rows))


CSS = """
body{font-family:sans-serif;margin:2em;max-width:1300px;color:#212121}
table{border-collapse:collapse;margin:1em 0;font-size:13px}
th,td{border:1px solid #bdbdbd;padding:3px 6px;vertical-align:top}
th{background:#eceff1;text-align:left} tr.racy td:first-child{font-weight:bold}
tr.failed td:first-child{font-weight:bold;color:#b71c1c}
.bad{color:#b71c1c;font-weight:bold} .good{color:#2e7d32}
figure{margin:1.5em 0} figure svg{max-width:100%;height:auto;border:1px solid #e0e0e0}
figcaption{font-size:13px;color:#455a64;max-width:1100px} code{font-size:12px}
"""


def main(argv=None):
    ap = argparse.ArgumentParser(prog="cr-report", description="a static HTML report from results")
    ap.add_argument("files", nargs="+", metavar="RESULTS")
    ap.add_argument("-o", "--output", required=True)
    ap.add_argument("--plots", help="folder of cr-plot's figures")
    ap.add_argument("--title", default="cancelrace results")
    a = ap.parse_args(argv)
    try:
        docs = [schema.load(f) for f in a.files]
    except schema.Invalid as e:
        print("cr-report: %s" % e, file=sys.stderr)
        return 2
    records = [r for d in docs for r in d["records"]]
    # the headline first: the trade-off table and its figure
    top = cr_table.tradeoff_table(records)
    if top:
        top = Doc().heading(cr_table.TRADEOFF_TITLE).blank().extend(top)
    tables = cr_table.render(docs, skip=("tradeoff",))
    versions = sorted({r.get("project_version", "?") for r in records})
    parts = ["<!DOCTYPE html>", '<html lang="en"><head><meta charset="utf-8">',
             "<title>%s</title><style>%s</style></head><body>" % (html.escape(a.title), CSS),
             "<h1>%s</h1>" % html.escape(a.title),
             "<p>%d records from %s; cancelrace %s; report written %s by scripts/cr-report.</p>" % (
                 len(records), html.escape(", ".join(os.path.basename(f) for f in a.files)),
                 html.escape(", ".join(versions)),
                 datetime.datetime.utcnow().strftime("%Y-%m-%d %H:%M UTC")),
             top.html(),
             figure_html(a.plots, a.output, *TRADEOFF_FIGURE) if a.plots and top else "",
             tables.html()]
    if a.plots:
        parts.append("<h2>Figures</h2>")
        figs = []
        for name, title, caption in FIGURES:
            if name == "sweep-map":
                order = model.call_order(records)
                calls = sorted((f[len("sweep-map-"):-4] for f in os.listdir(a.plots)
                                if f.startswith("sweep-map-") and f.endswith(".svg")),
                               key=lambda c: (order.index(c) if c in order else len(order), c))
                figs += [("sweep-map-" + c, "%s: %s()" % (title, c), caption) for c in calls]
            else:
                figs.append((name, title, caption))
        parts += [figure_html(a.plots, a.output, name, title, caption) for name, title, caption in figs]
    parts.append(roots_html(docs))
    parts.append(kernels_html(docs))
    parts.append("</body></html>")
    tmp = a.output + ".tmp"
    with open(tmp, "w", encoding="utf-8") as fh:
        fh.write("\n".join(parts) + "\n")
    os.rename(tmp, a.output)
    print(a.output)
    return 0


if __name__ == "__main__":
    sys.exit(main())
