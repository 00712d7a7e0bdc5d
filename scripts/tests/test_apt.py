#!/usr/bin/env python3
"""Tests of cancelrace/apt.py, the private apt state's offline logic: Debian's
control format, apt sources (deb822 and one-line), mirrors, suites and
overlays, apt-cache madison, an unpacked root's symlinks (TAP 13).
Exit: 0 all ok, 1 a test failed."""
from toolslib import *  # noqa: F401,F403
from cancelrace import apt


def t_sources():
    """apt sources files, the mirrors and suites read from them, and the
    private sources.list."""
    f = apt
    with open(os.path.join(HERE, "fetch", "debian.sources")) as fh:
        e822 = f.parse_deb822(fh.read())
    ok(("http://deb.debian.org/debian", ["bookworm", "bookworm-updates"]) in e822,
       "deb822: this machine's kind of sources file parses", e822)
    ok(not any("src.example.org" in u for u, _ in e822), "deb822: deb-src stanzas are ignored", e822)
    main, sec = f.pick_mirrors(e822)
    ok((main, sec) == ("http://deb.debian.org/debian", "http://deb.debian.org/debian-security"),
       "deb822: the release mirror and the security mirror are found", (main, sec))
    with open(os.path.join(HERE, "fetch", "sources.list")) as fh:
        e1 = f.parse_one_line(fh.read())
    ok(e1 == [("http://mirror.example.net/debian/", ["bookworm"]),
              ("http://security.example.net/debian-security", ["bookworm-security"]),
              ("https://packages.cloud.google.com/apt", ["cloud-sdk-bookworm"])],
       "one-line: options, comments and deb-src handled", e1)
    ok(f.pick_mirrors(e1) == ("http://mirror.example.net/debian", "http://security.example.net/debian-security"),
       "one-line: a non-Debian archive is not taken for the mirror", f.pick_mirrors(e1))
    ok(f.pick_mirrors([("http://m.example/debian", ["trixie"])]) ==
       ("http://m.example/debian", "http://m.example/debian-security"),
       "no security entry: derived from the mirror's host")
    ok(f.pick_mirrors([]) == (None, None), "no Debian entry at all: no mirror")
    ok([s for _, s in f.suites_for("bullseye")] == ["bullseye", "bullseye-updates", "bullseye-security"]
       and [s for _, s in f.suites_for("sid")] == ["sid"], "suites: a release has -updates and -security, sid not")
    sl = f.sources_list("trixie", "http://m/debian", "http://m/debian-security")
    ok(sl.splitlines()[2] == "deb [signed-by=%s] http://m/debian-security trixie-security main" % f.KEYRING
       and len(sl.splitlines()) == 3, "the private sources.list", sl)
    ok([s for _, s in f.suites_for("experimental")] == ["sid", "experimental"] and
       [s for _, s in f.suites_for("trixie-proposed-updates")] ==
       ["trixie", "trixie-updates", "trixie-security", "trixie-proposed-updates"] and
       [s for _, s in f.suites_for("bookworm-backports")][-1] == "bookworm-backports" and
       f.split_suite("trixie") == ("trixie", None),
       "overlays: experimental on sid, -proposed-updates and -backports on their release")
    ok(f.debug_sources_list("experimental", "http://m/debian-debug", None) ==
       "deb http://m/debian-debug sid-debug main\ndeb http://m/debian-debug experimental-debug main\n",
       "the debug archive lists the base's and the overlay's -debug suites")


def t_madison():
    """apt-cache madison: versions and the suite of each; one version for
    both arches."""
    f = apt
    mad = ("libc6:i386 | 2.31-13+deb11u14 | http://x bullseye-security/main i386 Packages\n"
           "libc6:i386 | 2.31-13+deb11u11 | http://x bullseye/main i386 Packages\n"
           "libc6:i386 | 2.31-13+deb11u11 | http://y bullseye/main i386 Packages\n")
    ok(f.madison_versions(mad) == ["2.31-13+deb11u14", "2.31-13+deb11u11"], "madison: versions newest first, once")
    ok(f.madison_entries(mad) == [("2.31-13+deb11u14", "bullseye-security"), ("2.31-13+deb11u11", "bullseye")],
       "madison: the suite serving each version", f.madison_entries(mad))
    ok(f.pick_version({"amd64": ["3", "2", "1"], "i386": ["2", "1"]}) == ["2", "1"],
       "one common version for both arches, newest first")


def t_relativize():
    """An unpacked root's absolute symlinks pointed inside it."""
    f = apt
    root = os.path.join(TMP, "root")
    os.makedirs(os.path.join(root, "lib", "x86_64-linux-gnu"))
    os.makedirs(os.path.join(root, "lib64"))
    open(os.path.join(root, "lib", "x86_64-linux-gnu", "ld-2.31.so"), "w").close()
    os.symlink("/lib/x86_64-linux-gnu/ld-2.31.so", os.path.join(root, "lib64", "ld-linux-x86-64.so.2"))
    os.symlink("ld-2.31.so", os.path.join(root, "lib", "x86_64-linux-gnu", "ld-linux-x86-64.so.2"))
    n = f.relativize_symlinks(root)
    ok(n == 1 and os.readlink(os.path.join(root, "lib64", "ld-linux-x86-64.so.2")) ==
       "../lib/x86_64-linux-gnu/ld-2.31.so" and
       os.path.realpath(os.path.join(root, "lib64", "ld-linux-x86-64.so.2")).startswith(os.path.realpath(root)),
       "absolute symlinks are pointed inside the root, relative ones kept", n)


def t_stanzas():
    """Debian's control format: stanzas, continuation lines, comments."""
    text = ("# a comment\nPackage: libc6\nVersion: 2.36-9\nDescription: GNU C Library\n shared libraries\n\n\n"
            "Package: musl\nVersion: 1.2.3-1\nDepends:  libc6 (>= 2.2) \n")
    st = apt.parse_stanzas(text)
    ok(st == [{"Package": "libc6", "Version": "2.36-9", "Description": "GNU C Library shared libraries"},
              {"Package": "musl", "Version": "1.2.3-1", "Depends": "libc6 (>= 2.2)"}],
       "stanzas: two, split at blank lines, a continuation line joined, a comment skipped, values stripped", st)
    ok(apt.first_stanza(text) == st[0] and apt.first_stanza("") == {} and apt.parse_stanzas("\n\n") == [],
       "first_stanza: the first one, {} when there is none")
    ok(apt.parse_stanzas(" orphan continuation\nKey: v\n") == [{"Key": "v"}],
       "a continuation line before any field is dropped")
    ok(apt.parse_deb822("Types: deb\nURIs: http://a/debian\nSuites: sid\nEnabled: no\n") == [],
       "deb822: a stanza with Enabled: no is left out")


if __name__ == "__main__":
    run(t_stanzas, t_sources, t_madison, t_relativize)
