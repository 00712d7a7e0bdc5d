/* The engine's mechanisms, proven by use before they are trusted: a
 * mechanism that opens but does not work is never used (harness/probe.c).
 *
 * On a known function of the harness (a loop of nine boundaries), once per
 * program:
 *   single-step          records exactly the known path;
 *   software breakpoint  an int3 fires exactly once, at the second pass of a
 *                        repeated address, and the code is restored;
 *   hardware breakpoint  the same with a perf_event_open breakpoint;
 *   cancel delivery      the thread's own cancel signal, sent while the
 *                        thread stands at a boundary, is delivered there.
 * CR_PROBE_ABSENT (harness/absent.h) makes any of them report "absent"
 * whatever the machine can do, so every fallback path is tested on every
 * host.  CR_SWEEP_METHOD (software-breakpoint | hardware-breakpoint |
 * single-step, or sw, hw, step) forces a method; a forced method that does
 * not work is no method. */
#ifndef CR_PROBE_H
#define CR_PROBE_H

#include <stddef.h>

#include "absent.h"
#include "step.h"

struct cr_mechanism {
	int works;
	char why[200];          /* what the probe saw, in a few words */
};

struct cr_probes {
	struct cr_mechanism method[CR_STEP_METHODS]; /* by enum cr_step_how */
	struct cr_mechanism delivery;
	int how;                /* the chosen method (enum cr_step_how), -1: none */
	char reason[400];       /* why that one (or why none) */
	double elapsed_ms;      /* the probes' cost */
};

/* Prove each method, choose one (preference: software breakpoint,
 * hardware breakpoint, single-step; or CR_SWEEP_METHOD), then prove the
 * cancel's delivery with it.  Needs cr_step_init(). */
void cr_probe_run(struct cr_probes *p);

/* Does cancelling a thread blocked in a syscall kill the process?  Tried
 * in a child: a thread blocked in read() of an empty pipe is cancelled and
 * joined.  1 (and what happened into why) when the child died of a signal
 * or did not end within 5 s, else 0.  A libc where it does cannot have a
 * race measured: every cancel that meets a syscall ends the run (uClibc-ng
 * i386, whose syscall code pushes %ebx with no unwind information). */
int cr_probe_cancel_crashes(char *why, size_t len);

#endif
