"""The guests' initramfs: a "newc" cpio written here (no tool needed) with
busybox, kernels/guest-init as /init, cr-run, the programs of the plan and
every library they load at its host path (what a program's loader reads of
an ELF file, and which libraries it loads: cancelrace/elf.py, nothing
run), the libc roots' i386 shared objects, the expectations and the plan."""
import os
import stat

from ..elf import elf_interp, shared_libs
from .common import GUEST_BUILD, GUEST_CR, GUEST_ROOTS, GUEST_RUN, PROBE, RUNNER, SELFTEST, Skip, Usage, log
from .plan import is_bench_run, make_plan


class Cpio:
    """An initramfs in the kernel's "newc" cpio format, built in memory
    order (parents before children) and written atomically."""

    def __init__(self):
        self.entries = {}  # guest path -> (mode, data bytes | host file path)

    def _parents(self, path):
        d = os.path.dirname(path)
        while d not in ("", "/") and d not in self.entries:
            self.entries[d] = (stat.S_IFDIR | 0o755, b"")
            d = os.path.dirname(d)

    def add_dir(self, path):
        self._parents(path)
        self.entries.setdefault(path, (stat.S_IFDIR | 0o755, b""))

    def add_data(self, path, data, mode=0o644):
        self._parents(path)
        self.entries[path] = (stat.S_IFREG | mode, data)

    def add_file(self, path, src, mode=None):
        self._parents(path)
        if mode is None:
            mode = os.stat(src).st_mode & 0o777
        self.entries[path] = (stat.S_IFREG | mode, src)

    def add_symlink(self, path, target):
        self._parents(path)
        self.entries[path] = (stat.S_IFLNK | 0o777, target.encode())

    def add_host_path(self, path, depth=0):
        """A host file at the same path in the guest, with every symlink
        met on the way (/lib -> usr/lib, ld-linux.so.2 -> ...)."""
        if depth > 40:
            raise RuntimeError("too many symlinks at %s" % path)
        parts = os.path.normpath(path).strip("/").split("/")
        cur = ""
        for i, comp in enumerate(parts):
            cur += "/" + comp
            if os.path.islink(cur):
                target = os.readlink(cur)
                self.add_symlink(cur, target)
                rest = "/".join(parts[i + 1:])
                nxt = os.path.normpath(os.path.join(os.path.dirname(cur), target))
                return self.add_host_path(os.path.join(nxt, rest) if rest else nxt, depth + 1)
            if i < len(parts) - 1:
                self.add_dir(cur)
        self.add_file(cur, cur)

    def write(self, out):
        tmp = out + ".tmp"
        ino = 1
        with open(tmp, "wb") as fh:
            for path in sorted(self.entries, key=lambda p: (p.count("/"), p)):
                mode, data = self.entries[path]
                if isinstance(data, str):
                    with open(data, "rb") as src:
                        data = src.read()
                self._entry(fh, ino, path.lstrip("/"), mode, data)
                ino += 1
            self._entry(fh, 0, "TRAILER!!!", 0, b"")
        os.replace(tmp, out)

    @staticmethod
    def _entry(fh, ino, name, mode, data):
        nlink = 2 if stat.S_ISDIR(mode) else 1
        bname = name.encode() + b"\0"
        head = "070701" + "".join("%08x" % v for v in (
            ino, mode, 0, 0, nlink, 0, len(data), 0, 0, 0, 0, len(bname), 0))
        fh.write(head.encode() + bname)
        fh.write(b"\0" * (-(110 + len(bname)) % 4))
        fh.write(data)
        fh.write(b"\0" * (-len(data) % 4))


def root_guest_files(root_dir):
    """The files of a libc root the i386 programs can load: the i386 shared
    objects and loaders (not the headers, static archives, amd64 files)."""
    out = []
    for dirpath, dirnames, filenames in os.walk(root_dir):
        rel = os.path.relpath(dirpath, root_dir)
        if rel.startswith(("usr/include", "usr/share", ".apt")) or "gconv" in rel or "audit" in rel:
            dirnames[:] = []
            continue
        for name in filenames + [d for d in dirnames if os.path.islink(os.path.join(dirpath, d))]:
            p = os.path.join(dirpath, name)
            r = os.path.normpath(os.path.join(rel, name))
            i386 = "i386" in r or name == "ld-linux.so.2"
            shared = ".so" in name and not name.endswith((".a", ".o"))
            if i386 and (shared or os.path.islink(p)):
                out.append(r)
    return sorted(out) + ["PACKAGES.tsv"]


def build_initramfs(out, builddir, srcdir, programs, roots, plan, busybox):
    """The guest: busybox, kernels/guest-init as /init, cr-run, the programs
    under /cr/build with their libraries at their host paths, the roots
    under /cr/roots/<name>, the expectations table and the plan."""
    interp = elf_interp(busybox)
    if interp is None or interp:
        raise Skip("%s is not a static busybox (apt-get install busybox-static)" % busybox)
    c = Cpio()
    for d in ("proc", "sys", "dev", "tmp", "out", "bin", "sbin", "usr/bin", "usr/sbin", "etc"):
        c.add_dir("/" + d)
    c.add_file("/bin/busybox", busybox, 0o755)
    c.add_file("/init", os.path.join(srcdir, "kernels", "guest-init"), 0o755)
    c.add_data(GUEST_CR + "/plan.sh", plan.encode())
    c.add_file(GUEST_CR + "/expectations.tsv", os.path.join(srcdir, "results", "expectations.tsv"), 0o644)
    runner = os.path.join(builddir, RUNNER)
    c.add_file(GUEST_RUN, runner, 0o755)
    libs = set(shared_libs(runner))
    for prog in programs:
        c.add_file(GUEST_BUILD + "/" + prog, os.path.join(builddir, prog), 0o755)
        libs.update(shared_libs(os.path.join(builddir, prog)))
    for lib in sorted(libs):
        c.add_host_path(lib)
    for name, rdir in roots.items():
        for rel in root_guest_files(rdir):
            src = os.path.join(rdir, rel)
            dst = "%s/%s/%s" % (GUEST_ROOTS, name, rel)
            if os.path.islink(src):
                c.add_symlink(dst, os.readlink(src))
            else:
                c.add_file(dst, src)
    c.write(out)
    return len(c.entries)


def prepare_initramfs(a, runs, roots, words):
    """Write the guests' initramfs (every program of the plan and the
    runner, which must be built) into a.out: its path."""
    plan = make_plan(runs, a.program_timeout, a.selftest)
    programs = [PROBE] + ([SELFTEST] if a.selftest else []) + sorted({b for _, b, _, _ in runs})
    for p in programs + [RUNNER]:
        if not os.path.exists(os.path.join(a.builddir, p)):
            raise Usage("%s is not built in %s" % (p, a.builddir))
    initrd = os.path.join(a.out, "initramfs.cpio")
    n = build_initramfs(initrd, a.builddir, a.srcdir, programs, roots, plan, a.busybox)
    nbench = len([r for r in runs if is_bench_run(r)])
    log("initramfs %s: %d entries, %.1f MB; %d runs per guest (%s%s)" % (
        initrd, n, os.path.getsize(initrd) / 1e6, len(runs) + 1 + a.selftest,
        "%d benchmarks; " % nbench if nbench else "",
        "races on %s; %s" % (", ".join(["host"] + sorted(roots)), " ".join(words)) if len(runs) > nbench
        else "no race"))
    return initrd
