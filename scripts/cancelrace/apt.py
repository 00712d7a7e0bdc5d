"""cancelrace.apt: Debian archive access with a private apt state, shared by the
tools that unpack packages into a root (scripts/cr-fetch-libc for libcs,
and any tool that fetches other packages the same way).

It reads the machine's apt sources only to find the Debian mirror, writes
its own one-line sources.list and runs apt-get and apt-cache with options
that keep every list, cache and status file under one state directory (the
machine's own apt state is never read for packages or written).  Suites:
a release with its -updates and -security suites; sid alone; experimental
overlaid on sid; RELEASE-proposed-updates and RELEASE-backports overlaid
on RELEASE.  Python 3 standard library only.
"""
import glob
import hashlib
import os
import re
import subprocess
import sys


KEYRING = "/usr/share/keyrings/debian-archive-keyring.gpg"
# A keyring value meaning "no signature check": only for a local test
# archive built on the fly (file: URIs), never for a network mirror.
TRUSTED = "trusted"
# Suites without -updates and -security.
NO_UPDATES = {"sid", "unstable", "experimental", "rc-buggy"}
# Suites that hold only the packages that changed: each is listed on top of
# its base, and the newest version of a package wins.
OVERLAY_SUFFIXES = ("-proposed-updates", "-backports")


class FetchError(Exception):
    """An archive, suite or package cannot be had: exit 1 with this message."""


# ---------------------------------------------------------------- sources
def parse_one_line(text):
    """Entries of a one-line-style sources.list: [(uri, [suites])]."""
    out = []
    for line in text.splitlines():
        line = line.split("#", 1)[0].strip()
        if not line:
            continue
        words = line.split()
        if words[0] != "deb":
            continue
        words = words[1:]
        if words and words[0].startswith("["):
            while words and not words[0].endswith("]"):
                words.pop(0)
            if words:
                words.pop(0)
        if len(words) >= 2:
            out.append((words[0], [words[1]]))
    return out


def parse_stanzas(text):
    """Debian's control format (apt-cache show, deb822 .sources, Packages):
    [{field: value}], one dict a stanza (stanzas end at a blank line), a
    continuation line joined to its field with one space, '#' lines
    skipped, values stripped.  The one parser of it in the tools."""
    out, fields, key = [], {}, None
    for line in text.splitlines():
        if not line.strip():
            if fields:
                out.append(fields)
            fields, key = {}, None
            continue
        if line.startswith("#"):
            continue
        if line[:1] in (" ", "\t") and key:
            fields[key] += " " + line.strip()
            continue
        m = re.match(r"([A-Za-z0-9-]+):\s*(.*)$", line)
        if m:
            key = m.group(1)
            fields[key] = m.group(2).strip()
    if fields:
        out.append(fields)
    return out


def first_stanza(text):
    """The fields of the first stanza of `apt-cache show` output ({} when
    none)."""
    stanzas = parse_stanzas(text)
    return stanzas[0] if stanzas else {}


def parse_deb822(text):
    """Entries of a deb822 .sources file: [(uri, [suites])] for Types: deb
    stanzas that are not Enabled: no (field names are case-insensitive)."""
    out = []
    for stanza in parse_stanzas(text):
        fields = {k.lower(): v for k, v in stanza.items()}
        if "deb" not in fields.get("types", "").split():
            continue
        if fields.get("enabled", "yes").lower() == "no":
            continue
        suites = fields.get("suites", "").split()
        for uri in fields.get("uris", "").split():
            out.append((uri, suites))
    return out


def host_entries(etc="/etc/apt"):
    """Every (uri, suites) entry of this machine's apt sources."""
    entries = []
    files = [os.path.join(etc, "sources.list")]
    files += sorted(glob.glob(os.path.join(etc, "sources.list.d", "*.list")))
    files += sorted(glob.glob(os.path.join(etc, "sources.list.d", "*.sources")))
    for f in files:
        try:
            with open(f, encoding="utf-8", errors="replace") as fh:
                text = fh.read()
        except OSError:
            continue
        entries += parse_deb822(text) if f.endswith(".sources") else parse_one_line(text)
    return entries


def pick_mirrors(entries):
    """(main, security) base URIs from apt entries: main serves a suite
    without '-' (a release), security one ending in '-security'.  Only
    Debian archives count (path ending in /debian or /debian-security)."""
    main = security = None
    for uri, suites in entries:
        base = uri.rstrip("/")
        if any(s.endswith("-security") or s.endswith("/updates") for s in suites):
            if security is None and base.endswith("/debian-security"):
                security = base
        elif any("-" not in s for s in suites):
            if main is None and base.endswith("/debian"):
                main = base
    if main and not security:
        security = main[: -len("/debian")] + "/debian-security"
    return main, security


def split_suite(release):
    """(base, overlay) of a root's suite name: ("sid", "experimental"),
    ("trixie", "trixie-proposed-updates"), ("trixie", None)."""
    if release == "experimental":
        return "sid", "experimental"
    for suffix in OVERLAY_SUFFIXES:
        if release.endswith(suffix) and len(release) > len(suffix):
            return release[: -len(suffix)], release
    return release, None


def suites_for(release):
    """[(which, suite)] to list for a root's suite name (which: "main" or
    "security"): the base release with its -updates and -security (sid
    alone), then the overlay suite when there is one."""
    base, overlay = split_suite(release)
    if base in NO_UPDATES:
        out = [("main", base)]
    else:
        out = [("main", base), ("main", base + "-updates"), ("security", base + "-security")]
    if overlay:
        out.append(("main", overlay))
    return out


def required_suites(release):
    """The suites that must be served (the base and the overlay; -updates
    and -security may be absent for a release that never had them)."""
    base, overlay = split_suite(release)
    return [base] + ([overlay] if overlay else [])


def _opt(keyring):
    if keyring == TRUSTED:
        return "[trusted=yes] "
    return "[signed-by=%s] " % keyring if keyring else ""


def sources_list(release, main, security, keyring=KEYRING):
    """The private one-line sources.list for a root's suite name."""
    lines = []
    for which, suite in suites_for(release):
        uri = main if which == "main" else security
        lines.append("deb %s%s %s main" % (_opt(keyring), uri, suite))
    return "\n".join(lines) + "\n"


def debug_sources_list(release, debug, keyring=KEYRING):
    """The sources.list of Debian's automatic debug packages (*-dbgsym),
    which live in a separate archive: SUITE-debug for the base release and
    the overlay."""
    return "".join("deb %s%s %s-debug main\n" % (_opt(keyring), debug, suite)
                   for suite in required_suites(release))


def debug_mirror_for(main):
    """The debug archive beside a Debian mirror (.../debian -> .../debian-debug)."""
    return main.rstrip("/") + "-debug" if main and main.rstrip("/").endswith("/debian") else None


# ---------------------------------------------------------------- apt
def apt_options(state, arches=("amd64", "i386")):
    return [
        "-oDir::Etc::SourceList=" + os.path.join(state, "sources.list"),
        "-oDir::Etc::SourceParts=/dev/null",
        "-oDir::State=" + state,
        "-oDir::State::Lists=" + os.path.join(state, "lists"),
        "-oDir::State::Status=/dev/null",
        "-oDir::Cache=" + os.path.join(state, "cache"),
        "-oDir::Cache::Archives=" + os.path.join(state, "cache", "archives"),
    ] + ["-oAPT::Architectures::=" + a for a in arches] + [
        "-oAPT::Architecture=amd64",
        "-oAcquire::Languages=none",
        "-oDebug::NoLocking=1",
        "-oAPT::Sandbox::User=root",
    ]


def prepare_state(state, text, arches=("amd64", "i386")):
    """A private apt state directory with its sources.list."""
    for d in ("lists/partial", "cache/archives/partial", "debs"):
        os.makedirs(os.path.join(state, d), exist_ok=True)
    with open(os.path.join(state, "sources.list"), "w") as fh:
        fh.write(text)
    return apt_options(state, arches)


def private_apt(release, dest, main, security, arches=("amd64", "i386")):
    """A private apt state for one release under dest/.apt/<release>/ (its
    own sources.list, lists and cache; debs/ for downloads), updated from
    the mirror: (state, the apt options that use it).  FetchError when the
    mirror does not serve the release (scripts/cr-kernels fetches its
    kernels through it)."""
    state = os.path.join(dest, ".apt", release)
    opts = prepare_state(state, sources_list(release, main, security), arches)
    apt_update(opts, release, required_suites(release), main)
    return state, opts


def listed_suites(state):
    """The suites apt-get update could list in a state (from the names of
    the Release files it keeps)."""
    out = set()
    for f in os.listdir(os.path.join(state, "lists")):
        m = re.search(r"_dists_(.+)_(In)?Release$", f)
        if m:
            out.add(m.group(1).replace("_", "/"))
    return out


def apt_update(opts, suite, required, where):
    """apt-get update of a private state; FetchError naming the suite when a
    required one (the base, the overlay) is not served, or when the update
    failed otherwise.  -updates and -security may be absent."""
    p = subprocess.run(["apt-get", "-q"] + opts + ["update"], stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                       universal_newlines=True, timeout=900)
    state = [o.split("=", 1)[1] for o in opts if o.startswith("-oDir::State=")][0]
    listed = listed_suites(state)
    errors = "\n".join(l for l in p.stdout.splitlines() if l.startswith(("E:", "Err")))
    for s in required:
        if s not in listed:
            raise FetchError("%s: suite %r is not served by %s:\n%s" % (suite, s, where, errors))
    # apt's closing "Some index files failed to download" names no suite:
    # only the lines that do say whether a required suite failed (a mirror
    # caught mid-sync in -security's i386 index fails the update, and the
    # versions every arch shares are still taken from what was listed).
    named = [l for l in errors.splitlines() if l and "Some index files failed to download" not in l]
    if p.returncode != 0 and not all(("-updates" in l or "-security" in l) for l in named):
        raise FetchError("apt-get update for %s failed (exit %d):\n%s" % (suite, p.returncode, errors))
    return p.stdout


def run(cmd, what, cwd=None):
    p = subprocess.run(cmd, cwd=cwd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                       universal_newlines=True, timeout=900)
    if p.returncode != 0:
        tail = "\n".join(p.stdout.splitlines()[-8:])
        raise FetchError("%s failed (exit %d):\n%s" % (what, p.returncode, tail))
    return p.stdout


def madison_entries(text):
    """[(version, suite)] of `apt-cache madison` output, in its order (apt
    lists a package's versions newest first)."""
    out = []
    for line in text.splitlines():
        f = [x.strip() for x in line.split("|")]
        if len(f) >= 3 and f[1]:
            where = f[2].split()
            suite = where[1].rsplit("/", 1)[0] if len(where) > 1 else "?"
            if (f[1], suite) not in out:
                out.append((f[1], suite))
    return out


def madison_versions(text):
    """Versions in `apt-cache madison` output, newest first, without repeats."""
    out = []
    for v, _ in madison_entries(text):
        if v not in out:
            out.append(v)
    return out


def pick_version(per_arch):
    """The newest version every arch offers ({arch: [versions newest first]}),
    as candidates in order: [version, ...]."""
    arches = sorted(per_arch)
    first = per_arch[arches[0]]
    return [v for v in first if all(v in per_arch[a] for a in arches[1:])]


def download_package(release, pkg, arches, opts, debs, main, suites=None, want=None):
    """Download pkg for every arch at one common version, the newest whose
    files the mirror really serves (an index may list a file the pool no
    longer has), or exactly version want.  Fills suites (when given) with
    {arch: "suite,..."}: the suites serving the version taken.  Returns
    notes on versions skipped; FetchError if none."""
    per_arch, served = {}, {}
    for a in arches:
        out = run(["apt-cache"] + opts + ["madison", "%s:%s" % (pkg, a)], "apt-cache madison %s:%s" % (pkg, a))
        entries = madison_entries(out)
        per_arch[a] = madison_versions(out)
        served[a] = entries
        if not per_arch[a]:
            raise FetchError("%s: package %s:%s cannot be had (not in %s)" % (release, pkg, a, main))
    cands = pick_version(per_arch)
    notes = []
    if want is not None:
        cands = [v for v in cands if v == want]
        if not cands:
            raise FetchError("%s: %s %s is not served for all of %s (%s)" % (
                release, pkg, want, ", ".join(arches), per_arch))
    if not cands:
        raise FetchError("%s: no version of %s is served for all of %s (%s)" % (
            release, pkg, ", ".join(arches), per_arch))
    for a in arches:
        if want is None and per_arch[a][0] != cands[0]:
            notes.append("%s:%s %s is newer but not served for all of %s: took %s" % (
                pkg, a, per_arch[a][0], ", ".join(arches), cands[0]))
    for v in cands:
        specs = ["%s:%s=%s" % (pkg, a, v) for a in arches]
        try:
            run(["apt-get", "-q"] + opts + ["download"] + specs, "apt-get download " + " ".join(specs), cwd=debs)
            if suites is not None:
                for a in arches:
                    suites[a] = ",".join(s for ver, s in served[a] if ver == v)
            return notes
        except FetchError as e:
            notes.append("%s %s: %s" % (pkg, v, str(e).splitlines()[-1]))
            print("cr-fetch-libc: %s: %s %s not downloadable, trying an older one" % (release, pkg, v),
                  file=sys.stderr)
            for f in glob.glob(os.path.join(debs, "%s_*.deb" % pkg)):
                os.unlink(f)
    raise FetchError("%s: no version of %s could be downloaded:\n%s" % (release, pkg, "\n".join(notes)))


# ---------------------------------------------------------------- unpacking
def sha256(path):
    h = hashlib.sha256()
    with open(path, "rb") as fh:
        for chunk in iter(lambda: fh.read(1 << 20), b""):
            h.update(chunk)
    return h.hexdigest()


def deb_fields(path):
    """{Package, Architecture, Version} of a .deb; FetchError when the file
    is not one."""
    out = run(["dpkg-deb", "-f", path, "Package", "Architecture", "Version"], "dpkg-deb -f " + path)
    info = dict(l.split(": ", 1) for l in out.splitlines() if ": " in l)
    if not all(info.get(k) for k in ("Package", "Architecture", "Version")):
        raise FetchError("%s: not a binary package (no Package/Architecture/Version)" % path)
    return info


def unpack_deb(path, root):
    run(["dpkg-deb", "-x", path, root], "dpkg-deb -x " + path)


def relativize_symlinks(root):
    """Debian's packages carry absolute symlinks (/lib64/ld-linux-x86-64.so.2
    -> /lib/x86_64-linux-gnu/ld-2.31.so) that would name the host's files
    once unpacked: rewrite each to the same path inside root.  Returns the
    number rewritten."""
    n = 0
    for dirpath, dirnames, filenames in os.walk(root):
        for name in dirnames + filenames:
            p = os.path.join(dirpath, name)
            if not os.path.islink(p):
                continue
            target = os.readlink(p)
            if not target.startswith("/"):
                continue
            inside = os.path.join(root, target.lstrip("/"))
            rel = os.path.relpath(inside, os.path.dirname(p))
            os.unlink(p)
            os.symlink(rel, p)
            n += 1
    return n
