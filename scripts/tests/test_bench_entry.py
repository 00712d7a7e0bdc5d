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
            ("wrapper-read", "uclibc-i386", "1.0.50", "?")]
    got = [(p, v, ver, E.want_kind(p, v, ver)) for p, v, ver, _ in rows]
    ok(got == rows, "the table: every row of bench/README's (int80 for glibc >= 2.41 and musl with a second "
       "thread, the vDSO for the single-thread shortcut, raw-read and the helper)",
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


if __name__ == "__main__":
    run(t_table, t_judge, t_command)
