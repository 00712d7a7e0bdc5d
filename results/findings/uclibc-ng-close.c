/* A cancelled close() has closed the descriptor, and the cleanup handler,
 * told nothing, closes the number again, on uClibc-ng (NPTL): close runs in
 * asynchronous-cancel mode (include/cancel.h), so a cancel that lands after
 * the kernel released the descriptor unwinds the thread before close()
 * returns.  In a program with other threads the second close releases
 * whatever descriptor reused the number meanwhile.
 *   uclibc-gcc -pthread uclibc-ng-close.c && ./a.out   exit 1: double closes
 * (uclibc-gcc: any gcc set up for uClibc-ng, e.g. Buildroot's toolchain) */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include <unistd.h>

#define TRIALS 2000
#define FDS 64

static int fds[FDS];
static volatile int next, started, twice;

static void unwind(void *arg)
{
	/* The cleanup of a careful caller: a descriptor whose close() did not
	 * return is still open as far as the thread knows; close it. */
	(void)arg;
	if (next < FDS && close(fds[next]) < 0 && errno == EBADF)
		twice++; /* the kernel had closed it already */
}

static void *victim(void *arg)
{
	started = 1;
	pthread_cleanup_push(unwind, NULL);
	while (next < FDS) {
		close(fds[next]);
		next = next + 1; /* what the thread knows: closed */
	}
	for (;;)
		pthread_testcancel();
	pthread_cleanup_pop(0);
	return arg;
}

static unsigned long long now_ns(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec * 1000000000ull + ts.tv_nsec;
}

int main(void)
{
	int doubled = 0;
	srand((unsigned)now_ns());
	for (int i = 0; i < TRIALS; i++) {
		pthread_t t;
		unsigned long long at;
		for (int k = 0; k < FDS; k++)
			if ((fds[k] = open("/dev/null", O_RDONLY)) < 0) {
				perror("/dev/null");
				return 2;
			}
		next = started = twice = 0;
		pthread_create(&t, NULL, victim, NULL);
		while (!started)
			;
		at = now_ns() + (unsigned)rand() % 30000; /* cancel 0-30 us later */
		while (now_ns() < at)
			;
		pthread_cancel(t);
		pthread_join(t, NULL);
		doubled += twice;
		for (int k = next + 1; k < FDS; k++) /* the ones never reached */
			close(fds[k]);
	}
	printf("%d of %d cancelled threads closed a descriptor twice: close() had released it,"
	       " the cancel unwound the thread before close() returned\n", doubled, TRIALS);
	return doubled ? 1 : 0;
}
