/* dietlibc: a cancel that acts in sem_wait takes the semaphore with it
 * (dietlibc-cancel.md, 6).
 *
 * dietlibc's sem_wait takes the semaphore's own mutex, waits in
 * pthread_cond_wait while the value is 0 (the thread sleeps in sigsuspend
 * until a restart signal), then takes a token and drops the mutex.  It
 * never tests the cancel on entry: the only test is at the end of
 * pthread_cond_wait, with the mutex taken again, and at the end of
 * sem_wait, after the token was taken.  So:
 *
 *   a. a cancel pending at entry, a token there: sem_wait takes the token,
 *      then acts on the cancel: the token is lost (POSIX: a cancellation
 *      point acts on a pending cancel before any effect);
 *   b. a cancel of a thread blocked in sem_wait: the thread leaves holding
 *      the semaphore's mutex, and the next sem_post (or sem_wait) spins
 *      on it for ever.
 *
 * Build: diet gcc -O2 -o dietlibc-sem-wait dietlibc-sem-wait.c -lpthread
 * (or gcc ... -pthread for another libc).  Exit 1 when either holds, 0
 * when neither; every wait is bounded (alarm). */
#include <pthread.h>
#include <semaphore.h>
#include <signal.h>
#include <stdio.h>
#include <unistd.h>

static sem_t sem;
static volatile int go;

/* At no cancellation point until go: the cancel is pending when sem_wait
 * starts (a cancel sent while cancellation is off is dropped by dietlibc). */
static void *pending(void *arg)
{
	while (!go)
		;
	sem_wait(&sem);
	return arg;
}

static void *blocked(void *arg)
{
	sem_wait(&sem);
	return arg;
}

static void hung(int sig)
{
	static const char m[] = "b. sem_post after a cancelled, blocked sem_wait: hung 2 s (the semaphore's mutex "
				"held by the cancelled thread)\n";
	(void)sig;
	write(1, m, sizeof m - 1);
	_exit(1);
}

int main(void)
{
	pthread_t t;
	void *ret;
	int value, lost;
	alarm(20);
	setvbuf(stdout, NULL, _IONBF, 0);
	if (sem_init(&sem, 0, 1) || pthread_create(&t, NULL, pending, NULL))
		return 2;
	usleep(100000); /* the thread runs (dietlibc-early-cancel.c) */
	pthread_cancel(t);
	usleep(100000); /* the cancel's handler has run */
	go = 1;
	pthread_join(t, &ret);
	sem_getvalue(&sem, &value);
	lost = ret == PTHREAD_CANCELED && value == 0;
	printf("a. sem_wait with a cancel pending, 1 token: %s, value %d%s\n",
	       ret == PTHREAD_CANCELED ? "cancelled" : "returned", value, lost ? ": the token lost" : "");

	if (sem_init(&sem, 0, 0) || pthread_create(&t, NULL, blocked, NULL))
		return 2;
	usleep(200000); /* blocked in sem_wait */
	pthread_cancel(t);
	pthread_join(t, &ret);
	signal(SIGALRM, hung);
	alarm(2);
	sem_post(&sem);
	alarm(0);
	printf("b. sem_post after a cancelled, blocked sem_wait (%s): returned\n",
	       ret == PTHREAD_CANCELED ? "cancelled" : "returned");
	_exit(lost); /* dietlibc's exit() with its thread manager alive crashes (dietlibc-cancel.md) */
}
