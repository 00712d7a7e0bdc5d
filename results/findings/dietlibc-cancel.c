/* dietlibc: three ways its pthread_cancel departs from POSIX (XSH 2.9.5.2),
 * each checked in a thread of its own; see dietlibc-cancel.md.
 *   1. a thread blocked in read() is woken with EINTR and goes on: the
 *      cancel is not acted upon inside the call ("shall be awakened and
 *      the cancellation request shall be acted upon");
 *   2. a cancel sent while cancellation is disabled is dropped: enabled
 *      again, pthread_testcancel() returns;
 *   3. sem_post, no cancellation point, acts on a pending cancel, after it
 *      posted: the token is out and the caller unwound.
 * Build: diet gcc -O2 -o dietlibc-cancel dietlibc-cancel.c -lpthread
 * (or gcc ... -pthread for any other libc).  Exit 1 when any departs, 0
 * when none does; every wait is bounded (alarm). */
#include <errno.h>
#include <pthread.h>
#include <semaphore.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

static int pfd[2];
static volatile int went_on, sent, spun;
static sem_t sem;

static void *blocked_read(void *arg)
{
	char c;
	(void)arg;
	if (read(pfd[0], &c, 1) < 0)
		went_on = errno; /* the call returned: the cancel did not act in it */
	else
		went_on = -1;
	for (;;)
		pause(); /* a cancellation point: the cancel acts here at the latest */
	return NULL;
}

static void *disabled(void *arg)
{
	int old;
	(void)arg;
	pthread_setcancelstate(PTHREAD_CANCEL_DISABLE, &old);
	while (!sent)
		;
	pthread_setcancelstate(PTHREAD_CANCEL_ENABLE, &old);
	pthread_testcancel();
	went_on = 1; /* the pending cancel was lost */
	return NULL;
}

static void *poster(void *arg)
{
	(void)arg;
	spun = 1;
	while (!sent) /* no cancellation point: the cancel stays pending */
		;
	for (volatile long i = 0; i < 10000000; i++) /* let the signal land */
		;
	sem_post(&sem);
	went_on = 1;
	pthread_testcancel();
	return NULL;
}

static int run(void *(*fn)(void *), int wait_blocked)
{
	pthread_t t;
	void *ret = NULL;
	went_on = sent = spun = 0;
	if (pthread_create(&t, NULL, fn, NULL))
		return -1;
	usleep(wait_blocked ? 200000 : 50000);
	pthread_cancel(t);
	sent = 1;
	pthread_join(t, &ret);
	return ret == PTHREAD_CANCELED;
}

int main(void)
{
	int bad = 0, cancelled, v = 0;
	alarm(20);
	setvbuf(stdout, NULL, _IONBF, 0);
	if (pipe(pfd) || sem_init(&sem, 0, 0))
		return 2;
	cancelled = run(blocked_read, 1);
	if (went_on) {
		printf("1. read() blocked on an empty pipe, cancelled: returned (%s) and the thread went on%s\n",
		       went_on > 0 ? strerror(went_on) : "a byte", cancelled ? " to its next cancellation point" : "");
		bad = 1;
	} else
		printf("1. read() blocked, cancelled: acted inside the call (ok)\n");
	cancelled = run(disabled, 0);
	if (went_on || !cancelled) {
		printf("2. a cancel sent while cancellation was disabled: lost (pthread_testcancel returned once enabled)\n");
		bad = 1;
	} else
		printf("2. a cancel sent while disabled: acted once enabled (ok)\n");
	cancelled = run(poster, 0);
	sem_getvalue(&sem, &v);
	if (cancelled && !went_on && v == 1) {
		printf("3. sem_post with a cancel pending: posted, then acted on the cancel (no cancellation point)\n");
		bad = 1;
	} else
		printf("3. sem_post with a cancel pending: returned (%s)\n", v == 1 ? "ok" : "did not post");
	printf("%s\n", bad ? "FAIL: departs from POSIX cancellation" : "PASS");
	/* _exit: dietlibc's exit() with its thread manager alive crashed
	 * (SIGSEGV) in some runs of this program, which says nothing of the
	 * three checks */
	_exit(bad);
}
