/* accept(2) vs pthread_cancel: the accepted socket leaks when the cancel acts
 * after the kernel created it (glibc bug 12683; fixed in glibc 2.41).  Built
 * per call (races/local.mk): accept, and accept4(2) with SOCK_CLOEXEC.  Each
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

static int lfd;
static struct sockaddr_in addr;
static int client[QUEUED];

static int setup(void)
{
	lfd = cr_listen_loopback(&addr, 4 * QUEUED);
	if (lfd < 0 && errno == ENETUNREACH)
		return cr_race_skip("%s", cr_loopback_why());
	return lfd < 0 ? -1 : 0;
}

static void teardown(void)
{
	cr_raw_close(lfd);
}

/* The connector: queue QUEUED connections before the victim starts. */
static int connect_one(int i)
{
	client[i] = socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
	return client[i] < 0 || connect(client[i], (struct sockaddr *)&addr, sizeof addr) < 0 ? -1 : 0;
}

static int prepare(void)
{
	for (int i = 0; i < QUEUED; i++)
		if (connect_one(i) < 0)
			return -1;
	return 0;
}

/* Blocked mode: nothing queued, so accept blocks; a lost cancel is freed
 * by one connection. */
static int prepare_blocked(void)
{
	for (int i = 0; i < QUEUED; i++)
		client[i] = -1;
	return 0;
}

static void wake(void)
{
	if (connect_one(0) < 0)
		cr_fatal(CR_STR(CALL) ": cannot connect to wake the blocked victim");
}

/* Close the client ends and drain what the victim did not accept, so the
 * next trial starts from an empty queue and the ledger sees only leaks. */
static void finish(void)
{
	struct pollfd p = {.fd = lfd, .events = POLLIN};
	for (int i = 0; i < QUEUED; i++)
		if (client[i] >= 0)
			cr_raw_close(client[i]);
	while (poll(&p, 1, 0) == 1) {
		int fd = accept4(lfd, NULL, NULL, SOCK_CLOEXEC);
		if (fd < 0)
			break;
		cr_raw_close(fd);
	}
}

#ifdef CR_CALL_accept4
#define ACCEPT(fd) accept4((fd), NULL, NULL, SOCK_CLOEXEC)
#else
#define ACCEPT(fd) accept((fd), NULL, NULL)
#endif
static void op(struct cr_victim *v)
{
	int fd = ACCEPT(lfd);
	if (fd >= 0)
		cr_own(v, fd);
}

static const struct cr_race race = {
	.fn = CALL,
	.hazard = "socket created by " CR_STR(CALL) "() is lost when the cancel acts after the syscall",
	.reference = "glibc bug 12683",
	.setup = setup,
	.teardown = teardown,
	.prepare = prepare,
	.finish = finish,
	.op = op,
	.prepare_blocked = prepare_blocked,
	.wake = wake,
};

CR_RACE_MAIN(race)
