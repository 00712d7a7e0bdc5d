/* The cancellation points with no effect to lose vs pthread_cancel: a
 * sleep, a wait for a signal, for readiness or for an aio request, a flush
 * (POSIX.1-2024's list of points that shall occur: nanosleep,
 * clock_nanosleep, sleep, pause, sigsuspend, poll, ppoll, select, pselect,
 * fsync, fdatasync, msync, tcdrain, pthread_testcancel, aio_suspend;
 * usleep, a point in glibc and musl over nanosleep; getrandom, a Linux
 * call both make one).  A cancel that lands
 * after such a call returned costs the caller nothing the kernel did, so
 * only what any call can get wrong is judged: the cancel must act
 * (lost-cancel; not-acted in the pending mode), the cleanup handler run
 * once (cleanup), no descriptor appear (leak).  Built per call (races/
 * local.mk).
 *
 * The hammer and the sweep make each call return at once: a descriptor
 * already readable (an eventfd), a flush of a file with nothing dirty (a
 * memfd), tcdrain of a pty with nothing queued, getrandom of 16 bytes
 * (GRND_NONBLOCK: the pool is ready long after boot); sigsuspend finds a signal
 * queued for it (SIG, blocked everywhere else).  pause, which returns only
 * after a handler ran, the sleeps (an hour each) and aio_suspend (of a
 * read from an empty pipe, in flight) are sent SIG by a waker thread once
 * the victim is seen blocked in the call (the hammer's cancel counts from
 * that mark; in a sweep's run whose cancel meets the blocked call the
 * waker waits cr_trial_hold_us, so the cancel acts first).  A sleep that
 * ended by itself would look to the sweep like a blocked call the cancel
 * did not end (lost-cancel): measured with a microsecond's sleep, musl
 * 1.2.3's clock_nanosleep at its in-kernel boundary in 1 of 4 sweeps, the
 * sleep over before the cancel signal came and the cancel acting at the
 * next call, as it should.  Blocked mode, for the calls that wait:
 * aio_suspend of the read in flight, an hour's sleep, a descriptor never
 * readable, sigsuspend and pause with nothing sent; a lost cancel is freed
 * by SIG to the victim, whose handler makes the call return EINTR.
 * tcdrain on a pty never waits (Linux's pty has no output queue to drain),
 * nor does getrandom once the pool is ready, nor the flushes: no blocked
 * mode.  glibc 2.41 on makes getrandom a cancellation point only where it
 * would block (its vDSO path asks GRND_NONBLOCK first and takes the
 * cancellable syscall only on EAGAIN, by design): there the race, whose
 * call never blocks, skips, by the version.  aio_suspend's pending mode
 * waits, every other call, for a request already complete: glibc returns
 * from it with the cancel pending (results/findings/aio_suspend-pending.md).
 */
#include <errno.h>
#include <poll.h>
#include <pthread.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/eventfd.h>
#include <sys/ioctl.h>
#include <sys/mman.h>
#ifndef __dietlibc__ /* getrandom is in its unistd.h */
#include <sys/random.h>
#endif
#include <sys/select.h>
#include <sys/syscall.h>
#include <termios.h>
#include <time.h>
#include <unistd.h>

#include "calls.h" /* <aio.h>, CR_HAS_AIO */
#include "race.h"

#if defined CR_CALL_aio_suspend && !CR_HAS_AIO
/* a libc built without POSIX AIO (uClibc-ng): a skip by the libc */
static int no_aio(void)
{
	return cr_race_skip("this libc has no aio_suspend (built without POSIX AIO: no <aio.h>)");
}

static void no_op(struct cr_victim *v)
{
	(void)v;
}

static const struct cr_race race = {
	.name = "aio_suspend",
	.hazard = "none: aio_suspend() has no effect a late cancel could lose; the cancel must act, the cleanup run once",
	.reference = "POSIX aio_suspend (a cancellation point)",
	.setup = no_aio,
	.op = no_op,
	.verdicts = CR_VMASK_BASE,
};

CR_RACE_MAIN(race)
#else

#define CR_UNUSED __attribute__((unused)) /* used by some calls of the family */
#define SIG 40 /* a real-time signal no implementation takes (sigwaitinfo.c) */
#define QUEUED 16

#if defined CR_CALL_nanosleep || defined CR_CALL_clock_nanosleep || defined CR_CALL_usleep ||  \
	defined CR_CALL_sleep || defined CR_CALL_pause || defined CR_CALL_sigsuspend ||        \
	defined CR_CALL_poll || defined CR_CALL_ppoll || defined CR_CALL_select ||             \
	defined CR_CALL_pselect || defined CR_CALL_aio_suspend
#define CR_WAITS 1 /* the call can wait: a blocked mode */
#endif
#if defined CR_CALL_nanosleep || defined CR_CALL_clock_nanosleep || defined CR_CALL_usleep ||  \
	defined CR_CALL_sleep || defined CR_CALL_pause || defined CR_CALL_aio_suspend
#define CR_KICKED 1 /* a waker ends the hammer's and the sweep's call */
#endif

static int blocking;         /* blocked mode: the call waits until cancelled */
static int ev_ready, ev_idle; /* eventfds: counter 1 (readable), 0 (never) */
static int mfd = -1;          /* a memfd of one page: the flushes' file */
static CR_UNUSED void *map;          /* its page, shared: msync's */
static int pty = -1;          /* a pty's terminal end: tcdrain's */
static sigset_t sig_set;      /* SIG alone */
#ifdef CR_CALL_aio_suspend
/* The pending mode's every other call waits for a request already
 * complete: glibc's aio_suspend then returns without a cancellation point
 * (it acts only in its wait), where POSIX has it act on the pending
 * cancel; musl tests first (pthread_testcancel). */
static struct aiocb done_cb;  /* a read of the memfd, complete since setup */
static struct aiocb wait_cb;  /* a read of an empty pipe, in flight */
static int apipe[2] = {-1, -1};
static int waiting;           /* wait_cb is in flight */
static int use_done;          /* this trial's call waits for done_cb */
static char abuf[2];

/* wait_cb in flight (a trial's call waits for it), unless it is */
static int in_flight(void)
{
	int left = 0;
	use_done = 0;
	if (waiting)
		return 0;
	/* a byte a killed run's trial left in the pipe would end the read */
	if (ioctl(apipe[0], FIONREAD, &left) < 0)
		return -1;
	for (char c; left > 0; left--)
		if (read(apipe[0], &c, 1) != 1)
			return -1;
	wait_cb = (struct aiocb){.aio_fildes = apipe[0], .aio_buf = abuf + 1, .aio_nbytes = 1};
	if (aio_read(&wait_cb) < 0)
		return -1;
	waiting = 1;
	return 0;
}
#endif

static void on_sig(int s)
{
	(void)s;
}

#ifdef CR_WAITS
/* SIG to the victim thread (a handler, no SA_RESTART: the call returns
 * EINTR). */
static int kick(void)
{
	long tid = cr_victim_tid();
	return tid ? cr_task_kill(tid, SIG) : -1;
}
#endif

static int setup(void)
{
	struct sigaction sa;
#ifdef CR_CALL_getrandom
	const struct cr_sysinfo *si = cr_race_libc();
	if (!strcmp(si->libc, "glibc") && si->libc_version[0] >= '0' && si->libc_version[0] <= '9' &&
	    cr_version_cmp(si->libc_version, "2.41") >= 0)
		return cr_race_skip("getrandom is a cancellation point only where it would block from glibc 2.41 on (this is glibc %s), and it never blocks here",
				    si->libc_version);
	if (!strcmp(si->libc, "uclibc"))
		return cr_race_skip("getrandom is no cancellation point in uClibc-ng (a plain syscall; not in POSIX's list)");
#endif
	memset(&sa, 0, sizeof sa);
	sa.sa_handler = on_sig;
	if (SIG < SIGRTMIN || SIG > SIGRTMAX)
		return cr_race_skip("signal %d is not a real-time signal this libc leaves free (SIGRTMIN %d)",
				    SIG, SIGRTMIN);
	/* Blocked in every thread (setup runs before the harness starts
	 * one); the victim unblocks it for its call (arm). */
	sigemptyset(&sig_set);
	sigaddset(&sig_set, SIG);
	if (sigaction(SIG, &sa, NULL) < 0 || pthread_sigmask(SIG_BLOCK, &sig_set, NULL))
		return -1;
	ev_ready = eventfd(1, EFD_CLOEXEC);
	ev_idle = eventfd(0, EFD_CLOEXEC);
	if (ev_ready < 0 || ev_idle < 0)
		return -1;
#if defined CR_CALL_fsync || defined CR_CALL_fdatasync || defined CR_CALL_msync || \
	defined CR_CALL_aio_suspend
	mfd = memfd_create("cancelrace-noeffect", MFD_CLOEXEC);
	if (mfd < 0 || ftruncate(mfd, 4096) < 0)
		return -1;
	map = mmap(NULL, 4096, PROT_READ | PROT_WRITE, MAP_SHARED, mfd, 0);
	if (map == MAP_FAILED)
		return -1;
#endif
#ifdef CR_CALL_aio_suspend
	{
		const struct aiocb *l[1] = {&done_cb};
		done_cb = (struct aiocb){.aio_fildes = mfd, .aio_buf = abuf, .aio_nbytes = 1};
		if (pipe2(apipe, O_CLOEXEC) < 0 || aio_read(&done_cb) < 0)
			return -1;
		while (aio_error(&done_cb) == EINPROGRESS)
			aio_suspend(l, 1, NULL);
		if (aio_error(&done_cb) != 0)
			return -1;
	}
#endif
#ifdef CR_CALL_tcdrain
	{
		int m = posix_openpt(O_RDWR | O_NOCTTY | O_CLOEXEC);
		const char *name;
		if (m < 0 || grantpt(m) < 0 || unlockpt(m) < 0 || !(name = ptsname(m)))
			return cr_race_skip("no pseudo-terminal here: %s", strerror(errno));
		pty = open(name, O_RDWR | O_NOCTTY | O_CLOEXEC);
		if (pty < 0)
			return cr_race_skip("cannot open the pty %s: %s", name, strerror(errno));
		/* the other end stays open for the run: the terminal lives */
	}
#endif
	return 0;
}

static void teardown(void)
{
	cr_raw_close(ev_ready);
	cr_raw_close(ev_idle);
	if (mfd >= 0)
		cr_raw_close(mfd);
	if (pty >= 0)
		cr_raw_close(pty);
#ifdef CR_CALL_aio_suspend
	aio_return(&done_cb);
	cr_raw_close(apipe[0]);
	cr_raw_close(apipe[1]);
#endif
}

/* Take every SIG still queued (a zero timeout): the next trial starts
 * with none. */
static void drain(void)
{
	static const struct timespec zero = {0, 0};
	siginfo_t si;
	int r;
	while ((r = sigtimedwait(&sig_set, &si, &zero)) == SIG || (r < 0 && errno == EINTR))
		;
}

#ifdef CR_CALL_sigsuspend
/* QUEUED instances of SIG for the trial's calls, queued to the process
 * (getpid()): SIG is blocked in every thread but the victim in its call,
 * so they stay queued for it.  Under dietlibc each thread is a process of
 * its own pid, and a signal sent to one reaches that thread alone: the
 * victim queues them to itself, in its first arm() of the trial (the
 * main thread's prepare() would queue them to the main thread, where the
 * victim's sigsuspend never sees them).  dietlibc has no sigqueue: its
 * sigqueueinfo (rt_sigqueueinfo) with the siginfo sigqueue would make. */
#ifdef __dietlibc__
static int queued; /* the victim has queued this trial's SIG */
#endif

static int queue_sig(void)
{
	for (int i = 0; i < QUEUED; i++) {
#ifdef __dietlibc__
		siginfo_t si;
		memset(&si, 0, sizeof si);
		si.si_signo = SIG;
		si.si_code = SI_QUEUE;
		si.si_pid = getpid();
		si.si_uid = getuid();
		si.si_int = i;
		if (sigqueueinfo(getpid(), SIG, &si) < 0)
			return -1;
#else
		union sigval val = {.sival_int = i};
		if (sigqueue(getpid(), SIG, val) < 0)
			return -1;
#endif
	}
	return 0;
}
#endif

#ifdef CR_KICKED
/* The waker sends SIG once the victim is blocked in its call (held
 * cr_trial_hold_us in a sweep's run whose cancel meets the blocked call,
 * so the sweep's canceller acts first). */
static pthread_t waker_th;
static int waker_on, waker_stop;

static void *waker_main(void *arg)
{
	(void)arg;
	cr_helper_start();
	if (cr_wait_blocked(0, -1, cr_trial_hold_us(), 5000, &waker_stop) >= 0) {
		cr_trial_mark();
		kick();
	}
	return NULL;
}
#endif

static int prepare(void)
{
	blocking = 0;
#ifdef CR_CALL_aio_suspend
	{
		static long pendings;
		if (cr_trial_pending() && pendings++ % 2 == 0)
			use_done = 1;
		else if (in_flight() < 0)
			return -1;
	}
#endif
#ifdef CR_CALL_sigsuspend
#ifdef __dietlibc__
	queued = 0; /* the victim queues them (arm) */
#else
	if (queue_sig() < 0)
		return -1;
#endif
#endif
#ifdef CR_KICKED
	waker_stop = 0;
	if (pthread_create(&waker_th, NULL, waker_main, NULL))
		return -1;
	waker_on = 1;
#endif
	return 0;
}

static void finish(void)
{
#ifdef CR_KICKED
	if (waker_on) {
		__atomic_store_n(&waker_stop, 1, __ATOMIC_RELEASE);
		if (cr_pthread_timedjoin(waker_th, NULL, 10000))
			cr_fatal(CR_STR(CALL) ": the waker did not finish");
		waker_on = 0;
	}
#endif
#ifdef CR_CALL_aio_suspend
	/* End the read in flight: cancelled, or, where it is running (glibc
	 * cannot cancel a read in progress), completed by a byte into the
	 * pipe, bounded.  (In a sweep's child, which has none of glibc's aio
	 * threads, the read never started: cancelled, and no byte goes into
	 * the pipe the parent shares.) */
	if (waiting) {
		uint64_t end = cr_now_ns() + 2000000000ull;
		int r = aio_cancel(apipe[0], &wait_cb);
		if (r == AIO_NOTCANCELED && write(apipe[1], "x", 1) != 1)
			cr_fatal("aio_suspend: cannot complete the read in flight: %s", strerror(errno));
		if (r < 0)
			cr_fatal("aio_suspend: aio_cancel: %s", strerror(errno));
		while (aio_error(&wait_cb) == EINPROGRESS)
			if (cr_now_ns() > end)
				cr_fatal("aio_suspend: the read in flight did not end within 2 s");
			else
				cr_raw_sleep_us(100);
		aio_return(&wait_cb);
		waiting = 0;
	}
#endif
	drain();
}

#ifdef CR_WAITS
static int prepare_blocked(void)
{
	blocking = 1;
#ifdef CR_CALL_aio_suspend
	if (in_flight() < 0)
		return -1;
#endif
	return 0;
}

static void wake(void)
{
	if (kick() < 0)
		cr_fatal(CR_STR(CALL) ": cannot send SIG to wake the blocked victim: %s", strerror(errno));
}
#endif

/* The victim takes SIG in its call: sigsuspend unblocks it itself (under
 * dietlibc, queued here by the victim, before its first call: no blocked
 * trial, whose call waits with nothing sent); every other call with it
 * unblocked (only a kick sends it to the victim). */
static void arm(struct cr_victim *v)
{
	(void)v;
#ifndef CR_CALL_sigsuspend
	pthread_sigmask(SIG_UNBLOCK, &sig_set, NULL);
#elif defined __dietlibc__
	if (!queued && !blocking) {
		queued = 1;
		if (queue_sig() < 0)
			cr_fatal("sigsuspend: the victim cannot queue SIG to itself: %s", strerror(errno));
	}
#endif
}

static CR_UNUSED const struct timespec hour = {3600, 0};

/* One call of CALL: returns at once, or (blocking) waits; a sleep always
 * waits, for the waker's SIG or the cancel. */
static void call(void)
{
#if defined CR_CALL_nanosleep
	nanosleep(&hour, NULL);
#elif defined CR_CALL_clock_nanosleep
	clock_nanosleep(CLOCK_MONOTONIC, 0, &hour, NULL);
#elif defined CR_CALL_usleep
	usleep(3600000000u);
#elif defined CR_CALL_sleep
	sleep(3600);
#elif defined CR_CALL_pause
	pause();
#elif defined CR_CALL_sigsuspend
	sigset_t m;
	pthread_sigmask(SIG_SETMASK, NULL, &m);
	sigdelset(&m, SIG);
	sigsuspend(&m);
#elif defined CR_CALL_poll || defined CR_CALL_ppoll
	struct pollfd p = {.fd = blocking ? ev_idle : ev_ready, .events = POLLIN};
#ifdef CR_CALL_poll
	poll(&p, 1, -1);
#else
	ppoll(&p, 1, NULL, NULL);
#endif
#elif defined CR_CALL_select || defined CR_CALL_pselect
	int fd = blocking ? ev_idle : ev_ready;
	fd_set r;
	FD_ZERO(&r);
	FD_SET(fd, &r);
#ifdef CR_CALL_select
	select(fd + 1, &r, NULL, NULL, NULL);
#else
	pselect(fd + 1, &r, NULL, NULL, NULL, NULL);
#endif
#elif defined CR_CALL_fsync
	fsync(mfd);
#elif defined CR_CALL_fdatasync
	fdatasync(mfd);
#elif defined CR_CALL_msync
	msync(map, 4096, MS_SYNC);
#elif defined CR_CALL_tcdrain
	tcdrain(pty);
#elif defined CR_CALL_pthread_testcancel
	pthread_testcancel();
#elif defined CR_CALL_getrandom
	char rnd[16];
	getrandom(rnd, sizeof rnd, GRND_NONBLOCK);
#elif defined CR_CALL_aio_suspend
	const struct aiocb *l[1] = {use_done ? &done_cb : &wait_cb};
	aio_suspend(l, 1, NULL);
#else
#error "noeffect.c: no call"
#endif
}

/* The call's return is what the victim records: nothing (0 units), but
 * the sweep then tells a cancel before the return from one after it. */
static void op(struct cr_victim *v)
{
	call();
	cr_record(v, 0);
}

static const struct cr_race race = {
	.fn = CALL,
	.hazard = "none: " CR_STR(CALL) "() has no effect a late cancel could lose; the cancel must act, the cleanup run once",
	.reference = "POSIX " CR_STR(CALL) " (a cancellation point)",
	.setup = setup,
	.teardown = teardown,
	.prepare = prepare,
	.finish = finish,
	.arm = arm,
	.op = op,
#ifdef CR_WAITS
	.prepare_blocked = prepare_blocked,
	.wake = wake,
#endif
#ifdef CR_KICKED
	.one_op = 1, /* one kick a trial: the sweep makes no warm-up call */
#endif
	.verdicts = CR_VMASK_BASE,
	.iterations = 200, /* nothing to lose but the cancel */
};

CR_RACE_MAIN(race)
#endif
