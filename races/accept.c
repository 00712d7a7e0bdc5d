/* accept(2) vs pthread_cancel: the accepted socket leaks when the cancel acts
 * after the kernel created it (glibc bug 12683; fixed in glibc 2.41).  races/
 * accept4.c builds this file with CR_ACCEPT4 for accept4(2).  Each
 * trial first queues connections to a loopback listener (ephemeral port), so
 * accept returns at once and the cancel signal sent during the syscall is
 * delivered right after it returns; once the queue is empty the victim blocks,
 * which checks that a blocking accept is still cancellable. */
#include <errno.h>
#include <netinet/in.h>
#include <poll.h>
#include <stdlib.h>
#include <string.h>

#include "race.h"

#define QUEUED 8

struct state {
	int lfd;
	struct sockaddr_in addr;
	int client[QUEUED];
};

static int setup(struct cr_ctx *c, void **out)
{
	static struct state s;
	(void)c;
	s.lfd = cr_listen_loopback(&s.addr, 4 * QUEUED);
	*out = &s;
	return s.lfd < 0 ? -1 : 0;
}

static void teardown(struct cr_ctx *c, void *st)
{
	struct state *s = st;
	(void)c;
	cr_raw_close(s->lfd);
}

/* The connector: queue QUEUED connections before the victim starts. */
static int prepare(struct cr_victim *v, void *st)
{
	struct state *s = st;
	(void)v;
	for (int i = 0; i < QUEUED; i++) {
		s->client[i] = socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
		if (s->client[i] < 0 ||
		    connect(s->client[i], (struct sockaddr *)&s->addr, sizeof s->addr) < 0)
			return -1;
	}
	return 0;
}

/* Close the client ends and drain what the victim did not accept, so the
 * next trial starts from an empty queue and the ledger sees only leaks. */
static void finish(struct cr_victim *v, void *st)
{
	struct state *s = st;
	struct pollfd p = {.fd = s->lfd, .events = POLLIN};
	(void)v;
	for (int i = 0; i < QUEUED; i++)
		cr_raw_close(s->client[i]);
	while (poll(&p, 1, 0) == 1) {
		int fd = accept4(s->lfd, NULL, NULL, SOCK_CLOEXEC);
		if (fd < 0)
			break;
		cr_raw_close(fd);
	}
}

#ifdef CR_ACCEPT4
#define CALL "accept4"
#define ACCEPT(fd) cr_accept4((fd), NULL, NULL, SOCK_CLOEXEC)
#else
#define CALL "accept"
#define ACCEPT(fd) cr_accept((fd), NULL, NULL)
#endif

static void op(struct cr_victim *v, void *st)
{
	struct state *s = st;
	int fd = ACCEPT(s->lfd);
	if (fd >= 0)
		cr_own(v, fd);
}

static const struct cr_race race = {
	.name = CALL,
	.hazard = "socket created by " CALL "() is lost when the cancel acts after the syscall",
	.reference = "glibc bug 12683",
	.setup = setup,
	.teardown = teardown,
	.prepare = prepare,
	.finish = finish,
	.op = op,
	.iterations = 2000,
};

int main(int argc, char **argv)
{
	return cr_race_main(&race, argc, argv);
}
