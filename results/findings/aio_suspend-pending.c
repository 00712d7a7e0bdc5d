/* aio_suspend of a request that has already completed returns with a
 * cancel pending, on glibc 2.36, 2.41 and 2.43 (x86_64): its only
 * cancellation point is the wait for a request in progress, which a
 * completed request never needs.  POSIX lists aio_suspend as a function
 * where a cancellation point shall occur, and a cancel pending when a
 * thread calls one "shall be acted upon before the function returns".
 * musl calls pthread_testcancel first.
 *   cc -pthread aio_suspend-pending.c -lrt && ./a.out   exit 1: returned
 *   with a cancel pending; exit 0: the cancel acted first */
#define _GNU_SOURCE
#include <aio.h>
#include <errno.h>
#include <pthread.h>
#include <sched.h>
#include <stdio.h>
#include <unistd.h>

static struct aiocb cb;
static char byte;
static volatile int parked, sent, returned;

static void *victim(void *arg)
{
	const struct aiocb *list[1] = {&cb};
	int old;
	pthread_setcancelstate(PTHREAD_CANCEL_DISABLE, &old);
	parked = 1;
	while (!sent) /* the cancel is sent now, and stays pending */
		sched_yield();
	pthread_setcancelstate(PTHREAD_CANCEL_ENABLE, &old);
	if (aio_suspend(list, 1, NULL) == 0)
		returned = 1; /* returned: the cancel was not acted on */
	pthread_testcancel();
	return arg;
}

int main(void)
{
	pthread_t v;
	void *ret;
	int p[2];
	/* one read, complete before the victim calls aio_suspend */
	if (pipe(p) < 0 || write(p[1], "x", 1) != 1)
		return 2;
	cb.aio_fildes = p[0];
	cb.aio_buf = &byte;
	cb.aio_nbytes = 1;
	if (aio_read(&cb) < 0)
		return 2;
	for (int i = 0; i < 20000 && aio_error(&cb) == EINPROGRESS; i++)
		usleep(100);
	if (aio_error(&cb) != 0)
		return 2;
	pthread_create(&v, NULL, victim, NULL);
	while (!parked)
		sched_yield();
	pthread_cancel(v);
	sent = 1;
	pthread_join(v, &ret);
	printf("aio_suspend of a completed request, a cancel pending: %s (thread %s)\n",
	       returned ? "returned 0: the cancel was not acted on" : "acted on the cancel",
	       ret == PTHREAD_CANCELED ? "cancelled" : "not cancelled");
	aio_return(&cb);
	return returned ? 1 : 0;
}
