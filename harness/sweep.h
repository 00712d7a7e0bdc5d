/* Deterministic mode: deliver the cancel at every instruction boundary of
 * one call of the cancellation point (the mode cr_mode_sweep, harness/
 * mode.h; see harness/sweep.c, harness/step.c).
 *
 * Output ("# " lines): one map line per boundary
 *     sweep  44 0x7f..096 __open+0xd6    performed     leak  | insn (--disasm)
 * "K+kernel" lines for a cancel while blocked in the syscall boundary K
 * enters; "sweep window N: leak at k=44..56 (13 boundaries): __open+0xd6 ..
 * __pthread_disable_asynccancel+0x2d"; a summary "sweep open: 13 of 72
 * boundaries leak; ..." with the wall time; then the checks (TAP points):
 * one per judged verdict (mode "sweep"), and the structural ones:
 * "recorded" (the path of one call was recorded), "reached" (no crash,
 * hang, harness error or divergence) and "acted-inside" (some boundary
 * cancelled before the effect, some after it was recorded: a sweep that
 * cannot fail is no test).
 * Boundary verdicts: the race verdicts (leak, double-close, ...), "ok",
 * and "crash", "hang", "error", "diverged", "skipped" (harness trouble, or a
 * boundary single-stepping cannot stop at).
 * How a boundary is reached (software breakpoint, hardware breakpoint or
 * single-step) is what the probes proved here (harness/probe.h);
 * CR_SWEEP_METHOD forces one. */
#ifndef CR_SWEEP_H
#define CR_SWEEP_H

/* In the sweep's child process, the run executing: 0 while the path is
 * recorded, 1 + i for the i-th boundary run (a run retried in a new child
 * keeps its number); -1 outside the sweep.  For the harness's own
 * fault-injection programs (harness/tests/fault.c). */
int cr_sweep_run(void);

#endif
