/* connect(2) vs pthread_cancel: the call establishes a TCP connection in
 * the kernel, so a cancel that acts after the syscall returned leaves a
 * connection the caller does not know it made: the peer has accepted it and
 * waits on it (glibc bug 12683: glibc <= 2.40 runs the syscall in
 * asynchronous-cancel mode; fixed in 2.41; connect is a cancellation point
 * in POSIX's list).  It is lost on musl and glibc >= 2.41 too, by a cancel
 * that arrives during the call: Linux returns -ERESTARTSYS from a connect
 * that has connected when a signal came meanwhile, and their cancel acts at
 * the restart point, taken for "before the syscall" (a finding:
 * results/findings/connect.md).
 *
 * A loopback listener (ephemeral port); each trial creates SOCKETS sockets,
 * which the victim connects in turn (then its call fails at once, EISCONN,
 * until it is cancelled).  Accounting is exact: the sockets the kernel
 * connected (getpeername succeeds) are the connections the listener must
 * hold (its accept queue's length, TCP_INFO, is waited for, bounded, then
 * they are accepted), and accepted = recorded + lost; the two counts
 * disagreeing is a harness error.  Blocked mode connects to a second
 * listener whose accept queue is full (backlog 1, two connections queued),
 * so the SYN is dropped and the call waits; a lost cancel is freed by
 * shutdown() of the connecting socket, which makes the call fail.  A
 * network namespace without a usable loopback (lo down, as unshare -n
 * leaves it) cannot run this: setup says so. */
#include <errno.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <poll.h>
#include <string.h>

#include "race.h"

#define SOCKETS 8
#define FILLERS 2  /* what a backlog of 1 queues (the kernel allows one more) */
#define BOUND_MS 2000

static int lfd, bfd;                 /* the listeners: hammer, blocked */
static struct sockaddr_in laddr, baddr;
static int lis;                      /* this trial's listener */
static const struct sockaddr_in *to; /* and its address */
static int sock[SOCKETS], next;
static int filler[FILLERS], nfill;

static int unusable(int e)
{
	return e == EADDRNOTAVAIL || e == ENETDOWN || e == ENETUNREACH || e == EHOSTUNREACH;
}

/* A loopback that works: the listeners, and one connection made and
 * accepted (lo down, 127.0.0.1 may still be bound: connect then fails). */
static int setup(void)
{
	struct pollfd p = {.events = POLLIN};
	int fd, c, e;
	lfd = cr_listen_loopback(&laddr, 4 * SOCKETS);
	if (lfd < 0 && unusable(errno))
		return cr_race_skip("no usable loopback: 127.0.0.1 cannot be bound (%s): lo down in this network namespace?",
				    strerror(errno));
	bfd = cr_listen_loopback(&baddr, 1);
	if (lfd < 0 || bfd < 0 || (fd = socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0)) < 0)
		return -1;
	c = connect(fd, (const struct sockaddr *)&laddr, sizeof laddr);
	e = errno;
	cr_raw_close(fd);
	if (c < 0)
		return unusable(e) ? cr_race_skip("no usable loopback: connect to 127.0.0.1: %s (lo down in this network namespace?)",
						  strerror(e))
				   : -1;
	p.fd = lfd;
	if (poll(&p, 1, BOUND_MS) != 1 || (c = accept4(lfd, NULL, NULL, SOCK_CLOEXEC)) < 0)
		return -1;
	cr_raw_close(c);
	return 0;
}

static void teardown(void)
{
	cr_raw_close(lfd);
	cr_raw_close(bfd);
}

/* The listener's accept queue: connections established, not yet accepted. */
static long queued(int fd)
{
	struct tcp_info ti;
	socklen_t len = sizeof ti;
	if (getsockopt(fd, IPPROTO_TCP, TCP_INFO, &ti, &len) < 0)
		cr_fatal("connect: TCP_INFO of the listener: %s", strerror(errno));
	return (long)ti.tcpi_unacked;
}

/* Wait (bounded) until the listener holds n connections. */
static int wait_queued(int fd, long n)
{
	uint64_t end = cr_now_ns() + BOUND_MS * 1000000ull;
	long q;
	while ((q = queued(fd)) != n) {
		struct timespec ts = {0, 100000};
		if (q > n || cr_now_ns() > end)
			return -1;
		nanosleep(&ts, NULL);
	}
	return 0;
}

static int sockets(void)
{
	next = 0;
	nfill = 0;
	for (int i = 0; i < SOCKETS; i++)
		if ((sock[i] = socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0)) < 0)
			return -1;
	return 0;
}

static int prepare(void)
{
	lis = lfd;
	to = &laddr;
	return sockets();
}

/* Blocked mode: FILLERS connections fill the second listener's queue, each
 * seen there before the next, so the victim's SYN finds it full. */
static int prepare_blocked(void)
{
	lis = bfd;
	to = &baddr;
	if (sockets() < 0)
		return -1;
	for (; nfill < FILLERS; nfill++) {
		filler[nfill] = socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
		if (filler[nfill] < 0 ||
		    connect(filler[nfill], (const struct sockaddr *)&baddr, sizeof baddr) < 0 ||
		    wait_queued(bfd, nfill + 1) < 0)
			return -1;
	}
	return 0;
}

static void wake(void)
{
	if (shutdown(sock[0], SHUT_RDWR) < 0)
		cr_fatal("connect: shutdown of the connecting socket: %s", strerror(errno));
}

static void op(struct cr_victim *v)
{
	if (connect(sock[next < SOCKETS ? next : SOCKETS - 1], (const struct sockaddr *)to,
		    sizeof *to) == 0) {
		next++;
		cr_record(v, 1);
	}
}

/* Connections the listener holds (as many as the sockets the kernel
 * connected, plus the fillers) accepted, against those recorded. */
static void account(const struct cr_victim *v, int counts[CR_V_COUNT])
{
	struct pollfd p = {.fd = lis, .events = POLLIN};
	struct sockaddr_in peer;
	long connected = 0, accepted = 0;
	for (int i = 0; i < SOCKETS; i++) {
		socklen_t len = sizeof peer;
		connected += getpeername(sock[i], (struct sockaddr *)&peer, &len) == 0;
	}
	if (wait_queued(lis, connected + nfill) < 0)
		cr_fatal("connect: %ld sockets connected, %ld fillers, but the listener holds %ld connections",
			 connected, (long)nfill, queued(lis));
	while (poll(&p, 1, 0) == 1) {
		struct linger hard = {1, 0}; /* a reset: no TIME_WAIT left behind */
		int fd = accept4(lis, NULL, NULL, SOCK_CLOEXEC | SOCK_NONBLOCK);
		if (fd < 0)
			break;
		setsockopt(fd, SOL_SOCKET, SO_LINGER, &hard, sizeof hard);
		cr_raw_close(fd);
		accepted++;
	}
	if (accepted != connected + nfill)
		cr_fatal("connect: %ld connections accepted, %ld expected", accepted, connected + nfill);
	cr_account_units(counts, CR_V_LOST_CONNECTION, accepted - nfill, v->received);
}

static void finish(void)
{
	for (int i = 0; i < SOCKETS; i++)
		cr_raw_close(sock[i]);
	for (int i = 0; i < nfill; i++)
		cr_raw_close(filler[i]);
	nfill = 0;
}

static const struct cr_race race = {
	.fn = connect,
	.hazard = "a connection established by connect() is lost when the cancel acts after the syscall",
	.reference = "glibc bug 12683",
	.setup = setup,
	.teardown = teardown,
	.prepare = prepare,
	.account = account,
	.finish = finish,
	.op = op,
	.prepare_blocked = prepare_blocked,
	.wake = wake,
	.verdicts = CR_VMASK_BASE | CR_VMASK(CR_V_LOST_CONNECTION),
};

CR_RACE_MAIN(race)
