/* pthread_cond_wait(3) vs pthread_cancel: a waiter that is cancelled must
 * act with the mutex re-acquired, so its cleanup handler holds it exactly
 * once and leaves it free, and it must not consume a condition signal while
 * another thread is blocked on the condition variable (POSIX,
 * pthread_cond_wait: "shall not consume any condition signal that may be
 * directed concurrently at the condition variable if there are other
 * threads blocked on it").  glibc <= 2.40 runs the futex wait in
 * asynchronous-cancel mode (glibc bug 12683), so a waiter can be woken by
 * the signal and then cancelled: nptl/pthread_cond_wait.c's cleanup
 * (__condvar_cleanup_waiting) re-acquires the mutex and, for exactly that
 * case ("FIXME With the current cancellation implementation ..."), wakes
 * one more waiter of its group.  musl masks cancellation around its wait and
 * acts only when no signal was consumed (src/thread/pthread_cond_timedwait.c).
 * dietlibc does neither, and its pthread_cond_wait can act before it took
 * the mutex again (results/findings/dietlibc-cancel.md, 8).
 *
 * Each trial: the victim waits (the mutex is error-checking, so the cleanup
 * handler's unlock fails, and is counted, when the mutex is not held); a
 * bystander waits once the victim is seen blocked; a signaller adds one
 * token and signals once the bystander is registered.  After the victim's
 * join, a token the victim did not record and the bystander did not take,
 * with the bystander blocked in the kernel (nothing is left that could
 * wake it), is a lost wakeup; the mutex held by no live thread is a mutex
 * verdict, as is a cleanup handler's failed unlock.  The helpers act as
 * soon as they see their thread blocked in its wait's sleep, a futex wait
 * (WAIT_NR: the bystander, in a sweep's run whose cancel meets the blocked
 * call, only after cr_trial_hold_us: the sweep's canceller acts first), so
 * the victim, first in the queue, takes the wake-up.  Blocked mode: the victim alone,
 * woken by one signal.  Built per call (races/local.mk): pthread_cond_wait,
 * pthread_cond_timedwait with a deadline an hour away, and POSIX.1-2024's
 * pthread_cond_clockwait with one on CLOCK_MONOTONIC; a libc without
 * pthread_cond_clockwait (musl, every release) skips it. */
#include <errno.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "calls.h" /* CR_HAS_CLOCKWAIT */
#include "race.h"
#ifdef __dietlibc__
#include <signal.h>

#include "task.h" /* cr_task_stop_asleep */
#endif

/* One trial's condition variable, mutex and helpers.  Left behind (never
 * freed, never reused) when a dead victim left its mutex held and the
 * bystander can never return. */
struct cv {
	pthread_mutex_t m;       /* error-checking */
	pthread_cond_t c;
	int tokens, given, b_got; /* under m: tokens there, signalled, the
				   * bystander's */
	int b_waiting, quit;      /* under m */
	int b_done;               /* the bystander left (or never waited) */
	long b_tid;
	int stop;                 /* the helpers stop waiting for the victim */
	pthread_t b, s;
	int helpers;
};
static struct cv *cv;
static __attribute__((unused)) struct timespec deadline; /* the timed waits': an hour after setup */

#ifdef CR_CALL_pthread_cond_timedwait
#define WAIT(c, m) pthread_cond_timedwait((c), (m), &deadline)
#define DEADLINE_CLOCK CLOCK_REALTIME
#elif defined CR_CALL_pthread_cond_clockwait
#if CR_HAS_CLOCKWAIT
#define WAIT(c, m) pthread_cond_clockwait((c), (m), CLOCK_MONOTONIC, &deadline)
#else
#define NO_CALL 1 /* this libc has no pthread_cond_clockwait */
#define WAIT(c, m) ((void)(c), (void)(m))
#endif
#define DEADLINE_CLOCK CLOCK_MONOTONIC
#else
#define WAIT(c, m) pthread_cond_wait((c), (m))
#define DEADLINE_CLOCK CLOCK_REALTIME
#endif
/* The system calls the victim's wait and the bystander's
 * pthread_cond_wait sleep in, for the helpers' cr_wait_blocked: a futex
 * wait under glibc and musl.  dietlibc (LinuxThreads-style) has no futex:
 * pthread_cond_wait sleeps in sigsuspend until the signaller's restart
 * signal (SIGRTMAX, sent to the first waiter of the chain), and
 * pthread_cond_timedwait in a nanosleep to the deadline, which that signal
 * interrupts (libpthread/pthread_internal.c: __thread_suspend,
 * __thread_suspend_till). */
#ifndef __dietlibc__
#define WAIT_NR CR_NR_FUTEX
#define B_WAIT_NR CR_NR_FUTEX
#elif defined CR_CALL_pthread_cond_timedwait
#define WAIT_NR SYS_nanosleep
#define B_WAIT_NR SYS_rt_sigsuspend
#else
#define WAIT_NR SYS_rt_sigsuspend
#define B_WAIT_NR SYS_rt_sigsuspend
#endif
static int in_wait;            /* the victim is inside pthread_cond_wait */
static int handled;            /* the victim's cleanup handler ran */
static int not_held;           /* ... and its unlock failed: not held */
#ifdef __dietlibc__
static int pushed;             /* arm() pushed the handler for this trial's victim */
static int locked;             /* op() holds the mutex (the handler's to release) */
#endif

static void lock(pthread_mutex_t *m)
{
	int e = pthread_mutex_lock(m);
	if (e)
		cr_fatal(CR_STR(CALL) ": pthread_mutex_lock: %s", strerror(e));
}

/* The bystander: waits for a token once the victim is seen blocked in its
 * wait's sleep (a victim cancelled before it blocked leaves it nothing to
 * race: it leaves at once). */
static void *bystander(void *arg)
{
	struct cv *x = arg;
	cr_helper_start();
	if (cr_wait_blocked(0, WAIT_NR, cr_trial_hold_us(), 5000, &x->stop) < 0) {
		__atomic_store_n(&x->b_done, 1, __ATOMIC_RELEASE);
		return NULL;
	}
	lock(&x->m);
	__atomic_store_n(&x->b_tid, (long)syscall(SYS_gettid), __ATOMIC_RELEASE);
	x->b_waiting = 1;
	while (!x->tokens && !x->quit)
		pthread_cond_wait(&x->c, &x->m);
	if (!x->quit) {
		x->tokens--;
		__atomic_add_fetch(&x->b_got, 1, __ATOMIC_RELEASE);
	}
	pthread_mutex_unlock(&x->m);
	__atomic_store_n(&x->b_done, 1, __ATOMIC_RELEASE);
	return NULL;
}

#ifdef __dietlibc__
/* dietlibc's pthread_cond_signal sends the restart signal with the
 * condition variable's spinlock held, and yields twice before it releases
 * it (libpthread/pthread_cond_signal.c, __thread_restart): the woken
 * victim takes that spinlock too, and spins on it (sched_yield) as often
 * as the scheduler lets the signaller hold it -- on a loaded machine a
 * different number of times from run to run, and the sweep's path
 * diverged (k=705..718 of pthread_cond_timedwait's 764, two sweeps run
 * side by side).  So the victim, asleep in its wait, is stopped while the
 * signal is sent and continued once pthread_cond_signal returned: it
 * takes the restart signal then, the spinlock free (cr_task_stop_asleep:
 * left alone when it was not in its wait's sleep; raw system calls only
 * while it is stopped, for the sweep's breakpoint may be on the libc's
 * syscall return, which another thread must not keep meeting).  Used by
 * the signaller below. */
#endif

/* The signaller: one token and one signal, once the bystander is
 * registered as a waiter (it set b_waiting under the mutex, which its
 * pthread_cond_wait released).  Signalled outside the mutex, so the woken
 * waiter re-acquires a free mutex: one path every run. */
static void *signaller(void *arg)
{
	struct cv *x = arg;
	uint64_t end = cr_now_ns() + 5000000000ull;
	cr_helper_start();
	for (;;) {
		long tid = __atomic_load_n(&x->b_tid, __ATOMIC_ACQUIRE);
		if (!tid && __atomic_load_n(&x->b_done, __ATOMIC_ACQUIRE))
			return NULL; /* the bystander never waited */
		if (tid && cr_wait_blocked(tid, B_WAIT_NR, 0, 5000, NULL) >= 0) {
			int ready;
			lock(&x->m);
			if ((ready = x->b_waiting)) {
				x->tokens++;
				x->given++;
			}
			pthread_mutex_unlock(&x->m);
			if (ready) {
#ifdef __dietlibc__
				long victim = cr_victim_tid();
				int stopped = cr_task_stop_asleep(victim, WAIT_NR);
				pthread_cond_signal(&x->c);
				if (stopped)
					cr_task_kill(victim, SIGCONT);
#else
				pthread_cond_signal(&x->c);
#endif
				return NULL;
			}
		}
		if (cr_now_ns() > end)
			cr_fatal(CR_STR(CALL) ": the bystander never waited");
		cr_raw_sleep_us(10);
	}
}

/* A deadline an hour after the trial's start (musl turns it into a
 * relative timeout inside the call: one taken per trial keeps the
 * nanoseconds' borrow, and so the sweep's path, the same every run). */
static int start(int helpers)
{
	pthread_mutexattr_t a;
	if (clock_gettime(DEADLINE_CLOCK, &deadline) < 0)
		return -1;
	deadline.tv_sec += 3600;
	if (!(cv = calloc(1, sizeof *cv)) || pthread_mutexattr_init(&a) ||
	    pthread_mutexattr_settype(&a, PTHREAD_MUTEX_ERRORCHECK) || pthread_mutex_init(&cv->m, &a) ||
	    pthread_cond_init(&cv->c, NULL))
		return -1;
	pthread_mutexattr_destroy(&a);
	in_wait = handled = not_held = 0;
#ifdef __dietlibc__
	pushed = locked = 0;
#endif
	if (helpers && (pthread_create(&cv->b, NULL, bystander, cv) ||
			pthread_create(&cv->s, NULL, signaller, cv)))
		return -1;
	cv->helpers = helpers;
	return 0;
}

static int prepare(void)
{
	return start(1);
}

static int prepare_blocked(void)
{
	return start(0);
}

static void wake(void)
{
	lock(&cv->m);
	cv->tokens++;
	cv->given++;
	pthread_mutex_unlock(&cv->m);
	pthread_cond_signal(&cv->c);
}

static void unlock_in_cleanup(void *arg)
{
	(void)arg;
#ifdef __dietlibc__
	if (!locked)
		return; /* op() does not hold the mutex (pushed in arm()) */
	locked = 0;
#endif
	handled = 1;
	if (pthread_mutex_unlock(&cv->m))
		not_held++;
}

/* The call, with the mutex held: wait for a token unless one is there,
 * and take it. */
static void wait_take(struct cr_victim *v)
{
	if (!cv->tokens) {
		in_wait = 1;
		WAIT(&cv->c, &cv->m);
		in_wait = 0;
	}
	if (cv->tokens) {
		cv->tokens--;
		cr_record(v, 1);
	}
}

#ifdef __dietlibc__
/* dietlibc's pthread_cleanup_push and pthread_cleanup_pop are functions,
 * and each acts on a pending cancel: push in its malloc, before the
 * handler is on the stack, pop in its free, after the handler is off
 * (libpthread's malloc and free test the cancel: results/findings/
 * dietlibc-cancel.md, 3).  POSIX's idiom -- lock, push, wait, pop, unlock
 * -- then ends a victim whose cancel is pending at the push holding the
 * mutex with no handler to release it (the mutex verdict of every pending
 * trial before this race was ported, none of pthread_cond_wait's doing),
 * and one whose cancel came after the call returned in the pop (op()
 * never returns, its token unseen by the sweep).  So the handler is pushed
 * once, in the victim's first arm(): before op() takes the mutex and
 * before the pending mode sends its cancel, which then meets
 * pthread_cond_wait.  It is never popped (it runs when the victim ends)
 * and releases the mutex only while op() holds it. */
static void arm(struct cr_victim *v)
{
	(void)v;
	if (!pushed) {
		pushed = 1;
		pthread_cleanup_push(unlock_in_cleanup, NULL);
	}
}

static void op(struct cr_victim *v)
{
	lock(&cv->m);
	locked = 1;
	wait_take(v);
	locked = 0;
	pthread_mutex_unlock(&cv->m);
}
#else
static void op(struct cr_victim *v)
{
	lock(&cv->m);
	pthread_cleanup_push(unlock_in_cleanup, NULL);
	wait_take(v);
	pthread_cleanup_pop(0);
	pthread_mutex_unlock(&cv->m);
}
#endif

/* After the victim's join: the signaller has signalled; wait until the
 * bystander took the token or is blocked in the kernel (then for good:
 * no other thread is left to wake it).  1 when it is blocked. */
static int bystander_settled(struct cv *x)
{
	uint64_t end = cr_now_ns() + 5000000000ull;
	for (;;) {
		if (__atomic_load_n(&x->b_done, __ATOMIC_ACQUIRE))
			return 0;
		if (cr_task_blocked(x->b_tid) >= 0 && !__atomic_load_n(&x->b_done, __ATOMIC_ACQUIRE))
			return 1;
		if (cr_now_ns() > end)
			cr_fatal(CR_STR(CALL) ": the bystander neither took the token nor blocked");
		cr_raw_sleep_us(20);
	}
}

/* Tokens the victim took (given - the bystander's - those left) against
 * those it recorded; a token left while the bystander stays blocked is a
 * lost wakeup.  The mutex must be free once every thread is settled.  A
 * victim that left pthread_cond_wait by its cancel without its cleanup
 * handler running died holding the mutex (the call re-acquires it before
 * acting): then no helper can ever return, and all of it is left behind. */
static void account(const struct cr_victim *v, int counts[CR_V_COUNT])
{
	struct cv *x = cv;
	int blocked = 0, e;
	long lost = 0, left;
	__atomic_store_n(&x->stop, 1, __ATOMIC_RELEASE);
	if (in_wait && !handled) {
		counts[CR_V_MUTEX]++;
		if (x->helpers) {
			pthread_detach(x->b);
			pthread_detach(x->s);
		}
		cv = NULL;
		return;
	}
	if (x->helpers) {
		if (cr_pthread_timedjoin(x->s, NULL, 10000))
			cr_fatal(CR_STR(CALL) ": the signaller did not finish");
		blocked = bystander_settled(x);
	}
	if ((e = pthread_mutex_trylock(&x->m)) == 0) {
		pthread_mutex_unlock(&x->m);
	} else if (e != EBUSY) {
		cr_fatal(CR_STR(CALL) ": pthread_mutex_trylock: %s", strerror(e));
	} else { /* held by no live thread: the bystander is stuck on it */
		counts[CR_V_MUTEX]++;
		if (x->helpers)
			pthread_detach(x->b);
		cv = NULL;
		return;
	}
	counts[CR_V_MUTEX] += not_held;
	left = __atomic_load_n(&x->tokens, __ATOMIC_ACQUIRE);
	if (blocked)
		lost = left;
	cr_account_units(counts, CR_V_LOST_WAKEUP, x->given - x->b_got - left + lost, v->received);
#ifdef __dietlibc__
	if (not_held) {
		/* dietlibc acted on the cancel inside the wait, before it took
		 * the mutex again and before it took the victim off the wait
		 * chain (results/findings/dietlibc-cancel.md, 8): the chain
		 * still holds the victim's descriptor, on the stack its join
		 * freed, which any later signal, broadcast or wait on c would
		 * read: a crash, or the restart signal to whatever pid that
		 * memory then holds (0, the whole process group, once it is
		 * mapped again zero-filled).  c is never used again: a
		 * bystander asleep on it is left there, and all of it is left
		 * behind. */
		if (x->helpers && blocked)
			pthread_detach(x->b);
		else if (x->helpers && cr_pthread_timedjoin(x->b, NULL, 10000))
			cr_fatal(CR_STR(CALL) ": the bystander did not leave");
		cv = NULL;
	}
#endif
}

static void finish(void)
{
	struct cv *x = cv;
	if (!x)
		return;
	if (x->helpers) {
		lock(&x->m);
		x->quit = 1;
		pthread_mutex_unlock(&x->m);
		pthread_cond_broadcast(&x->c);
		if (cr_pthread_timedjoin(x->b, NULL, 10000))
			cr_fatal(CR_STR(CALL) ": the bystander did not leave");
	}
	pthread_cond_destroy(&x->c);
	pthread_mutex_destroy(&x->m);
	free(x);
	cv = NULL;
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
	.hazard = "a cancelled waiter leaves the mutex other than held once, or consumes the signal another waiter needed",
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
	/* the cancel lands around the wake-up, a few hundred us in */
	.delay_max_ns = 300000,
	.verdicts = CR_VMASK_BASE | CR_VMASK(CR_V_MUTEX) | CR_VMASK(CR_V_LOST_WAKEUP),
	.one_op = 1, /* the trial has one wake-up: the sweep makes no warm-up call */
};

CR_RACE_MAIN(race)
