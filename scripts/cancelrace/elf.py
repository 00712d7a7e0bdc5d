"""ELF files read without running anything (the i386 loader cannot run on a
host without IA32 execution): the loader facts cr-kernels needs to put a
program's libraries in a guest (PT_INTERP, DT_NEEDED, DT_SONAME, DT_RPATH,
DT_RUNPATH) and the libraries a program loads, found from them as its
loader would (shared_libs); and the machine and GNU build-id
cr-fetch-libc records of a libc.  The one reader of ELF in the tools (the C side has its own,
harness/preload.c, for the loader it re-executes)."""
import glob
import os
import re
import struct

PT_LOAD, PT_DYNAMIC, PT_INTERP, PT_NOTE = 1, 2, 3, 4
DT_NEEDED, DT_STRTAB, DT_SONAME, DT_RPATH, DT_RUNPATH, DT_FLAGS_1 = 1, 5, 14, 15, 29, 0x6ffffffb
DF_1_NODEFLIB = 0x800
NT_GNU_BUILD_ID = 3
# Debian's multiarch directory of each ELF machine (e_machine): where the
# loader looks when its own list of directories cannot be read.
MULTIARCH = {3: "i386-linux-gnu", 62: "x86_64-linux-gnu", 183: "aarch64-linux-gnu", 40: "arm-linux-gnueabihf",
             243: "riscv64-linux-gnu", 21: "powerpc64le-linux-gnu", 22: "s390x-linux-gnu"}
# Debian's architecture name of an ELF machine (others: the number)
DEB_ARCH = {62: "amd64", 3: "i386"}


class _File:
    def __init__(self, fh):
        self.fh = fh

    def at(self, off, n):
        self.fh.seek(off)
        return self.fh.read(n)


def _header(f):
    """(class 32|64, byteorder, machine, phoff, phentsize, phnum) or None
    when not ELF."""
    head = f.at(0, 64)
    if len(head) < 52 or head[:4] != b"\x7fELF" or head[4] not in (1, 2) or head[5] not in (1, 2):
        return None
    bits = 32 if head[4] == 1 else 64
    e = "<" if head[5] == 1 else ">"
    machine, = struct.unpack_from(e + "H", head, 18)
    if bits == 32:
        phoff, = struct.unpack_from(e + "I", head, 28)
        phentsize, phnum = struct.unpack_from(e + "HH", head, 42)
    else:
        if len(head) < 64:
            return None
        phoff, = struct.unpack_from(e + "Q", head, 32)
        phentsize, phnum = struct.unpack_from(e + "HH", head, 54)
    return bits, e, machine, phoff, phentsize, phnum


def _segments(f, bits, e, phoff, phentsize, phnum):
    """[(p_type, p_offset, p_vaddr, p_filesz)] of the program headers."""
    ph_fmt = e + ("IIIIIIII" if bits == 32 else "IIQQQQQQ")
    out = []
    for i in range(min(phnum, 256)):
        raw = f.at(phoff + i * phentsize, struct.calcsize(ph_fmt))
        if len(raw) < struct.calcsize(ph_fmt):
            break
        x = struct.unpack(ph_fmt, raw)
        out.append((x[0], x[1], x[2], x[4]) if bits == 32 else (x[0], x[2], x[3], x[5]))
    return out


def _build_id(f, e, segs):
    """The GNU build-id (hex) of the PT_NOTE segments, None when none."""
    for ptype, off, _, filesz in segs:
        if ptype != PT_NOTE:
            continue
        notes = f.at(off, min(filesz, 1 << 16))
        p = 0
        while p + 12 <= len(notes):
            namesz, descsz, ntype = struct.unpack(e + "III", notes[p:p + 12])
            name = notes[p + 12:p + 12 + namesz]
            d = p + 12 + ((namesz + 3) & ~3)
            if ntype == NT_GNU_BUILD_ID and name[:3] == b"GNU":
                return notes[d:d + descsz].hex()
            p = d + ((descsz + 3) & ~3)
    return None


def _dynamic(f, path, bits, e, segs, info):
    """DT_NEEDED, DT_SONAME, DT_RPATH, DT_RUNPATH and DF_1_NODEFLIB into
    info."""
    dyn = next(((off, sz) for t, off, _, sz in segs if t == PT_DYNAMIC), None)
    if dyn is None:
        return
    dyn_fmt = e + ("iI" if bits == 32 else "qQ")
    tags, size = [], struct.calcsize(dyn_fmt)
    blob = f.at(dyn[0], dyn[1])
    for o in range(0, len(blob) - size + 1, size):
        tag, val = struct.unpack_from(dyn_fmt, blob, o)
        if tag == 0:
            break
        tags.append((tag, val))
    strtab = next((v for t, v in tags if t == DT_STRTAB), None)
    # DT_STRTAB is an address: its file offset is that of the PT_LOAD
    # segment holding it (a PIE's or a library's addresses start at 0).
    base = next((off + strtab - va for t, off, va, sz in segs
                 if t == PT_LOAD and va <= (strtab or 0) < va + sz), None)

    def string(v):
        if base is None:
            raise RuntimeError("%s: DT_STRTAB outside every PT_LOAD segment" % path)
        return f.at(base + v, 4096).split(b"\0")[0].decode(errors="replace")
    for tag, val in tags:
        if tag == DT_NEEDED:
            info["needed"].append(string(val))
        elif tag in (DT_SONAME, DT_RPATH, DT_RUNPATH):
            info[{DT_SONAME: "soname", DT_RPATH: "rpath", DT_RUNPATH: "runpath"}[tag]] = string(val)
        elif tag == DT_FLAGS_1:
            info["nodeflib"] = bool(val & DF_1_NODEFLIB)


def elf_read(path, dynamic=True):
    """An ELF file's loader facts: {class (32|64), byteorder, machine,
    interp ("" when static), build_id (hex or None), needed [DT_NEEDED...],
    soname, rpath, runpath, nodeflib}; None when the file is not ELF.
    dynamic=False leaves the dynamic section unread."""
    with open(path, "rb") as fh:
        f = _File(fh)
        h = _header(f)
        if h is None:
            return None
        bits, e, machine = h[:3]
        segs = _segments(f, bits, e, *h[3:])
        interp = next((f.at(off, sz).split(b"\0")[0].decode(errors="replace")
                       for t, off, _, sz in segs if t == PT_INTERP), "")
        info = {"class": bits, "byteorder": e, "machine": machine, "interp": interp,
                "build_id": _build_id(f, e, segs), "needed": [], "soname": None, "rpath": None,
                "runpath": None, "nodeflib": False}
        if dynamic:
            _dynamic(f, path, bits, e, segs, info)
        return info


def elf_interp(path):
    """PT_INTERP of an ELF file ("" when static), None when not ELF."""
    info = elf_read(path, dynamic=False)
    return None if info is None else info["interp"]


def elf_info(path):
    """(arch, build_id hex or None) of an ELF file (arch "amd64"/"i386"/
    other machine numbers as str); None when not ELF or unreadable."""
    try:
        info = elf_read(path, dynamic=False)
    except (OSError, struct.error):
        return None
    if info is None:
        return None
    return DEB_ARCH.get(info["machine"], str(info["machine"])), info["build_id"]


# ---------------------------------------------------------------- the libraries a program loads
def is_musl(interp):
    return os.path.basename(interp).startswith("ld-musl-")


def glibc_system_dirs(interp, machine):
    """The directories a glibc loader searches last (its "system search
    path", compiled in as one run of NUL-separated strings: Debian's
    multiarch /lib/x86_64-linux-gnu/ /usr/lib/x86_64-linux-gnu/ /lib/
    /usr/lib/, or /lib32/ /usr/lib32/ /lib/ /usr/lib/ for libc6-i386),
    read from the loader's bytes; Debian's multiarch list for the machine
    when the loader has no such run."""
    try:
        with open(interp, "rb") as fh:
            data = fh.read(8 << 20)
    except OSError:
        data = b""
    for m in re.finditer(rb"\0((?:/[\w.+-]+(?:/[\w.+-]+)*/\0)+/[\w.+-]+(?:/[\w.+-]+)*/)\0", data):
        dirs = [d.decode().rstrip("/") for d in m.group(1).split(b"\0")]
        if len(dirs) >= 2 and all("lib" in d for d in dirs):
            return dirs
    t = MULTIARCH.get(machine)
    return (["/lib/" + t, "/usr/lib/" + t] if t else []) + ["/lib", "/usr/lib"]


def ld_so_conf(path="/etc/ld.so.conf", depth=0):
    """The directories of ld.so.conf and the files it includes, in order
    (what ldconfig puts in /etc/ld.so.cache, which the loader reads before
    its system directories)."""
    out = []
    try:
        with open(path) as fh:
            lines = fh.read().splitlines()
    except OSError:
        return out
    for line in lines:
        words = line.split("#", 1)[0].replace(",", " ").replace(":", " ").split()
        if not words or words[0] == "hwcap":
            continue
        if words[0] == "include" and depth < 8:
            for pat in words[1:]:
                pat = pat if pat.startswith("/") else os.path.join(os.path.dirname(path), pat)
                for inc in sorted(glob.glob(pat)):
                    out += [d for d in ld_so_conf(inc, depth + 1) if d not in out]
            continue
        out += [d for d in (w.split("=")[0].rstrip("/") or "/" for w in words) if d not in out]
    return out


def musl_dirs(interp):
    """A musl loader's directories: /etc/ld-musl-ARCH.path (one directory a
    line or colon-separated), else musl's default /lib:/usr/local/lib:/usr/lib."""
    arch = re.sub(r"^ld-musl-(.+?)\.so\.1$", r"\1", os.path.basename(interp))
    try:
        with open("/etc/ld-musl-%s.path" % arch) as fh:
            return [d for d in fh.read().replace("\n", ":").split(":") if d.strip()]
    except OSError:
        return ["/lib", "/usr/local/lib", "/usr/lib"]


# musl's loader is also libc, libpthread, librt, libm, libdl, libutil and
# libxnet: a DT_NEEDED "lib<one of these>." is the loader itself.
MUSL_SELF = re.compile(r"^lib(c|pthread|rt|m|dl|util|xnet)\.")


def _path_list(value, origin):
    out = []
    for d in (value or "").split(":"):
        d = d.replace("${ORIGIN}", origin).replace("$ORIGIN", origin)
        if d:
            out.append(d.rstrip("/") or "/")
    return out


def search_dirs(musl, interp, info, origin, lineage, conf_dirs, system):
    """Where the loader looks for a DT_NEEDED of the object info (found at
    origin, needed through lineage): shared_libs' rules."""
    dirs = []
    if musl:
        for _, i, o in lineage:
            dirs += _path_list(i["runpath"] or i["rpath"], o)
        return dirs + musl_dirs(interp)
    if not info["runpath"]:
        for _, i, o in lineage:
            if not i["runpath"]:
                dirs += _path_list(i["rpath"], o)
    dirs += _path_list(info["runpath"], origin)
    return dirs + conf_dirs + ([] if info["nodeflib"] else system)


def find_needed(name, dirs, musl, top):
    """The first DIR/name the loader would take (glibc passes over a file of
    another ELF class, machine or byte order than the program), None."""
    for d in dirs:
        cand = os.path.join(d, name)
        if not os.path.isfile(cand):
            continue
        ci = elf_read(cand)
        if musl or (ci and ci["class"] == top["class"] and ci["machine"] == top["machine"]
                    and ci["byteorder"] == top["byteorder"]):
            return cand
    return None


def with_libgcc(libs):
    """libs and the libgcc_s.so.1 beside each libc.so.6 (glibc) or
    libc.so.0 (uClibc-ng, whose build tree has one of its own): their
    pthread_cancel (and glibc's backtrace()) dlopen it from there, and no
    DT_NEEDED names it."""
    for lib in list(libs):
        if os.path.basename(lib) in ("libc.so.6", "libc.so.0"):
            gcc = os.path.join(os.path.dirname(os.path.realpath(lib)), "libgcc_s.so.1")
            if os.path.exists(gcc) and gcc not in libs:
                libs.append(gcc)
    return libs


def shared_libs(binary, conf="/etc/ld.so.conf", cache="/etc/ld.so.cache"):
    """Host paths of the libraries a dynamic binary loads, found as its
    loader finds them, by reading ELF files only (nothing is run): the
    loader (PT_INTERP), then breadth first each DT_NEEDED not loaded yet
    (by name or DT_SONAME), searched in
      glibc: the DT_RPATH of the object that needs it and of the objects
             that needed those, up to the program (only when the object
             has no DT_RUNPATH), its DT_RUNPATH, the directories of
             ld.so.conf (when /etc/ld.so.cache exists), the loader's system
             directories (unless DF_1_NODEFLIB); a file of another ELF
             class or machine is passed over, as the loader does;
      musl:  the DT_RUNPATH or DT_RPATH of the needing object and of those
             that needed it, then /etc/ld-musl-ARCH.path or musl's default.
    $ORIGIN is expanded; LD_LIBRARY_PATH is not read (the guest sets none).
    The glibc-hwcaps subdirectories are not searched: the guest's CPU model
    is the x86-64 baseline."""
    top = elf_read(binary)
    if not top or not top["interp"]:
        return []
    interp = top["interp"]
    musl = is_musl(interp)
    system = [] if musl else glibc_system_dirs(interp, top["machine"])
    conf_dirs = ld_so_conf(conf) if not musl and os.path.exists(cache) else []
    libs = [interp]
    loaded = {os.path.basename(interp): interp}
    if not musl:
        li = elf_read(interp) if os.path.exists(interp) else None
        if li and li["soname"]:
            loaded[li["soname"]] = interp
    queue = [(binary, top, [])]
    while queue:
        path, info, chain = queue.pop(0)
        # $ORIGIN: the program's real directory; a library's directory as
        # it was found (glibc keeps "bin/../a", it does not normalise)
        origin = os.path.dirname(os.path.realpath(path) if not chain else path)
        lineage = [(path, info, origin)] + chain
        for name in info["needed"]:
            if name in loaded:
                continue
            if musl and MUSL_SELF.match(name):
                loaded[name] = interp
                continue
            if "/" in name:
                dirs, found = [], name if os.path.exists(name) else None
            else:
                dirs = search_dirs(musl, interp, info, origin, lineage, conf_dirs, system)
                found = find_needed(name, dirs, musl, top)
            if not found:
                raise RuntimeError("%s: %s (needed by %s) not found in %s" % (binary, name, path, ":".join(dirs)))
            loaded[name] = found
            ci = elf_read(found)
            if ci and ci["soname"]:
                loaded.setdefault(ci["soname"], found)
            if found not in libs:
                libs.append(found)
                queue.append((found, ci, lineage))
    return with_libgcc(libs)
