"""cr-kernels fetch: a Debian release's kernel (linux-image-amd64 and the
packages of its chain that carry the image and its config) with the
private apt state of cancelrace/apt.py, kept as DIR/<release>/{vmlinuz,
config, KERNEL, PACKAGES.tsv, SOURCES.list, .complete}; and a fetched
kernel read back."""
import os
import re
import shutil
import subprocess
import tarfile

from .. import apt as crapt
from ..packages import format_packages_tsv, read_packages_tsv
from .common import log

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
