/* A sweep must survive its boundaries: this open race crashes (SIGSEGV) in
 * the 3rd boundary run and hangs in the 5th and its rerun (its accounting hook, in the
 * sweep's child process); harness/tests/sweep-robust.sh checks the sweep
 * reports exactly one "crash" and one "hang" verdict, still runs every
 * other boundary, and fails.  Reference: ../shared/DESIGN.md
 * "Single-step injection" (a crash or hang is a per-boundary verdict). */
#include <signal.h>
#include <sys/mman.h>

#include "race.h"

static volatile int *runs; /* shared by the sweep's children */

static int setup(struct cr_ctx *c, void **st)
{
	(void)c;
	(void)st;
	runs = mmap(NULL, sizeof *runs, PROT_READ | PROT_WRITE, MAP_SHARED | MAP_ANONYMOUS, -1, 0);
	return runs == MAP_FAILED ? -1 : 0;
}

static void op(struct cr_victim *v, void *st)
{
	int fd = cr_open("/dev/null", O_RDONLY | O_CLOEXEC);
	(void)st;
	if (fd >= 0)
		cr_own(v, fd);
}

/* Run 0 records the path; runs 1.. are boundaries. */
static void account(struct cr_victim *v, void *st, int counts[CR_V_COUNT])
{
	int n = __atomic_fetch_add(runs, 1, __ATOMIC_SEQ_CST);
	(void)v;
	(void)st;
	(void)counts;
	if (n == 3)
		raise(SIGSEGV);
	while (n == 5 || n == 6) { /* 6: the sweep reruns a hang once */
		struct timespec ts = {1, 0};
		nanosleep(&ts, NULL);
	}
}

static const struct cr_race race = {
	.name = "open",
	.hazard = "sweep robustness: a boundary run that crashes or hangs",
	.reference = "harness self-test",
	.setup = setup,
	.op = op,
	.account = account,
};

int main(int argc, char **argv)
{
	return cr_race_main(&race, argc, argv);
}
