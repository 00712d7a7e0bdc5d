/* dietlibc: a cancel that acts in pthread_join takes the target thread
 * with it (dietlibc-cancel.md, 7).
 *
 * dietlibc's pthread_join marks the target joined (its descriptor's
 * "joined" lock, which makes every later join fail with EINVAL) first,
 * and tests the cancel only after: in its wait, whose sigsuspend is
 * libpthread's wrapper (a test, then the system call), and at its end,
 * after it has taken the result and asked the manager to free the
 * thread.  POSIX: a cancel pending at entry acts before any effect, and
 * "if the thread calling pthread_join() is canceled, then the target
 * thread shall not be detached" (it can still be joined).  So:
 *
 *   a. a cancel of a thread blocked joining a live target: the joiner
 *      ends, and the target, marked joined by a thread that is gone, can
 *      be joined by no one (EINVAL), its result lost;
 *   b. a cancel pending when pthread_join starts, the target exited: the
 *      join reaps it, takes its result, and then acts on the cancel: the
 *      thread is gone (a second join: ESRCH), its result lost.
 *
 * Build: diet gcc -O2 -o dietlibc-join dietlibc-join.c -lpthread (or gcc
 * ... -pthread for another libc).  Exit 1 when either holds, 0 when
 * neither; every wait is bounded (alarm).  glibc before 2.43 returns
 * from b's join with the cancel pending (pthread_join-pending.md): the
 * joiner has the result, which is no loss here. */
#include <errno.h>
#include <pthread.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

static volatile int release, go, joined_b;

static void *target(void *arg)
{
	while (!release)
		usleep(1000);
	return arg;
}

static void *blocked(void *arg)
{
	pthread_join(*(pthread_t *)arg, NULL);
	return NULL;
}

/* At no cancellation point until go: the cancel is pending when
 * pthread_join starts (a cancel sent while cancellation is off is dropped
 * by dietlibc). */
static void *pending(void *arg)
{
	void *r;
	while (!go)
		;
	if (pthread_join(*(pthread_t *)arg, &r) == 0)
		joined_b = 1; /* the join returned: the result is the caller's */
	return NULL;
}

int main(void)
{
	static char a_res, b_res;
	pthread_t t, v;
	void *ret, *r;
	int e, lost = 0;
	alarm(20);
	setvbuf(stdout, NULL, _IONBF, 0);

	/* a. */
	release = 0;
	if (pthread_create(&t, NULL, target, &a_res))
		return 2;
	usleep(100000); /* the target runs (dietlibc-early-cancel.c) */
	if (pthread_create(&v, NULL, blocked, &t))
		return 2;
	usleep(200000); /* the joiner blocks in pthread_join */
	pthread_cancel(v);
	usleep(100000); /* the joiner has ended */
	release = 1;    /* the target ends while the joiner's descriptor is
			 * still there: dietlibc's manager reads it then */
	usleep(100000);
	e = pthread_join(t, &r);
	pthread_join(v, &ret);
	printf("a. a joiner blocked joining a live thread, cancelled (%s): a second join of the target: %s%s\n",
	       ret == PTHREAD_CANCELED ? "cancelled" : "returned", e ? strerror(e) : "joined",
	       e ? ": the thread lost" : "");
	lost |= e != 0;

	/* b. */
	release = 1;
	if (pthread_create(&t, NULL, target, &b_res))
		return 2;
	if (pthread_create(&v, NULL, pending, &t))
		return 2;
	usleep(100000); /* both run, the target has exited */
	pthread_cancel(v);
	usleep(100000); /* the cancel's handler has run */
	go = 1;
	pthread_join(v, &ret);
	e = joined_b ? 0 : pthread_join(t, &r);
	printf("b. pthread_join of an exited thread with a cancel pending (%s): %s%s\n",
	       ret == PTHREAD_CANCELED ? "cancelled" : "returned",
	       joined_b ? "the join returned" : e ? strerror(e) : "not joined (joined again here)",
	       e ? ": the thread reaped, its result lost" : "");
	lost |= e != 0;
	_exit(lost); /* dietlibc's exit() with its thread manager alive crashes (dietlibc-cancel.md) */
}
