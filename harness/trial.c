/* One trial: the victim thread loops on the cancellation point under test
 * inside a cleanup handler that releases what it recorded; the main thread
 * cancels it after a seeded random delay and joins it under a bound; the fd
 * ledger taken before and after turns what happened into verdict counts.
 * Nothing is inferred: every descriptor is accounted by number and identity.
 */
#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <sched.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <time.h>

#include "engine.h"
#include "step.h"
#include "task.h"
#ifdef __SANITIZE_ADDRESS__
#include <sanitizer/asan_interface.h>
#endif

const char *const cr_verdict_names[CR_V_COUNT] = {
#define CR_VERDICT(id, name, effect, meaning, colour) name,
#include "verdicts.def"
};


void cr_own(struct cr_victim *v, int fd)
{
	uint64_t dev, ino;
	int e = v->owned.n == CR_OWN_MAX ? -ENOSPC : cr_fd_identity(fd, &dev, &ino);
	if (e)
		cr_fatal("cr_own(%d): %s", fd, e == -ENOSPC ? "ledger full" : strerror(-e));
	v->owned.e[v->owned.n].fd = fd;
	v->owned.e[v->owned.n].dev = dev;
	v->owned.e[v->owned.n].ino = ino;
	v->owned.n++;
	v->recorded++;
}

void cr_disown(struct cr_victim *v, int fd)
{
	for (int i = 0; i < v->owned.n; i++)
		if (v->owned.e[i].fd == fd) {
			v->owned.e[i] = v->owned.e[--v->owned.n];
			v->recorded++;
			return;
		}
	cr_fatal("cr_disown(%d): not owned", fd);
}

void cr_record(struct cr_victim *v, long n)
{
	v->received += n;
	v->recorded++;
}

void cr_account_units(int counts[CR_V_COUNT], enum cr_verdict v, long consumed, long recorded)
{
	if (consumed < recorded)
		cr_fatal("accounting: the victim recorded %ld units of %s but only %ld were consumed",
			 recorded, cr_verdict_names[v], consumed);
	counts[v] += (int)(consumed - recorded);
}

int cr_owned_fd(const struct cr_victim *v)
{
	return v->owned.n ? v->owned.e[v->owned.n - 1].fd : -1;
}

void cr_release_all(struct cr_victim *v)
{
	for (int i = 0; i < v->owned.n; i++)
		cr_raw_close(v->owned.e[i].fd);
	v->owned.n = 0;
}

/* The cleanup handler: release exactly what was recorded, and check each
 * number still names the recorded file before closing it (raw system calls
 * only: an interposer may make a libc function a cancellation point).  EBADF means the
 * call had already released it (double close); another identity means the
 * number was reused meanwhile (closing it would hit someone else's file). */
static void victim_cleanup(void *arg)
{
	struct cr_victim *v = arg;
#ifdef __SANITIZE_ADDRESS__
	/* The cancel's unwinding left frames (the call's, the interceptor's)
	 * that never returned: their stale redzones below us would read as a
	 * stack overflow in the calls this handler makes. */
	__asan_handle_no_return();
#endif
	v->cleanup_runs++;
	for (int i = 0; i < v->owned.n; i++) {
		const struct cr_fdent *e = &v->owned.e[i];
		uint64_t dev, ino;
		if (cr_fd_identity(e->fd, &dev, &ino) < 0)
			v->counts[CR_V_DOUBLE_CLOSE]++;
		else if (dev != e->dev || ino != e->ino)
			v->counts[CR_V_WRONG_CLOSE]++;
		else
			cr_raw_close(e->fd);
	}
	v->owned.n = 0;
}

/* The canceller (main thread) and the victim run on different CPUs where
 * there are two: sharing one, the victim runs a whole time slice before the
 * canceller gets the CPU back, and the "random delay" becomes a tick. */
static int cpu_main = -1, cpu_victim = -1;

static void pin(int cpu)
{
	cpu_set_t set;
	if (cpu < 0)
		return;
	CPU_ZERO(&set);
	CPU_SET(cpu, &set);
	sched_setaffinity(0, sizeof set, &set);
}

static void choose_cpus(void)
{
	static int done;
	cpu_set_t set;
	if (done++)
		return;
	if (sched_getaffinity(0, sizeof set, &set) < 0 || CPU_COUNT(&set) < 2)
		return;
	for (int i = 0; i < CPU_SETSIZE; i++)
		if (CPU_ISSET(i, &set)) {
			if (cpu_main < 0)
				cpu_main = i;
			else if (cpu_victim < 0)
				cpu_victim = i;
		}
	pin(cpu_main);
}

struct trial {
	struct cr_victim v;
	const struct cr_race *race;
	const struct cr_trial_hooks *h;
	volatile int ready;
	volatile long tid;
	int op_recorded;         /* one-op trial: the effects its op() recorded */
	int op_errno;            /* one-op trial: errno as op() left it (0 before) */
	volatile int mark;       /* a helper's cr_trial_mark() this trial */
	int mark_waiter;         /* the canceller sleeps on mark (the hammer) */
	uint64_t mark_ns;        /* when (cr_now_ns) */
	volatile int parked;     /* pending: the victim's cancellation is off */
	volatile int sent;       /* pending: the cancel was sent */
	volatile int in_op;      /* the victim has started op() (after the
				  * engine's arming, whose syscalls are no
				  * call of the race's) */
};
static struct trial t; /* the victim may outlive a timed-out trial: never on the stack */

/* A wake-up only when the hammer's canceller sleeps on the mark: in a
 * sweep's run no one waits, and a syscall here could meet a breakpoint in
 * code the helper shares with the victim's call (musl's sem_timedwait). */
void cr_trial_mark(void)
{
	t.mark_ns = cr_now_ns();
	__atomic_store_n(&t.mark, 1, __ATOMIC_SEQ_CST);
	if (__atomic_load_n(&t.mark_waiter, __ATOMIC_SEQ_CST))
		cr_futex_wake(&t.mark);
}

uint64_t cr_trial_mark_ns(void)
{
	return __atomic_load_n(&t.mark, __ATOMIC_ACQUIRE) ? t.mark_ns : 0;
}

long cr_victim_tid(void)
{
	return __atomic_load_n(&t.tid, __ATOMIC_ACQUIRE);
}

static void *victim_main(void *arg)
{
	struct trial *tr = arg;
	struct cr_victim *v = &tr->v;
	const struct cr_race *r = tr->race;
	const struct cr_trial_hooks *h = tr->h;

	/* The hammer's victim runs on a CPU of its own, the canceller's race
	 * with it a real one; a one-op trial (sweep, blocked, pending) stops
	 * or cancels the victim where it is, and a migration (some 100 us,
	 * more than a sweep's boundary costs otherwise) buys nothing. */
	if (!h || !h->one_op)
		pin(cpu_victim);
	__atomic_store_n(&tr->tid, (long)syscall(SYS_gettid), __ATOMIC_RELEASE);
	CR_CLEANUP_PUSH(victim_cleanup, v);
	__atomic_store_n(&tr->ready, 1, __ATOMIC_RELEASE);
	cr_futex_wake(&tr->ready);
	if (h && h->one_op) {
		int before;
		if (h->warm_op) {
			if (r->arm)
				r->arm(v);
			r->op(v);
		}
		if (r->arm)
			r->arm(v);
		if (h->pending) {
			/* the cancel is sent while cancellation is off, and
			 * is pending when op() starts */
			int state;
			cr_cancel_disable(&state);
			__atomic_store_n(&tr->parked, 1, __ATOMIC_RELEASE);
			cr_futex_wake(&tr->parked);
			/* yields, not a futex wait: a race's helper that
			 * acts once the victim is blocked in a futex (a
			 * waker, a releaser) must not take this for the call */
			while (!__atomic_load_n(&tr->sent, __ATOMIC_ACQUIRE))
				sched_yield();
			cr_cancel_restore(state);
		}
		before = v->recorded;
		if (h->before_op)
			h->before_op(v, h->arg);
		errno = 0;
		__atomic_store_n(&tr->in_op, 1, __ATOMIC_RELEASE);
		r->op(v);
		tr->op_errno = errno;
		if (h->after_op)
			h->after_op(v, h->arg);
		tr->op_recorded = v->recorded - before;
		v->ops++;
		/* Wait to be cancelled, at a cancellation point of the
		 * implementation under test; the sleep itself is raw. */
		for (;;) {
			cr_testcancel();
			cr_raw_sleep_us(1000);
		}
	}
	for (;;) {
		if (v->owned.n >= v->cap)
			cr_release_all(v);
		if (r->arm)
			r->arm(v);
		if (h && h->before_op)
			h->before_op(v, h->arg);
		__atomic_store_n(&tr->in_op, 1, __ATOMIC_RELEASE);
		r->op(v);
		if (h && h->after_op)
			h->after_op(v, h->arg);
		v->ops++;
	}
	CR_CLEANUP_POP(0);
	return NULL;
}

/* The reuser: opens and closes another file as fast as it can once the cancel
 * is sent, so a number the victim's call released is taken again at once. */
static struct {
	pthread_t th;
	int running;
	volatile int state; /* 0 paused, 1 run, 2 quit */
	volatile int acked;
} reuser;

static void *reuser_main(void *arg)
{
	(void)arg;
	pin(cpu_main); /* the canceller's CPU: it sleeps in the join meanwhile */
	for (;;) {
		int s = __atomic_load_n(&reuser.state, __ATOMIC_ACQUIRE);
		if (s == 2)
			return NULL;
		if (s == 0) {
			__atomic_store_n(&reuser.acked, 1, __ATOMIC_RELEASE);
			cr_raw_sleep_us(20);
			continue;
		}
		__atomic_store_n(&reuser.acked, 0, __ATOMIC_RELEASE);
		int fd = cr_raw_open("/dev/zero", O_RDONLY | O_CLOEXEC);
		if (fd >= 0)
			cr_raw_close(fd);
		sched_yield(); /* the canceller shares this CPU: let it run */
	}
}

static void reuser_set(int state)
{
	if (!reuser.running) {
		if (state != 1)
			return;
		reuser.state = 0;
		if (pthread_create(&reuser.th, NULL, reuser_main, NULL))
			cr_fatal("cannot start the reuser thread");
		reuser.running = 1;
	}
	__atomic_store_n(&reuser.state, state, __ATOMIC_RELEASE);
	if (state == 0) {
		uint64_t end = cr_now_ns() + 2000000000ull;
		while (!__atomic_load_n(&reuser.acked, __ATOMIC_ACQUIRE))
			if (cr_now_ns() > end)
				cr_fatal("reuser thread did not pause within 2 s");
			else
				sched_yield();
	}
	if (state == 2) {
		pthread_join(reuser.th, NULL);
		reuser.running = 0;
	}
}

void cr_trial_shutdown(void)
{
	reuser_set(2);
}

static int owned_cap(const struct cr_ledger *before)
{
	static struct rlimit rl;
	static int have = -1;
	long room;
	if (have < 0) /* the limit is the process's, read once */
		have = getrlimit(RLIMIT_NOFILE, &rl) == 0;
	if (!have || rl.rlim_cur == RLIM_INFINITY)
		return 64;
	/* keep room for the harness (ledger dir, reuser, race's own fds) */
	room = ((long)rl.rlim_cur - before->n - 16) / 2;
	if (room > 64)
		room = 64;
	return (int)room;
}

static struct cr_ledger l_before, l_after, l_added, l_removed;
/* l_before already holds the table as the last trial left it (after, its
 * leaks closed): the next trial's "before" when the same numbers are still
 * open (cr_ledger_still), so one full scan a trial is enough. */
static int before_known;

/* After the cancel of a victim blocked in syscall nr: 1 when the cancel
 * signal was delivered and the victim is back, blocked in the same syscall
 * (restarted: the cancel did not act, and cannot until the call returns);
 * 0 when it is gone, or at the bound.  A lost cancel is seen at once, a
 * signal kept pending but blocked (musl's handler sends its cancel again,
 * blocked, for the next cancellation point) included. */
static int cancel_lost(long nr, long ms)
{
	uint64_t end = cr_now_ns() + (uint64_t)ms * 1000000ull, since = 0;
	long tid = cr_victim_tid();
	while (cr_now_ns() < end) {
		long long pend = cr_task_sigdeliverable(tid);
		if (pend < 0)
			return 0;
		if (pend == 0 && cr_task_blocked(tid) == nr) {
			if (!since)
				since = cr_now_ns();
			else if (cr_now_ns() - since > 5000000)
				return 1;
		} else {
			since = 0;
		}
		cr_raw_sleep_us(100);
	}
	return 0;
}

/* Is syscall in what nr asks for (cr_wait_blocked's rules)? */
static int syscall_is(long in, long nr)
{
	if (nr == CR_NR_FUTEX)
#ifdef SYS_futex_time64
		return in == SYS_futex || in == SYS_futex_time64;
#else
		return in == SYS_futex;
#endif
	return nr < 0 || in == nr;
}

long cr_wait_blocked(long tid, long nr, long stable_us, long ms, const volatile int *stop)
{
	uint64_t end = cr_now_ns() + (uint64_t)ms * 1000000ull, since = 0;
	long last = -1;
	for (;;) {
		uint64_t now = cr_now_ns();
		unsigned gen = cr_step_trap_gen();
		long who = tid ? tid : cr_victim_tid(), in = who ? cr_task_blocked(who) : -1;
		/* The victim's syscalls before its op() are not the call's: a
		 * sweep's arming (perf_event_open, a /proc/self/mem write, one
		 * preempted under TCG reads as blocked in it) or arm()'s own; a
		 * helper that acted on one (a waker's signal, taken before the
		 * call) would leave the call blocked for good. */
		if (who == cr_victim_tid() && !__atomic_load_n(&t.in_op, __ATOMIC_ACQUIRE))
			in = -1;
		if (who == cr_victim_tid() && ((gen & 1) || gen != cr_step_trap_gen()))
			in = -1; /* in the sweep's trap handler, not in its call */
		if (stop && __atomic_load_n(stop, __ATOMIC_ACQUIRE))
			return -1;
		if (in >= 0 && (in == last || !stable_us) && syscall_is(in, nr)) {
			if (now - since >= (uint64_t)stable_us * 1000u)
				return in;
		} else {
			last = in;
			since = now;
		}
		if (now > end)
			return -1;
		cr_raw_sleep_us(stable_us < 100 ? 10 : 100);
	}
}

/* Wait (bounded) until the victim has been blocked in one syscall for 2 ms:
 * its number, or -1 when it never was within ms. */
static long wait_blocked(long ms)
{
	return cr_wait_blocked(0, -1, 2000, ms, NULL);
}

void cr_helper_start(void)
{
	pin(cpu_victim);
	prctl(PR_SET_TIMERSLACK, 1000ul, 0ul, 0ul, 0ul);
}

long cr_trial_hold_us(void)
{
	return t.h ? t.h->hold_us : 0;
}

int cr_trial_one_op(void)
{
	return t.h && t.h->one_op;
}

int cr_trial_pending(void)
{
	return t.h && t.h->pending;
}

int cr_trial(struct cr_ctx *c, const struct cr_trial_hooks *h, struct cr_rng *rng,
	     struct cr_trial_result *res)
{
	const struct cr_race *r = c->race;
	cr_thread_t th;
	void *ret = NULL;
	int e, lost = 0;
	uint64_t delay, end;

	memset(res, 0, sizeof *res);
	choose_cpus();
	if ((!before_known || !cr_ledger_still(&l_before)) && (e = cr_ledger_take(&l_before)) < 0)
		cr_fatal("fd ledger: %s", strerror(-e));
	before_known = 0;
	memset(&t, 0, sizeof t);
	t.h = h;
	t.race = r;
	t.v.cap = owned_cap(&l_before);
	if (t.v.cap < 2)
		cr_fatal("RLIMIT_NOFILE leaves no room for a trial (%d descriptors open)", l_before.n);
	if (h && h->blocked) {
		if (!r->prepare_blocked || r->prepare_blocked() < 0)
			cr_fatal("%s: per-trial preparation (blocked) failed", c->name);
	} else if (r->prepare && r->prepare() < 0) {
		cr_fatal("%s: per-trial preparation failed", c->name);
	}
	delay = cr_rng_below(rng, (uint64_t)c->opt.delay_max_ns + 1);

	if ((e = cr_thread_create(&th, victim_main, &t)))
		cr_fatal("cannot create the victim thread: %s", strerror(e));
	/* The victim's start is the harness's part, not the race's: a victim
	 * not yet running (a stalled machine) would be cancelled before it
	 * has pushed its cleanup handler, and dietlibc's push acts on a
	 * pending cancel (the handler then never runs): a cleanup verdict no
	 * libc earned.  So the trial waits for it, ten times the bound, and
	 * one that never starts is a harness error. */
	end = cr_now_ns() + 10 * (uint64_t)c->opt.bound_ms * 1000000ull;
	while (!__atomic_load_n(&t.ready, __ATOMIC_ACQUIRE) && cr_now_ns() < end)
		cr_futex_wait_us(&t.ready, 0, 1000); /* the victim wakes it */
	if (!__atomic_load_n(&t.ready, __ATOMIC_ACQUIRE))
		cr_fatal("%s: the victim thread did not start within %ld ms", c->name, 10 * c->opt.bound_ms);
	end = cr_now_ns() + (uint64_t)c->opt.bound_ms * 1000000ull;
	if (h && h->blocked) {
		/* The cancel goes to a victim seen blocked in the kernel (or,
		 * if it never blocks within the bound, to wherever it is: the
		 * mode's structural check reports that) */
		res->blocked_nr = wait_blocked(c->opt.bound_ms);
		if ((e = cr_cancel(th)))
			cr_fatal("cancel: %s", strerror(e));
	} else if (h && h->pending) {
		while (!__atomic_load_n(&t.parked, __ATOMIC_ACQUIRE) && cr_now_ns() < end)
			cr_futex_wait_us(&t.parked, 0, 1000);
		if (!__atomic_load_n(&t.parked, __ATOMIC_ACQUIRE))
			cr_fatal("%s: the victim never disabled cancellation for the pending cancel", c->name);
		if ((e = cr_cancel(th)))
			cr_fatal("cancel: %s", strerror(e));
		__atomic_store_n(&t.sent, 1, __ATOMIC_RELEASE);
	} else if (!h || !h->no_cancel) {
		uint64_t at;
		/* A race with a mark: the delay counts from it (the victim's
		 * call is blocked until then; a trial without it is cancelled
		 * at the bound's end, wherever the victim is).  The canceller
		 * sleeps: on a machine with fewer CPUs than threads (a guest)
		 * a spin takes the CPU the helpers need to reach the mark
		 * (glibc 2.36 i386 sem_wait in a TCG guest: 25 trials in 8 s
		 * spinning or yielding, 137 sleeping). */
		if (c->opt.from_mark)
			__atomic_store_n(&t.mark_waiter, 1, __ATOMIC_SEQ_CST);
		while (c->opt.from_mark && !__atomic_load_n(&t.mark, __ATOMIC_SEQ_CST) && cr_now_ns() < end)
			cr_futex_wait_us(&t.mark, 0, 1000);
		at = cr_now_ns() + delay;
		while (cr_now_ns() < at)
			;
		if ((e = cr_cancel(th)))
			cr_fatal("cancel: %s", strerror(e));
	}
	/* From the cancel on, the reuser takes the canceller's CPU (which now
	 * sleeps in the join) and reopens any number the victim's call released
	 * before its cleanup handler looks at it. */
	if (h && h->blocked && r->wake && res->blocked_nr >= 0 &&
	    cancel_lost(res->blocked_nr, c->opt.bound_ms)) {
		e = ETIMEDOUT; /* seen lost: no need to wait out the bound */
	} else {
		if (r->wants_reuser)
			reuser_set(1);
		e = cr_thread_timedjoin(th, &ret, c->opt.bound_ms);
		if (r->wants_reuser)
			reuser_set(0);
	}
	if (e == ETIMEDOUT && h && h->blocked && r->wake) {
		/* Lost while blocked: a verdict; wake the call so the trial
		 * can end and be accounted (the pending cancel then acts at
		 * the victim's next cancellation point). */
		r->wake();
		e = cr_thread_timedjoin(th, &ret, c->opt.bound_ms);
		lost = 1;
	}
	if (e == ETIMEDOUT) {
		/* A lost cancellation: the victim stays blocked; it is a
		 * verdict, and the run cannot go on with it. */
		res->timed_out = 1;
		res->counts[CR_V_LOST_CANCEL] = 1;
		res->ops = t.v.ops;
		return 0;
	}
	if (e)
		cr_fatal("join: %s", strerror(e));
	res->cancelled = ret == CR_CANCELED;
	res->ops = t.v.ops;
	res->op_errno = t.op_errno;
	memcpy(res->counts, t.v.counts, sizeof res->counts);
	if (t.v.cleanup_runs != 1)
		res->counts[CR_V_CLEANUP]++;
	if (!res->cancelled || lost)
		res->counts[CR_V_LOST_CANCEL]++;
	/* Blocked mode: the call was seen blocked, cancelled, and op() came
	 * back: the call returned (EINTR or a result) before the cancel acted,
	 * which a cancel that acts inside the call never lets happen.  Counted
	 * whatever the cancel did after (acting at the next cancellation
	 * point, or never); a call the harness had to wake is lost-cancel. */
	if (h && h->blocked && res->blocked_nr >= 0 && !lost && t.v.ops > 0) {
		res->counts[CR_V_LATE_CANCEL]++;
		res->late_errno = t.op_errno;
	}
	if (r->account)
		r->account(&t.v, res->counts);
	if (r->finish)
		r->finish();
	if ((e = cr_ledger_take(&l_after)) < 0)
		cr_fatal("fd ledger: %s", strerror(-e));
	cr_ledger_diff(&l_before, &l_after, &l_added, &l_removed);
	for (int i = 0; i < l_added.n; i++) {
		if (c->opt.verbose) {
			char what[128];
			cr_diag("leaked fd %d (%s)", l_added.e[i].fd,
				cr_fd_describe(l_added.e[i].fd, what, sizeof what));
		}
		cr_raw_close(l_added.e[i].fd);
	}
	res->counts[CR_V_LEAK] += l_added.n;
	{ /* the next trial's "before": after, its leaks closed */
		l_before.n = 0;
		for (int i = 0; i < l_after.n; i++)
			if (!cr_ledger_has(&l_added, l_after.e[i].fd, l_after.e[i].dev, l_after.e[i].ino))
				l_before.e[l_before.n++] = l_after.e[i];
		before_known = 1;
	}
	/* A descriptor the trial never owned vanished: someone closed a
	 * stranger's file. */
	res->counts[CR_V_WRONG_CLOSE] += l_removed.n;
	/* Performed: the op recorded its effect, or some race verdict says
	 * the effect happened unrecorded. */
	res->performed = t.op_recorded > 0;
	for (int v = 0; v < CR_V_COUNT; v++)
		if (v != CR_V_LOST_CANCEL && v != CR_V_CLEANUP && res->counts[v] > 0)
			res->performed = 1;
	return 0;
}
