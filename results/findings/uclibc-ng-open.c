/* A cancelled open() leaks the descriptor it opened, on uClibc-ng (NPTL):
 * every cancellable syscall runs in asynchronous-cancel mode
 * (LIBC_CANCEL_ASYNC; syscall; LIBC_CANCEL_RESET, include/cancel.h), so a
 * cancel signal that lands after the kernel returned -- or during the call,
 * delivered on its way back -- unwinds the thread before open() returns
 * the descriptor.  The same race as glibc bug 12683 (glibc <= 2.40).
 *   uclibc-gcc -pthread uclibc-ng-open.c && ./a.out   exit 1: descriptors leaked
 * (uclibc-gcc: any gcc set up for uClibc-ng, e.g. Buildroot's toolchain) */
#define _GNU_SOURCE
#include <fcntl.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include <unistd.h>

#define TRIALS 2000
#define OPENS 64 /* the victim opens up to this many per trial */

static int got[OPENS]; /* the descriptors open() returned to the thread */
static volatile int ngot, started;

static void *victim(void *arg)
{
	started = 1;
	while (ngot < OPENS) {
		int fd = open("/dev/null", O_RDONLY);
		if (fd < 0)
			break;
		got[ngot] = fd; /* what the thread knows: fd is open */
		ngot = ngot + 1;
	}
	for (;;)
		pthread_testcancel();
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
	int base = open("/dev/null", O_RDONLY), leaked = 0, trials_leaking = 0;
	if (base < 0) {
		perror("/dev/null");
		return 2;
	}
	int inherited[OPENS + 8] = {0}; /* open before the trials: not the victim's */
	close(base); /* descriptors from base up are the victim's */
	for (int fd = base; fd < base + OPENS + 8; fd++)
		inherited[fd - base] = fcntl(fd, F_GETFD) >= 0;
	srand((unsigned)now_ns());
	for (int i = 0; i < TRIALS; i++) {
		pthread_t t;
		unsigned long long at;
		int known[OPENS + 8] = {0}, lost = 0;
		ngot = started = 0;
		pthread_create(&t, NULL, victim, NULL);
		while (!started)
			;
		at = now_ns() + (unsigned)rand() % 30000; /* cancel 0-30 us later */
		while (now_ns() < at)
			;
		pthread_cancel(t);
		pthread_join(t, NULL);
		for (int k = 0; k < ngot; k++)
			if (got[k] - base < OPENS + 8)
				known[got[k] - base] = 1;
		/* open in the kernel, never returned to the thread: leaked */
		for (int fd = base; fd < base + OPENS + 8; fd++) {
			if (inherited[fd - base] || fcntl(fd, F_GETFD) < 0)
				continue;
			if (!known[fd - base])
				lost++;
			close(fd);
		}
		leaked += lost;
		trials_leaking += lost > 0;
	}
	printf("%d descriptors leaked in %d of %d trials: open() had opened them, the cancel"
	       " unwound the thread before open() returned them\n", leaked, trials_leaking, TRIALS);
	return leaked ? 1 : 0;
}
