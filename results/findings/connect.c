/* A cancelled connect() leaves a connection its thread never learns of, on
 * musl and glibc >= 2.41 (their cancellation acts only "before the
 * syscall"): Linux returns -ERESTARTSYS from a blocking TCP connect that has
 * already connected when a signal (here the cancel signal) came during the
 * call, so the cancel acts at the restart point with the connection made.
 *   cc -pthread connect.c && ./a.out     exit 1: connections lost */
#define _GNU_SOURCE
#include <arpa/inet.h>
#include <poll.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/socket.h>
#include <time.h>
#include <unistd.h>

#define TRIALS 1000

static struct sockaddr_in addr;
static int sock;
static volatile int started, returned0;

static void *victim(void *arg)
{
	started = 1;
	if (connect(sock, (struct sockaddr *)&addr, sizeof addr) == 0)
		returned0 = 1; /* what the thread knows: connected */
	for (;;)
		pthread_testcancel(); /* not cancelled in connect: here */
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
	socklen_t len = sizeof addr;
	int lfd = socket(AF_INET, SOCK_STREAM, 0), lost = 0, interrupted = 0;
	struct linger hard = {1, 0}; /* close with a reset: no TIME_WAIT */
	addr.sin_family = AF_INET;
	addr.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
	if (lfd < 0 || bind(lfd, (struct sockaddr *)&addr, sizeof addr) || listen(lfd, 64) ||
	    getsockname(lfd, (struct sockaddr *)&addr, &len)) {
		perror("loopback listener");
		return 2;
	}
	srand((unsigned)now_ns());
	for (int i = 0; i < TRIALS; i++) {
		struct sockaddr_in peer;
		socklen_t plen = sizeof peer;
		pthread_t t;
		unsigned long long at;
		sock = socket(AF_INET, SOCK_STREAM, 0);
		started = returned0 = 0;
		pthread_create(&t, NULL, victim, NULL);
		while (!started)
			;
		at = now_ns() + (unsigned)rand() % 20000; /* cancel 0-20 us later */
		while (now_ns() < at)
			;
		pthread_cancel(t);
		pthread_join(t, NULL);
		/* connected in the kernel (the listener holds it), never reported */
		if (getpeername(sock, (struct sockaddr *)&peer, &plen) == 0) {
			struct pollfd p = {.fd = lfd, .events = POLLIN};
			int c = poll(&p, 1, 2000) == 1 ? accept(lfd, NULL, NULL) : -1;
			if (c < 0) {
				fprintf(stderr, "connected, yet the listener holds nothing\n");
				return 2;
			}
			if (!returned0)
				lost++;
			setsockopt(c, SOL_SOCKET, SO_LINGER, &hard, sizeof hard);
			close(c);
		} else if (!returned0) {
			interrupted++;
		}
		close(sock);
	}
	printf("%d of %d cancelled connect() calls had connected (the listener accepted the connection)"
	       " though connect() never returned 0 to the thread; %d were cancelled before connecting\n",
	       lost, TRIALS, interrupted);
	return lost ? 1 : 0;
}
