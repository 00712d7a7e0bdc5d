/* The sweep on a blocking accept(2): no connection is pending when the victim
 * calls accept, so it blocks in the kernel; a connector thread connects 2 ms
 * after it sees the victim blocked in the accept syscall (/proc/self/task/
 * TID/syscall).  The sweep then cancels at every boundary and, at the
 * syscall instruction, while the victim is blocked in it: a blocked accept
 * must be cancelled without a lost cancellation or a leak; glibc <= 2.40
 * still leaks after the syscall returns (glibc bug 12683).  With no
 * arguments this runs the sweep only (races/accept queues connections). */
#include <errno.h>
#include <netinet/in.h>
#include <poll.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "race.h"

#define CLIENTS 4

static struct {
	int lfd, client[CLIENTS], nclient;
	struct sockaddr_in addr;
	pthread_t conn;
	volatile int stop;
} s;

static int setup(void)
{
	s.lfd = cr_listen_loopback(&s.addr, 8);
	if (s.lfd < 0 && errno == ENETUNREACH)
		return cr_race_skip("%s", cr_loopback_why());
	return s.lfd < 0 ? -1 : 0;
}

static void teardown(void)
{
	cr_raw_close(s.lfd);
}

static int in_accept(long tid)
{
	long nr = cr_task_blocked(tid);
#ifdef SYS_accept
	if (nr == SYS_accept)
		return 1;
#endif
#ifdef SYS_socketcall
	if (nr == SYS_socketcall)
		return 1;
#endif
	return nr == SYS_accept4;
}

/* Connect each time the victim has been blocked in accept for 2 ms (the
 * sweep's victim calls twice: once to settle its path, once observed),
 * until the trial ends. */
static void *connector(void *arg)
{
	struct timespec tick = {0, 20000};
	uint64_t since = 0;
	(void)arg;
	while (!s.stop && s.nclient < CLIENTS) {
		long tid = cr_victim_tid();
		if (tid && in_accept(tid)) {
			if (!since) {
				since = cr_now_ns();
			} else if (cr_now_ns() - since > 2000000) { /* blocked for 2 ms */
				int fd = socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
				if (fd >= 0 && connect(fd, (struct sockaddr *)&s.addr, sizeof s.addr) < 0) {
					cr_raw_close(fd);
					fd = -1;
				}
				if (fd >= 0)
					s.client[s.nclient++] = fd;
				since = 0;
			}
		} else {
			since = 0;
		}
		syscall(SYS_nanosleep, &tick, NULL);
	}
	return NULL;
}

static int prepare(void)
{
	s.stop = 0;
	s.nclient = 0;
	return pthread_create(&s.conn, NULL, connector, NULL) ? -1 : 0;
}

static void finish(void)
{
	struct pollfd p = {.fd = s.lfd, .events = POLLIN};
	s.stop = 1;
	pthread_join(s.conn, NULL);
	for (int i = 0; i < s.nclient; i++)
		cr_raw_close(s.client[i]);
	while (poll(&p, 1, 0) == 1) {
		int fd = accept4(s.lfd, NULL, NULL, SOCK_CLOEXEC);
		if (fd < 0)
			break;
		cr_raw_close(fd);
	}
}

static void op(struct cr_victim *v)
{
	int fd = accept(s.lfd, NULL, NULL);
	if (fd >= 0)
		cr_own(v, fd);
}

static const struct cr_race race = {
	.name = "accept-blocking", /* its own expectations rows: a blocking accept */
	.fn = accept,
	.hazard = "blocking accept() (no connection pending): cancelled while blocked, and the socket lost when the cancel acts after the syscall",
	.reference = "glibc bug 12683",
	.setup = setup,
	.teardown = teardown,
	.prepare = prepare,
	.finish = finish,
	.op = op,
	.iterations = 200,
};

static int run(int argc, char **argv)
{
	if (argc == 1) {
		char *sweep_only[] = {argv[0], "--sweep", NULL};
		return cr_race_main(&race, 2, sweep_only);
	}
	return cr_race_main(&race, argc, argv);
}

/* cr_exit: what exit() must do under dietlibc (harness/cr.h) */
int main(int argc, char **argv)
{
	cr_exit(run(argc, argv));
}
