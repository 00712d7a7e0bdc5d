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
 * empty semaphore, woken by one sem_post.
 *
 * dietlibc's sem_wait is no wrapper (results/findings/dietlibc-cancel.md,
 * 6): it takes the semaphore's own mutex, waits in pthread_cond_wait (a
 * sleep in rt_sigsuspend until sem_post's restart signal; no futex) and
 * tests the cancel only inside that wait and at its end.  A cancel that
 * acts in the wait leaves the semaphore broken: its mutex held by the dead
 * victim (every later sem_post and sem_wait spins on it), or, acting in
 * the wait's sigsuspend before it took the mutex again (8a there), the
 * victim left on the semaphore's wait chain (the next sem_post would send
 * the restart signal to a pid read from the victim's freed stack).  Either
 * is the verdict broken-object, read from the sem_t's own words, never by
 * a sem_* call; the race then puts the semaphore right from outside (the
 * dead owner's lock released, the dead waiter unlinked) so the helpers,
 * spinning or asleep on it, can finish. */
#include <errno.h>
#include <pthread.h>
#include <semaphore.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "calls.h" /* CR_HAS_CLOCKWAIT */
#include "race.h"
#ifdef __dietlibc__
#include <signal.h>

#include "task.h" /* cr_task_stop_asleep */
#endif

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

/* The syscall a waiter sleeps in: a futex wait under glibc and musl;
 * dietlibc's sem_wait sleeps in pthread_cond_wait's __thread_suspend, a
 * sigsuspend until the restart signal (libpthread/pthread_internal.c). */
#ifdef __dietlibc__
#define WAIT_NR SYS_rt_sigsuspend
#else
#define WAIT_NR CR_NR_FUTEX
#endif

#ifdef __dietlibc__
/* dietlibc's thread descriptor (libpthread/thread_internal.h, struct
 * _pthread_descr_struct) links the waiters of a condition variable --
 * the semaphore's sem.cond.wait_chain -- by two adjacent words, waitnext
 * (the next waiter or 0) and waitprev (the address of the link that points
 * to this waiter).  The race reads the chain without a sem_* call, so it
 * needs their offset: learnt from the first waiter of the first trial,
 * alone on the chain, where waitprev is the one word of its descriptor's
 * first 512 bytes that holds the chain head's address and waitnext, before
 * it, is 0 (the header's layout, built here, put them 8 bytes lower than
 * the library has them); checked in every trial after. */
#define DESCR_SCAN 512
static long waitnext_off = -1;
#define WAITNEXT(d) (*(void **)((char *)(d) + waitnext_off))
#define WAITPREV(d) (*(void ***)((char *)(d) + waitnext_off + sizeof(void *)))
extern void *__thread_self(void); /* libpthread's: the calling thread's descriptor */
static void *victim_self;         /* the victim's descriptor (arm()) */
#endif

static sem_t *sem;             /* this trial's */
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
#ifdef __dietlibc__
	void *self; /* its descriptor */
#endif
};
static struct waiter first, by;

static void post(void)
{
	__atomic_add_fetch(&given, 1, __ATOMIC_SEQ_CST);
	if (sem_post(sem))
		cr_fatal(CR_STR(CALL) ": sem_post: %s", strerror(errno));
}

static void take(struct waiter *w)
{
#ifdef __dietlibc__
	w->self = __thread_self();
#endif
	__atomic_store_n(&w->tid, (long)syscall(SYS_gettid), __ATOMIC_RELEASE);
	while (WAIT(sem))
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
	if (cr_wait_blocked(0, WAIT_NR, cr_trial_hold_us(), 5000, &stop) >= 0)
		take(&by);
	__atomic_store_n(&by.done, 1, __ATOMIC_RELEASE);
	return NULL;
}

/* Wait (bounded) until w has left, or is blocked in its wait's sleep
 * (dietlibc: in rt_sigsuspend, not the nanosleep of a spin on the
 * semaphore's mutex). */
static int settled(struct waiter *w, int blocked_counts)
{
	uint64_t end = cr_now_ns() + 5000000000ull;
	for (;;) {
		long tid = __atomic_load_n(&w->tid, __ATOMIC_ACQUIRE);
		if (__atomic_load_n(&w->done, __ATOMIC_ACQUIRE))
			return 0;
#ifdef __dietlibc__
		if (blocked_counts && tid && cr_task_blocked(tid) == WAIT_NR &&
#else
		if (blocked_counts && tid && cr_task_blocked(tid) >= 0 &&
#endif
		    !__atomic_load_n(&w->done, __ATOMIC_ACQUIRE))
			return 1;
		if (cr_now_ns() > end)
			cr_fatal(CR_STR(CALL) ": a helper neither left nor blocked");
		cr_raw_sleep_us(20);
	}
}

#ifdef __dietlibc__
/* dietlibc's sem_post sends the restart signal with the semaphore's
 * condition spinlock held and yields twice before it releases it
 * (libpthread/pthread_semaphore_post.c, __thread_restart), and the woken
 * victim spins on that spinlock as often as the scheduler lets the poster
 * hold it: a path that differs from run to run on a loaded machine.  So
 * the victim, asleep in its wait, is stopped while the wake-up is posted
 * and continued after (as the pthread_cond_wait race's signaller does):
 * it takes the restart signal then, the spinlock free
 * (cr_task_stop_asleep; raw system calls only while it is stopped: the
 * sweep's breakpoint may be on the libc's syscall return).  Done by the
 * poster (post_main). */

/* After the victim's join: the semaphore's mutex held by the dead victim
 * (it acted on the cancel at the end of pthread_cond_wait, the mutex
 * taken again).  Every sem_post and sem_wait on it would spin for ever (a
 * helper may be spinning already): released here from outside, as the
 * victim's pthread_mutex_unlock would have (owner, then the lock word;
 * libpthread/pthread_mutex_unlock.c).  1 when it was. */
static int unlock_dead(sem_t *s)
{
	if (!victim_self || !__atomic_load_n(&s->lock.lock.__spinlock, __ATOMIC_ACQUIRE) ||
	    (void *)s->lock.owner != victim_self)
		return 0;
	s->lock.owner = 0;
	s->lock.count = 0;
	__atomic_store_n(&s->lock.lock.__spinlock, 0, __ATOMIC_RELEASE);
	return 1;
}

/* After the victim's join, every helper settled: the dead victim still on
 * the semaphore's wait chain (it acted in the sigsuspend of its wait,
 * before it took the mutex again and left the chain: results/findings/
 * dietlibc-cancel.md, 8a).  The next sem_post that finds the value 0
 * would restart it by its freed descriptor, and the waiter before it
 * would write that descriptor when it leaves: unlinked here from outside,
 * the victim's memory never read (a waiter behind it is told by its
 * waitprev, which then points into the victim's descriptor).  1 when it
 * was there. */
static int unqueue_dead(sem_t *s)
{
	void **link = (void **)&s->cond.wait_chain, *d;
	for (int n = 0; (d = *link); n++) {
		if (d == victim_self) {
			void *b = by.self;
			if (b && !__atomic_load_n(&by.done, __ATOMIC_ACQUIRE) && WAITPREV(b) == &WAITNEXT(d)) {
				*link = b;
				WAITPREV(b) = link;
			} else {
				*link = NULL;
			}
			return 1;
		}
		if ((d != first.self && d != by.self) || n > 2)
			cr_fatal(CR_STR(CALL) ": an unknown waiter on the semaphore's wait chain");
		link = &WAITNEXT(d);
	}
	return 0;
}
#endif

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
#ifdef __dietlibc__
	/* a bystander that met the mutex the victim died holding spins on
	 * it and never sleeps: account() stops the wait */
	if (cr_wait_blocked(tid, WAIT_NR, 0, 5000, &stop) < 0) {
		if (__atomic_load_n(&stop, __ATOMIC_ACQUIRE))
			return NULL;
		cr_fatal(CR_STR(CALL) ": the bystander never blocked");
	}
#else
	if (cr_wait_blocked(tid, WAIT_NR, 0, 5000, NULL) < 0)
		cr_fatal(CR_STR(CALL) ": the bystander never blocked");
#endif
	post(); /* the first waiter's */
	(void)settled(&first, 0);
	cr_trial_mark(); /* the hammer's cancel counts from this wake-up */
#ifdef __dietlibc__
	{
		long victim = cr_victim_tid();
		int stopped = cr_task_stop_asleep(victim, WAIT_NR);
		post(); /* the victim's, or (if it left) the bystander's */
		if (stopped)
			cr_task_kill(victim, SIGCONT);
	}
#else
	post(); /* the victim's, or (if it left) the bystander's */
#endif
	return NULL;
}

static int start(unsigned value)
{
	memset(&first, 0, sizeof first);
	memset(&by, 0, sizeof by);
	given = value;
	stop = 0;
	helpers = 0;
#ifdef __dietlibc__
	victim_self = NULL;
#endif
	clock_gettime(DEADLINE_CLOCK, &deadline);
	deadline.tv_sec += 3600;
	if (!(sem = calloc(1, sizeof *sem)))
		return -1;
	return sem_init(sem, 0, value);
}

#ifdef __dietlibc__
/* The first waiter f, asleep, alone on the chain whose head is at head:
 * the links' offset learnt (the first time) or checked.  0, or -1. */
static int first_alone(void *f, void **head)
{
	if (*head != f)
		return -1;
	if (waitnext_off < 0) {
		long found = -1;
		for (long o = 0; o + 2 * sizeof(void *) <= DESCR_SCAN; o += sizeof(void *))
			if (*(void **)((char *)f + o + sizeof(void *)) == (void *)head && !*(void **)((char *)f + o)) {
				if (found >= 0)
					return -1; /* not one word */
				found = o;
			}
		waitnext_off = found;
		return found < 0 ? -1 : 0;
	}
	return WAITNEXT(f) == NULL && WAITPREV(f) == head ? 0 : -1;
}
#endif

static int prepare(void)
{
	if (start(0) < 0 || pthread_create(&first_th, NULL, first_main, NULL))
		return -1;
	helpers = 1;
	while (!__atomic_load_n(&first.tid, __ATOMIC_ACQUIRE))
		syscall(SYS_sched_yield);
	if (cr_wait_blocked(first.tid, WAIT_NR, 0, 5000, NULL) < 0)
		cr_fatal(CR_STR(CALL) ": the first waiter never blocked");
#ifdef __dietlibc__
	if (first_alone(first.self, (void **)&sem->cond.wait_chain) < 0)
		cr_fatal(CR_STR(CALL) ": the first waiter's descriptor does not link it alone on the semaphore's "
				      "wait chain as dietlibc 0.34's does");
#endif
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

#ifdef __dietlibc__
static void arm(struct cr_victim *v)
{
	(void)v;
	victim_self = __thread_self();
}
#endif

static void op(struct cr_victim *v)
{
	if (WAIT(sem) == 0)
		cr_record(v, 1);
}

/* Tokens taken by the victim (posted - the helpers' - what the semaphore
 * still holds) against those it recorded; a token left while the bystander
 * sleeps on is a lost wakeup.  The poster is stopped first.  dietlibc: the
 * semaphore left broken by the dead victim (its mutex held, or the victim
 * on its wait chain) is broken-object, seen and put right before any
 * helper is waited for. */
static void account(const struct cr_victim *v, int counts[CR_V_COUNT])
{
	int value, blocked = 0;
	__atomic_store_n(&stop, 1, __ATOMIC_RELEASE);
#ifdef __dietlibc__
	if (unlock_dead(sem))
		counts[CR_V_BROKEN_OBJECT]++;
#endif
	if (helpers) {
		if (cr_pthread_timedjoin(post_th, NULL, 10000))
			cr_fatal(CR_STR(CALL) ": the poster did not finish");
		blocked = settled(&by, 1);
	}
#ifdef __dietlibc__
	if (unqueue_dead(sem))
		counts[CR_V_BROKEN_OBJECT]++;
#endif
	if (sem_getvalue(sem, &value))
		cr_fatal(CR_STR(CALL) ": sem_getvalue: %s", strerror(errno));
	if (value < 0)
		value = 0; /* waiters, no token (POSIX lets the value say so) */
	cr_account_units(counts, CR_V_LOST_TOKEN, given - first.got - by.got - value, v->received);
	if (blocked && value > 0)
		counts[CR_V_LOST_WAKEUP]++;
}

/* Let the helpers still waiting go (a token each), join them.  dietlibc's
 * sem_post restarts a waiter only when the value is 0
 * (libpthread/pthread_semaphore_post.c): a bystander a lost wake-up left
 * asleep beside a token would sleep on, so the tokens left are taken
 * first. */
static void finish(void)
{
	if (!sem)
		return;
	if (helpers) {
#ifdef __dietlibc__
		while (sem_trywait(sem) == 0)
			;
#endif
		int waiting = !__atomic_load_n(&first.done, __ATOMIC_ACQUIRE) +
			      !__atomic_load_n(&by.done, __ATOMIC_ACQUIRE);
		while (waiting--)
			if (sem_post(sem))
				cr_fatal(CR_STR(CALL) ": sem_post: %s", strerror(errno));
		if (cr_pthread_timedjoin(first_th, NULL, 10000) || cr_pthread_timedjoin(by_th, NULL, 10000))
			cr_fatal(CR_STR(CALL) ": a helper did not leave");
	}
	sem_destroy(sem);
	free(sem);
	sem = NULL;
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
#ifdef __dietlibc__
	.arm = arm,
#endif
	.prepare_blocked = prepare_blocked,
	.wake = wake,
	/* the range when no mark was measured: the wake-up, a few hundred us in */
	.delay_max_ns = 300000,
#ifdef __dietlibc__
	.verdicts = CR_VMASK_BASE | CR_VMASK(CR_V_LOST_TOKEN) | CR_VMASK(CR_V_LOST_WAKEUP) | CR_VMASK(CR_V_BROKEN_OBJECT),
	/* its sem_wait takes the semaphore's mutex before any test of the
	 * cancel: a cancel acting anywhere in it leaves the object broken */
	.effect_first = 1,
#else
	.verdicts = CR_VMASK_BASE | CR_VMASK(CR_V_LOST_TOKEN) | CR_VMASK(CR_V_LOST_WAKEUP),
#endif
	.one_op = 1, /* the trial has one wake-up: the sweep makes no warm-up call */
};

CR_RACE_MAIN(race)
