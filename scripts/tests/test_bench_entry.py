#!/usr/bin/env python3
"""Tests of the kernel-entry table (scripts/bench-entry, cancelrace/bench_entry.py):
each row of bench/README's table, the judgement of a record on this
machine and in a QEMU guest (the vDSO's entry instruction must be the
guest's decoded one), and the command's exits (TAP 13).
Exit: 0 all ok, 1 a test failed."""
from toolslib import *  # noqa: F401,F403
from cancelrace import bench_entry as E  # noqa: E402

AMD = {"tag": "bookworm.amd", "release": "bookworm", "kernel": "6.1.0-57-amd64", "cpu": "amd",
       "vendor": "AuthenticAMD", "entry": "syscall", "accel": "tcg", "timing": "emulated"}


def rec(program, variant, version="2.36", kind="vdso", insn="syscall", threads=None, guest=None):
    r = {"kind": "bench", "program": program, "variant": variant,
         "libc": {"name": "musl" if "musl" in variant else "glibc", "version": version, "root": None},
         "threads": threads if threads is not None else E.want_threads(program),
         "kernel_entry": {"method": "single-step", "kind": kind, "insn": insn}}
    if guest:
        r["guest"] = dict(guest)
        r["run"] = {"root": "host", "exit": 0}
    return r


def t_table():
    rows = [("entry-syscall", "glibc-x86_64", "2.36", "syscall"), ("entry-empty", "glibc-x86_64", "2.36", "none"),
            ("entry-empty", "glibc-i386", "2.36", "none"), ("entry-int80", "glibc-i386", "2.36", "int80"),
            ("entry-sysinfo", "glibc-i386", "2.36", "vdso"), ("entry-libc", "glibc-i386", "2.41", "vdso"),
            ("raw-read", "musl-i386", "1.2.3", "vdso"), ("raw-read", "vdso-i386-int80", "2.36", "vdso"),
            ("wrapper-read", "musl-i386", "1.2.3", "int80"), ("wrapper-read-single", "musl-i386", "1.2.3", "int80"),
            ("wrapper-read", "vdso-i386-int80", "2.36", "int80"), ("wrapper-read", "vdso-i386-helper", "2.36", "vdso"),
            ("wrapper-read", "vdso-i386-naive", "2.36", "vdso"), ("wrapper-read", "glibc-i386", "2.36", "vdso"),
            ("wrapper-read", "glibc-i386", "2.41", "int80"), ("wrapper-read", "glibc-i386", "2.42", "int80"),
            ("wrapper-read-single", "glibc-i386", "2.41", "vdso"), ("wrapper-read", "musl-x86_64", "1.2.5", "syscall"),
            ("wrapper-read", "uclibc-i386", "1.0.35", "int80"), ("raw-read", "uclibc-i386", "1.0.35", "int80"),
            ("entry-sysinfo", "uclibc-i386", "1.0.35", "vdso"), ("wrapper-read", "dietlibc-i386", "0.34", "?")]
    got = [(p, v, ver, E.want_kind(p, v, ver)) for p, v, ver, _ in rows]
    ok(got == rows, "the table: every row of bench/README's (int80 for glibc >= 2.41 and musl with a second "
       "thread and for uClibc-ng, the vDSO for the single-thread shortcut, raw-read and the helper)",
       [(a, b) for a, b in zip(got, rows) if a != b])
    ok([E.want_threads(p) for p in ("wrapper-read", "raw-read", "wrapper-read-single", "entry-int80")] == [2, 2, 1, 1],
       "thread counts: a second thread parked for wrapper-read and raw-read, one otherwise")


def t_judge():
    good, what = E.judge(rec("wrapper-read", "musl-i386", "1.2.3", "int80", "int $0x80"))
    ok(good and what == "wrapper-read musl-i386 [host] musl 1.2.3, 2 threads: entry int80 (want int80, 2 threads)",
       "this machine: musl's wrapper through int $0x80 as the table says", what)
    good, what = E.judge(rec("wrapper-read", "glibc-i386", "2.36", "int80", "int $0x80"))
    ok(not good and "want vdso" in what, "glibc 2.36's wrapper through int $0x80: not as the table says", what)
    good, what = E.judge(rec("wrapper-read", "glibc-x86_64", "2.36", "syscall", "syscall", threads=1))
    ok(not good and "1 threads: entry syscall (want syscall, 2 threads)" in what,
       "the right entry with the wrong thread count: not as the table says", what)
    good, what = E.judge(rec("entry-sysinfo", "glibc-i386", guest=AMD))
    ok(good and "[host @ guest:bookworm/amd/syscall]" in what and "entry vdso syscall (want vdso syscall" in what,
       "a guest's record: named by its guest, the vDSO entered with the decoded instruction", what)
    good, what = E.judge(rec("entry-sysinfo", "glibc-i386", insn="sysenter", guest=AMD))
    ok(not good and "entry vdso sysenter (want vdso syscall" in what,
       "a guest's vDSO call executing another instruction than the decoded one: not as expected", what)
    good, what = E.judge(rec("entry-int80", "glibc-i386", kind="int80", insn="int $0x80", guest=AMD))
    ok(good and "entry int80 (want int80" in what, "a guest's int $0x80: no vDSO instruction to compare", what)
    ok(E.judge(rec("abort-pending", "glibc-i386")) is None and E.judge({"kind": "race", "program": "open"}) is None,
       "a program the table does not cover, a race record: not judged")
    recs = [rec("entry-int80", "glibc-i386", kind="int80", insn="int $0x80", guest=AMD),
            rec("entry-sysinfo", "glibc-i386", guest=AMD), rec("raw-read", "musl-i386", "1.2.3", guest=AMD),
            rec("entry-empty", "glibc-i386", kind="none", insn=None, guest=AMD), rec("cancel-join", "musl-i386")]
    s = E.entry_summary(recs)
    ok(s == "int80 1, none 1, vdso syscall 2", "the entries executed, counted for a report line", s)


def t_command():
    recs = [rec("entry-int80", "glibc-i386", kind="int80", insn="int $0x80", guest=AMD),
            rec("entry-sysinfo", "glibc-i386", insn="sysenter", guest=AMD)]
    rc, out, err = tool("bench-entry", write({"schema": "cancelrace-results/1", "records": recs}, "entry.json"))
    lines = out.splitlines()
    ok(rc == 1 and len(lines) == 2 and lines[0].startswith("ok - entry-int80")
       and lines[1].startswith("not ok - entry-sysinfo"),
       "a results file: one line per record, exit 1 when one is not as the table says", out + err)
    rc, out, err = tool("bench-entry", write(recs[0], "one.json"))
    ok(rc == 0 and out.startswith("ok - entry-int80 glibc-i386 [host @ guest:bookworm/amd/syscall]"),
       "one record file, as expected: exit 0", out + err)
    rc, out, err = tool("bench-entry", write(rec("abort-blocked", "musl-i386"), "none.json"))
    ok(rc == 1 and not out and "no record of a program the table covers" in err,
       "nothing to judge is a failure, not a pass", out + err)
    rc, out, err = tool("bench-entry", write("{oops", "bad.json"))
    ok(rc == 2 and "bad.json" in err, "a file that does not parse: exit 2", err)
    rc, out, err = tool("bench-entry")
    ok(rc == 2 and "usage" in err, "no argument: usage, exit 2", err)


def guest_doc():
    """A cr-kernels results file of a guest's benchmarks (bench-run's)."""
    recs = [rec("entry-int80", "glibc-i386", kind="int80", insn="int $0x80", guest=AMD),
            rec("wrapper-read", "musl-i386", "1.2.3", kind="int80", insn="int $0x80", guest=AMD),
            rec("abort-blocked", "vdso-i386-naive", guest=AMD)]
    for r, m in zip(recs, (1095.2, 1692.5, None)):
        r["stats"] = {"median": m}
        r["entry"] = "int $0x80" if r["kernel_entry"]["kind"] == "int80" else "call *0x34(%esp) -> vDSO syscall"
    recs[2].update(status="skip", note="cancels lost: 3 of 3")
    g = {"tag": "bookworm.amd", "kernel": "6.1.0-57-amd64", "vendor": "AuthenticAMD", "cpu": "amd",
         "vdso": {"layout": "pre-7.0", "entry": "syscall"}, "accel": "tcg", "records": 3, "wall_s": 25.1,
         "boot_s": 10.1, "status": "pass"}
    return {"schema": "cancelrace-results/1", "guests": [g], "records": recs, "failures": []}


def t_unpack():
    out = os.path.join(TMP, "unpack")
    os.makedirs(out)
    doc = guest_doc()
    rc, o, err = tool("bench-entry", "--unpack", out, write(doc, "guest-results.json"))
    lines = o.splitlines()
    ok(rc == 0 and lines[0] == "guest bookworm.amd: Linux 6.1.0-57-amd64, AuthenticAMD (amd model), vDSO pre-7.0 "
       "entry syscall, TCG: 3 records in 25.1 s (boot 10.1 s): PASS"
       and lines[1] == "entry-int80.glibc-i386@guest:bookworm/amd/syscall: median 1095.2 ns/call (emulated); "
       "1 threads, entry int $0x80; kernel entry as the table says"
       and lines[3].startswith("abort-blocked.vdso-i386-naive@guest:bookworm/amd/syscall: no figure (cancels lost")
       and "table" not in lines[3],
       "--unpack: the guest's line, each record's figure marked emulated and its entry judged", o + err)
    files = sorted(os.listdir(out))
    with open(os.path.join(out, "entry-int80.glibc-i386@guest-bookworm.amd.json")) as fh:
        back = json.load(fh)
    ok(files == ["abort-blocked.vdso-i386-naive@guest-bookworm.amd.json", "entry-int80.glibc-i386@guest-bookworm.amd.json",
                 "wrapper-read.musl-i386@guest-bookworm.amd.json"] and back["guest"]["timing"] == "emulated",
       "--unpack: each record as NAME.VARIANT@guest-TAG.json, its guest kept", files)
    bad = guest_doc()
    bad["records"][1]["kernel_entry"].update(kind="vdso", insn="syscall")
    bad["failures"].append({"program": "raw-read", "variant": "musl-i386", "root": "host", "guest": "bookworm.amd",
                            "exit": 99, "reason": "no record (exit 99): Bail out!"})
    rc, o, err = tool("bench-entry", "--unpack", out, write(bad, "guest-bad.json"))
    ok(rc == 1 and "wrapper-read.musl-i386@guest:bookworm/amd/syscall: median 1692.5 ns/call (emulated); 2 threads, "
       "entry int $0x80; kernel entry NOT as the table says: entry vdso syscall (want int80, 2 threads)" in o
       and "raw-read.musl-i386@guest:bookworm/amd: HARNESS ERROR (exit 99)" in o,
       "--unpack: an entry not as the table says and a run without a record fail it, each named", o + err)
    bad = guest_doc()
    bad["guests"][0].update(status="fail", reason="vendor: cpuid vendor GenuineIntel")
    rc, o, err = tool("bench-entry", "--unpack", out, write(bad, "guest-fail.json"))
    ok(rc == 1 and o.splitlines()[0].endswith("FAIL: vendor: cpuid vendor GenuineIntel"),
       "--unpack: a guest that did not pass fails it", o + err)
    rc, o, err = tool("bench-entry", "--unpack", os.path.join(TMP, "nosuch"), write(doc, "g.json"))
    ok(rc == 2 and "usage" in err, "--unpack into a folder that does not exist: usage, exit 2", err)


if __name__ == "__main__":
    run(t_table, t_judge, t_command, t_unpack)
