"""cr-matrix: run every race x variant x libc root (hammer and sweep) and
write one results file (OUT/results.json, "cancelrace-results/1") plus its
Markdown table (OUT/results.md, scripts/cr-table).

Roots: "host" (this machine's libcs, no LIBC_ROOT) with --host, and each
RELEASE named, a root unpacked by scripts/cr-fetch-libc under --roots.
Each run is LIBC_ROOT=ROOTS/RELEASE races/<call>.<variant> --json ...: the
program re-executes itself under the root's loader and reports the libc it
actually ran on; a record whose libc does not belong to the root is a
failure, so a wrong loader cannot pass silently.  A glibc program built
here needs symbol versions (GLIBC_2.34, ...) an older glibc lacks: it is
relinked from the build's objects against the root's own libc6-dev
(OUT/bin/RELEASE/...), and the record says so (run.relinked).

A uClibc-ng root (--uclibc NAME=DIR: a uClibc-ng installed by
scripts/build-uclibc, DIR/ARCH/bin/uclibc-gcc) runs the uclibc-* programs
only, each relinked from the build's objects with that tree's compiler
wrapper (its loader and libraries baked in): an upstream checkout or a
proposed fix is measured with the programs of the build.  Its records must
report that tree's library and version.

Every run is bounded (--timeout, the process group is killed).
Exit: 0 every verdict as results/expectations.tsv predicts, 1 a verdict
not as expected or a run that produced no record, 2 usage error, 99 the
build could not be queried.
"""
import argparse
import datetime
import json
import os
import re
import signal
import subprocess
import sys
import time

from . import model, packages, relink, schema



def matrix_info(builddir):
    """(variants, races, {binary: (cc, flags, objs, libs)}, {race: its
    variants}) from make; the last names only a race built for fewer than
    every variant (a library race: no vDSO-runtime variant)."""
    p = subprocess.run(["make", "-s", "-C", builddir, "matrix-info"], stdout=subprocess.PIPE,
                       stderr=subprocess.PIPE, universal_newlines=True, timeout=1800)
    if p.returncode != 0:
        raise RuntimeError("make matrix-info failed:\n" + p.stderr[-2000:])
    variants, races, only = [], [], {}
    for line in p.stdout.splitlines():
        if line.startswith("variants "):
            variants = line.split()[1:]
        elif line.startswith("races "):
            races = line.split()[1:]
        elif line.startswith("race-variants "):
            only[line.split()[1]] = line.split()[2:]
    return variants, races, relink.parse_link_lines(p.stdout), only


binary_arch = model.variant_arch


def runs_under(variant, rname, uclibc=None):
    """A uclibc-* program carries its own libc (built with the build tree),
    which no Debian root holds: it runs on the host and under a uClibc-ng
    root (uclibc: {name: dir}), which runs nothing else."""
    if rname in (uclibc or {}):
        return variant.startswith("uclibc-")
    return rname == "host" or not variant.startswith("uclibc-")


def uclibc_info(udir, arch):
    """{key: value} of DIR/ARCH/uclibc.info (scripts/build-uclibc: version,
    arch, source, the .config options); {} when that arch was not built."""
    info = {}
    try:
        with open(os.path.join(udir, arch, "uclibc.info")) as fh:
            for line in fh:
                k, sep, v = line.rstrip("\n").partition(" " if not line[:1].isupper() else "=")
                if sep:
                    info[k] = v
    except OSError:
        pass
    return info


def uclibc_packages(udir):
    """PACKAGES.tsv-like rows for a uClibc-ng root: one per arch built."""
    rows = []
    for arch, deb in (("x86_64", "amd64"), ("i386", "i386")):
        info = uclibc_info(udir, arch)
        if info.get("version"):
            rows.append({"package": "uclibc-ng", "arch": deb, "version": info["version"], "filename": "",
                         "sha256": "", "suite": "tree", "origin": info.get("source", udir)})
    return rows


def parse_uclibc(specs, releases):
    """{name: absolute dir} from --uclibc NAME=DIR values; ValueError says
    what is wrong with one."""
    out = {}
    for spec in specs:
        name, sep, d = spec.partition("=")
        if not sep or not name or not d:
            raise ValueError("--uclibc %s: want NAME=DIR" % spec)
        if not re.fullmatch(r"[A-Za-z0-9_+-][A-Za-z0-9._+-]*", name):
            raise ValueError("--uclibc %s: a root name is letters, digits and ._+- (it names files)" % spec)
        if name == "host" or name in releases or name in out:
            raise ValueError("--uclibc %s: the root name %s is taken" % (spec, name))
        if not uclibc_packages(d):
            raise ValueError("--uclibc %s: no uClibc-ng built by scripts/build-uclibc in %s "
                             "(no ARCH/uclibc.info)" % (spec, d))
        out[name] = os.path.abspath(d)
    return out


def is_glibc_binary(variant):
    return variant.startswith("glibc-") or variant.startswith("vdso-")


class Interrupted(Exception):
    """SIGTERM or SIGHUP: the matrix stops, and its results say so."""

    def __init__(self, sig):
        Exception.__init__(self, "signal %d" % sig)
        self.sig = sig


def on_signal(sig, frame):
    raise Interrupted(sig)


def run_bounded(runner, cmd, env, timeout, log, name):
    """Run cmd under the suite's one bounded runner (harness/cr-run: its own
    process group, killed at the bound, exit 124 on a timeout, 128+N when a
    signal killed it, 77 when the kernel cannot run the binary).  When the
    matrix itself is interrupted, the runner is told (it forwards the
    signal to the program's group and reaps it) before the matrix stops."""
    with open(log, "w") as fh:
        p = subprocess.Popen([runner, "--timeout", "%g" % timeout, "--name", name, "--"] + cmd, env=env,
                             stdout=fh, stderr=subprocess.STDOUT)
        try:
            return p.wait()
        except BaseException:
            p.send_signal(signal.SIGTERM)
            try:
                p.wait(timeout=10)
            except subprocess.TimeoutExpired:
                p.kill()
                p.wait()
            raise


def root_matches(rec, root_name, root_dir, rows):
    """A record run under a root must report that root's libc (rows: the
    root's PACKAGES.tsv, or a uClibc-ng root's uclibc_packages)."""
    lc = rec.get("libc") or {}
    if root_name == "host":
        return lc.get("root") in (None, ""), "ran under a root without LIBC_ROOT"
    if not lc.get("path") or not os.path.realpath(lc["path"]).startswith(os.path.realpath(root_dir) + os.sep):
        return False, "libc %s is not inside %s (wrong loader?)" % (lc.get("path"), root_dir)
    pkg = {"musl": "musl", "uclibc": "uclibc-ng"}.get(lc.get("name"), "libc6")
    want = [r["version"] for r in rows if r["package"] == pkg]
    if pkg == "uclibc-ng" and lc.get("version") not in want:  # a built tree's version, exactly
        return False, "libc reports %s %s, the tree has %s" % (lc.get("name"), lc.get("version"), want)
    if want and not any(v.startswith(lc.get("version", "?")) for v in want):
        return False, "libc reports %s %s, the root has %s" % (lc.get("name"), lc.get("version"), want)
    return True, ""


def arg_parser():
    ap = argparse.ArgumentParser(prog="cr-matrix", description=__doc__.split("\n\n")[0])
    ap.add_argument("releases", nargs="*", metavar="RELEASE")
    ap.add_argument("--builddir", default=".")
    ap.add_argument("--out", default="matrix")
    ap.add_argument("--roots", default="libc-roots", help="folder of fetched roots")
    ap.add_argument("--host", action="store_true", help="also run on this machine's libcs")
    ap.add_argument("--uclibc", action="append", default=[], metavar="NAME=DIR",
                    help="also run the uclibc-* programs relinked against the uClibc-ng that "
                         "scripts/build-uclibc installed in DIR, as root NAME; repeatable")
    ap.add_argument("--expect", help="expectations table (--expect of the programs)")
    ap.add_argument("--races", help="comma list (default: every race)")
    ap.add_argument("--variants", help="comma list (default: every variant built)")
    ap.add_argument("--timeout", type=float, default=300, help="bound per run, seconds")
    ap.add_argument("--mode", choices=("all", "hammer", "sweep", "blocked", "pending"), default="all",
                    help="the modes to run (all: every mode each race has)")
    ap.add_argument("--program-args", default="", help="extra arguments for every program")
    ap.add_argument("--program", action="append", default=[], metavar="STEM",
                    help="run this variant program (e.g. harness/tests/fault-diverge) instead of the races; repeatable")
    return ap


def plan(ap, a):
    """What to run: (variants, races, links, only, runner), or an exit
    status (2 usage, 99 the build cannot say or has no runner)."""
    if not a.releases and not a.host and not a.uclibc:
        ap.print_usage(sys.stderr)
        print("cr-matrix: name a release or give --host or --uclibc", file=sys.stderr)
        return 2
    try:
        a.uclibc_dirs = parse_uclibc(a.uclibc, a.releases)
    except ValueError as e:
        ap.print_usage(sys.stderr)
        print("cr-matrix: %s" % e, file=sys.stderr)
        return 2
    if a.program and a.variants and not a.releases and not a.uclibc:
        # named programs on this machine's libcs: nothing to ask the build
        variants, races, links, only = a.variants.split(","), [], {}, {}
    else:
        try:
            variants, races, links, only = matrix_info(a.builddir)
        except (RuntimeError, subprocess.TimeoutExpired) as e:
            print("cr-matrix: %s" % e, file=sys.stderr)
            return 99
    runner = os.path.join(a.builddir, "harness", "cr-run")
    if not os.access(runner, os.X_OK):
        print("cr-matrix: no %s (make -C %s harness/cr-run)" % (runner, a.builddir), file=sys.stderr)
        return 99
    if a.program:
        races = a.program
    elif a.races:
        races = [r for r in races if r in a.races.split(",")]
    if a.variants:
        variants = [v for v in variants if v in a.variants.split(",")]
    for rel in a.releases:
        if not os.path.exists(os.path.join(a.roots, rel, ".complete")):
            print("cr-matrix: %s has no complete root %s (run scripts/cr-fetch-libc --dest %s %s)"
                  % (rel, os.path.join(a.roots, rel), a.roots, rel), file=sys.stderr)
            return 2
    return variants, races, links, only, runner


def read_record(jpath):
    """The record a run wrote, None when none or not JSON."""
    if not os.path.exists(jpath):
        return None
    try:
        with open(jpath) as fh:
            return json.load(fh)
    except ValueError:
        return None


def why_no_record(a, rc, rec, log, tag, rname, rdir, pk):
    """Why a run has no usable record ("" when it has one)."""
    if rc == 124:
        return "timed out after %g s (the process group was killed)" % a.timeout
    if rc == 77:
        return "skipped: " + " ".join(l for l in open(log).read().splitlines() if "SKIP" in l)[:200]
    if rec is None:
        return "no record (exit %s): %s" % (rc, open(log).read().strip().splitlines()[-1:] or "")
    errs = schema.validate_record(rec, tag)
    ok, mismatch = root_matches(rec, rname, rdir, pk)
    if errs:
        return "invalid record: " + errs[0]
    if not ok:
        return mismatch
    return ""


def run_one(m, rname, rdir, pk, race, v):
    """One program of one variant under one root: its record into
    m["records"], or why not into m["failures"]."""
    a, n, total = m["args"], m["n"], m["total"]
    b = "%s.%s" % (race if "/" in race else "races/" + race, v)
    binary = os.path.join(a.builddir, b)
    race = os.path.basename(race)
    tag = "%s.%s.%s" % (rname, race, v)
    jpath = os.path.abspath(os.path.join(a.out, "runs", tag + ".json"))
    log = os.path.join(a.out, "runs", tag + ".tap")
    if os.path.exists(jpath):
        os.unlink(jpath)
    arch = binary_arch(v)
    relinked = False
    env = dict(os.environ)
    env.pop("LIBC_ROOT", None)
    env.pop("CR_LIBC_ROOT_ACTIVE", None)
    try:
        if rname in m["uclibc"]:
            binary = relink.relink_uclibc(a.builddir, b, m["links"][b], rdir, arch,
                                          os.path.join(a.out, "bin", rname, b))
            relinked = True
        elif rdir:
            env["LIBC_ROOT"] = rdir
            if is_glibc_binary(v) and relink.needs_relink(binary, rdir, arch):
                binary = relink.relink(a.builddir, b, m["links"][b], rdir, arch,
                                       os.path.join(a.out, "bin", rname, b))
                relinked = True
    except (RuntimeError, KeyError) as e:
        m["failures"].append({"program": race, "variant": v, "root": rname, "exit": 99,
                              "reason": str(e).splitlines()[0]})
        print("[%d/%d] %s: %s" % (n, total, tag, e), file=sys.stderr)
        return
    cmd = [os.path.abspath(binary), "--json", jpath] + m["mode_args"] + a.program_args.split()
    if a.expect:
        cmd += ["--expect", a.expect]
    rc = run_bounded(m["runner"], cmd, env, a.timeout, log, tag)
    rec = read_record(jpath)
    why = why_no_record(a, rc, rec, log, tag, rname, rdir, pk)
    if why:
        m["failures"].append({"program": race, "variant": v, "root": rname,
                              "exit": rc, "reason": why, "skip": rc == 77})
        print("[%d/%d] %s: %s" % (n, total, tag, why))
        return
    rec["run"] = {"root": rname, "exit": rc, "relinked": relinked,
                  "log": os.path.relpath(log, a.out)}
    m["records"].append(rec)
    state, reasons = model.record_state(rec)
    print("[%d/%d] %s: %s %s exit %d%s%s" % (
        n, total, tag, model.libc_label(rec), state, rc,
        " (relinked)" if relinked else "", "".join("; " + x for x in reasons)))
    sys.stdout.flush()


def run_all(m, roots, races, variants, only):
    """Every root x race x variant built for it; the interruption (signal,
    runs done, of how many), None when every run ended."""
    a = m["args"]
    try:
        for rname in roots:
            if rname in m["uclibc"]:
                rdir = m["uclibc"][rname]
                pk = uclibc_packages(rdir)
            else:
                rdir = None if rname == "host" else os.path.abspath(os.path.join(a.roots, rname))
                pk = packages.read_packages(rdir) if rdir else []
            m["root_info"][rname] = {"dir": rdir, "packages": pk}
            for race in races:
                for v in variants:
                    if v not in only.get(race, variants):
                        continue  # not built for this variant
                    if not runs_under(v, rname, m["uclibc"]):
                        continue  # its own libc, not the root's
                    m["n"] += 1
                    run_one(m, rname, rdir, pk, race, v)
    except (Interrupted, KeyboardInterrupt) as e:
        n, total = m["n"], m["total"]
        interrupted = {"signal": getattr(e, "sig", signal.SIGINT), "after_runs": n - 1, "of_runs": total}
        print("cr-matrix: interrupted by signal %d after %d of %d runs: the results say so"
              % (interrupted["signal"], n - 1, total), file=sys.stderr)
        return interrupted
    return None


def write_results(m, interrupted, t0):
    """OUT/results.json and OUT/results.md; the exit status."""
    a, records, failures = m["args"], m["records"], m["failures"]
    doc = {"schema": schema.RESULTS_SCHEMA,
           "generated": datetime.datetime.utcnow().strftime("%Y-%m-%dT%H:%M:%SZ"),
           "generator": "scripts/cr-matrix",
           "elapsed_s": round(time.time() - t0, 3),
           "roots": m["root_info"], "records": records, "failures": failures}
    if interrupted:
        doc["interrupted"] = interrupted
    out = os.path.join(a.out, "results.json")
    schema.dump_results(doc, out)
    here = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))  # scripts/
    with open(os.path.join(a.out, "results.md"), "w") as fh:
        subprocess.run([sys.executable, os.path.join(here, "cr-table"), out], stdout=fh, check=False)
    fails = sum(1 for r in records if not model.record_ok(r))
    hard = [f for f in failures if not f.get("skip")]
    print("cr-matrix: %d runs, %d records (%d not as expected), %d without a record (%d skipped): %s, %s"
          % (m["total"], len(records), fails, len(failures), len(failures) - len(hard), out,
             os.path.join(a.out, "results.md")))
    if interrupted:
        return 128 + interrupted["signal"]
    return 1 if fails or hard else 0


def main(argv=None):
    ap = arg_parser()
    a = ap.parse_args(argv)
    p = plan(ap, a)
    if isinstance(p, int):
        return p
    variants, races, links, only, runner = p
    roots = (["host"] if a.host else []) + a.releases + list(a.uclibc_dirs)
    os.makedirs(os.path.join(a.out, "runs"), exist_ok=True)
    m = {"args": a, "links": links, "runner": runner, "mode_args": [] if a.mode == "all" else ["--" + a.mode],
         "records": [], "failures": [], "root_info": {}, "n": 0, "uclibc": a.uclibc_dirs,
         "total": sum(1 for rname in roots for race in races for v in variants
                      if v in only.get(race, variants) and runs_under(v, rname, a.uclibc_dirs))}
    t0 = time.time()
    signal.signal(signal.SIGTERM, on_signal)
    signal.signal(signal.SIGHUP, on_signal)
    interrupted = run_all(m, roots, races, variants, only)
    return write_results(m, interrupted, t0)

if __name__ == "__main__":
    sys.exit(main())
