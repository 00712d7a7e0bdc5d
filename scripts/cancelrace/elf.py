"""ELF files read without running anything (the i386 loader cannot run on a
host without IA32 execution): the loader facts cr-kernels needs to put a
program's libraries in a guest (PT_INTERP, DT_NEEDED, DT_SONAME, DT_RPATH,
DT_RUNPATH), and the machine and GNU build-id cr-fetch-libc records of a
libc.  The one reader of ELF in the tools (the C side has its own,
harness/preload.c, for the loader it re-executes)."""
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
