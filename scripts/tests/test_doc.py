#!/usr/bin/env python3
"""Tests of cancelrace/doc.py: one table object, its Markdown and its HTML
(TAP 13).
Exit: 0 all ok, 1 a test failed."""
from toolslib import *  # noqa: F401,F403
from cancelrace import schema


def t_doc():
    """cancelrace.doc: one table object, its Markdown and its HTML (the same
    columns and rows in both, by construction)."""
    from cancelrace import doc, table
    t = doc.Table(["call", "", "ns"], ["---", "---", "---:"]).add("open", "", "**FAILED**: x").add("read", "a<b", "1")
    md = doc.Doc().heading("T").blank().table(t).markdown()
    ok(md == "## T\n\n| call | | ns |\n|---|---|---:|\n| open |  | **FAILED**: x |\n| read | a<b | 1 |\n",
       "doc: a table's Markdown (an empty heading cell '| |', an empty body cell '|  |')", md)
    h = doc.Doc().heading("T").table(t).html()
    ok(h.count("<th>") == 3 and h.count("<td>") == 6 and '<tr class="failed">' in h and "a&lt;b" in h
       and '<strong class="bad">FAILED</strong>' in h, "doc: the same table as HTML, a failed row marked", h)
    page = table.render([schema.load(SAMPLE)])
    tables = [it[1] for it in page.items if it[0] == "table"]
    ok(tables and page.markdown().count("\n|---") == len(tables) and page.html().count("<table>") == len(tables),
       "cr-table's page: every table in the Markdown is one in the HTML", len(tables))


if __name__ == "__main__":
    run(t_doc)
