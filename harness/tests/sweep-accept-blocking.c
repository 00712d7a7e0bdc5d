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

struct state {
	int lfd, client;
	struct sockaddr_in addr;
	pthread_t conn;
	volatile int stop;
	volatile long victim_tid;
};

static int setup(struct cr_ctx *c, void **out)
{
	static struct state s;
	(void)c;
	s.lfd = cr_listen_loopback(&s.addr, 8);
	*out = &s;
	return s.lfd < 0 ? -1 : 0;
}

static void teardown(struct cr_ctx *c, void *st)
{
	(void)c;
	cr_raw_close(((struct state *)st)->lfd);
}

static int in_accept(long tid)
{
	char path[64], buf[64];
	long nr;
	ssize_t n;
	int fd;
	snprintf(path, sizeof path, "/proc/self/task/%ld/syscall", tid);
	if ((fd = cr_raw_open(path, O_RDONLY | O_CLOEXEC)) < 0)
		return 0;
	n = syscall(SYS_read, fd, buf, sizeof buf - 1);
	cr_raw_close(fd);
	if (n <= 0 || buf[0] < '0' || buf[0] > '9')
		return 0;
	buf[n] = 0;
	nr = strtol(buf, NULL, 10);
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

/* Connect once the victim is blocked in accept (2 ms later), unless the
 * trial ends first. */
static void *connector(void *arg)
{
	struct state *s = arg;
	struct timespec tick = {0, 20000};
	uint64_t since = 0;
	while (!s->stop) {
		long tid = s->victim_tid;
		if (tid && in_accept(tid)) {
			if (!since)
				since = cr_now_ns();
			else if (cr_now_ns() - since > 2000000) /* blocked for 2 ms */
				break;
		} else {
			since = 0;
		}
		syscall(SYS_nanosleep, &tick, NULL);
	}
	if (!s->stop) {
		int fd = socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
		if (fd >= 0 && connect(fd, (struct sockaddr *)&s->addr, sizeof s->addr) < 0) {
			cr_raw_close(fd);
			fd = -1;
		}
		s->client = fd;
	}
	return NULL;
}

static int prepare(struct cr_victim *v, void *st)
{
	struct state *s = st;
	(void)v;
	s->stop = 0;
	s->victim_tid = 0;
	s->client = -1;
	return pthread_create(&s->conn, NULL, connector, s) ? -1 : 0;
}

static void finish(struct cr_victim *v, void *st)
{
	struct state *s = st;
	struct pollfd p = {.fd = s->lfd, .events = POLLIN};
	(void)v;
	s->stop = 1;
	pthread_join(s->conn, NULL);
	if (s->client >= 0)
		cr_raw_close(s->client);
	while (poll(&p, 1, 0) == 1) {
		int fd = accept4(s->lfd, NULL, NULL, SOCK_CLOEXEC);
		if (fd < 0)
			break;
		cr_raw_close(fd);
	}
}

static void arm(struct cr_victim *v, void *st)
{
	(void)v;
	((struct state *)st)->victim_tid = syscall(SYS_gettid);
}

static void op(struct cr_victim *v, void *st)
{
	int fd = cr_accept(((struct state *)st)->lfd, NULL, NULL);
	if (fd >= 0)
		cr_own(v, fd);
}

static const struct cr_race race = {
	.name = "accept-blocking", /* its own expectations rows: a blocking accept */
	.call = "accept",
	.hazard = "blocking accept() (no connection pending): cancelled while blocked, and the socket lost when the cancel acts after the syscall",
	.reference = "glibc bug 12683",
	.setup = setup,
	.teardown = teardown,
	.prepare = prepare,
	.finish = finish,
	.arm = arm,
	.op = op,
	.iterations = 200,
};

int main(int argc, char **argv)
{
	if (argc == 1) {
		char *sweep_only[] = {argv[0], "--sweep", NULL};
		return cr_race_main(&race, 2, sweep_only);
	}
	return cr_race_main(&race, argc, argv);
}
