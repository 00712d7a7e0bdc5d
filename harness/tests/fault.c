/* An open(2) race with one injected fault, so that the tools' handling of a
 * run that went wrong is tested on real records (harness/tests/
 * integrity.sh): each fault-KIND program is this file built with
 * CR_FAULT_KIND.  With CR_FAULT=off in the environment no fault is
 * injected, and the program is a plain open race (the baseline).
 *   crash      the sweep's 3rd boundary run dies of SIGSEGV and its 5th
 *              hangs (and its rerun): a crashed and a hung boundary
 *              (harness/tests/sweep-robust.c is this kind)
 *   diverge    in every process but the one that recorded the path, op()
 *              enters the kernel through openat, so no boundary run
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
#include <sys/mman.h>

#include "race.h"

static volatile int *runs; /* processes that called op(), shared by the sweep's children */
static int run = -1;       /* this process's number among them: the sweep's
			    * recording run is 0, its boundary runs 1, 2, ... */
static int off;

static int setup(void)
{
	const char *e = getenv("CR_FAULT");
	off = e && !strcmp(e, "off");
	runs = mmap(NULL, sizeof *runs, PROT_READ | PROT_WRITE, MAP_SHARED | MAP_ANONYMOUS, -1, 0);
	if (runs == MAP_FAILED)
		return -1;
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
	if (run < 0) /* the sweep warms each run up with a first call: count processes */
		run = __atomic_fetch_add(runs, 1, __ATOMIC_SEQ_CST);
#if defined(CR_FAULT_DIVERGE)
	if (!off && run > 0)
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
/* Run 0 records the path, runs 1.. are boundaries (the hammer runs in the
 * parent, which never called op() during the sweep: its number comes after
 * all of them). */
static void account(const struct cr_victim *v, int counts[CR_V_COUNT])
{
	(void)v;
	(void)counts;
	if (off)
		return;
	if (run == 3)
		raise(SIGSEGV);
	while (run == 5 || run == 6) { /* 6: the sweep reruns a hang once */
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
