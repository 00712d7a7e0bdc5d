/* The yardstick for the hammer: an independent 40-line program of the kind
 * the race was first shown with (ewontfix.com, "Thread cancellation and
 * resource leaks"; glibc bug 12683): a thread opens a FIFO (O_NONBLOCK, so
 * it never blocks) and closes it in a loop with cancellation disabled
 * around the close; the main thread cancels it after a random delay and
 * joins it, over and over; the descriptors still open at the end are the
 * leaks.  None of the harness: what the suite's hammer must beat at
 * finding leaks per second (bench/hammer-vs-peer.sh runs them side by side).
 *   peer-open [TRIALS [MAX_DELAY_US]]   (defaults 2000, 100)
 * Prints "peer-open: L leaks in T trials, S s: R leaks/s". */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

static char fifo[64];

static void *opener(void *arg)
{
	for (;;) {
		int old, fd = open(fifo, O_RDONLY | O_NONBLOCK | O_CLOEXEC);
		pthread_setcancelstate(PTHREAD_CANCEL_DISABLE, &old);
		if (fd >= 0)
			close(fd);
		pthread_setcancelstate(old, NULL);
	}
	return arg;
}

static double now(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec + ts.tv_nsec / 1e9;
}

static int open_fds(void)
{
	struct rlimit rl;
	struct stat st;
	int n = 0;
	getrlimit(RLIMIT_NOFILE, &rl);
	for (int fd = 0; fd < (int)rl.rlim_cur && fd < 65536; fd++)
		n += fstat(fd, &st) == 0;
	return n;
}

static long arg(const char *s, long lo, long hi)
{
	char *end;
	long v;
	errno = 0;
	v = strtol(s, &end, 10);
	if (errno || *end || end == s || v < lo || v > hi) {
		fprintf(stderr, "usage: peer-open [TRIALS [MAX_DELAY_US]]\n  %s: not a number in %ld..%ld\n",
			s, lo, hi);
		exit(2);
	}
	return v;
}

int main(int argc, char **argv)
{
	long trials = argc > 1 ? arg(argv[1], 1, 100000000) : 2000;
	long max_us = argc > 2 ? arg(argv[2], 0, 1000000) : 100;
	char dir[] = "/tmp/peer-open.XXXXXX";
	int base, leaks;
	double t0, s;
	if (argc > 3 || !mkdtemp(dir)) {
		fprintf(stderr, "usage: peer-open [TRIALS [MAX_DELAY_US]]\n");
		return 2;
	}
	snprintf(fifo, sizeof fifo, "%s/fifo", dir);
	if (mkfifo(fifo, 0600) < 0) {
		fprintf(stderr, "peer-open: mkfifo: %s\n", strerror(errno));
		return 99;
	}
	base = open_fds();
	srand(1);
	t0 = now();
	for (long i = 0; i < trials; i++) {
		pthread_t t;
		double until;
		if (pthread_create(&t, NULL, opener, NULL))
			return 99;
		until = now() + (rand() % (max_us + 1)) / 1e6;
		while (now() < until)
			;
		pthread_cancel(t);
		pthread_join(t, NULL);
	}
	s = now() - t0;
	leaks = open_fds() - base;
	printf("peer-open: %d leaks in %ld trials, %.3f s: %.0f leaks/s\n", leaks, trials, s, leaks / s);
	unlink(fifo);
	rmdir(dir);
	return 0;
}
