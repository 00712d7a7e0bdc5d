#!/usr/bin/env python3
"""Tests of cancelrace/relink.py (scripts/cr-relink): the build's link
lines, the symbol versions a program needs against those a root's glibc
defines, a program linked again from its objects, and cr-relink's command
line (TAP 13).  The parts that compile skip without cc and objdump, or off x86_64.
Exit: 0 all ok, 1 a test failed."""
import platform
import shutil

from toolslib import *  # noqa: F401,F403
from cancelrace import relink

LINK = ("link|races/open.glibc-x86_64|gcc -m64|-pthread -O2 -Wall -Wl,-z,now -lrt|"
        "races/open.o harness/race.o|-lm\n")


def t_link_lines():
    links = relink.parse_link_lines("variants glibc-x86_64\n" + LINK + "races open\n")
    ok(links == {"races/open.glibc-x86_64": (["gcc", "-m64"], ["-pthread", "-O2", "-Wall", "-Wl,-z,now", "-lrt"],
                                             ["races/open.o", "harness/race.o"], ["-lm"])},
       "parse_link_lines: compiler, flags, objects and libraries of each program; other lines ignored", links)


# The compiling parts build for this machine and read its glibc as a root's.
CAN_BUILD = bool(shutil.which("cc") and shutil.which("objdump") and platform.machine() == "x86_64")


def fake_root(name, arch="x86_64"):
    """A root whose libc.so.6 is a library defining no GLIBC_ version."""
    root = os.path.join(TMP, name)
    lib = os.path.join(root, "usr/lib", relink.TRIPLET[arch])
    os.makedirs(lib, exist_ok=True)
    src = write("int cr_fake;\n", "fake.c")
    subprocess.run(["cc", "-shared", "-o", os.path.join(lib, "libc.so.6"), src], check=True)
    return root


def t_versions():
    if not CAN_BUILD:
        for what in ("versions", "no root libc", "relink needed", "relinked"):
            N[0] += 1
            print("ok %d - %s # SKIP no cc or objdump, or not x86_64" % (N[0], what))
        return
    prog = os.path.join(TMP, "hello")
    obj = prog + ".o"
    subprocess.run(["cc", "-c", "-o", obj, write('#include <stdio.h>\nint main(void){puts("hi");return 0;}\n',
                                                 "hello.c")], check=True)
    subprocess.run(["cc", "-o", prog, obj], check=True)
    libc = relink.root_libc("/", "x86_64")
    need, have = relink.elf_versions(prog, "Version References"), relink.elf_versions(libc or prog, "Version definitions")
    ok(libc and need and need <= have and all(v.startswith("GLIBC_") for v in need),
       "elf_versions: what a program needs, what this machine's glibc defines", (need, libc))
    ok(not relink.needs_relink(prog, os.path.join(TMP, "nowhere"), "x86_64") and not relink.needs_relink(prog, "/", "x86_64"),
       "needs_relink: no libc in the root, or a glibc with every version: no")
    root = fake_root("old")
    ok(relink.needs_relink(prog, root, "x86_64"), "needs_relink: a root's libc without the versions: yes")
    out = relink.relink(TMP, "hello", (["cc"], ["-Wall", "-lm"], ["hello.o"], []), "/", "x86_64",
                        os.path.join(TMP, "bin", "hello"))
    p = subprocess.run([out], stdout=subprocess.PIPE, universal_newlines=True)
    ok(p.returncode == 0 and p.stdout == "hi\n", "relink: the objects linked again against a root's glibc run",
       p.stdout)
    try:
        relink.relink(TMP, "hello", (["cc"], [], ["nosuch.o"], []), root, "x86_64", os.path.join(TMP, "bin", "x"))
        ok(False, "relink: a link that fails raises")
    except RuntimeError as e:
        ok("relink of hello against" in str(e), "relink: a link that fails raises, with the linker's words", e)


def t_cli():
    rc, out, err = tool("cr-relink")
    ok(rc == 2 and "usage: cr-relink" in err, "no argument: usage, exit 2", err)
    rc, out, err = tool("cr-relink", "--root", "/", "--out", TMP, "--builddir", TMP, "races/nosuch.glibc-x86_64")
    ok(rc == 2 and "no such program" in err, "a program not built: exit 2", err)
    rc, out, err = tool("cr-relink", "--help")
    ok(rc == 0 and "--link-info" in out, "--help: usage on stdout, exit 0", out + err)
    if not (CAN_BUILD and os.path.exists(os.path.join(TMP, "hello"))):
        for what in ("as is", "no link line"):
            N[0] += 1
            print("ok %d - cr-relink: %s # SKIP no cc or objdump, or not x86_64" % (N[0], what))
        return
    rc, out, err = tool("cr-relink", "--root", os.path.join(TMP, "nowhere"), "--out", TMP, "--builddir", TMP, "hello")
    ok(rc == 0 and out == "hello\n", "a program the root can run: printed as it is, exit 0", out + err)
    rc, out, err = tool("cr-relink", "--root", os.path.join(TMP, "old"), "--out", TMP, "--builddir", TMP, "hello")
    ok(rc == 1 and "no link line" in err and "(--link-info)" in err,
       "a relink needed and no link line: exit 1, saying what is missing", err)


if __name__ == "__main__":
    run(t_link_lines, t_versions, t_cli)
