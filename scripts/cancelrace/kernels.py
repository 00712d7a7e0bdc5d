"""cr-kernels: the i386 suite on real Debian kernels in QEMU guests.

  cr-kernels fetch [--dest DIR] RELEASE...
      Fetch the kernel of each Debian release (linux-image-amd64 and the
      packages it names that carry the kernel image: bookworm 6.1, trixie
      6.12, sid 7.x) with a private apt state (scripts/cr-fetch-libc's), and
      keep only the image and its config: DIR/<release>/{vmlinuz, config,
      KERNEL, PACKAGES.tsv, SOURCES.list, .complete}.

  cr-kernels run --builddir B --kernels DIR --out OUT [RELEASE...]
      Boot each release's kernel x CPU model (--cpus amd,intel: qemu64,
      whose 32-bit vDSO enters with syscall, and qemu64 with the GenuineIntel
      vendor: sysenter) in qemu-system-x86_64, KVM first and TCG when KVM
      does not reach the guest's init within --kvm-boot-timeout.  The guest
      is a busybox initramfs (kernels/guest-init) with the i386 programs of
      the build and their libraries: it runs the probe
      (kernels/guestinfo.glibc-i386: kernel, CPU vendor, the AT_SYSINFO
      bytes and their decode), the vDSO-helper selftest, and every i386 race
      of every i386 variant (every mode each race has) on this machine's
      i386 libcs and under the fetched libc roots named by --root.  Records
      come back on a second serial port; each gets a "guest" object (kernel,
      CPU vendor, decoded entry, accelerator, timing "emulated") and goes
      into OUT/results.json ("cancelrace-results/1", with "guests" and
      "differences") and OUT/results.md (scripts/cr-table).

      --bench PROGRAMS[=ARGS] also runs i386 benchmark programs (bench/) in
      the guest, before the races, with small counts: their records come
      back labelled with the guest as the races' do, their timings marked
      emulated (TCG) or virtualised (KVM), and the guest's "bench-entry"
      check holds each to bench/README's kernel-entry table (the judge of
      bench/kernel-entry.sh, scripts/bench-entry).  With --bench and no
      race named, only the benchmarks run (what make bench does where this
      machine cannot run 32-bit).

Every guest runs under --guest-timeout, the whole run under --budget, every
program in the guest under cr-run's --program-timeout.  Exit: 0 every
guest ran and everything is as expected, 1 a verdict or an entry-path
expectation not met, a guest that failed or did not fit the budget, 2 usage
error, 77 nothing could run (no qemu, no kernel, no IA32 emulation: the
reason is printed), 99 internal error.
"""
import argparse
import base64
import datetime
import glob
import hashlib
import io
import json
import os
import re
import shlex
import shutil
import signal
import stat
import subprocess
import sys
import tarfile
import time

from . import apt as crapt
from . import bench_entry
from . import matrix
from .elf import elf_interp, shared_libs
from .model import cells, record_ok, record_state, vkey
from .packages import format_packages_tsv, read_packages, read_packages_tsv
from .schema import RESULTS_SCHEMA, dump_results, validate_record

# scripts/, where the entry points of the sibling tools are
HERE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

META = "linux-image-amd64"
# The packages of a kernel's dependency chain that carry the image, its
# config or nothing but the chain: linux-image-6.1.0-57-amd64 (bookworm,
# trixie: everything in one), or linux-image-7.2.13+deb14-amd64 ->
# linux-binary-... (the image), linux-base-... (the config) in sid; never
# linux-modules-... (not needed: the guest loads no module).
CHAIN = re.compile(r"^linux-(image|binary|base)-[0-9]")
KERNEL_FILES = [(re.compile(r"^\./boot/vmlinuz-(.+)$"), "vmlinuz"),
                (re.compile(r"^\./boot/config-(.+)$"), "config"),
                (re.compile(r"^\./usr/lib/modules/([^/]+)/vmlinuz$"), "vmlinuz"),
                (re.compile(r"^\./usr/lib/modules/([^/]+)/config$"), "config")]
CPUS = {"amd": {"model": "qemu64", "vendor": "AuthenticAMD", "entry": "syscall"},
        "intel": {"model": "qemu64,vendor=GenuineIntel", "vendor": "GenuineIntel", "entry": "sysenter"}}
GUEST_CR = "/cr"
GUEST_BUILD = GUEST_CR + "/build"
GUEST_ROOTS = GUEST_CR + "/roots"
GUEST_RUN = GUEST_CR + "/bin/cr-run"
PROBE = "kernels/guestinfo.glibc-i386"
SELFTEST = "harness/vdso/selftest.glibc-i386"
VSYSCALL = "__kernel_vsyscall"


class Skip(Exception):
    """Nothing can run here (no qemu, no kernel): exit 77 with this reason."""


def log(msg):
    print("cr-kernels: %s" % msg)
    sys.stdout.flush()


# ---------------------------------------------------------------- fetch
def depends_names(field):
    """Package names of a Depends/Pre-Depends field: the first of each
    alternative, without version constraints."""
    out = []
    for part in (field or "").split(","):
        first = part.split("|")[0].strip()
        name = re.split(r"[\s(:]", first, 1)[0]
        if name:
            out.append(name)
    return out


def kernel_chain(show, meta=META):
    """[(package, version)] from the metapackage down to the package with
    the image, following CHAIN names; show(pkg) gives its candidate's
    fields ({} when there is none)."""
    chain, todo, seen = [], [meta], set()
    while todo:
        pkg = todo.pop(0)
        if pkg in seen:
            continue
        seen.add(pkg)
        f = show(pkg)
        if not f.get("Version"):
            raise crapt.FetchError("package %s has no candidate" % pkg)
        chain.append((pkg, f["Version"]))
        for dep in depends_names(f.get("Depends")) + depends_names(f.get("Pre-Depends")):
            if CHAIN.match(dep) and dep not in seen:
                todo.append(dep)
    return chain


def kernel_members(names):
    """{what: (member, kernel release)} of the image and config among a
    package's member names."""
    out = {}
    for n in names:
        for rx, what in KERNEL_FILES:
            m = rx.match(n)
            if m and what not in out:
                out[what] = (n, m.group(1))
    return out


def config_facts(text):
    """IA32 facts of a kernel config: {ia32_emulation, ia32_default_disabled,
    fred}."""
    def on(name):
        return bool(re.search(r"^CONFIG_%s=y$" % name, text, re.M))
    return {"ia32_emulation": on("IA32_EMULATION"),
            "ia32_default_disabled": on("IA32_EMULATION_DEFAULT_DISABLED"),
            "fred": on("X86_FRED")}


def extract_kernel(deb, tmp):
    """Copy the image and config of a .deb into tmp; {what: kernel release}."""
    p = subprocess.Popen(["dpkg-deb", "--fsys-tarfile", deb], stdout=subprocess.PIPE)
    got = {}
    try:
        with tarfile.open(fileobj=p.stdout, mode="r|") as tf:
            for m in tf:
                hit = kernel_members([m.name]) if m.isfile() else {}
                for what, (_, rel) in hit.items():
                    src = tf.extractfile(m)
                    with open(os.path.join(tmp, what), "wb") as out:
                        shutil.copyfileobj(src, out)
                    got[what] = rel
    finally:
        p.stdout.close()
        p.wait()
    return got


def fetch_kernel(release, dest, main, security, force=False, meta=META):
    root = os.path.join(dest, release)
    if os.path.exists(os.path.join(root, ".complete")) and not force:
        info = read_kernel(root)
        log("%s: already fetched (%s, %s); --force to fetch again" % (release, info["kernel"], ", ".join(
            "%s %s" % (r["package"], r["version"]) for r in info["packages"])))
        return info
    state, opts = crapt.private_apt(release, dest, main, security, arches=("amd64",))

    def show(pkg):
        p = subprocess.run(["apt-cache"] + opts + ["show", "--no-all-versions", pkg], stdout=subprocess.PIPE,
                           stderr=subprocess.DEVNULL, universal_newlines=True, timeout=120)
        return crapt.first_stanza(p.stdout) if p.returncode == 0 else {}

    chain = kernel_chain(show, meta)
    debs = os.path.join(state, "debs")
    for f in os.listdir(debs):
        os.unlink(os.path.join(debs, f))
    crapt.run(["apt-get", "-q"] + opts + ["download"] + ["%s=%s" % pv for pv in chain],
                 "apt-get download " + " ".join(p for p, _ in chain), cwd=debs)
    tmp = root + ".tmp"
    shutil.rmtree(tmp, ignore_errors=True)
    os.makedirs(tmp)
    rows, kernel = [], {}
    for f in sorted(os.listdir(debs)):
        path = os.path.join(debs, f)
        info = crapt.deb_fields(path)
        kernel.update(extract_kernel(path, tmp))
        rows.append({"package": info["Package"], "arch": info["Architecture"], "version": info["Version"],
                     "filename": f, "sha256": crapt.sha256(path)})
        os.unlink(path)  # the image is kept; the package (up to 100 MB) is not
    if "vmlinuz" not in kernel:
        raise crapt.FetchError("%s: no kernel image in %s" % (release, ", ".join(p for p, _ in chain)))
    rows.sort(key=lambda r: r["package"])
    with open(os.path.join(tmp, "PACKAGES.tsv"), "w") as fh:
        fh.write(format_packages_tsv(rows))
    with open(os.path.join(tmp, "KERNEL"), "w") as fh:
        fh.write(kernel["vmlinuz"] + "\n")
    shutil.copy(os.path.join(state, "sources.list"), os.path.join(tmp, "SOURCES.list"))
    with open(os.path.join(tmp, ".complete"), "w") as fh:
        fh.write("%s\n" % release)
    shutil.rmtree(root, ignore_errors=True)
    os.rename(tmp, root)
    info = read_kernel(root)
    log("%s: kernel %s (%s)%s -> %s" % (release, info["kernel"], ", ".join(
        "%s %s" % (r["package"], r["version"]) for r in rows),
        "" if info.get("config") else ", no config", root))
    return info


def read_kernel(root):
    """A fetched kernel: {dir, kernel, vmlinuz, packages, config facts}."""
    with open(os.path.join(root, "KERNEL")) as fh:
        rel = fh.read().strip()
    info = {"dir": root, "kernel": rel, "vmlinuz": os.path.join(root, "vmlinuz"),
            "packages": read_packages_tsv(os.path.join(root, "PACKAGES.tsv"))}
    cfg = os.path.join(root, "config")
    if os.path.exists(cfg):
        with open(cfg, encoding="utf-8", errors="replace") as fh:
            info["config"] = config_facts(fh.read())
    return info


def image_package(info):
    """The package that carried the image (the chain's last image/binary)."""
    rows = [r for r in info["packages"] if re.match(r"linux-(binary|image)-[0-9]", r["package"])]
    rows.sort(key=lambda r: r["package"].startswith("linux-binary-"), reverse=True)
    return rows[0] if rows else info["packages"][0]


# ---------------------------------------------------------------- initramfs
# What a program's loader reads of an ELF file, and which libraries it
# loads: cancelrace/elf.py.


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
    runner = os.path.join(builddir, "harness", "cr-run")
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


# ---------------------------------------------------------------- the plan
MODES = ("hammer", "sweep", "blocked")


def guest_cmd(tag, binary, args, timeout, root=None):
    """One cr_run line of the plan.  More than one mode (--sweep
    --blocked): the guest passes the ones the program has (guest-init's
    cr_modes asks the program), since a race whose call does not block has
    no --blocked and refuses it."""
    env = ["LIBC_ROOT=%s/%s" % (GUEST_ROOTS, root)] if root else []
    prog = GUEST_BUILD + "/" + binary
    modes = [w[2:] for w in args if w[2:] in MODES and w.startswith("--")]
    if len(modes) > 1:
        args = [w for w in args if not (w.startswith("--") and w[2:] in MODES)]
    words = ["cr_run", tag] + env + [GUEST_RUN, "--timeout", "%g" % timeout, "--", prog] + args
    line = " ".join(shlex.quote(w) for w in words)
    if len(modes) > 1:
        line += " $(cr_modes %s %s)" % (shlex.quote(prog), " ".join(modes))
    return line


def make_plan(runs, timeout, selftest=True):
    """The guest's /cr/plan.sh: the probe, the selftest, then each run
    [(tag, binary, args, root)]."""
    body = []
    if selftest:
        body.append(guest_cmd("selftest", SELFTEST, [], timeout))
    body += [guest_cmd(tag, b, args, timeout, root) for tag, b, args, root in runs]
    lines = ["# written by scripts/cr-kernels: sourced by /init (kernels/guest-init)",
             "CR_TOTAL=%d" % (len(body) + 1),
             "if cr_probe %s; then" % shlex.quote(GUEST_BUILD + "/" + PROBE)]
    lines += ["\t" + b for b in body]
    lines += ["else", "\techo \"CR-GUEST-SKIP the probe did not run (exit $(cat /out/probe.rc 2>/dev/null))\"",
              "fi"]
    return "\n".join(lines) + "\n"


def race_runs(races, variants, roots, root_variants, mode_args, extra, only=None):
    """[(tag, binary, args, root)]: every race x variant on this machine's
    libcs ("host"), and x root_variants under each fetched root; a race
    in only ({race: variants}: a library race) just for its variants."""
    out = []
    for root in ["host"] + sorted(roots):
        for race in races:
            for v in variants:
                if root != "host" and v not in root_variants:
                    continue
                if only and race in only and v not in only[race]:
                    continue
                tag = "%s.%s.%s" % (root, race, v)
                args = ["--json", "/out/%s.json" % tag, "--expect", GUEST_CR + "/expectations.tsv"] + mode_args + extra
                out.append((tag, "races/%s.%s" % (race, v), args, None if root == "host" else root))
    return out


# The benchmarks' counts in a guest: timings there are emulated (TCG) or
# virtualised, never this machine's, so a run is for the facts a record
# carries (the kernel entry its measured call executed, stepped once before
# timing), and a few repetitions are enough.
BENCH_ARGS = "--iterations 200 --reps 3 --warmup 1"
BENCH_TAG = "bench"


def bench_runs(specs):
    """[(tag, binary, args, None)] of --bench specs "PROGRAMS[=ARGS]": each
    i386 benchmark program of the comma list (bench/NAME.VARIANT, as the
    build names it) with ARGS (default BENCH_ARGS), its record to
    /out/bench.NAME.VARIANT.json."""
    out, seen = [], set()
    for spec in specs:
        progs, _, args = spec.partition("=")
        words = shlex.split(args if args.strip() else BENCH_ARGS)
        for b in [p for p in progs.split(",") if p]:
            name = os.path.basename(b)
            if not b.startswith("bench/") or "." not in name or "i386" not in name.split(".", 1)[1]:
                raise Usage("--bench wants i386 benchmark programs bench/NAME.VARIANT, got %r" % b)
            tag = "%s.%s" % (BENCH_TAG, name)
            if tag not in seen:
                seen.add(tag)
                out.append((tag, b, words + ["--json", "/out/%s.json" % tag], None))
    return out


def is_bench_run(run):
    return run[0].startswith(BENCH_TAG + ".")


# ---------------------------------------------------------------- the channel
def parse_channel(text):
    """({tag: {name: bytes}}, done, problems) from the guest's back channel."""
    files, problems, done = {}, [], None
    cur = None
    for line in text.replace("\r", "").splitlines():
        if line.startswith("CR-BEGIN "):
            f = line.split()
            cur = (f[1], int(f[2]), f[3], []) if len(f) == 4 and f[2].isdigit() else None
            if cur is None:
                problems.append("malformed %r" % line[:80])
        elif line.startswith("CR-END ") and cur:
            tag, size, want, chunks = cur
            cur = None
            try:
                blob = base64.b64decode("".join(chunks), validate=True)
            except ValueError as e:
                problems.append("%s: bad base64 (%s)" % (tag, e))
                continue
            if len(blob) != size or hashlib.sha256(blob).hexdigest() != want:
                problems.append("%s: %d bytes received, %d sent, or the sha256 differs" % (tag, len(blob), size))
                continue
            got = {}
            with tarfile.open(fileobj=io.BytesIO(blob), mode="r:gz") as tf:
                for m in tf:
                    name = os.path.basename(m.name)
                    if m.isfile() and name and not name.startswith("."):
                        got[name] = tf.extractfile(m).read()
            files[tag] = got
        elif line.startswith("CR-DONE"):
            f = line.split()
            done = int(f[1]) if len(f) > 1 and f[1].isdigit() else 0
        elif cur:
            cur[3].append(line.strip())
    if cur:
        problems.append("%s: cut off (no CR-END)" % cur[0])
    return files, done, problems


# ---------------------------------------------------------------- booting
def qemu_version(qemu):
    p = subprocess.run([qemu, "--version"], stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                       universal_newlines=True, timeout=30)
    return p.stdout.splitlines()[0].strip() if p.stdout else "unknown"


def kvm_usable():
    """None when /dev/kvm can be used, else why not."""
    if not os.path.exists("/dev/kvm"):
        return "no /dev/kvm"
    if not os.access("/dev/kvm", os.R_OK | os.W_OK):
        return "/dev/kvm is not readable and writable by this user"
    return None


class Interrupted(Exception):
    """A signal stopped the run (sig: its number)."""

    def __init__(self, sig):
        Exception.__init__(self, "signal %d" % sig)
        self.sig = sig


def _stop(signum, frame):
    raise Interrupted(signum)


def boot(qemu, accel, cpu, kernel, initrd, cmdline, gdir, smp, memory, boot_bound, bound, progress,
         tcg_thread="single"):
    """Run one guest: (outcome, console text, seconds, seconds to "CR-GUEST-UP").
    outcome: "exit" (qemu ended, status), "noboot" (no CR-GUEST-UP within
    boot_bound: killed), "timeout" (bound reached: killed)."""
    console = os.path.join(gdir, "console.%s.log" % accel)
    channel = os.path.join(gdir, "channel.txt")
    for f in (console, channel):
        if os.path.exists(f):
            os.unlink(f)
    cmd = [qemu, "-nodefaults", "-no-user-config", "-display", "none", "-no-reboot",
           "-accel", accel + (",thread=" + tcg_thread if accel == "tcg" else ""), "-cpu", cpu, "-smp", str(smp), "-m", str(memory),
           "-kernel", kernel, "-initrd", initrd, "-append", cmdline,
           "-serial", "file:" + console, "-serial", "file:" + channel]
    with open(os.path.join(gdir, "qemu.%s.cmd" % accel), "w") as fh:
        fh.write(" ".join(shlex.quote(c) for c in cmd) + "\n")
    qlog = open(os.path.join(gdir, "qemu.%s.log" % accel), "w")
    t0 = time.time()
    p = subprocess.Popen(cmd, stdin=subprocess.DEVNULL, stdout=qlog, stderr=subprocess.STDOUT,
                         start_new_session=True)
    up, seen, outcome = None, 0, None
    try:
        while True:
            try:
                rc = p.wait(timeout=0.5)
                outcome = ("exit", rc)
                break
            except subprocess.TimeoutExpired:
                pass
            now = time.time() - t0
            text = read_text(console)
            if up is None and "CR-GUEST-UP" in text:
                up = now
            seen = show_progress(text, seen, progress)
            if up is None and now > boot_bound:
                outcome = ("noboot", None)
                break
            if now > bound:
                outcome = ("timeout", None)
                break
    finally:
        if p.poll() is None:
            os.killpg(p.pid, signal.SIGKILL)
            p.wait()
        qlog.close()
    text = read_text(console)
    if up is None and "CR-GUEST-UP" in text:
        up = time.time() - t0
    show_progress(text + "\n", seen, progress)
    return outcome, text, time.time() - t0, up


def show_progress(text, seen, progress):
    """Pass the console's complete progress lines after the first seen ones
    to progress(); the number of complete lines."""
    lines = text.split("\n")[:-1]
    for line in lines[seen:]:
        if line.startswith(("CR-RAN", "CR-GUEST")):
            progress(line.strip())
    return len(lines)


def read_text(path):
    try:
        with open(path, encoding="utf-8", errors="replace") as fh:
            return fh.read()
    except OSError:
        return ""


# ---------------------------------------------------------------- judging
def expected_layout(kernel_release):
    """The __kernel_vsyscall layout the design expects of a kernel on a CPU
    with a fast entry and without FRED (qemu64 has none): the 7.0 NOP
    prefix from Linux 7.0 on, else pre-7.0."""
    m = re.match(r"(\d+)\.", kernel_release or "")
    return "7.0-nop" if m and int(m.group(1)) >= 7 else "pre-7.0"


def pending_offsets(probe):
    """The instruction starts of __kernel_vsyscall's live path before its
    int $0x80 (the 3-byte NOP, the pushes, the mov and the fast entry), from
    the probe's decode: where a cancel is "pending, not yet in the kernel"."""
    if not probe.get("decoded"):
        return None
    b = bytes.fromhex(probe.get("vsyscall_bytes", "").replace(" ", ""))
    ent, i80 = probe.get("entry_offset", -1), probe.get("int80_offset", -1)
    if probe.get("entry") == "int80":
        return [0] if probe.get("layout") == "7.0-int80" else None
    prefix = [0] if probe.get("layout") == "7.0-nop" else []
    pushes = [i for i in range(len(prefix) * 3, ent - 2) if b[i:i + 1] in (b"\x51", b"\x52", b"\x55")]
    return prefix + pushes + [ent - 2, ent] if 0 < ent < i80 else None


SELFTEST_RX = {
    "unwinder": r"^ok \d+ - the unwinder .* at (\d+) of (\d+) pending traps",
    "oracle": r"^(?:not )?ok \d+ - pending_syscall_return_address matches .* at all (\d+) traps \((\d+) pending, (\d+) wrong\)",
    "abort": r"^(?:not )?ok \d+ - abort_pending_syscall at each of (\d+) boundaries: (\d+) aborted .*?, (\d+) refused .*?, (\d+) wrong",
    "restart": r"^(?:not )?ok \d+ - blocked read \+ SA_RESTART signal: EIP (\S+)",
    "int80": r"^(?:not )?ok \d+ - int80: cancel at each of (\d+) pre-syscall boundaries: (\d+) acted",
    "naive": r"^(?:not )?ok \d+ - naive: cancel at each of (\d+) pre-syscall boundaries: (\d+) acted, (\d+) LOST",
    "helper": r"^(?:not )?ok \d+ - helper: cancel at each of (\d+) pre-syscall boundaries: (\d+) acted",
}


def parse_selftest(tap):
    """The live-vDSO figures of the selftest's TAP (its first occurrence of
    each point; the later ones are the executed copies)."""
    out = {"points": len(re.findall(r"^(?:not )?ok \d+", tap, re.M)),
           "failed": len(re.findall(r"^not ok \d+", tap, re.M)),
           "skipped": bool(re.search(r"^1\.\.0 # SKIP", tap, re.M))}
    for key, rx in SELFTEST_RX.items():
        m = re.search(rx, tap, re.M)
        if m:
            out[key] = [int(x) if x.isdigit() else x for x in m.groups()]
    out["naive_lost"] = re.findall(r"^# naive: cancel at trap \d+ \((\S+)\) lost", tap, re.M)
    out["blocked"] = {t: bool(re.search(r"^ok \d+ - %s: cancel of a read blocked in the kernel" % t, tap, re.M))
                      for t in ("int80", "naive", "helper")}
    return out


def check(checks, name, ok, detail):
    checks.append({"check": name, "ok": bool(ok), "detail": detail})
    return ok


def judge_guest(g, probe, selftest, cpu, want_selftest=True):
    """The entry-path expectations of one guest as checks."""
    checks = g["checks"]
    want_entry = CPUS[cpu]["entry"]
    want_layout = expected_layout(probe.get("kernel"))
    check(checks, "vendor", probe.get("vendor") == CPUS[cpu]["vendor"],
          "cpuid vendor %s (CPU model %s)" % (probe.get("vendor"), CPUS[cpu]["model"]))
    check(checks, "decoded", probe.get("decoded") and probe.get("entry") == want_entry,
          "__kernel_vsyscall [%s] decoded as %s, entry %s (expected %s for %s)" % (
              probe.get("vsyscall_bytes"), probe.get("layout", probe.get("decode_error")),
              probe.get("entry"), want_entry, probe.get("vendor")))
    check(checks, "scan", probe.get("scan_entry") == probe.get("entry"),
          "a byte scan finds %s at +%s, the decoder %s at +%s" % (
              probe.get("scan_entry"), probe.get("scan_entry_offset"), probe.get("entry"), probe.get("entry_offset")))
    check(checks, "layout", probe.get("layout") == want_layout,
          "layout %s on Linux %s (expected %s)" % (probe.get("layout"), probe.get("kernel"), want_layout))
    if not want_selftest:
        return
    if selftest is None:
        check(checks, "selftest", False, "no selftest result came back")
        return
    st = selftest
    check(checks, "selftest", st.get("exit") == 0 and st["failed"] == 0 and st["points"] > 0,
          "harness/vdso/selftest: %d points, %d failed, exit %s" % (st["points"], st["failed"], st.get("exit")))
    o, ab, h = st.get("oracle") or [], st.get("abort") or [], st.get("helper") or []
    check(checks, "helper-oracle", len(o) == 3 and o[2] == 0 and len(ab) == 4 and ab[3] == 0 and
          len(h) == 2 and h[0] == h[1],
          "pending_syscall_return_address: %s; abort_pending_syscall: %s; helper thunk: %s" % (
              "%d traps, %d pending, %d wrong" % tuple(o) if len(o) == 3 else "no result",
              "%d aborted, %d refused, %d wrong" % tuple(ab[1:]) if len(ab) == 4 else "no result",
              "acted at %d of %d boundaries" % (h[1], h[0]) if len(h) == 2 else "no result"))
    want = pending_offsets(probe)
    lost = sorted(int(x.split("+", 1)[1], 0) for x in st.get("naive_lost", [])
                  if x.startswith(VSYSCALL + "+"))
    outside = [x for x in st.get("naive_lost", []) if not x.startswith(VSYSCALL + "+")]
    check(checks, "naive-lost", want is not None and lost == want and not outside and st["blocked"].get("naive"),
          "naive lost the cancel at %s%s (expected %s: the pending boundaries of the decoded layout)%s" % (
              ", ".join("+%d" % x for x in lost) or "none", "; outside the vDSO: " + ", ".join(outside)
              if outside else "", ", ".join("+%d" % x for x in want) if want else "unknown",
              "; and a blocked read" if st["blocked"].get("naive") else "; the blocked read was NOT lost"))
    g["naive_lost"] = ["+%d" % x for x in lost]
    g["oracle"] = {"traps": o[0], "pending": o[1], "wrong": o[2]} if o else None


# Which of these two a boundary of close() shows depends on whether the
# harness's reuse thread reopened the released number before the cleanup
# handler closed it again: the timing of that thread, not the path.  The
# same race (the release repeated) either way.
SAME_RACE = {"double-close": "double-close|wrong-close", "wrong-close": "double-close|wrong-close"}


def sweep_signature(rec, landing_off):
    """A sweep map that does not depend on the entry path: the boundaries
    as (symbol, performed, verdict), those inside __kernel_vsyscall folded
    to (pending | returned) runs, double-close and wrong-close as one."""
    sig = []
    for b in (rec.get("sweep") or {}).get("boundaries", []):
        sym = b.get("symbol") or "?"
        if b.get("in_kernel"):
            sym = "kernel"
        elif sym.startswith(VSYSCALL):
            off = int(sym.split("+", 1)[1], 0) if "+" in sym else 0
            sym = VSYSCALL + (":pending" if landing_off is None or off < landing_off else ":returned")
        item = (sym, bool(b.get("performed")), SAME_RACE.get(b.get("verdict"), b.get("verdict")))
        if not sig or sig[-1] != item or not sym.startswith(VSYSCALL):
            sig.append(item)
    return sig


def sweep_counts(rec):
    """(boundaries, {verdict: count} of the race verdicts) of a sweep."""
    summ = rec["sweep"].get("summary") or {}
    names = {c["verdict"] for c in cells(rec) if c["mode"] == "sweep" and c["verdict"]}
    return summ.get("boundaries"), {v: summ.get(v) for v in sorted(names) if summ.get(v)}


def differences(guests, records):
    """Every difference between guests of the same run's verdicts and sweep
    maps: [{what, guests, detail, explained}].  A sweep whose boundary count
    differs only inside __kernel_vsyscall is explained by the layout, one
    whose double-close/wrong-close split alone differs by the reuse
    thread's timing; any other difference (a verdict, a racy/clean status,
    a map outside the vDSO, a missing record) is where the design says
    there should be none: a finding."""
    landing = {g["tag"]: (g.get("vdso") or {}).get("landing_offset") for g in guests}
    by = {}
    for r in records:
        key = (r["run"]["root"], r["program"], r["variant"])
        by.setdefault(key, {})[r["guest"]["tag"]] = r
    out = []
    tags = [g["tag"] for g in guests]
    for key in sorted(by):
        recs = by[key]
        name = "%s %s [%s]" % (key[1], key[2], key[0])
        missing = [t for t in tags if t not in recs]
        have = [t for t in tags if t in recs]
        if missing and have:
            out.append({"what": name, "guests": missing, "explained": False,
                        "detail": "no record from %s (records from %s)" % (", ".join(missing), ", ".join(have))})
        status = {t: record_state(recs[t])[0] for t in have}
        if len(set(status.values())) > 1:
            out.append({"what": name, "guests": have, "explained": False,
                        "detail": "status differs: " + ", ".join("%s %s" % kv for kv in status.items())})
        racy = {t: sorted({SAME_RACE.get(c["verdict"], c["verdict"]) + " " + c["mode"]
                           for c in cells(recs[t]) if c["verdict"] and c["count"]}) for t in have}
        if len({tuple(v) for v in racy.values()}) > 1:
            out.append({"what": name, "guests": have, "explained": False,
                        "detail": "verdicts seen differ: " + "; ".join(
                            "%s: %s" % (t, ", ".join(v) or "none") for t, v in racy.items())})
        sweeps = {t: recs[t] for t in have if (recs[t].get("sweep") or {}).get("boundaries")}
        if len(sweeps) < 2:
            continue
        counts = {t: sweep_counts(r) for t, r in sweeps.items()}
        shown = "; ".join("%s %d boundaries, %s" % (t, c[0], ", ".join(
            "%d %s" % (n, v) for v, n in sorted(c[1].items())) or "none racy") for t, c in counts.items())
        sigs = {t: sweep_signature(r, landing.get(t)) for t, r in sweeps.items()}
        if len({json.dumps(x) for x in sigs.values()}) > 1:
            out.append({"what": name, "guests": list(sweeps), "explained": False,
                        "detail": "sweep maps differ outside __kernel_vsyscall: " + shown})
            continue
        why = []
        if len({c[0] for c in counts.values()}) > 1:
            why.append("boundary counts differ only inside __kernel_vsyscall (layout)")
        if len({json.dumps(c[1], sort_keys=True) for c in counts.values()}) > 1:
            why.append("the double-close/wrong-close split differs (the reuse thread's timing)")
        if why:
            out.append({"what": name, "guests": list(sweeps), "explained": True,
                        "detail": "sweep %s: %s" % (" and ".join(why), shown)})
    return out


# ---------------------------------------------------------------- one guest
def guest_cmdline(kinfo, extra):
    """The guest kernel's command line (IA32 emulation switched on where the
    kernel's config leaves it off by default)."""
    cmdline = "console=ttyS0 loglevel=3 panic=-1 rdinit=/init"
    if (kinfo.get("config") or {}).get("ia32_default_disabled"):
        cmdline += " ia32_emulation=on"
    return cmdline + ((" " + extra) if extra else "")


def new_guest(a, tag, rel, kinfo, cpu, cmdline, qver):
    """A guest's entry in the results before it boots."""
    pkg = image_package(kinfo)
    return {"tag": tag, "release": rel, "package": pkg["package"], "package_version": pkg["version"],
            "kernel": kinfo["kernel"], "cpu": cpu, "cpu_model": CPUS[cpu]["model"], "qemu": qver,
            "cmdline": cmdline, "smp": a.smp, "tcg_thread": a.tcg_thread, "memory_mb": a.memory,
            "config": kinfo.get("config") or {}, "checks": [], "timing": "emulated"}


def progress_reporter(tag, t_start):
    """progress(line) for boot(): each console progress line logged, and
    after each program what is left, at the pace so far."""
    def progress(line):
        m = re.match(r"CR-RAN (\d+)/(\d+) ", line)
        if m and int(m.group(1)) > 0:
            i, n, el = int(m.group(1)), int(m.group(2)), time.time() - t_start
            line += " [%.0f s in, about %.0f s left]" % (el, el / i * (n - i))
        log("[%s] %s" % (tag, line))
    return progress


def guest_accels(a):
    """(the accelerators to try in turn, notes on the ones left out)."""
    if a.accel != "auto":
        return [a.accel], []
    why = kvm_usable()
    return (["tcg"], ["kvm: %s" % why]) if why else (["kvm", "tcg"], [])


def noboot_note(acc, outcome, text, secs, gdir):
    """Why a boot with acc did not reach the guest's init."""
    last = [l for l in text.splitlines() if l.strip()][-1:] or ["(nothing)"]
    qerr = read_text(os.path.join(gdir, "qemu.%s.log" % acc)).strip().splitlines()[-1:]
    return "%s: the guest's init did not start within %.0f s (%s; last console line %r%s)" % (
        acc, secs, "qemu exit %s" % outcome[1] if outcome[0] == "exit" else "killed", last[0][-100:],
        "; qemu: " + qerr[0][-150:] if qerr else "")


def boot_guest(a, g, kinfo, initrd, gdir, bound, qemu):
    """Boot the guest, KVM then TCG (auto) until its init starts: (outcome,
    console text, seconds to its init or None); the accelerator used and
    the timings go into g."""
    tag, model = g["tag"], g["cpu_model"]
    accels, notes = guest_accels(a)
    t_start = time.time()
    progress = progress_reporter(tag, t_start)
    outcome = text = up = None
    for acc in accels:
        remaining = bound - (time.time() - t_start)
        boot_bound = a.kvm_boot_timeout if (acc == "kvm" and len(accels) > 1) else a.boot_timeout
        log("[%s] booting %s (%s, -cpu %s, bound %.0f s)" % (tag, kinfo["kernel"], acc, model, remaining))
        outcome, text, secs, up = boot(qemu, acc, model, kinfo["vmlinuz"], initrd, g["cmdline"], gdir,
                                       a.smp, a.memory, min(boot_bound, remaining), remaining, progress,
                                       a.tcg_thread)
        if up is not None:
            g["accel"] = acc
            break
        notes.append(noboot_note(acc, outcome, text, secs, gdir))
        log("[%s] %s" % (tag, notes[-1]))
    g["accel"] = g.get("accel") or accels[-1]
    g["accel_note"] = "; ".join(notes + ["%s used" % g["accel"]]) if notes else "%s used" % g["accel"]
    g["timing"] = "emulated" if g["accel"] == "tcg" else "virtualised"
    g["wall_s"] = round(time.time() - t_start, 1)
    g["boot_s"] = round(up, 1) if up is not None else None
    return outcome, text, up


def save_guest_output(gdir, text):
    """Keep the console and each file of the back channel in gdir:
    ({tag: {name: bytes}}, the channel's problems)."""
    with open(os.path.join(gdir, "console.log"), "w") as fh:
        fh.write(text or "")
    files, _, problems = parse_channel(read_text(os.path.join(gdir, "channel.txt")))
    for fs in files.values():
        for name, data in fs.items():
            with open(os.path.join(gdir, name), "wb") as fh:
                fh.write(data)
    return files, problems


def rc_of(blob):
    """An exit status file's number (-1 when missing or empty)."""
    return int((blob or b"-1").strip() or -1)


def read_probe(g, files, problems):
    """The probe's result, or None with g's status and reason set (a skip
    when the probe said so, else a failure)."""
    got = files.get("probe", {})
    probe_rc = rc_of(got.get("probe.rc"))
    probe = json.loads(got["probe.json"]) if "probe.json" in got else {}
    if probe_rc != 77 and probe:
        return probe
    tap = (got.get("probe.tap") or b"").decode(errors="replace")
    skip = re.search(r"# SKIP (.*)", tap)
    g["status"] = "skip" if probe_rc == 77 else "fail"
    g["reason"] = skip.group(1) if skip else "the probe gave no result (exit %s): %s" % (
        probe_rc, tap.strip()[-200:] or "; ".join(problems) or g["ended"])
    return None


VDSO_KEYS = ("layout", "entry", "vsyscall_bytes", "vsyscall_size", "entry_offset", "int80_offset",
             "landing_offset", "scan_entry", "helpers_exported", "decode_error")


def record_guest_facts(g, probe, files):
    """What the probe and the selftest saw, into g: the selftest's figures
    (None without a selftest)."""
    g["kernel"] = probe.get("kernel", g["kernel"])
    g["kernel_version"] = probe.get("kernel_version")
    g["vendor"] = probe.get("vendor")
    g["vdso"] = {k: probe.get(k) for k in VDSO_KEYS if k in probe}
    if "selftest" not in files:
        return None
    st = parse_selftest(files["selftest"].get("selftest.tap", b"").decode(errors="replace"))
    st["exit"] = rc_of(files["selftest"].get("selftest.rc"))
    g["selftest"] = st
    return st


def guest_object(g):
    """The "guest" object each of the guest's records carries."""
    return {"tag": g["tag"], "release": g["release"], "kernel": g["kernel"], "package": g["package"],
            "package_version": g["package_version"], "cpu": g["cpu"], "cpu_model": g["cpu_model"],
            "vendor": g["vendor"], "entry": g["vdso"].get("entry"), "layout": g["vdso"].get("layout"),
            "vsyscall_bytes": g["vdso"].get("vsyscall_bytes"), "accel": g["accel"], "timing": g["timing"]}


def run_problem(a, fs, rtag, root, rname):
    """(why a run's result is no record, "" when it is one; the exit
    status; the record or None)."""
    rc = rc_of(fs.get(rtag + ".rc"))
    rec = None
    tap = fs.get(rtag + ".tap", b"").decode(errors="replace")
    if rtag + ".json" in fs:
        try:
            rec = json.loads(fs[rtag + ".json"])
        except ValueError:
            rec = None
    bench = rec is not None and rec.get("kind") == "bench"
    if rc == 77 and not bench:
        return "skipped: " + " ".join(l for l in tap.splitlines() if "SKIP" in l)[:200], rc, rec
    if rec is None or (bench and rc not in (0, 77)):
        # a benchmark that exits otherwise is a harness error, record or not
        return "no record (exit %s): %s" % (rc, (tap.strip().splitlines() or [""])[-1][:200]), rc, None
    errs = validate_record(rec, rtag)
    rdir = "%s/%s" % (GUEST_ROOTS, root) if root else None
    ok, mismatch = matrix.root_matches(rec, rname, rdir, a.root_info.get(rname, {}).get("packages", []))
    return ("invalid record: " + errs[0]) if errs else ("" if ok else mismatch), rc, rec


def collect_run(a, g, files, run, gdir, guest_obj):
    """One planned run's result: (record, None) or (None, failure)."""
    rtag, binary, args, root = run
    race, variant = os.path.basename(binary).split(".", 1)
    rname = root or "host"
    where = {"program": race, "variant": variant, "root": rname, "guest": g["tag"]}
    fs = files.get(rtag)
    if fs is None:
        return None, dict(where, exit=-9, reason="no result came back from the guest (%s)" % g["ended"])
    why, rc, rec = run_problem(a, fs, rtag, root, rname)
    if why:
        return None, dict(where, exit=rc, reason=why, skip=rc == 77)
    rec["run"] = {"root": rname, "exit": rc, "relinked": False, "log": os.path.relpath(
        os.path.join(gdir, rtag + ".tap"), a.out), "guest": g["tag"]}
    rec["guest"] = dict(guest_obj)
    rec["params"]["guest_budget"] = a.budget_note if not is_bench_run(run) else "in a QEMU guest: %s" % (
        " ".join(args[:-2]))
    return rec, None


def judge_bench_entries(g, records, nbench):
    """The bench-entry check: every benchmark record of the table's
    programs executed the kernel entry bench/README's table says (the same
    judge as on a host, scripts/bench-entry), the vDSO's calls with the
    guest's decoded instruction."""
    benches = [r for r in records if r.get("kind") == "bench"]
    judged = bench_entry.judge_all(benches)
    wrong = [what for good, what in judged if not good]
    check(g["checks"], "bench-entry", judged and not wrong and len(benches) == nbench,
          "%d of %d benchmarks gave a record; the kernel entry of %d of %d as bench/README's table says (%s)%s" % (
              len(benches), nbench, len(judged) - len(wrong), len(judged), bench_entry.entry_summary(benches)
              or "none judged", "; NOT: " + "; ".join(wrong) if wrong else ""))


def judge_runs(g, records, failures, nruns, nbench=0):
    """The records check (and the bench-entry check when benchmarks ran),
    and the guest's status from every check."""
    if nbench:
        judge_bench_entries(g, records, nbench)
    bad = [r for r in records if not record_ok(r)]
    hard = [f for f in failures if not f.get("skip")]
    check(g["checks"], "records", not bad and not hard,
          "%d of %d runs gave a record, %d not as expected, %d without a record" % (
              len(records), nruns, len(bad), len(failures)))
    g["runs"], g["records"] = nruns, len(records)
    g["status"] = "pass" if all(c["ok"] for c in g["checks"]) else "fail"
    if g["status"] == "fail":
        g["reason"] = "; ".join("%s: %s" % (c["check"], c["detail"]) for c in g["checks"] if not c["ok"])


def how_it_ended(outcome, bound):
    """How qemu ended, for the guest's entry."""
    kind, status = outcome
    if kind == "exit":
        return "qemu exited %s" % status
    return "killed at the guest bound (%.0f s)" % bound if kind == "timeout" else "killed"


def run_guest(a, rel, kinfo, cpu, initrd, plan_runs, gdir, bound, qemu, qver):
    """Boot one guest and collect its records: (guest dict, records, failures)."""
    tag = "%s.%s" % (rel, cpu)
    os.makedirs(gdir, exist_ok=True)
    g = new_guest(a, tag, rel, kinfo, cpu, guest_cmdline(kinfo, a.cmdline), qver)
    outcome, text, up = boot_guest(a, g, kinfo, initrd, gdir, bound, qemu)
    files, problems = save_guest_output(gdir, text)
    g["channel_problems"] = problems
    records, failures = [], []
    if up is None:
        g["status"], g["reason"] = "fail", "the guest did not boot: " + g["accel_note"]
        return g, records, failures
    g["ended"] = how_it_ended(outcome, bound)
    probe = read_probe(g, files, problems)
    if probe is None:
        return g, records, failures
    st = record_guest_facts(g, probe, files)
    judge_guest(g, probe, st, cpu, a.selftest)
    guest_obj = guest_object(g)
    for run in plan_runs:
        rec, failure = collect_run(a, g, files, run, gdir, guest_obj)
        if failure:
            failures.append(failure)
        else:
            records.append(rec)
    judge_runs(g, records, failures, len(plan_runs), len([r for r in plan_runs if is_bench_run(r)]))
    return g, records, failures


# ---------------------------------------------------------------- run
class Usage(Exception):
    """cr-kernels run was called wrong: exit 2 with this message."""


def check_tools(a):
    """qemu's path; Skip without qemu or busybox."""
    qemu = shutil.which(a.qemu)
    if not qemu:
        raise Skip("%s not found (apt-get install qemu-system-x86)" % a.qemu)
    if not os.path.exists(a.busybox):
        raise Skip("%s not found (apt-get install busybox-static)" % a.busybox)
    return qemu


def fetched_kernels(a):
    """{release: read_kernel()} of the releases named (default: every one
    fetched); Skip when one named, or every one, is missing."""
    releases = a.releases or sorted(d for d in os.listdir(a.kernels)
                                    if os.path.exists(os.path.join(a.kernels, d, ".complete"))) \
        if os.path.isdir(a.kernels) else a.releases
    kernels = {}
    for rel in releases:
        kdir = os.path.join(a.kernels, rel)
        if not os.path.exists(os.path.join(kdir, ".complete")):
            raise Skip("no fetched kernel for %s in %s (scripts/cr-kernels fetch --dest %s %s)" % (
                rel, a.kernels, a.kernels, rel))
        kernels[rel] = read_kernel(kdir)
    if not kernels:
        raise Skip("no fetched kernel in %s (make kernels)" % a.kernels)
    return kernels


def guest_cpus(a):
    cpus = a.cpus.split(",")
    bad = [c for c in cpus if c not in CPUS]
    if bad:
        raise Usage("unknown CPU model %s (known: %s)" % (", ".join(bad), ", ".join(CPUS)))
    return cpus


def run_sets(a):
    """[(races, variants, {race: its variants})] sets, each a cross
    product: --runs RACES:VARIANTS (repeatable), else --races x --variants;
    an empty list is every one the build has.  With --bench and no race
    named (--runs, --races, --variants): none, the benchmarks alone."""
    if a.bench and not (a.runs or a.races or a.variants):
        return []
    specs = [tuple(x.split(",") if x else None for x in r.split(":", 1)) for r in a.runs] if a.runs else \
        [(a.races.split(",") if a.races else None, a.variants.split(",") if a.variants else None)]
    if any(len(sp) != 2 for sp in specs):
        raise Usage("--runs wants RACES:VARIANTS (comma lists), got %s" % a.runs)
    info = None
    sets = []
    for want_races, want_variants in specs:
        only = {}
        if want_races and want_variants:  # named: no need to ask the build (make check runs this)
            variants, races = want_variants, want_races
        else:
            info = info or matrix.matrix_info(a.builddir)
            variants, races, _, only = info
        variants = [v for v in variants if "i386" in v and (not want_variants or v in want_variants)]
        races = [r for r in races if not want_races or r in want_races]
        if not variants or not races:
            if not want_variants and not want_races:
                raise Skip("no i386 race program is built (configure found no i386 compiler)")
            raise Usage("no i386 race program selected (variants %s, races %s)" % (variants, races))
        sets.append((races, variants, only))
    return sets


def libc_roots(a):
    """{name: dir} of the --root roots; a.root_info gets each root's
    directories and packages (and this machine's, "host")."""
    roots = {}
    a.root_info = {"host": {"dir": None, "packages": []}}
    for name in re.split(r"[,\s]+", a.root.strip()) if a.root.strip() else []:
        rdir = os.path.abspath(os.path.join(a.roots, name))
        if not os.path.exists(os.path.join(rdir, ".complete")):
            raise Usage("no complete libc root %s (make libc-roots)" % rdir)
        roots[name] = rdir
        a.root_info[name] = {"dir": rdir, "guest_dir": "%s/%s" % (GUEST_ROOTS, name),
                             "packages": read_packages(rdir)}
    return roots


def mode_arguments(a):
    """The race programs' mode options of --mode."""
    modes = [m for m in a.mode.split(",") if m]
    if not modes or any(m not in MODES + ("all",) for m in modes) or ("all" in modes and len(modes) > 1):
        raise Usage("--mode wants all or a comma list of %s, got %r" % (", ".join(MODES), a.mode))
    return [] if modes == ["all"] else ["--" + m for m in modes]


def plan_all_runs(a, sets, roots, mode_args, extra):
    """The benchmarks of --bench first (short, and their facts come back
    even from a guest stopped at its bound), then every set's runs, each
    tag once, in the sets' order."""
    runs = bench_runs(a.bench)
    tags = {r[0] for r in runs}
    for races, variants, only in sets:
        for run in race_runs(races, variants, roots, a.root_variants.split(","), mode_args, extra, only):
            if run[0] not in tags:
                tags.add(run[0])
                runs.append(run)
    return runs


def prepare_initramfs(a, runs, roots, words):
    """Write the guests' initramfs (every program of the plan, which must
    be built) into a.out: its path."""
    plan = make_plan(runs, a.program_timeout, a.selftest)
    programs = [PROBE] + ([SELFTEST] if a.selftest else []) + sorted({b for _, b, _, _ in runs})
    for p in programs:
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


def not_run(tag, rel, kinfo, cpu, reason):
    """A guest's entry when it did not run (no budget left, interrupted)."""
    return {"tag": tag, "release": rel, "kernel": kinfo["kernel"], "cpu": cpu,
            "status": "fail", "checks": [], "reason": reason}


def run_guests(a, kernels, cpus, initrd, runs, qemu, t0, res):
    """Every kernel x CPU model in turn while the budget lasts, into res
    (guests, records, failures); Interrupted passes on."""
    qver = qemu_version(qemu)
    for rel in sorted(kernels, key=lambda r: vkey(kernels[r]["kernel"])):
        for cpu in cpus:
            left = a.budget - (time.time() - t0)
            tag = "%s.%s" % (rel, cpu)
            if left < a.min_guest:
                res["guests"].append(not_run(tag, rel, kernels[rel], cpu, "not run: %.0f s of the %g s budget "
                                             "left (a guest needs at least %g s)" % (max(left, 0), a.budget,
                                                                                      a.min_guest)))
                log("[%s] %s" % (tag, res["guests"][-1]["reason"]))
                continue
            try:
                g, recs, fails = run_guest(a, rel, kernels[rel], cpu, initrd, runs,
                                           os.path.join(a.out, "guests", tag), min(a.guest_timeout, left),
                                           qemu, qver)
            except Interrupted:
                res["guests"].append(not_run(tag, rel, kernels[rel], cpu, "interrupted while running"))
                raise
            res["guests"].append(g)
            res["records"] += recs
            res["failures"] += fails
            log("[%s] %s in %.0f s (%s, boot %s s): %s" % (
                tag, g["status"].upper(), g.get("wall_s", 0), g.get("accel"), g.get("boot_s"),
                g.get("reason") or "%d records, every check as expected" % len(recs)))


def run_guests_until_stopped(a, kernels, cpus, initrd, runs, qemu, t0):
    """run_guests() with SIGINT, SIGTERM and SIGHUP stopping it: (guests,
    records, failures, None or the results file's "interrupted": {signal,
    after_runs, of_runs}, counting guests)."""
    res = {"guests": [], "records": [], "failures": []}
    interrupted = None
    old = {s: signal.signal(s, _stop) for s in (signal.SIGINT, signal.SIGTERM, signal.SIGHUP)}
    try:
        run_guests(a, kernels, cpus, initrd, runs, qemu, t0, res)
    except Interrupted as e:
        interrupted = {"signal": e.sig, "after_runs": len(res["guests"]) - 1, "of_runs": len(kernels) * len(cpus)}
        log("INTERRUPTED (%s): the results so far are written" % e)
    finally:
        for s, h in old.items():
            signal.signal(s, h)
    return res["guests"], res["records"], res["failures"], interrupted


def write_results(a, kernels, guests, records, failures, diffs, interrupted, t0):
    """OUT/results.json and its tables, OUT/results.md: the results file's path."""
    doc = {"schema": RESULTS_SCHEMA,
           "generated": datetime.datetime.utcnow().strftime("%Y-%m-%dT%H:%M:%SZ"),
           "generator": "scripts/cr-kernels", "elapsed_s": round(time.time() - t0, 1),
           "roots": a.root_info,
           "kernels": {rel: {"dir": k["dir"], "kernel": k["kernel"], "packages": k["packages"],
                             "config": k.get("config")} for rel, k in kernels.items()},
           "guests": guests, "differences": diffs, "records": records, "failures": failures}
    if interrupted:
        doc["interrupted"] = interrupted
    out = os.path.join(a.out, "results.json")
    dump_results(doc, out)
    with open(os.path.join(a.out, "results.md.tmp"), "w") as fh:
        subprocess.run([sys.executable, os.path.join(HERE, "cr-table"), out], stdout=fh, check=False)
    os.replace(os.path.join(a.out, "results.md.tmp"), os.path.join(a.out, "results.md"))
    return out


def summarise(guests, records, failures, diffs, interrupted, t0, out):
    """Log the differences and the totals: the exit status."""
    findings = [d for d in diffs if not d["explained"]]
    for d in diffs:
        log("%s %s: %s" % ("FINDING" if not d["explained"] else "difference (explained)", d["what"], d["detail"]))
    ran = [g for g in guests if g.get("status") in ("pass", "fail")]
    failed = [g for g in guests if g.get("status") == "fail"]
    log("%d guests (%d passed, %d failed, %d skipped), %d records, %d without a record, %d findings in %.0f s: %s"
        % (len(guests), len(ran) - len(failed), len(failed), len(guests) - len(ran), len(records), len(failures),
           len(findings), time.time() - t0, out))
    if interrupted:
        return 1
    if not ran:
        print("cr-kernels: SKIP %s" % "; ".join("%s: %s" % (g["tag"], g.get("reason")) for g in guests))
        return 77
    return 1 if failed or findings else 0


def cmd_run(a):
    t0 = time.time()
    try:
        qemu = check_tools(a)
        kernels = fetched_kernels(a)
        cpus = guest_cpus(a)
        sets = run_sets(a)
        roots = libc_roots(a)
        mode_args = mode_arguments(a)
        extra = shlex.split(a.program_args)
        runs = plan_all_runs(a, sets, roots, mode_args, extra)
        a.budget_note = "in a QEMU guest: %s" % (" ".join(mode_args + extra))
        os.makedirs(a.out, exist_ok=True)
        initrd = prepare_initramfs(a, runs, roots, mode_args + extra)
    except Usage as e:
        print("cr-kernels: %s" % e, file=sys.stderr)
        return 2
    guests, records, failures, interrupted = run_guests_until_stopped(a, kernels, cpus, initrd, runs, qemu, t0)
    diffs = differences([g for g in guests if g.get("vdso")], records)
    out = write_results(a, kernels, guests, records, failures, diffs, interrupted, t0)
    return summarise(guests, records, failures, diffs, interrupted, t0, out)


def cmd_fetch(a):
    for r in a.releases:
        if not re.fullmatch(r"[a-z][a-z0-9-]*", r):
            print("cr-kernels: %r is not a release name" % r, file=sys.stderr)
            return 2
    main_uri, sec_uri = crapt.pick_mirrors(crapt.host_entries(a.apt_etc))
    main_uri = a.mirror or main_uri
    sec_uri = a.security_mirror or sec_uri or (
        main_uri[: -len("/debian")] + "/debian-security" if main_uri and main_uri.endswith("/debian") else None)
    if not main_uri:
        print("cr-kernels: no Debian mirror in %s/sources.list{,.d}: give --mirror URI" % a.apt_etc, file=sys.stderr)
        return 1
    for tool in ("apt-get", "apt-cache", "dpkg-deb"):
        if not shutil.which(tool):
            print("cr-kernels: %s not found (Debian's apt and dpkg are needed)" % tool, file=sys.stderr)
            return 1
    os.makedirs(a.dest, exist_ok=True)
    dest = os.path.abspath(a.dest)
    failed = 0
    for r in a.releases:
        t = time.time()
        try:
            fetch_kernel(r, dest, main_uri, sec_uri, a.force, a.meta)
            log("%s: %.1f s" % (r, time.time() - t))
        except (crapt.FetchError, subprocess.TimeoutExpired, OSError, tarfile.TarError) as e:
            print("cr-kernels: %s: %s" % (r, e), file=sys.stderr)
            failed += 1
    return 1 if failed else 0


def run_args(r):
    """The arguments of cr-kernels run."""
    r.add_argument("releases", nargs="*", metavar="RELEASE", help="default: every fetched kernel")
    r.add_argument("--builddir", default=".")
    r.add_argument("--srcdir", default=os.path.dirname(HERE))
    r.add_argument("--kernels", default="kernel-images", help="folder of fetched kernels")
    r.add_argument("--out", default="kernels-run")
    r.add_argument("--cpus", default="amd,intel", help="CPU models: %s" % ",".join(CPUS))
    r.add_argument("--roots", default="libc-roots", help="folder of fetched libc roots")
    r.add_argument("--root", default="", help="comma list of roots to run under (besides this machine's libcs)")
    r.add_argument("--root-variants", default="glibc-i386,musl-i386",
                   help="variants run under the roots (default glibc-i386,musl-i386)")
    r.add_argument("--races", help="comma list (default: every race)")
    r.add_argument("--variants", help="comma list of i386 variants (default: every i386 variant built)")
    r.add_argument("--runs", action="append", default=[], metavar="RACES:VARIANTS",
                   help="a set of runs, every race x variant of its comma lists (an empty list: every one "
                        "built); repeatable, the sets' union; instead of --races and --variants")
    r.add_argument("--mode", default="all",
                   help="the modes to run: all (every mode each race has), or a comma list of hammer, sweep, "
                        "blocked (of these, the ones each race has)")
    r.add_argument("--program-args", default="--iterations 300 --seconds 8 --bound-ms 5000",
                   help="extra arguments for every race program (default: a hammer budget reduced for TCG)")
    r.add_argument("--bench", action="append", default=[], metavar="PROGRAMS[=ARGS]",
                   help="also run these i386 benchmark programs (comma list, bench/NAME.VARIANT) with ARGS "
                        "(default %r: the records are for their kernel-entry facts, the timings are not this "
                        "machine's); repeatable; with no race named (--runs, --races, --variants) only the "
                        "benchmarks run" % BENCH_ARGS)
    r.add_argument("--no-selftest", dest="selftest", action="store_false")
    r.add_argument("--accel", choices=("auto", "kvm", "tcg"), default="auto")
    r.add_argument("--kvm-boot-timeout", type=float, default=10,
                   help="seconds for a KVM guest to reach its init before TCG is tried (auto)")
    r.add_argument("--boot-timeout", type=float, default=120, help="seconds to reach the guest's init")
    r.add_argument("--program-timeout", type=float, default=300, help="bound per program in the guest")
    r.add_argument("--guest-timeout", type=float, default=1800, help="bound per guest, seconds")
    r.add_argument("--budget", type=float, default=5400, help="bound of the whole run, seconds")
    r.add_argument("--min-guest", type=float, default=60, help="a guest starts only with this much budget left")
    r.add_argument("--smp", type=int, default=2)
    r.add_argument("--tcg-thread", choices=("single", "multi"), default="single",
                   help="TCG: one host thread for every vCPU (default), or one each")
    r.add_argument("--memory", type=int, default=1024, help="guest memory, MiB")
    r.add_argument("--cmdline", default="", help="more kernel command line")
    r.add_argument("--qemu", default="qemu-system-x86_64")
    r.add_argument("--busybox", default="/bin/busybox")


def main(argv=None):
    ap = argparse.ArgumentParser(prog="cr-kernels", description=__doc__.split("\n\n")[0])
    sub = ap.add_subparsers(dest="cmd")
    f = sub.add_parser("fetch", help="fetch Debian kernels into DIR/<release>/")
    f.add_argument("releases", nargs="+", metavar="RELEASE")
    f.add_argument("--dest", default=os.environ.get("CR_KERNELS", "kernel-images"))
    f.add_argument("--mirror", default=os.environ.get("CR_DEBIAN_MIRROR"))
    f.add_argument("--security-mirror", default=os.environ.get("CR_DEBIAN_SECURITY_MIRROR"))
    f.add_argument("--meta", default=META, help="the kernel metapackage (default %s)" % META)
    f.add_argument("--apt-etc", default="/etc/apt", help=argparse.SUPPRESS)
    f.add_argument("--force", action="store_true")
    run_args(sub.add_parser("run", help="boot the kernels and run the i386 suite in each"))
    a = ap.parse_args(argv)
    if a.cmd is None:
        ap.print_usage(sys.stderr)
        print("cr-kernels: name a command: fetch or run", file=sys.stderr)
        return 2
    try:
        return cmd_fetch(a) if a.cmd == "fetch" else cmd_run(a)
    except Skip as e:
        print("cr-kernels: SKIP %s" % e)
        return 77
    except (RuntimeError, subprocess.TimeoutExpired) as e:
        print("cr-kernels: %s" % e, file=sys.stderr)
        return 99


if __name__ == "__main__":
    sys.exit(main())
