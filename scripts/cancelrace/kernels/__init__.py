"""cr-kernels, the i386 suite on real Debian kernels in QEMU guests, by job
(cli.py's docstring says what the command does and how it is called):

  cli.py        the command line: main, the options of fetch and run,
                cmd_fetch, cmd_run and what it checks of its options
  fetch.py      a release's kernel from the Debian archive (the private apt
                state of cancelrace/apt.py), a fetched kernel read back
  plan.py       the runs of the races and benchmarks, the guest's plan.sh
  initramfs.py  the cpio writer and what goes into the guest (programs,
                their libraries, the libc roots, the plan)
  boot.py       qemu-system-x86_64, KVM first and TCG when KVM does not
                reach the guest's init
  judge.py      the guest's back channel and figures parsed, the entry-path
                checks, each run's record judged, the guests compared
  guests.py     each kernel x CPU model in turn within the budget, the
                results file and the totals
  common.py     the CPU models, the guest's paths, Skip, Usage, log

The names below are the ones the entry point (scripts/cr-kernels) and the
tests (kernels/tests/test_kernels.py, scripts/tests/test_elf.py) use.
"""
from .. import apt as crapt
from ..elf import elf_interp
from .cli import main, run_sets
from .common import Usage
from .fetch import config_facts, depends_names, kernel_chain, kernel_members
from .guests import collect_run
from .initramfs import Cpio, build_initramfs
from .judge import differences, expected_layout, judge_guest, judge_runs, parse_channel, parse_selftest, \
    pending_offsets
from .plan import BENCH_ARGS, bench_runs, is_bench_run, make_plan, plan_all_runs, race_runs

__all__ = ["BENCH_ARGS", "Cpio", "Usage", "bench_runs", "build_initramfs", "collect_run", "config_facts",
           "crapt", "depends_names", "differences", "elf_interp", "expected_layout", "is_bench_run",
           "judge_guest", "judge_runs", "kernel_chain", "kernel_members", "main", "make_plan", "parse_channel",
           "parse_selftest", "pending_offsets", "plan_all_runs", "race_runs", "run_sets"]
