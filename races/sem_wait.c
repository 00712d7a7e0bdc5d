/* sem_wait(3) vs pthread_cancel: sem_wait takes a token; a cancel that acts
 * after the token was taken loses it (lost-token: the caller never learns it
 * holds it).  A cancel that acts after sem_post's wake-up reached the victim
 * but before it took the token leaves the token in the semaphore while the
 * next waiter sleeps on, no one left to wake it (lost-wakeup: sem_post wakes
 * one waiter, POSIX: "one of the threads blocked waiting for the semaphore
 * shall be allowed to return successfully").  POSIX lists sem_wait and
 * sem_timedwait as cancellation points ("shall occur").  glibc <= 2.40 runs
 * the futex wait in asynchronous-cancel mode (glibc bug 12683) and takes the
 * token by a CAS after it, and its cleanup (__sem_wait_cleanup,
 * nptl/sem_waitcommon.c) only unregisters the waiter; musl takes it with
 * sem_trywait after its cancellable futex wait (src/thread/sem_timedwait.c),
 * which acts only while the syscall has not returned.  Built per call
 * (races/local.mk): sem_wait, sem_timedwait with a deadline an hour away
 * (the harness bounds every trial), and sem_clockwait (POSIX.1-2024) with
 * one an hour away on CLOCK_MONOTONIC; a libc without sem_clockwait (musl,
 * every release) skips it, by its headers.
 *
 * Each trial: a first waiter, blocked before the victim starts (so the
 * victim, finding a waiter registered, skips musl's 100-round spin: one
 * short path every run), the victim, a bystander that waits once the victim
 * is seen blocked in its futex wait, and a poster that, once the bystander
 * is blocked too, posts one token (the first waiter's) and then a second,
 * whose wake-up goes to the victim, first in the futex queue.  Accounting
 * is exact: tokens posted - those the first waiter and the bystander took -
 * sem_getvalue = tokens the victim took = tokens recorded + tokens lost; a
 * token left while the bystander stays blocked in the kernel (nothing is
 * left to wake it) is a lost wakeup.  The helpers act as soon as they see
 * their thread blocked in its futex wait (the bystander, in a sweep's run
 * whose cancel meets the blocked call, only after cr_trial_hold_us: the
 * sweep's canceller acts first).  Blocked mode: the victim alone on an
 * empty semaphore, woken by one sem_post. */
#include <errno.h>
#include <pthread.h>
#include <semaphore.h>
#include <string.h>
#include <time.h>

#include "calls.h" /* CR_HAS_CLOCKWAIT */
#include "race.h"

#if defined CR_CALL_sem_timedwait && defined __dietlibc__
#define NO_CALL 1 /* dietlibc has no sem_timedwait */
#define WAIT(s) ((void)(s), -1)
#elif defined CR_CALL_sem_timedwait
#define WAIT(s) sem_timedwait((s), &deadline)
#elif defined CR_CALL_sem_clockwait
#if CR_HAS_CLOCKWAIT
#define WAIT(s) sem_clockwait((s), CLOCK_MONOTONIC, &deadline)
#define DEADLINE_CLOCK CLOCK_MONOTONIC
#else
#define NO_CALL 1 /* this libc has no sem_clockwait */
#define WAIT(s) ((void)(s), -1)
#endif
#else
#define WAIT(s) sem_wait(s)
#endif
#ifndef DEADLINE_CLOCK
#define DEADLINE_CLOCK CLOCK_REALTIME
#endif

static sem_t sem;
static struct timespec deadline;
static long given;             /* tokens posted this trial */
static int stop;               /* the helpers stop waiting for the victim */
static int helpers;
static pthread_t first_th, by_th, post_th;

/* A waiter other than the victim: its thread id once it waits, whether it
 * took a token, whether it has left (or never waited). */
struct waiter {
	long tid;
	int got, done;
};
static struct waiter first, by;

static void post(void)
{
	__atomic_add_fetch(&given, 1, __ATOMIC_SEQ_CST);
	if (sem_post(&sem))
		cr_fatal(CR_STR(CALL) ": sem_post: %s", strerror(errno));
}

static void take(struct waiter *w)
{
	__atomic_store_n(&w->tid, (long)syscall(SYS_gettid), __ATOMIC_RELEASE);
	while (WAIT(&sem))
		if (errno != EINTR)
			cr_fatal(CR_STR(CALL) ": a helper's wait: %s", strerror(errno));
	__atomic_store_n(&w->got, 1, __ATOMIC_RELEASE);
}

static void *first_main(void *arg)
{
	(void)arg;
	cr_helper_start();
	take(&first);
	__atomic_store_n(&first.done, 1, __ATOMIC_RELEASE);
	return NULL;
}

/* The bystander waits once the victim is blocked (a victim cancelled
 * before it blocked leaves nothing to race: it does not wait). */
static void *by_main(void *arg)
{
	(void)arg;
	cr_helper_start();
	if (cr_wait_blocked(0, CR_NR_FUTEX, cr_trial_hold_us(), 5000, &stop) >= 0)
		take(&by);
	__atomic_store_n(&by.done, 1, __ATOMIC_RELEASE);
	return NULL;
}

/* Wait (bounded) until w has left, or is blocked in its futex wait. */
static int settled(struct waiter *w, int blocked_counts)
{
	uint64_t end = cr_now_ns() + 5000000000ull;
	for (;;) {
		long tid = __atomic_load_n(&w->tid, __ATOMIC_ACQUIRE);
		if (__atomic_load_n(&w->done, __ATOMIC_ACQUIRE))
			return 0;
		if (blocked_counts && tid && cr_task_blocked(tid) >= 0 &&
		    !__atomic_load_n(&w->done, __ATOMIC_ACQUIRE))
			return 1;
		if (cr_now_ns() > end)
			cr_fatal(CR_STR(CALL) ": a helper neither left nor blocked");
		cr_raw_sleep_us(20);
	}
}

static void *post_main(void *arg)
{
	long tid;
	(void)arg;
	cr_helper_start();
	while (!(tid = __atomic_load_n(&by.tid, __ATOMIC_ACQUIRE))) {
		if (__atomic_load_n(&by.done, __ATOMIC_ACQUIRE))
			return NULL; /* the bystander never waited: nothing to race */
		cr_raw_sleep_us(10);
	}
	if (cr_wait_blocked(tid, CR_NR_FUTEX, 0, 5000, NULL) < 0)
		cr_fatal(CR_STR(CALL) ": the bystander never blocked");
	post(); /* the first waiter's */
	(void)settled(&first, 0);
	cr_trial_mark(); /* the hammer's cancel counts from this wake-up */
	post(); /* the victim's, or (if it left) the bystander's */
	return NULL;
}

static int start(unsigned value)
{
	memset(&first, 0, sizeof first);
	memset(&by, 0, sizeof by);
	given = value;
	stop = 0;
	helpers = 0;
	clock_gettime(DEADLINE_CLOCK, &deadline);
	deadline.tv_sec += 3600;
	return sem_init(&sem, 0, value);
}

static int prepare(void)
{
	if (start(0) < 0 || pthread_create(&first_th, NULL, first_main, NULL))
		return -1;
	helpers = 1;
	while (!__atomic_load_n(&first.tid, __ATOMIC_ACQUIRE))
		syscall(SYS_sched_yield);
	if (cr_wait_blocked(first.tid, CR_NR_FUTEX, 0, 5000, NULL) < 0)
		cr_fatal(CR_STR(CALL) ": the first waiter never blocked");
	if (pthread_create(&by_th, NULL, by_main, NULL) || pthread_create(&post_th, NULL, post_main, NULL))
		return -1;
	return 0;
}

static int prepare_blocked(void)
{
	return start(0);
}

static void wake(void)
{
	post();
}

static void op(struct cr_victim *v)
{
	if (WAIT(&sem) == 0)
		cr_record(v, 1);
}

/* Tokens taken by the victim (posted - the helpers' - what the semaphore
 * still holds) against those it recorded; a token left while the bystander
 * sleeps on is a lost wakeup.  The poster is stopped first. */
static void account(const struct cr_victim *v, int counts[CR_V_COUNT])
{
	int value, blocked = 0;
	__atomic_store_n(&stop, 1, __ATOMIC_RELEASE);
	if (helpers) {
		if (cr_pthread_timedjoin(post_th, NULL, 10000))
			cr_fatal(CR_STR(CALL) ": the poster did not finish");
		blocked = settled(&by, 1);
	}
	if (sem_getvalue(&sem, &value))
		cr_fatal(CR_STR(CALL) ": sem_getvalue: %s", strerror(errno));
	if (value < 0)
		value = 0; /* waiters, no token (POSIX lets the value say so) */
	cr_account_units(counts, CR_V_LOST_TOKEN, given - first.got - by.got - value, v->received);
	if (blocked && value > 0)
		counts[CR_V_LOST_WAKEUP]++;
}

/* Let the helpers still waiting go (a token each), join them. */
static void finish(void)
{
	if (helpers) {
		int waiting = !__atomic_load_n(&first.done, __ATOMIC_ACQUIRE) +
			      !__atomic_load_n(&by.done, __ATOMIC_ACQUIRE);
		while (waiting--)
			if (sem_post(&sem))
				cr_fatal(CR_STR(CALL) ": sem_post: %s", strerror(errno));
		if (cr_pthread_timedjoin(first_th, NULL, 10000) || cr_pthread_timedjoin(by_th, NULL, 10000))
			cr_fatal(CR_STR(CALL) ": a helper did not leave");
	}
	sem_destroy(&sem);
}

static int setup(void)
{
#ifdef NO_CALL
	return CR_SKIP_NO_CLOCKWAIT();
#else
	return 0;
#endif
}

static const struct cr_race race = {
#ifdef NO_CALL
	.name = CR_STR(CALL),
#else
	.fn = CALL,
#endif
	.setup = setup,
	.hazard = "a token taken by " CR_STR(CALL) "(), or the wake-up of sem_post, is lost when the cancel acts after it",
	.reference = "POSIX " CR_STR(CALL) " (a cancellation point); glibc bug 12683",
	.prepare = prepare,
	.account = account,
	.finish = finish,
	.op = op,
	.prepare_blocked = prepare_blocked,
	.wake = wake,
	/* the range when no mark was measured: the wake-up, a few hundred us in */
	.delay_max_ns = 300000,
	.verdicts = CR_VMASK_BASE | CR_VMASK(CR_V_LOST_TOKEN) | CR_VMASK(CR_V_LOST_WAKEUP),
	.one_op = 1, /* the trial has one wake-up: the sweep makes no warm-up call */
};

CR_RACE_MAIN(race)
