/* An open(2) race with one injected fault, so that the tools' handling of a
 * run that went wrong is tested on real records (harness/tests/
 * integrity.sh): each fault-KIND program is this file built with
 * CR_FAULT_KIND.  With CR_FAULT=off in the environment no fault is
 * injected, and the program is a plain open race (the baseline).
 *   crash      the sweep's 3rd boundary run dies of SIGSEGV and its 5th
 *              hangs, each time it is run: a crashed and a hung boundary
 *              (harness/tests/sweep-robust.c is this kind)
 *   diverge    in every boundary run (not while the path is recorded),
 *              op() enters the kernel through openat, so no boundary run
 *              reaches the recorded path (a path recorded again is the
 *              same: the divergence stands)
 *   inert      the call fails (ENOENT) at every boundary: the cancel is
 *              never seen to act after an effect
 *   error      setup fails: a harness error (exit 99), no record
 *   hang       setup never returns: the runner's timeout, no record
 *   interrupt  the hammer's 50th trial sends the program SIGTERM: an
 *              interrupted record */
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "race.h"
#include "sweep.h"

static int off;

static int setup(void)
{
	const char *e = getenv("CR_FAULT");
	off = e && !strcmp(e, "off");
#if defined(CR_FAULT_ERROR)
	if (!off)
		return -1;
#elif defined(CR_FAULT_HANG)
	while (!off)
		pause();
#endif
	return 0;
}

static void op(struct cr_victim *v)
{
	int fd;
#if defined(CR_FAULT_DIVERGE)
	if (!off && cr_sweep_run() > 0)
		fd = openat(AT_FDCWD, "/dev/null", O_RDONLY | O_CLOEXEC);
	else
#elif defined(CR_FAULT_INERT)
	if (!off)
		fd = open("/nonexistent/cancelrace", O_RDONLY | O_CLOEXEC);
	else
#endif
		fd = open("/dev/null", O_RDONLY | O_CLOEXEC);
	if (fd >= 0)
		cr_own(v, fd);
}

#if defined(CR_FAULT_CRASH)
/* Run 0 records the path, runs 1.. are boundaries (the hammer's trials
 * are outside the sweep: -1). */
static void account(const struct cr_victim *v, int counts[CR_V_COUNT])
{
	(void)v;
	(void)counts;
	if (off)
		return;
	if (cr_sweep_run() == 3)
		raise(SIGSEGV);
	while (cr_sweep_run() == 5) {
		struct timespec ts = {1, 0};
		nanosleep(&ts, NULL);
	}
}
#endif

#if defined(CR_FAULT_INTERRUPT)
static int prepare(void)
{
	static int trials;
	if (!off && ++trials == 50)
		raise(SIGTERM);
	return 0;
}
#endif

static const struct cr_race race = {
	.name = CR_FAULT_NAME,
	.fn = open,
	.hazard = "harness self-test: " CR_FAULT_NAME " (an open race with an injected fault)",
	.reference = "harness self-test",
	.setup = setup,
	.op = op,
#if defined(CR_FAULT_CRASH)
	.account = account,
#endif
#if defined(CR_FAULT_INTERRUPT)
	.prepare = prepare,
#endif
};

CR_RACE_MAIN(race)
