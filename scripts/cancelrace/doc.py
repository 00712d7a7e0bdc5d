"""The page model every table and report is built from: a Doc is a list of
headings, paragraphs, blank lines and Tables, rendered to Markdown (cr-table,
cr-qa's report.md) and to HTML (cr-report, cr-qa's report.html) from the same
objects, so a column or a row appears in both or in neither.

Markdown text in cells and paragraphs is what a reader of the .md sees
(**bold**, <br>); the HTML renderer turns the same strings into markup
(inline()).
"""
import html
import re

# What a failed, interrupted or unrecorded run says in a cell (cr-table).
BAD_STATES = ("FAILED", "INTERRUPTED", "TIMED OUT", "HARNESS ERROR", "KILLED", "NO RECORD")


def inline(text):
    """A cell's or paragraph's text as HTML: escaped, <br> kept, **bold**
    (a failed state in red), the expectations' words coloured."""
    s = html.escape(text, quote=False)
    s = s.replace("&lt;br&gt;", "<br>")
    s = re.sub(r"\*\*(%s[^*]*)\*\*" % "|".join(BAD_STATES), r'<strong class="bad">\1</strong>', s)
    s = re.sub(r"\*\*(.+?)\*\*", r"<strong>\1</strong>", s)
    s = s.replace("NOT AS EXPECTED", '<span class="bad">NOT AS EXPECTED</span>')
    s = s.replace("(as expected)", '<span class="good">(as expected)</span>')
    return s


class Table:
    """A heading row, one alignment per column ("---" or "---:", Markdown's
    separator) and rows of cell texts."""

    def __init__(self, head, align=None):
        self.head = list(head)
        self.align = list(align) if align else ["---"] * len(self.head)
        self.rows = []

    def add(self, *cells):
        self.rows.append(["%s" % c for c in cells])
        return self

    def markdown_lines(self):
        # an empty heading cell is written "| |", an empty body cell "|  |"
        head = "|" + "|".join(" %s " % c if c else " " for c in self.head) + "|"
        sep = "|" + "".join(a + "|" for a in self.align)
        return [head, sep] + ["| " + " | ".join(r) + " |" for r in self.rows]

    def html(self):
        out = ["<table><thead><tr>%s</tr></thead><tbody>" % "".join(
            "<th>%s</th>" % inline(c.strip()) for c in self.head)]
        for r in self.rows:
            cells = [c.strip() for c in r]
            cls = ' class="failed"' if any("**" + b in c for c in cells for b in BAD_STATES) else \
                ' class="racy"' if any("**RACY**" in c for c in cells) else ""
            out.append("<tr%s>%s</tr>" % (cls, "".join("<td>%s</td>" % inline(c) for c in cells)))
        out.append("</tbody></table>")
        return "\n".join(out)


class Doc:
    """Headings, paragraphs, blank lines and tables, in order."""

    def __init__(self):
        self.items = []

    def heading(self, text, level=2):
        self.items.append(("h", level, text))
        return self

    def para(self, text):
        self.items.append(("p", text))
        return self

    def blank(self):
        self.items.append(("blank",))
        return self

    def table(self, t):
        self.items.append(("table", t))
        return self

    def extend(self, other):
        self.items += other.items
        return self

    def __bool__(self):
        return bool(self.items)

    def markdown(self):
        """The lines, each ended by a newline ("" for an empty Doc)."""
        lines = []
        for it in self.items:
            if it[0] == "h":
                lines.append("#" * it[1] + " " + it[2])
            elif it[0] == "p":
                lines.append(it[1])
            elif it[0] == "blank":
                lines.append("")
            else:
                lines += it[1].markdown_lines()
        return "\n".join(lines) + "\n" if lines else ""

    def html(self):
        """The same items as HTML, one element a line (blank lines dropped)."""
        out = []
        for it in self.items:
            if it[0] == "h":
                out.append("<h%d>%s</h%d>" % (it[1], html.escape(it[2]), it[1]))
            elif it[0] == "p":
                out += ["<p>%s</p>" % inline(line) for line in it[1].splitlines() if line.strip()]
            elif it[0] == "table":
                out.append(it[1].html())
        return "\n".join(out)


def sections(parts):
    """Docs one after another, a blank line between each (empty ones left
    out)."""
    out = Doc()
    for p in parts:
        if not p:
            continue
        if out:
            out.blank()
        out.extend(p)
    return out
