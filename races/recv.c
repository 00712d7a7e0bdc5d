/* recv(2) vs pthread_cancel: recv consumes a datagram in the kernel, so a
 * cancel that acts after the syscall loses it: the caller never learns it
 * was received (glibc bug 12683; fixed in glibc 2.41); recv is on POSIX's
 * list of required cancellation points.  Built per call (races/local.mk):
 * recv, and recvfrom(2), which also returns the sender's address.
 *
 * Each trial makes a datagram socketpair and queues QUEUED datagrams, each
 * numbered in its first bytes, then shuts the victim's end for reading, so
 * once the queue is empty recv returns 0 at once and the victim never blocks.
 * Accounting is exact: datagrams consumed (the first number still queued,
 * read back in order afterwards) = datagrams the victim recorded + datagrams
 * lost.  Blocked mode receives from an empty socket (not shut); a lost cancel
 * is freed by one datagram. */
#include <string.h>
#include <sys/un.h>

#include "race.h"

#define DGRAM 4096
#define QUEUED 16

static int sv[2] = {-1, -1}; /* the victim receives on sv[0] */
static long sent;            /* datagrams queued this trial: numbers 0..sent-1 */
static char dgram[DGRAM];

static int pair(void)
{
	sent = 0;
	return socketpair(AF_UNIX, SOCK_DGRAM | SOCK_CLOEXEC, 0, sv);
}

static int send_one(void)
{
	memcpy(dgram, &sent, sizeof sent);
	if (send(sv[1], dgram, DGRAM, MSG_DONTWAIT) != DGRAM)
		return -1;
	sent++;
	return 0;
}

static int prepare(void)
{
	if (pair() < 0)
		return -1;
	for (int i = 0; i < QUEUED; i++)
		if (send_one() < 0)
			return -1;
	return shutdown(sv[0], SHUT_RD);
}

static int prepare_blocked(void)
{
	return pair();
}

static void wake(void)
{
	if (send_one() < 0)
		cr_fatal(CR_STR(CALL) ": cannot send the datagram that wakes the blocked victim");
}

static void finish(void)
{
	cr_raw_close(sv[0]);
	cr_raw_close(sv[1]);
}

static void op(struct cr_victim *v)
{
	static __thread char buf[DGRAM];
#ifdef CR_CALL_recvfrom
	struct sockaddr_un from;
	socklen_t len = sizeof from;
	if (recvfrom(sv[0], buf, DGRAM, 0, (struct sockaddr *)&from, &len) == DGRAM)
#else
	if (recv(sv[0], buf, DGRAM, 0) == DGRAM)
#endif
		cr_record(v, 1);
}

/* Datagrams consumed: those still queued are the last ones sent, in order
 * (read back without waiting); the first number among them (or, none left,
 * the count sent) is how many were taken. */
static void account(const struct cr_victim *v, int counts[CR_V_COUNT])
{
	long first = sent, next = -1, n;
	while (recv(sv[0], dgram, DGRAM, MSG_DONTWAIT) == DGRAM) {
		memcpy(&n, dgram, sizeof n);
		if (next < 0)
			first = next = n;
		if (n != next++)
			cr_fatal(CR_STR(CALL) ": datagram %ld queued where %ld was expected", n, next - 1);
	}
	if (next >= 0 && next != sent)
		cr_fatal(CR_STR(CALL) ": %ld datagrams sent, the last one queued is %ld", sent, next - 1);
	cr_account_units(counts, CR_V_LOST_DATA, first, v->received);
}

static const struct cr_race race = {
	.fn = CALL,
	.hazard = "datagram consumed by " CR_STR(CALL) "() is lost when the cancel acts after the syscall",
	.reference = "glibc bug 12683",
	.prepare = prepare,
	.finish = finish,
	.account = account,
	.op = op,
	.prepare_blocked = prepare_blocked,
	.wake = wake,
	.verdicts = CR_VMASK_BASE | CR_VMASK(CR_V_LOST_DATA),
};

CR_RACE_MAIN(race)
