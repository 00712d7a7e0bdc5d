"""relink: the program to run under a libc root (cr-relink, bench-run;
cr-matrix calls needs_relink and relink).  A glibc program built here may
need symbol versions (GLIBC_2.34, ...) an older release's glibc lacks: it is
linked again from the build's objects against that root's own libc6-dev.
Python 3 standard library only (and the build's compiler and objdump).
"""
import os
import re
import subprocess
import sys

from .model import variant_arch

TRIPLET = {"x86_64": "x86_64-linux-gnu", "i386": "i386-linux-gnu"}


def parse_link_lines(text):
    """{binary: (cc, flags, objects, libs)} from the build's
    "link|BIN|CC|FLAGS|OBJECTS|LIBS" lines (make matrix-info,
    bench/link-info: harness/variants.mk's cr_link_info)."""
    links = {}
    for line in text.splitlines():
        if line.startswith("link|"):
            _, b, cc, flags, objs, libs = line.split("|")
            links[b] = (cc.split(), flags.split(), objs.split(), libs.split())
    return links


def elf_versions(path, section):
    """GLIBC_x.y versions an ELF file needs ("Version References") or
    defines ("Version definitions"), from objdump -p."""
    p = subprocess.run(["objdump", "-p", path], stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                       universal_newlines=True)
    out, on = set(), False
    for line in p.stdout.splitlines():
        if line.startswith("Version "):
            on = line.startswith(section)
            continue
        if on:
            m = re.search(r"\b(GLIBC_[0-9.]+)\b", line)
            if m:
                out.add(m.group(1))
    return out


def root_libc(root, arch):
    for d in ("usr/lib", "lib"):
        p = os.path.join(root, d, TRIPLET[arch], "libc.so.6")
        if os.path.exists(p):
            return p
    return None


def needs_relink(binary, root, arch):
    """Does a glibc program built here need symbol versions (GLIBC_2.34,
    ...) that ROOT's glibc lacks?"""
    libc = root_libc(root, arch)
    if not libc:
        return False
    return bool(elf_versions(binary, "Version References") - elf_versions(libc, "Version definitions"))


def link_again(builddir, binary, link, out, cc, extra, what):
    """Link BINARY's objects (link: its parse_link_lines entry) again with
    compiler CC and EXTRA flags, into OUT; RuntimeError when it fails."""
    _, flags, objs, libs = link
    os.makedirs(os.path.dirname(os.path.abspath(out)), exist_ok=True)
    # Libraries (-lrt among the flags) after the objects that need them.
    lflags = [f for f in flags if f.startswith("-l")]
    cmd = cc + [f for f in flags if (not f.startswith("-W") or f.startswith("-Wl,")) and f not in lflags] + \
        extra + ["-o", os.path.abspath(out)] + objs + lflags + libs
    p = subprocess.run(cmd, cwd=builddir, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                       universal_newlines=True)
    if p.returncode != 0:
        raise RuntimeError("relink of %s against %s failed:\n%s" % (binary, what, p.stdout[-1500:]))
    return out


def relink(builddir, binary, link, root, arch, out):
    """Link BINARY's objects again against ROOT's own libc6-dev, into OUT."""
    t = TRIPLET[arch]
    return link_again(builddir, binary, link, out, link[0], [
        "--sysroot=" + root, "-B" + os.path.join(root, "usr/lib", t) + "/",
        "-L" + os.path.join(root, "usr/lib", t), "-L" + os.path.join(root, "lib", t)], root)


def relink_uclibc(builddir, binary, link, udir, arch, out):
    """Link a uclibc-* program's objects again with the compiler wrapper of
    the uClibc-ng scripts/build-uclibc installed in UDIR (its loader,
    libraries and run path), into OUT."""
    cc = os.path.join(udir, arch, "bin", "uclibc-gcc")
    if not os.access(cc, os.X_OK):
        raise RuntimeError("no uClibc-ng %s in %s (no %s)" % (arch, udir, cc))
    return link_again(builddir, binary, link, out, [cc], [], udir)


USAGE = """usage: cr-relink [--link-info FILE] [--builddir DIR] --root ROOT --out DIR BINARY
  Prints the program to run under ROOT: BINARY itself, or, when it needs
  glibc symbol versions ROOT's glibc lacks, DIR/<name of BINARY> linked again
  from the build's objects against ROOT's libc6-dev (FILE: the build's
  "link|..." lines, e.g. bench/link-info).  BINARY is relative to --builddir
  (default .).  Exit 0, 1 a relink needed and impossible, 2 usage."""


def main(argv=None):
    """cr-relink (scripts/bench-run runs it); exit status as USAGE says."""
    argv = sys.argv[1:] if argv is None else argv
    opts, rest = {"--builddir": "."}, []
    it = iter(argv)
    for a in it:
        if a in ("--link-info", "--builddir", "--root", "--out"):
            opts[a] = next(it, None)
            if opts[a] is None:
                break
        elif a in ("-h", "--help"):
            print(USAGE)
            return 0
        elif a.startswith("-"):
            rest = None
            break
        else:
            rest.append(a)
    if rest is None or len(rest) != 1 or None in opts.values() or not all(
            k in opts for k in ("--root", "--out")):
        print(USAGE, file=sys.stderr)
        return 2
    binary, build, root = rest[0], opts["--builddir"], opts["--root"]
    arch = variant_arch(binary.rsplit(".", 1)[-1])
    if not os.path.isfile(os.path.join(build, binary)):
        print("cr-relink: %s: no such program in %s" % (binary, build), file=sys.stderr)
        return 2
    if not needs_relink(os.path.join(build, binary), root, arch):
        print(binary)
        return 0
    try:
        with open(opts.get("--link-info") or os.devnull) as fh:
            link = parse_link_lines(fh.read()).get(binary)
        if not link:
            raise RuntimeError("%s needs symbol versions %s lacks, and no link line for it is known%s"
                               % (binary, root, "" if opts.get("--link-info") else " (--link-info)"))
        print(os.path.abspath(relink(build, binary, link, root, arch,
                                     os.path.join(opts["--out"], os.path.basename(binary)))))
    except (OSError, RuntimeError) as e:
        print("cr-relink: %s" % e, file=sys.stderr)
        return 1
    return 0

