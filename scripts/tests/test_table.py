#!/usr/bin/env python3
"""Tests of cancelrace/table.py (scripts/cr-table) on the samples: verdict
rows, the catalogue, bench ratios, sweep windows, and the trade-off table
first (TAP 13).
Exit: 0 all ok, 1 a test failed."""
from toolslib import *  # noqa: F401,F403


def t_table():
    """cr-table on the samples: the verdict rows, an unexpected cell; then
    the catalogue, bench ratios, sweep windows and the trade-off table."""
    rc, md, err = tool("cr-table", SAMPLE, BENCH)
    ok(rc == 0, "cr-table renders the samples", err)
    lines = md.splitlines()
    row = [l for l in lines if l.startswith("| glibc 2.31 i386 [bullseye] |")]
    ok(len(row) == 2 and "**RACY**: " in row[0] and "leak hammer" in row[0] and "(as expected)" in row[0],
       "the bullseye glibc 2.31 i386 row shows the leak, as expected", row)
    row = [l for l in lines if l.startswith("| glibc 2.41 x86_64 [trixie] |")]
    ok(row and "clean (as expected)" in row[0] and "RACY" not in row[0], "glibc 2.41 is clean", row)
    ok("NOT AS EXPECTED" not in md, "no cell of the samples is unexpected")
    d = sample()
    set_count(find(d, "trixie", "open", "glibc-x86_64"), "hammer", "leak", 5, False)
    rc, md2, err = tool("cr-table", write(d, "t.json"))
    row = [l for l in md2.splitlines() if l.startswith("| glibc 2.41 x86_64 [trixie] |")]
    ok(row and "NOT AS EXPECTED" in row[0] and "leak hammer 5 in 400 trials (expected none)" in row[0],
       "an unexpected cell says so", row)
    t_catalogue(md)
    t_tradeoff(md)


def t_catalogue(md):
    """The catalogue (per call and variant), bench ratios, sweep windows."""
    lines = md.splitlines()
    cat = {l.split(" | ")[0][2:]: l.split(" | ") for l in lines if l.startswith("| open |") or l.startswith("| call |")}
    col = cat.get("call", [])
    x86 = col.index("glibc-x86_64") if "glibc-x86_64" in col else -1
    ok(x86 > 0 and cat.get("open") and cat["open"][x86] == "2.36: leak (sweep, hammer); 2.41: clean",
       "catalogue: per call and variant, the libc versions with the same outcome together", cat)
    d = sample()
    find(d, "trixie", "open", "glibc-x86_64").update(interrupted=True, status="fail")
    set_count(find(d, "host", "open", "glibc-x86_64"), "hammer", "leak", 0, False)
    rc, md3, err = tool("cr-table", "--section", "catalogue", write(d, "cat.json"))
    row = [l.split(" | ") for l in md3.splitlines() if l.startswith("| open |")]
    ok(rc == 0 and row and x86 > 0 and row[0][x86] == "2.36: leak (sweep) **NOT AS EXPECTED**; 2.41: **INTERRUPTED**",
       "catalogue: an interrupted run and a missed race say so, never clean", md3 + err)
    d = sample()
    d.setdefault("failures", []).append({"program": "nosuch", "variant": "glibc-x86_64", "root": "host",
                                         "reason": "timed out after 60 s", "exit": 124})
    rc, md4, err = tool("cr-table", "--section", "catalogue", write(d, "cat-fail.json"))
    row = [l.split(" | ") for l in md4.splitlines() if l.startswith("| nosuch |")]
    ok(rc == 0 and row and x86 > 0 and row[0][x86] == "host: **TIMED OUT**",
       "catalogue: a call whose only run left no record has its row, saying so", md4 + err)
    d.setdefault("failures", []).append({"program": "open", "variant": "uclibc-i386", "root": "host",
                                         "guest": "bookworm.amd", "reason": "skipped", "exit": 77, "skip": True})
    rc, md5, err = tool("cr-table", "--section", "catalogue", write(d, "cat-guest.json"))
    head = [l for l in md5.splitlines() if l.startswith("| call |")]
    ok(rc == 0 and head and "uclibc-i386" not in head[0],
       "catalogue: a guest's run without a record is not this machine's column (its rows are the guest's)",
       md5 + err)
    ent = {l.split("|")[1].strip(): l for l in lines if l.startswith("| entry-")}
    ok("36.88x" in ent.get("entry-int80", "") and "1.00x" in ent.get("entry-sysinfo", ""),
       "bench ratios: int80 against the fastest i386 entry", ent)
    ok("k=17..30" in md and "__kernel_vsyscall+0xa" in md and "__pthread_disable_asynccancel+0x34" in md,
       "the sweep windows table names the window and symbols")


def t_tradeoff(md):
    """The trade-off table (cr-table's headline section) on the samples and
    on real records of a bookworm and a trixie run."""
    ok(md.index("## Trade-off") < md.index("## Race verdicts"), "cr-table: the trade-off table comes first")
    row = [l for l in md.splitlines() if l.startswith("| glibc 2.36 x86_64 [host] |")]
    ok(row and "**RACY**: double-close in 1 of 2 calls" in row[0] and "(threads not recorded)" in row[0],
       "a racy glibc row, and a record without a thread count says so", row)
    runs = [os.path.join(HERE, f) for f in ("bench-bookworm.json", "bench-trixie.json")]
    rc, md2, err = tool("cr-table", "--section", "tradeoff", SAMPLE, BENCH, *runs)
    rows = {l.split(" | ")[0][2:]: l.split(" | ") for l in md2.splitlines() if l.startswith("| ") and " [" in l}
    tx, bw = rows.get("glibc 2.41 i386 [trixie]"), rows.get("glibc 2.36 i386 [bookworm]")
    ok(rc == 0 and tx and bw and tx[3] == "int $0x80" and bw[3] == "call *%gs:0x10 -> vDSO syscall",
       "trade-off: the stepped kernel entry of each row (trixie glibc-i386 int $0x80, bookworm the vDSO)",
       md2 + err)
    if tx and bw:
        r_tx, r_bw = float(tx[4].rstrip("x")), float(bw[4].rstrip("x"))
        ok(r_tx > 5 * r_bw, "trade-off: glibc 2.41 i386 costs %.1fx the raw entry, 2.36 %.1fx" % (r_tx, r_bw))
    x = rows.get("glibc 2.41 x86_64 [trixie]")
    ok(x and x[1] == "race-free: 0 in 1 call" and "syscall" == x[3],
       "trade-off: glibc 2.41 x86_64 race-free (its trixie race record), entry syscall", x)
    # a race seen where an expectation row marks a finding: race-free but for it, named
    d = sample()
    r = find(d, "trixie", "open", "glibc-x86_64")
    set_count(r, "hammer", "leak", 3, True)
    check_of(r, "hammer", "leak")["reference"] = "FINDING: results/findings/open.md: a made-up finding"
    rc, md3, err = tool("cr-table", "--section", "tradeoff", write(d, "finding.json"), BENCH, *runs)
    x = [l.split(" | ") for l in md3.splitlines() if l.startswith("| glibc 2.41 x86_64 [trixie] |")]
    ok(rc == 0 and x and x[0][1] == "race-free in 0 of 1 calls; FINDING: leak in open (hammer): "
       "results/findings/open.md" and "RACY" not in x[0][1],
       "trade-off: a race an expectation row marks as a finding is named as one, not as the design's race",
       md3 + err)


GUEST = {"tag": "bookworm.amd", "release": "bookworm", "kernel": "6.1.0-57-amd64", "package": "linux-image-6.1.0-57-amd64",
         "package_version": "6.1.192-3", "cpu": "amd", "cpu_model": "qemu64", "vendor": "AuthenticAMD",
         "entry": "syscall", "layout": "pre-7.0", "accel": "tcg", "timing": "emulated"}


def t_guest_bench():
    """Benchmarks run in a QEMU guest (make bench where this machine cannot
    run 32-bit): marked, never in the trade-off table, never in a ratio
    with this machine's figures."""
    with open(BENCH) as fh:
        host = json.load(fh)
    with open(os.path.join(HERE, "bench-bookworm.json")) as fh:
        more = json.load(fh)["records"]
    guest = copy.deepcopy([r for r in host["records"] if r["arch"] == "i386"] +
                          [r for r in more if r["program"] == "wrapper-read" and r["variant"] == "glibc-i386"])
    for r in guest:  # a hundred times faster than this machine's: a mixed ratio would show
        r["guest"], r["run"] = dict(GUEST), {"root": "host", "exit": 0, "guest": GUEST["tag"]}
        r["libc"]["root"] = None
        for st in ("stats", "stats_cpu"):
            for k, v in list((r.get(st) or {}).items()):
                if isinstance(v, float) and k not in ("reps", "iters_per_rep"):
                    r[st][k] = v / 100
    gpath = write({"schema": schema.RESULTS_SCHEMA, "records": guest}, "guest-bench.json")
    rc, md, err = tool("cr-table", "--section", "tradeoff", SAMPLE, BENCH, gpath)
    ok(rc == 0 and "glibc 2.36 x86_64 [host]" in md and "@ guest" not in md,
       "trade-off: this machine's rows, none from a guest's benchmarks (emulated timings)", md + err)
    rc, md, err = tool("cr-table", "--section", "bench", BENCH, gpath)
    rows = {(l.split(" | ")[0][2:], "guest" in l): l.split(" | ") for l in md.splitlines() if l.startswith("| entry-")}
    g80, h80 = rows.get(("entry-int80", True)), rows.get(("entry-int80", False))
    ok(rc == 0 and g80 and h80 and g80[4].endswith("(emulated)") and not h80[4].endswith(")")
       and h80[8] == "36.88x |" and g80[8] == "36.88x |",
       "bench table: a guest's figure marked (emulated), its ratio taken within the guest, this machine's "
       "unchanged", md + err)


def t_two_machines():
    """A reference extended on a second machine: each benchmark row names
    its machine, and a ratio is taken within one machine only."""
    with open(BENCH) as fh:
        b = json.load(fh)
    raw = next(r for r in b["records"] if r["program"] == "entry-syscall")
    other = copy.deepcopy(raw)
    other["machine"] = dict(other["machine"], kernel="Linux 9.9.9-other #1")
    for st in ("stats", "stats_cpu"):
        for k, x in list((other.get(st) or {}).items()):
            if k in ("median", "p10", "p90", "min", "max", "mean", "mad") and isinstance(x, (int, float)):
                other[st][k] = x * 5
    b["records"].append(other)
    rc, md, err = tool("cr-table", "--section", "bench", write(b, "two-machines.json"))
    rows = [l for l in md.splitlines() if l.startswith("| entry-syscall ")]
    ok(rc == 0 and len(rows) == 2 and any("@ 9.9.9-other" in l for l in rows) and
       all(l.rstrip(" |").endswith("1.00x") for l in rows),
       "two machines: each entry row names its machine, each the fastest of its own", md[-1500:] + err)


if __name__ == "__main__":
    run(t_table, t_guest_bench, t_two_machines)
