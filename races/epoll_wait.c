/* epoll_wait(2) vs pthread_cancel: with EPOLLONESHOT the kernel disarms a
 * descriptor as it reports its event, so a cancel that acts after the
 * syscall returned loses the event: it is never reported again and the
 * caller never saw it (glibc bug 12683: glibc <= 2.40 runs the syscall in
 * asynchronous-cancel mode; fixed in 2.41; epoll_wait is a cancellation
 * point in glibc and musl, as poll and select are in POSIX's list).
 *
 * SOURCES eventfds, each readable (counter 1, never read), are registered
 * EPOLLIN | EPOLLONESHOT; each trial re-arms them all (EPOLL_CTL_MOD), so
 * SOURCES events are ready, and the victim takes one per call.  Accounting
 * is exact: the main thread then takes what is still ready with a zero
 * timeout, and armed - still ready = reported = recorded + lost.  The
 * events buffer is on a cold page (cr_cold before each call), so the call
 * stays in the kernel for a page fault as it reports.  Where epoll_wait is
 * no cancellation point (musl before 1.2.3, by its version), setup skips.
 * Built per call (races/local.mk): epoll_wait, and epoll_pwait with the
 * thread's own signal mask (a cancellation point wherever epoll_wait is).
 * Blocked mode waits on an epoll set whose one source is not readable; a
 * lost cancel is freed by making it readable.  Linux never restarts epoll_wait
 * after a signal handler (signal(7)): the cancel signal makes a blocked
 * call return EINTR. */
#include <errno.h>
#include <signal.h>
#include <string.h>
#include <sys/epoll.h>
#include <sys/eventfd.h>

#include "race.h"

#define SOURCES 16

static int ep_ready, ev_ready[SOURCES]; /* the hammer's set: all readable */
static int ep_idle, ev_idle;            /* blocked mode's: not readable */
static int ep;                          /* the set op() waits on */
static long armed;                      /* events ready this trial */
static struct epoll_event *evs;         /* the victim's buffer, cold */

static int add(int epfd, int fd, int i)
{
	struct epoll_event e = {.events = EPOLLIN | EPOLLONESHOT, .data.u32 = (uint32_t)i};
	return epoll_ctl(epfd, EPOLL_CTL_ADD, fd, &e);
}

static int rearm(int epfd, int fd, int i)
{
	struct epoll_event e = {.events = EPOLLIN | EPOLLONESHOT, .data.u32 = (uint32_t)i};
	return epoll_ctl(epfd, EPOLL_CTL_MOD, fd, &e);
}

/* epoll_wait is no cancellation point before musl 1.2.3 (commit 2c00f95c,
 * "make epoll_[p]wait a cancellation point"): a skip from the version, a
 * fact, never from how the call behaves, which is what is under test (a
 * libc that lost the point must fail, not skip). */
static int setup(void)
{
	const struct cr_sysinfo *si = cr_race_libc();
	if (!strcmp(si->libc, "musl") && si->libc_version[0] >= '0' && si->libc_version[0] <= '9' &&
	    cr_version_cmp(si->libc_version, "1.2.3") < 0)
		return cr_race_skip(CR_STR(CALL) " is no cancellation point before musl 1.2.3 (this is musl %s)",
				    si->libc_version);
	ep_ready = epoll_create1(EPOLL_CLOEXEC);
	ep_idle = epoll_create1(EPOLL_CLOEXEC);
	ev_idle = eventfd(0, EFD_CLOEXEC | EFD_NONBLOCK);
	if (!(evs = cr_cold_page()))
		return -1;
	if (ep_ready < 0 || ep_idle < 0 || ev_idle < 0 || add(ep_idle, ev_idle, 0) < 0)
		return -1;
	for (int i = 0; i < SOURCES; i++)
		if ((ev_ready[i] = eventfd(1, EFD_CLOEXEC)) < 0 || add(ep_ready, ev_ready[i], i) < 0)
			return -1;
	return 0;
}

static void teardown(void)
{
	for (int i = 0; i < SOURCES; i++)
		cr_raw_close(ev_ready[i]);
	cr_raw_close(ev_idle);
	cr_raw_close(ep_idle);
	cr_raw_close(ep_ready);
}

static int prepare(void)
{
	ep = ep_ready;
	armed = SOURCES;
	for (int i = 0; i < SOURCES; i++)
		if (rearm(ep_ready, ev_ready[i], i) < 0)
			return -1;
	return 0;
}

static int prepare_blocked(void)
{
	ep = ep_idle;
	armed = 0;
	return 0;
}

static void wake(void)
{
	if (eventfd_write(ev_idle, 1) < 0)
		cr_fatal(CR_STR(CALL) ": cannot signal the eventfd to wake the blocked victim: %s",
			 strerror(errno));
	armed = 1;
}

#ifdef CR_CALL_epoll_pwait
static sigset_t mask; /* the victim's own: epoll_pwait changes nothing */
#endif

static void arm_mask(void)
{
#ifdef CR_CALL_epoll_pwait
	pthread_sigmask(SIG_SETMASK, NULL, &mask);
#endif
}

static void arm(struct cr_victim *v)
{
	(void)v;
	arm_mask();
	cr_cold(evs);
}

static void op(struct cr_victim *v)
{
#ifdef CR_CALL_epoll_pwait
	int n = epoll_pwait(ep, evs, 1, -1, &mask);
#else
	int n = epoll_wait(ep, evs, 1, -1);
#endif
	if (n > 0)
		cr_record(v, n);
}

/* Events reported (armed - still ready) against those the victim recorded;
 * blocked mode's source is then made unreadable and re-armed. */
static void account(const struct cr_victim *v, int counts[CR_V_COUNT])
{
	struct epoll_event e[SOURCES];
	int left;
	while ((left = epoll_wait(ep, e, SOURCES, 0)) < 0 && errno == EINTR)
		;
	if (left < 0)
		cr_fatal(CR_STR(CALL) ": the events left: %s", strerror(errno));
	if (ep == ep_idle) {
		eventfd_t n;
		if ((armed && eventfd_read(ev_idle, &n) < 0) || rearm(ep_idle, ev_idle, 0) < 0)
			cr_fatal(CR_STR(CALL) ": cannot reset the idle source: %s", strerror(errno));
	}
	cr_account_units(counts, CR_V_LOST_EVENT, armed - left, v->received);
}

static const struct cr_race race = {
	.name = CR_STR(CALL), /* where the libc lacks CALL (a null .fn) */
	.fn = CALL,
	.hazard = "a one-shot event reported by " CR_STR(CALL) "() is lost when the cancel acts after the syscall",
	.reference = "glibc bug 12683",
	.setup = setup,
	.teardown = teardown,
	.prepare = prepare,
	.account = account,
	.arm = arm,
	.op = op,
	.prepare_blocked = prepare_blocked,
	.wake = wake,
	.delay_max_ns = CR_DELAY_FIRST_CALLS,
	.verdicts = CR_VMASK_BASE | CR_VMASK(CR_V_LOST_EVENT),
};

CR_RACE_MAIN(race)
