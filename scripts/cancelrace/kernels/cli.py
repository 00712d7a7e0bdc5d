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
      i386 libcs and under the fetched libc roots named by --root.  An
      x86_64 variant named in --runs or --variants runs there too (the
      guest is a host where IA32 runs and debug registers fire: the sweep's
      probes find every method working).  Records
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
import os
import re
import shlex
import shutil
import subprocess
import sys
import tarfile
import time

from .. import apt as crapt
from .. import matrix
from ..packages import read_packages
from .common import CPUS, GUEST_ROOTS, HERE, Skip, Usage, log
from .fetch import META, fetch_kernel, read_kernel
from .guests import run_guests_until_stopped, summarise, write_results
from .initramfs import prepare_initramfs
from .judge import differences
from .plan import BENCH_ARGS, MODES, plan_all_runs


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
        # every i386 variant; an x86_64 one when named (its programs run
        # in the guest as well: a host of the other kind, where debug
        # registers fire, for the engine's methods)
        variants = [v for v in variants if (v in want_variants if want_variants else "i386" in v)]
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
    r.add_argument("--variants", help="comma list of variants (default: every i386 variant built; an x86_64 one runs too when named)")
    r.add_argument("--runs", action="append", default=[], metavar="RACES:VARIANTS",
                   help="a set of runs, every race x variant of its comma lists (an empty list: every one "
                        "built); repeatable, the sets' union; instead of --races and --variants")
    r.add_argument("--mode", default="all",
                   help="the modes to run: all (every mode each race has), or a comma list of hammer, sweep, "
                        "blocked, pending (of these, the ones each race has)")
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
