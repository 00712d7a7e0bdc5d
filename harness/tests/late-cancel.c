/* A blocked call that returns before the cancel acts, so that blocked
 * mode's late-cancel verdict is seen to count it and the run to fail
 * (harness/tests/late-cancel.sh).  op() is an epoll_wait that is no
 * cancellation point, as musl's was before 1.2.3: the raw system call (the
 * libcs' syscall() is none), on an epoll set with nothing ready.  Blocked
 * there, the cancel does not act; the call returns EINTR to a signal sent
 * with the cancel (Linux never restarts epoll_wait after a handler,
 * signal(7)), and the cancel acts at the victim's next cancellation point.
 * The signal is this program's: it defines pthread_cancel, which the
 * harness's canceller calls (harness/cr_cancel.h), as the libc's and then
 * SIGUSR1 to the thread, because the libc's own cancel signal may not come
 * (glibc before 2.41 sends none to a thread in deferred mode).  With
 * CR_FAULT=off op() calls the libc's epoll_wait and no SIGUSR1 is sent:
 * the cancel acts inside the call, late-cancel 0 (the baseline).
 * glibc and musl variants only: the vDSO-helper runtime cancels through
 * its own calls. */
#include <dlfcn.h>
#include <pthread.h>
#include <signal.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/epoll.h>
#include <sys/eventfd.h>
#include <sys/syscall.h>
#include <unistd.h>

#include "race.h"

static int ep = -1, ev = -1, off;
static struct epoll_event got;

static void on_usr1(int sig)
{
	(void)sig; /* only to interrupt the call */
}

int pthread_cancel(pthread_t th)
{
	static int (*libc_cancel)(pthread_t);
	int e;
	if (!libc_cancel && !(libc_cancel = (int (*)(pthread_t))dlsym(RTLD_NEXT, "pthread_cancel")))
		cr_fatal("late-cancel: no pthread_cancel after this program's: %s", dlerror());
	e = libc_cancel(th);
	if (!e && !off)
		e = pthread_kill(th, SIGUSR1);
	return e;
}

static int setup(void)
{
	const char *e = getenv("CR_FAULT");
	struct epoll_event in = {.events = EPOLLIN};
	struct sigaction sa = {.sa_handler = on_usr1}; /* no SA_RESTART */
	off = e && !strcmp(e, "off");
	if (sigaction(SIGUSR1, &sa, NULL) < 0)
		return -1;
	ep = epoll_create1(EPOLL_CLOEXEC);
	ev = eventfd(0, EFD_CLOEXEC | EFD_NONBLOCK);
	if (ep < 0 || ev < 0 || epoll_ctl(ep, EPOLL_CTL_ADD, ev, &in) < 0)
		return -1;
	return 0;
}

static void teardown(void)
{
	cr_raw_close(ev);
	cr_raw_close(ep);
}

/* The set is empty at every trial's start: what a wake() left is read. */
static int prepare_blocked(void)
{
	eventfd_t n;
	if (eventfd_read(ev, &n) < 0 && errno != EAGAIN)
		return -1;
	return 0;
}

static void wake(void)
{
	if (eventfd_write(ev, 1) < 0)
		cr_fatal("late-cancel: cannot wake the blocked victim: %s", strerror(errno));
}

static void op(struct cr_victim *v)
{
	long n = off ? epoll_wait(ep, &got, 1, -1) : syscall(SYS_epoll_pwait, ep, &got, 1, -1, NULL, 8);
	if (n > 0)
		cr_record(v, n);
}

static const struct cr_race race = {
	.name = "late-cancel",
	.fn = epoll_wait,
	.hazard = "a blocked epoll_wait that is no cancellation point returns EINTR to a signal sent with the cancel",
	.reference = "harness test: blocked mode's late-cancel verdict",
	.setup = setup,
	.teardown = teardown,
	.prepare = prepare_blocked,
	.op = op,
	.prepare_blocked = prepare_blocked,
	.wake = wake,
	.verdicts = CR_VMASK_BASE,
};

CR_RACE_MAIN(race)
