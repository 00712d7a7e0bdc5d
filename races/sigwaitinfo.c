/* sigwaitinfo(2) vs pthread_cancel: the call takes a pending signal off the
 * queue in the kernel, so a cancel that acts after the syscall returned
 * loses it: the signal is gone and the caller never saw it (glibc bug 12683:
 * glibc <= 2.40 runs the syscall in asynchronous-cancel mode; fixed in 2.41;
 * sigwait, sigwaitinfo and sigtimedwait are cancellation points in POSIX's
 * list).  Built per call (races/local.mk): sigwaitinfo, sigtimedwait
 * with a timeout far beyond any trial's, and sigwait (a library function
 * over sigtimedwait in glibc and musl: its cancellation point is that
 * call's).
 *
 * The signal is a real-time one no implementation uses for itself (glibc
 * takes 32 and 33, musl 32 to 34, the vDSO runtime 38), blocked in every
 * thread from setup on, so it stays queued until a call takes it.  Each
 * trial queues QUEUED instances (sigqueue to the process); the victim takes
 * one per call.  Accounting is exact: the main thread then takes what is
 * left with a zero timeout, and queued - left = taken = recorded + lost.
 * The siginfo buffer is on a cold page (cr_cold before each call): the
 * kernel's copy of the siginfo, after the signal is taken, faults the page
 * in, so the call stays in the kernel past its effect long enough for a
 * cancel sent meanwhile to land there (over in a fraction of a microsecond,
 * the call is seldom caught by the hammer).  Blocked mode waits with none
 * queued; a lost cancel is freed by queueing one.  Linux never restarts
 * these calls after a signal handler (signal(7)): the cancel signal makes a
 * blocked call return EINTR. */
#include <errno.h>
#include <signal.h>
#include <string.h>
#include <unistd.h>

#include "race.h"

#define SIG 40
#define QUEUED 16

static sigset_t set;
static long queued;       /* instances queued this trial */
static siginfo_t *info;   /* the victim's buffer, on a cold page */

/* Take what is queued (a zero timeout): how many. */
static long drain(void)
{
	static const struct timespec zero = {0, 0};
	long left = 0;
	siginfo_t si;
	int r;
	while ((r = sigtimedwait(&set, &si, &zero)) == SIG || (r < 0 && errno == EINTR))
		left += r == SIG;
	if (r >= 0 || errno != EAGAIN)
		cr_fatal("sigwaitinfo: draining the queue: %s", strerror(errno));
	return left;
}

static int setup(void)
{
	if (SIG < SIGRTMIN || SIG > SIGRTMAX)
		return cr_race_skip("signal %d is not a real-time signal this libc leaves free (SIGRTMIN %d)",
				    SIG, SIGRTMIN);
	/* Setup runs before the harness starts a thread: every thread
	 * inherits the mask (one that did not would be killed by the signal,
	 * its default action, and the run with it: never a silent count). */
	sigemptyset(&set);
	sigaddset(&set, SIG);
	if (!(info = cr_cold_page()))
		return -1;
	if (pthread_sigmask(SIG_BLOCK, &set, NULL))
		return -1;
	drain(); /* one already pending (pending signals survive exec) */
	return 0;
}

static int queue(long n)
{
	for (long i = 0; i < n; i++) {
		union sigval val = {.sival_int = (int)i};
		if (sigqueue(getpid(), SIG, val) < 0)
			return -1;
		queued++;
	}
	return 0;
}

static int prepare(void)
{
	queued = 0;
	return queue(QUEUED);
}

static int prepare_blocked(void)
{
	queued = 0;
	return 0;
}

static void wake(void)
{
	if (queue(1) < 0)
		cr_fatal("sigwaitinfo: cannot queue a signal to wake the blocked victim: %s", strerror(errno));
}

#ifdef CR_CALL_sigtimedwait
/* A bound far beyond any trial's: the call blocks in blocked mode. */
#define TAKE(si) sigtimedwait(&set, (si), &(const struct timespec){60, 0})
#elif defined CR_CALL_sigwait
/* sigwait: 0, the number through its argument (no siginfo to fault in) */
static int take_sigwait(void)
{
	int sig = 0;
	return sigwait(&set, &sig) == 0 ? sig : -1;
}
#define TAKE(si) ((void)(si), take_sigwait())
#else
#define TAKE(si) sigwaitinfo(&set, (si))
#endif

static void arm(struct cr_victim *v)
{
	(void)v;
	cr_cold(info);
}

static void op(struct cr_victim *v)
{
	if (TAKE(info) == SIG)
		cr_record(v, 1);
}

/* Signals taken (queued - left) against those the victim recorded. */
static void account(const struct cr_victim *v, int counts[CR_V_COUNT])
{
	cr_account_units(counts, CR_V_LOST_SIGNAL, queued - drain(), v->received);
}

static const struct cr_race race = {
	.name = CR_STR(CALL), /* where the libc lacks CALL (a null .fn) */
	.fn = CALL,
	.hazard = "a signal taken by " CR_STR(CALL) "() is lost when the cancel acts after the syscall",
	.reference = "glibc bug 12683",
	.setup = setup,
	.prepare = prepare,
	.account = account,
	.arm = arm,
	.op = op,
	.prepare_blocked = prepare_blocked,
	.wake = wake,
	.delay_max_ns = CR_DELAY_FIRST_CALLS,
	.verdicts = CR_VMASK_BASE | CR_VMASK(CR_V_LOST_SIGNAL),
};

CR_RACE_MAIN(race)
