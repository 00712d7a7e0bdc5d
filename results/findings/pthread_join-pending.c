/* pthread_join of a thread that has already exited returns, and joins it,
 * with a cancel pending, on glibc before 2.43 (2.31, 2.36 and 2.41 tested):
 * the join looks at the cancel only while it waits for the target's exit,
 * which an exited target never needs.  POSIX makes pthread_join a cancellation point where
 * a pending cancel is acted on "before the function returns"; a caller
 * whose cleanup handler joins the target again (it was not joined as far
 * as the caller knows) joins a thread twice, undefined behaviour.  glibc
 * bug 33717, fixed in glibc 2.43 (commit 440108ce9e: __pthread_testcancel
 * first); musl calls pthread_testcancel first.
 *   cc -pthread pthread_join-pending.c && ./a.out   exit 1: joined with a
 *   cancel pending (glibc < 2.43); exit 0: the cancel acted first */
#define _GNU_SOURCE
#include <pthread.h>
#include <stdio.h>
#include <time.h>
#include <unistd.h>

static pthread_t target;
static volatile int parked, sent, joined, tid_seen;

static void *exits(void *arg)
{
	tid_seen = gettid();
	return arg;
}

static void *victim(void *arg)
{
	int old;
	pthread_setcancelstate(PTHREAD_CANCEL_DISABLE, &old);
	parked = 1;
	while (!sent) /* the cancel is sent now, and stays pending */
		sched_yield();
	pthread_setcancelstate(PTHREAD_CANCEL_ENABLE, &old);
	if (pthread_join(target, NULL) == 0)
		joined = 1; /* returned: the cancel was not acted on */
	pthread_testcancel();
	return arg;
}

int main(void)
{
	pthread_t v;
	char path[64];
	void *ret;
	pthread_create(&target, NULL, exits, NULL);
	while (!tid_seen)
		sched_yield();
	/* the target has exited once its task is gone */
	snprintf(path, sizeof path, "/proc/self/task/%d", tid_seen);
	for (int i = 0; i < 10000 && access(path, F_OK) == 0; i++)
		usleep(100);
	usleep(10000); /* and the kernel has cleared its tid */
	pthread_create(&v, NULL, victim, NULL);
	while (!parked)
		sched_yield();
	pthread_cancel(v);
	sent = 1;
	pthread_join(v, &ret);
	printf("pthread_join of an exited thread, a cancel pending: %s (thread %s)\n",
	       joined ? "returned, the target joined: the cancel was not acted on" : "acted on the cancel",
	       ret == PTHREAD_CANCELED ? "cancelled" : "not cancelled");
	return joined ? 1 : 0;
}
