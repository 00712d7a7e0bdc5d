#!/usr/bin/env python3
"""Tests of scripts/cr-kernels' offline logic (TAP 13): the kernel package
chain, the image members, the config facts, the ELF interpreter, the
initramfs writer, the guest's back channel, the plan, a build without the
runner, the selftest parser, the entry-path judgement, the differences
between guests, and the guest records in the validator, the tables and
the compare (on kernels/tests/sample-kernels.json, trimmed from a real
run).  No network, no qemu."""
import argparse
import base64
import contextlib
import copy
import hashlib
import io
import json
import os
import struct
import subprocess
import sys
import tarfile
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
SRC = os.path.dirname(os.path.dirname(HERE))
SCRIPTS = os.path.join(SRC, "scripts")
sys.path.insert(0, SCRIPTS)
from cancelrace import kernels as K  # noqa: E402
from cancelrace.model import root_name  # noqa: E402
from cancelrace.schema import validate_record, validate_results  # noqa: E402

sys.path.insert(0, os.path.join(SCRIPTS, "tests"))
from toolslib import FAILED, N, ok  # noqa: E402

SAMPLE = os.path.join(HERE, "sample-kernels.json")

SHOW = {
    # bookworm: the metapackage names one package with everything
    "linux-image-amd64": {"Version": "6.1.192-3", "Depends": "linux-image-6.1.0-57-amd64 (= 6.1.192-3)"},
    "linux-image-6.1.0-57-amd64": {"Version": "6.1.192-3",
                                   "Depends": "kmod, linux-base (>= 4.3~), initramfs-tools (>= 0.120+deb8u2) | "
                                              "linux-initramfs-tool"},
}
SHOW_SID = {
    "linux-image-amd64": {"Version": "7.2.13-1", "Depends": "linux-base-amd64, linux-image-7.2.13+deb14-amd64"},
    "linux-image-7.2.13+deb14-amd64": {
        "Version": "7.2.13-1", "Pre-Depends": "linux-base (>= 4.17~)",
        "Depends": "dracut | initramfs-tools (>= 0.120+deb8u2) | linux-initramfs-tool, "
                   "linux-base-7.2.13+deb14-amd64 (= 7.2.13-1), linux-binary-7.2.13+deb14-amd64 (= 7.2.13-1), "
                   "linux-modules-7.2.13+deb14-amd64 (= 7.2.13-1)"},
    "linux-base-7.2.13+deb14-amd64": {"Version": "7.2.13-1"},
    "linux-binary-7.2.13+deb14-amd64": {"Version": "7.2.13-1", "Depends": "linux-base-7.2.13+deb14-amd64 (= 7.2.13-1)"},
}


def t_fetch_logic():
    text = ("Package: linux-image-amd64\nVersion: 6.1.192-3\nDepends: linux-image-6.1.0-57-amd64\n"
            "Description: Linux for\n 64-bit PCs\n\nPackage: other\nVersion: 1\n")
    f = K.crapt.first_stanza(text)
    ok(f.get("Version") == "6.1.192-3" and f.get("Description") == "Linux for 64-bit PCs" and "other" not in str(f),
       "apt-cache show: the first stanza's fields, continuation lines joined", f)
    ok(K.depends_names("a (>= 1), b:any | c, d") == ["a", "b", "d"], "Depends: the first of each alternative")
    chain = K.kernel_chain(lambda p: SHOW.get(p, {}))
    ok(chain == [("linux-image-amd64", "6.1.192-3"), ("linux-image-6.1.0-57-amd64", "6.1.192-3")],
       "bookworm: linux-image-amd64 -> linux-image-6.1.0-57-amd64, not linux-base", chain)
    chain = [p for p, _ in K.kernel_chain(lambda p: SHOW_SID.get(p, {}))]
    ok(chain == ["linux-image-amd64", "linux-image-7.2.13+deb14-amd64", "linux-base-7.2.13+deb14-amd64",
                 "linux-binary-7.2.13+deb14-amd64"],
       "sid: the image, its base (config) and binary (vmlinuz), never the modules", chain)
    try:
        K.kernel_chain(lambda p: {})
        ok(False, "a metapackage without a candidate is an error")
    except K.crapt.FetchError as e:
        ok("linux-image-amd64" in str(e), "a metapackage without a candidate is an error naming it", e)
    m = K.kernel_members(["./boot/System.map-6.1.0-57-amd64", "./boot/config-6.1.0-57-amd64",
                          "./boot/vmlinuz-6.1.0-57-amd64", "./lib/modules/6.1.0-57-amd64/kernel/x.ko"])
    ok(m == {"config": ("./boot/config-6.1.0-57-amd64", "6.1.0-57-amd64"),
             "vmlinuz": ("./boot/vmlinuz-6.1.0-57-amd64", "6.1.0-57-amd64")}, "bookworm members: /boot", m)
    m = K.kernel_members(["./usr/lib/modules/7.2.13+deb14-amd64/vmlinuz", "./usr/lib/modules/7.2.13+deb14-amd64/config",
                          "./usr/lib/modules/7.2.13+deb14-amd64/modules.order"])
    ok(sorted(m) == ["config", "vmlinuz"] and m["vmlinuz"][1] == "7.2.13+deb14-amd64",
       "sid members: /usr/lib/modules/<release>/{vmlinuz,config}", m)
    facts = K.config_facts("CONFIG_IA32_EMULATION=y\n# CONFIG_IA32_EMULATION_DEFAULT_DISABLED is not set\n"
                           "CONFIG_X86_FRED=y\n")
    ok(facts == {"ia32_emulation": True, "ia32_default_disabled": False, "fred": True},
       "config: IA32 emulation on by default, FRED built in", facts)
    ok(K.config_facts("CONFIG_IA32_EMULATION=y\nCONFIG_IA32_EMULATION_DEFAULT_DISABLED=y\n")["ia32_default_disabled"],
       "config: IA32 emulation built but off by default (the run then adds ia32_emulation=on)")


def elf(bits, interp):
    """A minimal ELF header with one program header (PT_INTERP or PT_LOAD)."""
    data = interp.encode() + b"\0" if interp else b""
    if bits == 32:
        eh = b"\x7fELF\x01\x01\x01" + b"\0" * 9 + struct.pack("<HHIIIIIHHHHHH", 2, 3, 1, 0, 52, 0, 0, 52, 32, 1, 0, 0, 0)
        ph = struct.pack("<IIIIIIII", 3 if interp else 1, 84, 0, 0, len(data), len(data), 4, 1)
    else:
        eh = b"\x7fELF\x02\x01\x01" + b"\0" * 9 + struct.pack("<HHIQQQIHHHHHH", 2, 62, 1, 0, 64, 0, 0, 64, 56, 1, 0, 0, 0)
        ph = struct.pack("<IIQQQQQQ", 3 if interp else 1, 4, 120, 0, 0, len(data), len(data), 1)
    return eh + ph + data


def t_elf_cpio(tmp):
    for bits, interp in ((32, "/lib/ld-linux.so.2"), (64, "/lib64/ld-linux-x86-64.so.2"), (64, "")):
        p = os.path.join(tmp, "elf%d" % bits)
        with open(p, "wb") as fh:
            fh.write(elf(bits, interp))
        ok(K.elf_interp(p) == interp, "ELF%d PT_INTERP: %r" % (bits, interp or "static"), K.elf_interp(p))
    with open(os.path.join(tmp, "text"), "w") as fh:
        fh.write("#!/bin/sh\n")
    ok(K.elf_interp(os.path.join(tmp, "text")) is None, "not ELF: None")

    host = os.path.join(tmp, "host")
    os.makedirs(os.path.join(host, "usr", "lib", "t"))
    with open(os.path.join(host, "usr", "lib", "t", "libc.so.6"), "wb") as fh:
        fh.write(b"LIBC")
    os.symlink("usr/lib", os.path.join(host, "lib"))
    os.symlink("t/libc.so.6", os.path.join(host, "usr", "lib", "ld.so"))
    c = K.Cpio()
    c.add_data("/cr/plan.sh", b"echo hi\n", 0o644)
    c.add_file("/init", os.path.join(tmp, "text"), 0o755)
    c.add_host_path(os.path.join(host, "lib", "ld.so"))
    out = os.path.join(tmp, "i.cpio")
    c.write(out)
    ents = read_newc(open(out, "rb").read())
    names = [e[0] for e in ents]
    h = host.lstrip("/")
    ok(names[-1] == "TRAILER!!!" and all(names.index(os.path.dirname(n)) < names.index(n)
                                        for n in names[:-1] if os.path.dirname(n)),
       "newc: every directory before its entries, the trailer last", names)
    d = {e[0]: e for e in ents}
    ok(d.get("cr/plan.sh", (0, 0, b""))[2] == b"echo hi\n" and d["init"][1] & 0o777 == 0o755,
       "newc: file data and modes as given")
    ok(d.get(h + "/lib", (0, 0, b""))[2] == b"usr/lib" and d.get(h + "/usr/lib/ld.so", (0, 0, b""))[2] == b"t/libc.so.6"
       and d.get(h + "/usr/lib/t/libc.so.6", (0, 0, b""))[2] == b"LIBC",
       "a host path comes with every symlink on its way (lib -> usr/lib, ld.so -> t/libc.so.6)", sorted(d))


def read_newc(blob):
    out, off = [], 0
    while off < len(blob):
        head = blob[off:off + 110]
        if head[:6] != b"070701":
            raise ValueError("bad magic at %d" % off)
        f = [int(head[6 + 8 * i:14 + 8 * i], 16) for i in range(13)]
        mode, size, nsize = f[1], f[6], f[11]
        name = blob[off + 110:off + 110 + nsize - 1].decode()
        off += 110 + nsize
        off += -off % 4
        data = blob[off:off + size]
        off += size
        off += -off % 4
        out.append((name, mode, data))
        if name == "TRAILER!!!":
            break
    return out


def block(tag, files, corrupt=False):
    bio = io.BytesIO()
    with tarfile.open(fileobj=bio, mode="w:gz") as tf:
        for name, data in files.items():
            ti = tarfile.TarInfo("./" + name)
            ti.size = len(data)
            tf.addfile(ti, io.BytesIO(data))
    blob = bio.getvalue()
    b64 = base64.b64encode(blob).decode()
    if corrupt:
        b64 = ("A" if b64[0] != "A" else "B") + b64[1:]
    lines = [b64[i:i + 76] for i in range(0, len(b64), 76)]
    return "CR-BEGIN %s %d %s\r\n%s\r\nCR-END %s\r\n" % (tag, len(blob), hashlib.sha256(blob).hexdigest(),
                                                        "\r\n".join(lines), tag)


def t_channel():
    text = (block("probe", {"probe.rc": b"0\n", "probe.json": b'{"kernel": "6.1"}'}) +
            block("host.open.glibc-i386", {"host.open.glibc-i386.rc": b"1\n"}, corrupt=True) + "CR-DONE 3\r\n")
    files, done, problems = K.parse_channel(text)
    ok(files.get("probe", {}).get("probe.json") == b'{"kernel": "6.1"}' and done == 3,
       "back channel: a block decoded (CRLF, 76 columns), CR-DONE counted", (files, done))
    ok("host.open.glibc-i386" not in files and any("sha256" in p for p in problems),
       "back channel: a corrupted block is refused and named", problems)
    cut = block("selftest", {"selftest.rc": b"0\n"}).split("CR-END")[0]
    files, done, problems = K.parse_channel(cut)
    ok(not files and done is None and any("cut off" in p for p in problems),
       "back channel: a guest killed mid-block leaves a problem, no record, no CR-DONE", problems)


def t_plan(tmp):
    runs = K.race_runs(["open", "accept"], ["glibc-i386", "musl-i386", "vdso-i386-helper"], {"trixie": "/x"},
                       ["glibc-i386", "musl-i386"], ["--sweep"], ["--iterations", "10"])
    tags = [r[0] for r in runs]
    ok(len(runs) == 10 and "trixie.open.musl-i386" in tags and "trixie.open.vdso-i386-helper" not in tags,
       "runs: every race x variant on the host libcs, x the root variants under each root", tags)
    lib = K.race_runs(["open", "sem_wait"], ["glibc-i386", "vdso-i386-helper"], {}, [], [], [],
                      {"sem_wait": ["glibc-i386", "musl-i386"]})
    ok([r[0] for r in lib] == ["host.open.glibc-i386", "host.open.vdso-i386-helper", "host.sem_wait.glibc-i386"],
       "runs: a library race (matrix-info's race-variants) only for the variants it is built for",
       [r[0] for r in lib])
    plan = K.make_plan(runs, 300)
    p = os.path.join(tmp, "plan.sh")
    stub = ("cr_probe() { echo \"probe $1\"; }\ncr_run() { printf '%s|' \"$@\"; echo; }\n. " + p + "\n")
    with open(p, "w") as fh:
        fh.write(plan)
    r = subprocess.run(["sh", "-c", stub], stdout=subprocess.PIPE, stderr=subprocess.STDOUT, universal_newlines=True)
    lines = r.stdout.splitlines()
    want = ("trixie.accept.glibc-i386|LIBC_ROOT=/cr/roots/trixie|/cr/bin/cr-run|--timeout|300|--|"
            "/cr/build/races/accept.glibc-i386|--json|/out/trixie.accept.glibc-i386.json|--expect|"
            "/cr/expectations.tsv|--sweep|--iterations|10|")
    ok(r.returncode == 0 and lines[0] == "probe /cr/build/kernels/guestinfo.glibc-i386" and lines[1].startswith("selftest|")
       and want in lines and "CR_TOTAL=12" in plan,
       "the plan: probe, selftest, then each run bounded by cr-run, LIBC_ROOT under a root", r.stdout)
    # --mode sweep,blocked: the guest passes the modes each program has
    # (guest-init's cr_modes asks it: --blocked --help is a usage error for
    # a call that does not block)
    two = K.make_plan(K.race_runs(["open", "read"], ["vdso-i386-naive"], {}, [], ["--sweep", "--blocked"], []),
                      60, selftest=False)
    init = open(os.path.join(SRC, "kernels", "guest-init")).read()
    fn = init[init.index("cr_modes() {"):init.index("cr_probe() {")]
    bld = os.path.join(tmp, "cr", "build", "races")
    os.makedirs(bld, exist_ok=True)
    for race, blocks in (("open", False), ("read", True)):
        with open(os.path.join(bld, race + ".vdso-i386-naive"), "w") as fh:
            fh.write("#!/bin/sh\n" + ("" if blocks else '[ "$1" = --blocked ] && exit 2\n') + "exit 0\n")
        os.chmod(os.path.join(bld, race + ".vdso-i386-naive"), 0o755)
    with open(p, "w") as fh:
        fh.write(two.replace("/cr/build/", os.path.join(tmp, "cr", "build") + "/"))
    r = subprocess.run(["sh", "-c", fn + stub], stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                       universal_newlines=True)
    lines = r.stdout.splitlines()[1:]
    ok(r.returncode == 0 and len(lines) == 2 and lines[0].endswith("/open.vdso-i386-naive|--json|"
                                                                   "/out/host.open.vdso-i386-naive.json|--expect|"
                                                                   "/cr/expectations.tsv|--sweep|")
       and lines[1].endswith("/cr/expectations.tsv|--sweep|--blocked|"),
       "two modes: each run gets the ones its program has (open --sweep; read --sweep --blocked)", r.stdout)


def t_not_built(tmp):
    """cr-kernels run on a build tree without the runner: a usage error that
    names it (exit 2), as for a program of the plan, not a traceback."""
    b, kdir = os.path.join(tmp, "nb-build"), os.path.join(tmp, "nb-kernels", "bookworm")
    for p in ("kernels/guestinfo.glibc-i386", "harness/vdso/selftest.glibc-i386", "races/open.glibc-i386"):
        os.makedirs(os.path.dirname(os.path.join(b, p)), exist_ok=True)
        open(os.path.join(b, p), "w").close()
    os.makedirs(kdir)
    for name, text in (("KERNEL", "6.1.0-57-amd64\n"), (".complete", "bookworm\n"), ("PACKAGES.tsv", (
            "package\tarch\tversion\tfilename\tsha256\nlinux-image-6.1.0-57-amd64\tamd64\t6.1.192-3\tx.deb\t%s\n"
            % ("0" * 64)))):
        with open(os.path.join(kdir, name), "w") as fh:
            fh.write(text)
    err = io.StringIO()
    with contextlib.redirect_stderr(err), contextlib.redirect_stdout(io.StringIO()):
        rc = K.main(["run", "--qemu", sys.executable, "--busybox", sys.executable, "--kernels", os.path.dirname(kdir),
                     "--builddir", b, "--out", os.path.join(tmp, "nb-out"), "--runs", "open:glibc-i386"])
    ok(rc == 2 and err.getvalue() == "cr-kernels: harness/cr-run is not built in %s\n" % b,
       "a build without harness/cr-run: a usage error naming it (exit 2)", "exit %s: %s" % (rc, err.getvalue()))


SELFTEST_TAP = """\
ok 1 - the unwinder (vDSO CFI) names the same caller at 5 of 5 pending traps
ok 2 - pending_syscall_return_address matches the recorded return address / FIONREAD oracle at all 76 traps (5 pending, 0 wrong)
ok 3 - abort_pending_syscall at each of 76 boundaries: 5 aborted (-EINTR, not performed), 71 refused (-EINVAL, performed once), 0 wrong
ok 4 - blocked read + SA_RESTART signal: EIP __kernel_vsyscall+7 (on int $0x80), pending with return address 0x565c25d1, abort 0, read returned -4
ok 5 - int80: cancel at each of 67 pre-syscall boundaries: 67 acted before the syscall, 0 lost, 0 wrong
ok 6 - int80: cancel of a read blocked in the kernel acts (cleanup ran 1 time)
# naive: cancel at trap 65 (__kernel_vsyscall+0) lost: blocked for 300 ms, until the watchdog byte
# naive: cancel at trap 66 (__kernel_vsyscall+1) lost: blocked for 300 ms, until the watchdog byte
# naive: cancel at trap 67 (__kernel_vsyscall+2) lost: blocked for 300 ms, until the watchdog byte
# naive: cancel at trap 68 (__kernel_vsyscall+3) lost: blocked for 300 ms, until the watchdog byte
# naive: cancel at trap 69 (__kernel_vsyscall+5) lost: blocked for 300 ms, until the watchdog byte
ok 7 - naive: cancel at each of 70 pre-syscall boundaries: 65 acted, 5 LOST (5 inside __kernel_vsyscall), as expected
ok 8 - naive: cancel of a read blocked in the kernel is lost until data arrives (read 1), as expected
ok 9 - helper: cancel at each of 72 pre-syscall boundaries: 72 acted before the syscall, 0 lost, 0 wrong
ok 10 - helper: cancel of a read blocked in the kernel acts (cleanup ran 1 time)
ok 11 - 7.0-nop copy (int $0x80 padding): decoded as 7.0-nop
ok 12 - pending_syscall_return_address matches the recorded return address / FIONREAD oracle at all 77 traps (6 pending, 0 wrong)
1..12
"""
PRE70 = {"decoded": True, "layout": "pre-7.0", "entry": "sysenter", "vendor": "GenuineIntel", "kernel": "6.1.0-57-amd64",
         "vsyscall_bytes": "51 52 55 89 e5 0f 34 cd 80 5d 5a 59 c3", "entry_offset": 5, "int80_offset": 7,
         "landing_offset": 9, "scan_entry": "sysenter", "scan_entry_offset": 5}
NOP70 = {"decoded": True, "layout": "7.0-nop", "entry": "syscall", "vendor": "AuthenticAMD",
         "kernel": "7.2.13+deb14-amd64", "vsyscall_bytes": "0f 1f 00 51 52 55 89 cd 0f 05 cd 80 5d 5a 59 c3",
         "entry_offset": 8, "int80_offset": 10, "landing_offset": 12, "scan_entry": "syscall"}


def t_judge():
    st = K.parse_selftest(SELFTEST_TAP)
    ok(st["oracle"] == [76, 5, 0] and st["abort"] == [76, 5, 71, 0] and st["helper"] == [72, 72]
       and st["naive_lost"] == ["__kernel_vsyscall+%d" % i for i in (0, 1, 2, 3, 5)] and st["blocked"]["naive"]
       and st["points"] == 12 and st["failed"] == 0,
       "selftest TAP: the live vDSO's oracle, abort, helper and naive figures (not the copies')", st)
    ok(K.pending_offsets(PRE70) == [0, 1, 2, 3, 5] and K.pending_offsets(NOP70) == [0, 3, 4, 5, 6, 8],
       "pending boundaries of the decoded layouts: pre-7.0 +0..+3,+5; 7.0 NOP prefix +0,+3..+6,+8",
       (K.pending_offsets(PRE70), K.pending_offsets(NOP70)))
    ok([K.expected_layout(k) for k in ("6.1.0-57-amd64", "6.12.118+deb13-amd64", "7.2.13+deb14-amd64")]
       == ["pre-7.0", "pre-7.0", "7.0-nop"], "expected layouts: pre-7.0 before Linux 7.0, the NOP prefix from 7.0")
    st["exit"] = 0
    g = {"checks": []}
    K.judge_guest(g, PRE70, st, "intel")
    ok(all(c["ok"] for c in g["checks"]) and len(g["checks"]) == 7 and g["naive_lost"] == ["+0", "+1", "+2", "+3", "+5"],
       "an Intel guest with sysenter and the selftest's figures: every entry-path check holds", g["checks"])
    g = {"checks": []}
    K.judge_guest(g, PRE70, st, "amd")
    bad = sorted(c["check"] for c in g["checks"] if not c["ok"])
    ok(bad == ["decoded", "vendor"], "sysenter under the AMD model: the vendor and the decoded entry fail", bad)
    st2 = copy.deepcopy(st)
    st2["naive_lost"] = st2["naive_lost"][:4]
    st2["oracle"] = [76, 5, 1]
    g = {"checks": []}
    K.judge_guest(g, PRE70, st2, "intel")
    bad = sorted(c["check"] for c in g["checks"] if not c["ok"])
    ok(bad == ["helper-oracle", "naive-lost"], "a wrong oracle trap, a pending boundary not lost: both fail", bad)


def rec_with(sample, tag, f):
    r = copy.deepcopy(sample)
    r["guest"]["tag"] = tag
    f(r)
    return r


def t_differences():
    doc = json.load(open(SAMPLE))
    base = next(r for r in doc["records"] if r.get("sweep", {}).get("boundaries") and r["variant"] == "glibc-i386"
                and r["run"]["root"] == "host")
    land = 9
    guests = [{"tag": "a", "vdso": {"landing_offset": land}}, {"tag": "b", "vdso": {"landing_offset": land}}]
    same = K.differences(guests, [rec_with(base, "a", lambda r: None), rec_with(base, "b", lambda r: None)])
    ok(same == [], "identical sweeps on two guests: no difference", same)

    def extra_vdso(r):  # one more pending boundary inside the vDSO (the 7.0 prefix)
        bs = r["sweep"]["boundaries"]
        i = next(i for i, b in enumerate(bs) if (b.get("symbol") or "").startswith("__kernel_vsyscall"))
        nb = dict(bs[i])
        bs.insert(i, nb)
        r["sweep"]["summary"]["boundaries"] += 1
    d = K.differences(guests, [rec_with(base, "a", lambda r: None), rec_with(base, "b", extra_vdso)])
    ok(len(d) == 1 and d[0]["explained"], "one more boundary inside __kernel_vsyscall: explained by the layout", d)

    def flip(r):  # a verdict outside the vDSO changes
        b = next(b for b in r["sweep"]["boundaries"] if b["verdict"] == "leak"
                 and not (b.get("symbol") or "").startswith("__kernel_vsyscall"))
        b["verdict"] = "ok"
    d = K.differences(guests, [rec_with(base, "a", lambda r: None), rec_with(base, "b", flip)])
    ok(any(not x["explained"] and "outside __kernel_vsyscall" in x["detail"] for x in d),
       "a sweep verdict that differs outside the vDSO: a finding", d)
    close = next((r for r in doc["records"] if r["program"] == "close" and r["variant"] == "glibc-i386"), None)

    def split(r):  # one boundary's double-close seen as wrong-close (timing)
        b = next(b for b in r["sweep"]["boundaries"] if b["verdict"] == "double-close")
        b["verdict"] = "wrong-close"
        r["sweep"]["summary"]["double-close"] -= 1
        r["sweep"]["summary"]["wrong-close"] += 1
    d = K.differences(guests, [rec_with(close, "a", lambda r: None), rec_with(close, "b", split)]) if close else []
    ok(len(d) == 1 and d[0]["explained"] and "split" in d[0]["detail"],
       "close: the double-close/wrong-close split alone differs: explained (the reuse thread's timing)", d)
    d = K.differences(guests, [rec_with(base, "a", lambda r: None)])
    ok(len(d) == 1 and not d[0]["explained"] and "no record from b" in d[0]["detail"],
       "a record missing from one guest: a finding", d)


def t_results(tmp):
    doc = json.load(open(SAMPLE))
    errs = validate_results(doc, "sample")
    ok(not errs and doc["guests"] and all(r.get("guest") for r in doc["records"]),
       "the sample guest results validate; every record carries its guest", errs)
    bad = copy.deepcopy(doc)
    bad["records"][0]["guest"]["timing"] = "hardware"
    bad["guests"][0]["status"] = "maybe"
    errs = validate_results(bad, "bad")
    ok(any("guest.timing" in e for e in errs) and any("guests[0]" in e for e in errs),
       "a guest record timed as hardware, a guest of unknown status: both named", errs)
    r = doc["records"][0]
    ok(root_name(r) == "%s @ guest:%s/%s/%s" % (r["run"]["root"], r["guest"]["release"], r["guest"]["cpu"],
                                                   r["guest"]["entry"]),
       "root_name names the guest: %s" % root_name(r))
    table = subprocess.run([sys.executable, os.path.join(SCRIPTS, "cr-table"), SAMPLE], stdout=subprocess.PIPE,
                           stderr=subprocess.STDOUT, universal_newlines=True)
    g = doc["guests"][0]
    ok(table.returncode == 0 and "## Kernels and entry paths (QEMU guests)" in table.stdout
       and "| %s | %s |" % (g["tag"], g["kernel"]) in table.stdout and g["vdso"]["vsyscall_bytes"] in table.stdout
       and "never hardware figures" in table.stdout and "Machine: " not in table.stdout,
       "cr-table: the guest table (kernel, entry, bytes), timings labelled, no host caption", table.stdout[-1500:])
    mixed = os.path.join(tmp, "mixed.md")
    with open(mixed, "w") as fh:
        subprocess.run([sys.executable, os.path.join(SCRIPTS, "cr-table"), SAMPLE,
                        os.path.join(SCRIPTS, "tests", "sample-results.json")], stdout=fh)
    text = open(mixed).read()
    ok("Machine: " in text and "QEMU guests: " in text and "[host @ guest:" in text and "[host] |" in text,
       "with this machine's results: two captions, host and guest rows apart", text[:600])
    cmp = subprocess.run([sys.executable, os.path.join(SCRIPTS, "cr-compare"), SAMPLE, SAMPLE],
                         stdout=subprocess.PIPE, stderr=subprocess.STDOUT, universal_newlines=True)
    ok(cmp.returncode == 0, "cr-compare: the guest results against themselves, no regression", cmp.stdout[-800:])
    html = os.path.join(tmp, "r.html")
    rep = subprocess.run([sys.executable, os.path.join(SCRIPTS, "cr-report"), "-o", html, SAMPLE],
                         stdout=subprocess.PIPE, stderr=subprocess.STDOUT, universal_newlines=True)
    page = open(html).read() if rep.returncode == 0 else ""
    ok("Guest kernels (scripts/cr-kernels)" in page and doc["guests"][0]["kernel"] in page,
       "cr-report: the guest table and the kernels' packages", rep.stdout)


def t_bench_plan():
    runs = K.bench_runs(["bench/entry-int80.glibc-i386,bench/wrapper-read.musl-i386,bench/entry-int80.glibc-i386",
                         "bench/abort-blocked.vdso-i386-naive=--cpu 0 --iterations 5"])
    ok([r[0] for r in runs] == ["bench.entry-int80.glibc-i386", "bench.wrapper-read.musl-i386",
                                "bench.abort-blocked.vdso-i386-naive"]
       and runs[0][2] == K.BENCH_ARGS.split() + ["--json", "/out/bench.entry-int80.glibc-i386.json"]
       and runs[2][2][:4] == ["--cpu", "0", "--iterations", "5"] and all(r[3] is None for r in runs),
       "--bench: each program once, the default counts or the spec's own, its record to /out, this machine's libcs",
       runs)
    for bad in ("bench/entry-syscall.glibc-x86_64", "races/open.glibc-i386", "bench/entry-int80"):
        try:
            K.bench_runs([bad])
            ok(False, "--bench %s is refused" % bad)
        except K.Usage as e:
            ok(bad in str(e), "--bench %s is refused: only i386 benchmark programs (bench/NAME.VARIANT)" % bad, e)
    a = argparse.Namespace(bench=["bench/entry-int80.glibc-i386"], runs=[], races=None,
                                                 variants=None, root_variants="glibc-i386,musl-i386")
    ok(K.run_sets(a) == [], "--bench with no race named: the benchmarks alone (no build query, no race)")
    a.runs = ["open:glibc-i386"]
    plan = K.plan_all_runs(a, K.run_sets(a), {}, ["--sweep"], [])
    ok([r[0] for r in plan] == ["bench.entry-int80.glibc-i386", "host.open.glibc-i386"],
       "--bench with races: the benchmarks first (their facts come back from a guest stopped at its bound)",
       [r[0] for r in plan])
    a.runs = ["open:glibc-i386,uclibc-i386"]
    a.bench = ["bench/entry-int80.glibc-i386,bench/raw-read.uclibc-i386"]
    ok([r[0] for r in K.plan_all_runs(a, K.run_sets(a), {}, ["--sweep"], [])]
       == ["bench.entry-int80.glibc-i386", "bench.raw-read.uclibc-i386", "host.open.glibc-i386",
           "host.open.uclibc-i386"],
       "uClibc-ng's programs run in the guest too (its loader at its build-tree path, kept under /tmp)")
    a.bench, a.runs = [], ["open:glibc-x86_64,musl-x86_64"]
    ok([r[0] for r in K.plan_all_runs(a, K.run_sets(a), {}, ["--sweep"], [])]
       == ["host.open.glibc-x86_64", "host.open.musl-x86_64"],
       "an x86_64 variant named in --runs runs in the guest too (a host where debug registers fire)")
    a.bench, a.runs = ["bench/entry-int80.glibc-i386"], ["open:glibc-i386"]
    line = K.make_plan(plan, 60, selftest=False).splitlines()[3]
    ok(line.startswith("\tcr_run bench.entry-int80.glibc-i386 /cr/bin/cr-run --timeout 60 -- "
                       "/cr/build/bench/entry-int80.glibc-i386 --iterations "),
       "the plan runs a benchmark as a race: bounded by cr-run, from /cr/build", line)


GUEST_OBJ = {"tag": "bookworm.amd", "release": "bookworm", "kernel": "6.1.0-57-amd64", "package": "linux-image-x",
             "package_version": "1", "cpu": "amd", "cpu_model": "qemu64", "vendor": "AuthenticAMD", "entry": "syscall",
             "layout": "pre-7.0", "vsyscall_bytes": "51", "accel": "tcg", "timing": "emulated"}


def bench_files(prog, variant, kind, insn, rc=0, threads=1):
    """The back channel's files of one benchmark run, its record made from
    sample-bench.json's entry-sysinfo."""
    with open(os.path.join(SCRIPTS, "tests", "sample-bench.json")) as fh:
        r = [x for x in json.load(fh)["records"] if x["program"] == "entry-sysinfo"][0]
    r.update(program=prog, variant=variant, threads=threads,
             kernel_entry={"method": "single-step", "kind": kind, "insn": insn})
    tag = "bench.%s.%s" % (prog, variant)
    return tag, {tag + ".rc": b"%d\n" % rc, tag + ".tap": b"ok 1 - x\n", tag + ".json": json.dumps(r).encode()}


def collect(runs, files):
    """collect_run over runs, then judge_runs: (guest, records, failures)."""
    a = argparse.Namespace(root_info={"host": {"packages": []}}, out="/tmp",
                                                 budget_note="in a QEMU guest: --sweep")
    g = {"tag": "bookworm.amd", "checks": [], "ended": "qemu exited 0"}
    recs, fails = [], []
    for run in runs:
        rec, fail = K.collect_run(a, g, files, run, "/tmp/guests/bookworm.amd", GUEST_OBJ)
        (fails if fail else recs).append(fail or rec)
    K.judge_runs(g, recs, fails, len(runs), len([r for r in runs if K.is_bench_run(r)]))
    return g, recs, fails


def t_bench_collect():
    specs = [("entry-int80", "glibc-i386", "int80", "int $0x80", 0), ("entry-sysinfo", "glibc-i386", "vdso", "syscall", 0),
             ("abort-blocked", "vdso-i386-naive", "vdso", "syscall", 77)]
    runs = K.bench_runs([",".join("bench/%s.%s" % x[:2] for x in specs)])
    files = dict(bench_files(*x) for x in specs)
    g, recs, fails = collect(runs, files)
    chk = {c["check"]: c for c in g["checks"]}
    ok(g["status"] == "pass" and len(recs) == 3 and not fails and chk["bench-entry"]["ok"]
       and "2 of 2 as bench/README's table says (int80 1, vdso syscall 1)" in chk["bench-entry"]["detail"],
       "a guest's benchmarks: every record kept (the naive thunk's skip, exit 77, too), the entries as the table says",
       g["checks"])
    ok(all(r["guest"]["timing"] == "emulated" and root_name(r) == "host @ guest:bookworm/amd/syscall"
           and r["params"]["guest_budget"] == "in a QEMU guest: " + K.BENCH_ARGS for r in recs)
       and not any(validate_record(r) for r in recs),
       "each record labelled with its guest, its timings emulated, the guest's counts named; every one valid",
       [validate_record(r) for r in recs])
    tag, fs = bench_files("entry-sysinfo", "glibc-i386", "vdso", "sysenter")
    g, recs, _ = collect(runs[1:2], {tag: fs})
    chk = {c["check"]: c for c in g["checks"]}
    ok(g["status"] == "fail" and not chk["bench-entry"]["ok"] and "NOT: entry-sysinfo" in chk["bench-entry"]["detail"]
       and "entry vdso sysenter (want vdso syscall" in chk["bench-entry"]["detail"],
       "sysenter where the AMD guest's vDSO enters with syscall: the bench-entry check fails, and names it",
       g["checks"])
    tag, fs = bench_files("entry-int80", "glibc-i386", "int80", "int $0x80", rc=99)
    g, recs, fails = collect(runs[:2], {tag: fs})
    chk = {c["check"]: c for c in g["checks"]}
    ok(g["status"] == "fail" and not recs and len(fails) == 2 and "0 of 2 benchmarks gave a record"
       in chk["bench-entry"]["detail"] and not chk["records"]["ok"],
       "a benchmark that exits 99 (record or not) and one that never came back: both failures", g["checks"])


def main():
    with tempfile.TemporaryDirectory() as tmp:
        t_fetch_logic()
        t_elf_cpio(tmp)
        t_channel()
        t_plan(tmp)
        t_not_built(tmp)
        t_bench_plan()
        t_judge()
        t_bench_collect()
        t_differences()
        t_results(tmp)
    print("1..%d" % N[0])
    return 1 if FAILED[0] else 0


if __name__ == "__main__":
    sys.exit(main())
