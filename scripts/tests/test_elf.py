#!/usr/bin/env python3
"""Tests of cancelrace/elf.py, cr-kernels' library finder (TAP 13): the libraries a
program loads, read from its ELF files (PT_INTERP, DT_NEEDED, DT_SONAME,
DT_RPATH, DT_RUNPATH and the loader's search paths), never by running its
loader.  On x86_64 programs, where the loader runs, the list is the one the
loader's --list gives (the build's races and cr-run, host programs, and
programs built here with DT_RUNPATH, DT_RPATH, $ORIGIN and a 32-bit decoy);
on the build's i386 programs it is found with CR_PROBE_ABSENT=ia32 and every
way of running a program made to fail, and an initramfs is built from them.
Exit: 0 all ok, 1 a test failed."""
from toolslib import *  # noqa: F401,F403
from cancelrace import elf, kernels

E = elf
BUILD = os.environ.get("CR_BUILDDIR", "")
I386_PROGRAMS = ["races/open.glibc-i386", "races/open.musl-i386", "races/open.vdso-i386-helper",
                 "races/accept.vdso-i386-int80", "races/read.vdso-i386-naive", "kernels/guestinfo.glibc-i386",
                 "harness/vdso/selftest.glibc-i386"]


def skip(what, why):
    N[0] += 1
    print("ok %d - %s # SKIP %s" % (N[0], what, why))


def loader_list(binary):
    """The paths the program's own loader lists (--list), or None when it
    cannot run here; LD_LIBRARY_PATH unset, as in the guest."""
    interp = E.elf_interp(binary)
    env = dict(os.environ)
    env.pop("LD_LIBRARY_PATH", None)
    try:
        p = subprocess.run([interp, "--list", binary], stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                           universal_newlines=True, timeout=60, env=env)
    except OSError:
        return None
    if p.returncode != 0:
        return None
    libs = [interp]
    for line in p.stdout.splitlines():
        m = re.search(r"=>\s+(/\S+)", line) or re.match(r"\s*(/\S+)\s+\(", line)
        if m and m.group(1) not in libs:
            libs.append(m.group(1))
    return libs


def without_dlopened(libs, listed):
    """shared_libs() less the libgcc_s.so.1 it adds for glibc's dlopen."""
    return [x for x in libs if not (os.path.basename(x) == "libgcc_s.so.1" and x not in listed)]


def same_as_loader(binary, what):
    listed = loader_list(binary)
    if listed is None:
        return skip(what, "its loader does not run here")
    got = E.shared_libs(binary)
    ok(without_dlopened(got, listed) == listed, "%s: the loader's list, in its order (%d files)" % (what, len(listed)),
       "read: %s\nloader: %s" % (got, listed))


def t_loader():
    interp = "/lib64/ld-linux-x86-64.so.2"
    if not os.path.exists(interp):
        return skip("the x86_64 loader's system directories", "no %s" % interp)
    info = E.elf_read(interp)
    ok(info["class"] == 64 and info["machine"] == 62 and info["soname"] == "ld-linux-x86-64.so.2"
       and info["interp"] == "", "the x86_64 loader: ELF64 x86-64, its DT_SONAME, no PT_INTERP", info)
    p = subprocess.run([interp, "--help"], stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, universal_newlines=True)
    told = [line.split()[0] for line in p.stdout.splitlines() if "(system search path)" in line]
    if not told:
        return skip("the loader's system directories", "its --help does not list them")
    ok(E.glibc_system_dirs(interp, 62) == told, "the system directories read from the loader's bytes are the "
       "ones its --help lists: %s" % " ".join(told), E.glibc_system_dirs(interp, 62))
    ok(E.glibc_system_dirs("/nonexistent/ld.so", 3) == ["/lib/i386-linux-gnu", "/usr/lib/i386-linux-gnu", "/lib",
                                                       "/usr/lib"],
       "an unreadable loader: Debian's multiarch directories of its machine")


def t_x86_64():
    progs = []
    if BUILD:
        progs += [os.path.join(BUILD, p) for p in ("races/open.glibc-x86_64", "races/open.musl-x86_64",
                                                    "races/accept.glibc-x86_64", "harness/cr-run")]
    progs += [os.path.realpath(sys.executable), "/bin/ls", "/usr/bin/systemctl", "/usr/bin/ssh",
              shutil.which("qemu-system-x86_64") or ""]
    seen = 0
    for p in progs:
        if p and os.access(p, os.X_OK) and E.elf_interp(p):
            same_as_loader(p, os.path.relpath(p, BUILD) if BUILD and p.startswith(BUILD) else p)
            seen += 1
    ok(seen >= 2, "at least two x86_64 programs compared with their loader (%d)" % seen)


def build_libs(d, cc):
    """The programs and libraries of t_built_here, in d (RuntimeError when
    the compiler fails)."""
    for sub in ("a", "b", "decoy", "bin"):
        os.makedirs(os.path.join(d, sub), exist_ok=True)
    src = {"b.c": "int b(void) { return 2; }\n", "a.c": "int b(void);\nint a(void) { return b() + 1; }\n",
           "m.c": "int a(void);\nint main(void) { return a() - 3; }\n"}
    for name, text in src.items():
        with open(os.path.join(d, name), "w") as fh:
            fh.write(text)

    def build(*args):
        p = subprocess.run([cc] + list(args), cwd=d, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                           universal_newlines=True)
        if p.returncode != 0:
            raise RuntimeError(" ".join(args) + ": " + p.stdout)
    build("-shared", "-fPIC", "-o", "b/libcrb.so", "b.c")
    build("-shared", "-fPIC", "-o", "a/libcra.so", "a.c", "-Lb", "-lcrb", "-Wl,--enable-new-dtags",
          "-Wl,-rpath,$ORIGIN/../b")
    build("-o", "bin/runpath", "m.c", "-La", "-lcra", "-Wl,--enable-new-dtags", "-Wl,-rpath,$ORIGIN/../a")
    # the library without a path of its own: libcrb is found through the
    # program's DT_RPATH
    build("-shared", "-fPIC", "-o", "a/libcra-bare.so", "a.c", "-Lb", "-lcrb", "-Wl,-soname,libcra.so")
    os.rename(os.path.join(d, "a/libcra.so"), os.path.join(d, "a/libcra-runpath.so"))
    os.rename(os.path.join(d, "a/libcra-bare.so"), os.path.join(d, "a/libcra.so"))
    build("-o", "bin/rpath", "m.c", "-La", "-lcra", "-Wl,--disable-new-dtags",
          "-Wl,-rpath,%s/decoy:%s/a:%s/b" % (d, d, d))
    build("-o", "bin/runpath-bare", "m.c", "-La", "-lcra", "-Wl,-rpath-link,b", "-Wl,--enable-new-dtags",
          "-Wl,-rpath,%s/a" % d)


def t_built_here():
    """A program and two libraries built here: DT_RUNPATH with $ORIGIN, a
    library's own DT_RUNPATH, a program's DT_RPATH inherited by its
    library (glibc's rule; DT_RUNPATH is not inherited), and a 32-bit file
    of the same name earlier on the path, which glibc passes over."""
    cc = shutil.which("cc") or shutil.which("gcc")
    if not cc:
        return skip("programs with DT_RUNPATH and DT_RPATH", "no C compiler")
    d = os.path.join(TMP, "built")
    try:
        build_libs(d, cc)
    except RuntimeError as e:
        return skip("programs with DT_RUNPATH and DT_RPATH", "the compiler failed: %s" % str(e)[:200])
    i386 = [p for p in ([os.path.join(BUILD, x) for x in I386_PROGRAMS] if BUILD else []) + ["/lib32/libc.so.6"]
            if os.path.exists(p) and (E.elf_read(p) or {}).get("class") == 32]
    if i386:
        shutil.copy(i386[0], os.path.join(d, "decoy", "libcrb.so"))
    info = E.elf_read(os.path.join(d, "bin/rpath"))
    ok(info["rpath"] and not info["runpath"] and info["needed"][0] == "libcra.so",
       "DT_RPATH and DT_NEEDED read (%s)" % info["rpath"], info)
    got = E.shared_libs(os.path.join(d, "bin/rpath"))
    ok(os.path.join(d, "b/libcrb.so") in got and (not i386 or os.path.join(d, "decoy/libcrb.so") not in got),
       "a program's DT_RPATH serves its library's DT_NEEDED; a 32-bit libcrb.so before it is passed over%s"
       % ("" if i386 else " (no 32-bit file here to try)"), got)
    same_as_loader(os.path.join(d, "bin/rpath"), "bin/rpath (DT_RPATH, inherited)")
    # libcra.so is now the bare one: the runpath program's libcra has no path
    # of its own, and the program's DT_RUNPATH is not inherited
    try:
        E.shared_libs(os.path.join(d, "bin/runpath-bare"))
        ok(False, "DT_RUNPATH is not inherited: libcrb.so is not found")
    except RuntimeError as e:
        ok("libcrb.so" in str(e) and "needed by" in str(e),
           "DT_RUNPATH is not inherited: libcrb.so not found, the error names it and who needs it", e)
    os.rename(os.path.join(d, "a/libcra.so"), os.path.join(d, "a/libcra-bare.so"))
    os.rename(os.path.join(d, "a/libcra-runpath.so"), os.path.join(d, "a/libcra.so"))
    same_as_loader(os.path.join(d, "bin/runpath"), "bin/runpath ($ORIGIN in DT_RUNPATH, the library's own)")


class Ran(Exception):
    pass


def no_exec(*args, **kwargs):
    raise Ran("something was executed: %r" % (args[:1],))


def t_i386():
    progs = [p for p in I386_PROGRAMS if BUILD and os.path.exists(os.path.join(BUILD, p))]
    if not progs:
        return skip("the i386 programs' libraries without running them", "no i386 program built (CR_BUILDDIR)")
    saved = {}
    for mod, names in ((subprocess, ("run", "Popen", "call", "check_call", "check_output")),
                       (os, ("system", "execv", "execve", "execvp", "execvpe", "posix_spawn", "posix_spawnp",
                             "spawnv", "fork"))):
        for n in names:
            if hasattr(mod, n):
                saved[(mod, n)] = getattr(mod, n)
                setattr(mod, n, no_exec)
    os.environ["CR_PROBE_ABSENT"] = "ia32"
    results, errors = {}, []
    try:
        for p in progs:
            try:
                results[p] = E.shared_libs(os.path.join(BUILD, p))
            except Exception as e:  # noqa: BLE001 (reported as a test failure)
                errors.append("%s: %s" % (p, e))
        busybox = shutil.which("busybox")
        initrd = os.path.join(TMP, "initrd")
        built = None
        if busybox and E.elf_interp(busybox) == "" and os.path.exists(os.path.join(BUILD, "harness", "cr-run")):
            src = os.environ.get("CR_SRCDIR") or os.path.dirname(SCRIPTS)
            try:
                built = kernels.build_initramfs(initrd, BUILD, src, progs, {}, "true\n", busybox)
            except Exception as e:  # noqa: BLE001
                errors.append("initramfs: %s" % e)
    finally:
        for (mod, n), f in saved.items():
            setattr(mod, n, f)
        del os.environ["CR_PROBE_ABSENT"]
    ok(not errors and len(results) == len(progs),
       "CR_PROBE_ABSENT=ia32, every way of running a program failing: the libraries of %d i386 programs found"
       % len(progs), "\n".join(errors))
    for p, libs in sorted(results.items()):
        infos = [E.elf_read(x) for x in libs]
        elf32 = all(i and i["class"] == 32 and i["machine"] == 3 for i in infos)
        interp = E.elf_interp(os.path.join(BUILD, p))
        if E.is_musl(interp):
            ok(libs == [interp] and elf32, "%s: musl's loader is its libc too: %s" % (p, " ".join(libs)), libs)
        else:
            names = [os.path.basename(x) for x in libs]
            libc = next((x for x in libs if x.endswith("/libc.so.6")), "")
            ok(libs[0] == interp and "libc.so.6" in names and elf32
               and os.path.join(os.path.dirname(os.path.realpath(libc)), "libgcc_s.so.1") in libs,
               "%s: %s (every one ELF32 i386, libgcc_s.so.1 beside libc.so.6)" % (p, " ".join(libs)), libs)
    if built is None:
        skip("an initramfs of the i386 programs", "no static busybox or no harness/cr-run")
    else:
        ok(os.path.getsize(initrd) > 0 and built > len(progs),
           "an initramfs of the i386 programs and their libraries, nothing run (%d entries)" % built)


if __name__ == "__main__":
    run(t_loader, t_x86_64, t_built_here, t_i386)
