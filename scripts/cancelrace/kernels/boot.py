"""Booting a guest: qemu-system-x86_64 with the kernel and the initramfs,
its console and back channel on two serial ports; KVM first and TCG when
KVM does not reach the guest's init in time (or cannot be used), and the
console's progress lines logged as they come."""
import os
import re
import shlex
import signal
import subprocess
import time

from .common import log


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


def guest_cmdline(kinfo, extra):
    """The guest kernel's command line (IA32 emulation switched on where the
    kernel's config leaves it off by default)."""
    cmdline = "console=ttyS0 loglevel=3 panic=-1 rdinit=/init"
    if (kinfo.get("config") or {}).get("ia32_default_disabled"):
        cmdline += " ia32_emulation=on"
    return cmdline + ((" " + extra) if extra else "")


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
