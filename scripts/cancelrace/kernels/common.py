"""What every part of cr-kernels shares: the CPU models and the entry each
should take, where the guest keeps the build, the roots and the runner,
the two ways a run stops before its guests (Skip, Usage) and the log."""
import os
import sys

# scripts/, where the entry points of the sibling tools are
HERE = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

CPUS = {"amd": {"model": "qemu64", "vendor": "AuthenticAMD", "entry": "syscall"},
        "intel": {"model": "qemu64,vendor=GenuineIntel", "vendor": "GenuineIntel", "entry": "sysenter"}}
GUEST_CR = "/cr"
GUEST_BUILD = GUEST_CR + "/build"
GUEST_ROOTS = GUEST_CR + "/roots"
GUEST_RUN = GUEST_CR + "/bin/cr-run"
# The build's runner, which bounds every program in the guest (at GUEST_RUN).
RUNNER = "harness/cr-run"
PROBE = "kernels/guestinfo.glibc-i386"
SELFTEST = "harness/vdso/selftest.glibc-i386"
VSYSCALL = "__kernel_vsyscall"


class Skip(Exception):
    """Nothing can run here (no qemu, no kernel): exit 77 with this reason."""


class Usage(Exception):
    """cr-kernels run was called wrong: exit 2 with this message."""


def log(msg):
    print("cr-kernels: %s" % msg)
    sys.stdout.flush()
