"""Running the guests: each kernel x CPU model in turn while the budget
lasts, one guest booted and its records collected, SIGINT, SIGTERM and
SIGHUP stopping the run with the results so far; then OUT/results.json,
its tables (OUT/results.md) and the totals."""
import datetime
import os
import signal
import subprocess
import sys
import time

from ..model import vkey
from ..schema import RESULTS_SCHEMA, dump_results
from .boot import Interrupted, _stop, boot_guest, guest_cmdline, qemu_version, read_text
from .common import CPUS, HERE, log
from .fetch import image_package
from .judge import judge_guest, judge_runs, parse_channel, read_probe, record_guest_facts, run_problem
from .plan import is_bench_run


def new_guest(a, tag, rel, kinfo, cpu, cmdline, qver):
    """A guest's entry in the results before it boots."""
    pkg = image_package(kinfo)
    return {"tag": tag, "release": rel, "package": pkg["package"], "package_version": pkg["version"],
            "kernel": kinfo["kernel"], "cpu": cpu, "cpu_model": CPUS[cpu]["model"], "qemu": qver,
            "cmdline": cmdline, "smp": a.smp, "tcg_thread": a.tcg_thread, "memory_mb": a.memory,
            "config": kinfo.get("config") or {}, "checks": [], "timing": "emulated"}


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


def guest_object(g):
    """The "guest" object each of the guest's records carries."""
    return {"tag": g["tag"], "release": g["release"], "kernel": g["kernel"], "package": g["package"],
            "package_version": g["package_version"], "cpu": g["cpu"], "cpu_model": g["cpu_model"],
            "vendor": g["vendor"], "entry": g["vdso"].get("entry"), "layout": g["vdso"].get("layout"),
            "vsyscall_bytes": g["vdso"].get("vsyscall_bytes"), "accel": g["accel"], "timing": g["timing"]}


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
