/* pthread_join(3) vs pthread_cancel: pthread_join reaps the target thread
 * and hands over its result; a cancel that acts after the reap loses both
 * (lost-join: the caller never learns the thread is gone, and a caller that
 * joins it again joins a thread twice, undefined behaviour).  POSIX lists
 * pthread_join as a cancellation point ("shall occur"; "If the thread
 * calling pthread_join() is canceled, then the target thread shall not be
 * detached").  glibc <= 2.40 runs the futex wait for the target's exit in
 * asynchronous-cancel mode (glibc bug 12683) and reaps after it
 * (nptl/pthread_join_common.c: pd->tid = -1, __nptl_free_tcb); musl waits
 * with its cancellable futex wait and reads the result after it
 * (src/thread/pthread_join.c).  Both are expected to lose none.
 *
 * Whether a thread was reaped must be seen without touching a joined
 * thread (undefined behaviour), so each target runs on a stack the race
 * provides (pthread_attr_setstack), and setup() learns, from two threads it
 * joins itself, what a join does there:
 *   - glibc keeps the descriptor at the top of that stack, so it stays
 *     mapped; the join writes some of its words (2.31 to 2.41: tid = -1 and
 *     TERMINATED in cancelhandling; 2.43 only the latter, the state word
 *     having moved to joinstate): the words that change, to the same
 *     values, in both threads are the join's signature;
 *   - musl writes nothing on a join: it only waits, reads the result and
 *     unmaps the thread's own mapping, so a descriptor on the race's stack
 *     would look the same joined or not.  A 2 KiB TLS block makes musl put
 *     the descriptor and TLS in a mapping of its own (pthread_create uses
 *     the application's stack for them only when they take under 2 KiB),
 *     and that mapping is gone once the thread is joined (mincore: ENOMEM);
 *     nothing maps memory between the victim's join and the check.
 *   - dietlibc (0.34) writes the target's descriptor when a join starts:
 *     its "joined" lock, which makes every later join fail (EINVAL), then
 *     the joiner, then it waits, takes the result and asks its manager
 *     thread to free the thread (to unlist it: a later join fails with
 *     ESRCH).  With pthread_attr_setstackaddr (the region's lowest
 *     address) the descriptor is at the top of the race's region; the
 *     calibration's joins run with the manager held (no request of the
 *     join's run yet), and the words both joins wrote, to the same values,
 *     are the join's signature (the joiner's word differs by joiner).  Its
 *     join tests the cancel only after that lock is taken (in its wait's
 *     sigsuspend, libpthread's wrapper, and at its end):
 *     results/findings/dietlibc-cancel.md, 7.  So a target whose lock the
 *     victim took is consumed, whether the join then ended or was
 *     cancelled in its wait (no one can join it again), and is seen so
 *     alive or not.
 * A libc where none holds cannot be told apart: the race says so and
 * skips, rather than guess.
 *
 * Each trial gives the victim TARGETS joinable targets, each let go (it
 * exits) once the victim is seen blocked in its futex wait joining it (in a
 * sweep's run whose cancel meets the blocked call, only after
 * cr_trial_hold_us: the sweep's canceller acts first), then a sentinel that
 * stays alive; accounting is exact: targets reaped (the signature, or the
 * mapping gone) = joins the victim recorded (with the target's own result)
 * + joins lost (musl's sweep joins a target that has exited: see
 * prepare()).  Blocked mode: the target alive, woken by letting it exit.
 * Built per call (races/local.mk): pthread_join, pthread_timedjoin_np with
 * a deadline an hour away, and pthread_clockjoin_np with one on
 * CLOCK_MONOTONIC (GNU calls; glibc and musl make pthread_timedjoin_np a
 * cancellation point as pthread_join is, and a libc without
 * pthread_clockjoin_np, musl, skips it).
 * Pending mode (the cancel pending at entry): an exited target in the first
 * trial, then a live one, alternately.  glibc before 2.43 checks the
 * cancel only while it waits for the target's exit, which a join of an
 * exited thread skips: it returns, the cancel not acted on (glibc bug 33717, fixed by
 * commit 440108ce9e, "nptl: Make pthread_{clock, timed}join{_np} act on all
 * cancellation"); musl tests it first (pthread_testcancel). */
#include <errno.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <time.h>
#include <unistd.h>

#include "calls.h" /* CR_HAS_CLOCKWAIT */
#include "race.h"

#define TARGETS 1             /* joinable targets per trial (then the sentinel) */
#define NSTACKS (TARGETS + 1) /* and the sentinel */
#define STACK (64 * 1024)
#define MAGIC 0x6a6f696eul    /* a target's result: MAGIC + its index */
#define MAXSIG 16
#define FUTEX_WAIT_PRIVATE 128 /* (musl's headers have no linux/futex.h) */
#define FUTEX_WAKE_PRIVATE 129
#ifdef __dietlibc__
/* dietlibc's join waits for its manager's restart signal in sigsuspend */
#define JOIN_WAIT_NR SYS_rt_sigsuspend
/* the size the race gives pthread_create: dietlibc adds the thread's TLS
 * and TLS header to it, and the region must hold them too */
#define DIET_STACKSIZE (STACK / 2)
#else
#define JOIN_WAIT_NR CR_NR_FUTEX
#endif

static __attribute__((unused)) struct timespec deadline; /* the timed joins': an hour after setup */
#if defined CR_CALL_pthread_timedjoin_np && defined __dietlibc__
#define NO_CALL 1 /* dietlibc has no pthread_timedjoin_np */
#define JOIN(th, r) ((void)(th), (void)(r), -1)
#define DEADLINE_CLOCK CLOCK_REALTIME
#elif defined CR_CALL_pthread_timedjoin_np
#define JOIN(th, r) pthread_timedjoin_np((th), (r), &deadline)
#define DEADLINE_CLOCK CLOCK_REALTIME
#elif defined CR_CALL_pthread_clockjoin_np
#if CR_HAS_CLOCKWAIT
#define JOIN(th, r) pthread_clockjoin_np((th), (r), CLOCK_MONOTONIC, &deadline)
#else
#define NO_CALL 1 /* this libc has no pthread_clockjoin_np */
#define JOIN(th, r) ((void)(th), (void)(r), -1)
#endif
#define DEADLINE_CLOCK CLOCK_MONOTONIC
#else
#define JOIN(th, r) pthread_join((th), (r))
#define DEADLINE_CLOCK CLOCK_REALTIME
#endif

/* musl: descriptor and TLS in a mapping of their own (see above). */
__thread volatile char cr_join_tls[2048];

struct target {
	pthread_t th;
	long tid;
	uintptr_t tls;        /* its cr_join_tls (dietlibc: on the region) */
	int release, live;    /* let go; created and not yet joined */
	int reaped;           /* by the victim (account's finding) */
};
static struct target t[NSTACKS];
static char *stacks;          /* NSTACKS regions of STACK bytes */
static int ntargets;          /* this trial's targets (the sentinel last) */
static int nrelease;          /* those the releaser lets go, in order */
static int next;              /* the victim's next target */

/* How a join is seen. */
static enum { BY_SIGNATURE, BY_UNMAP } seen_by;
static struct sigword { size_t off; uint32_t before, after; } sig[MAXSIG];
static int nsig;

static pthread_t releaser;
static int releasing, stop;

static void *target_main(void *arg)
{
	struct target *x = arg;
	cr_helper_start();
	cr_join_tls[0] = 1;
	x->tls = (uintptr_t)cr_join_tls;
	__atomic_store_n(&x->tid, (long)syscall(SYS_gettid), __ATOMIC_RELEASE);
	while (!__atomic_load_n(&x->release, __ATOMIC_ACQUIRE))
		syscall(SYS_futex, &x->release, FUTEX_WAIT_PRIVATE, 0, NULL, NULL, 0);
	return (void *)(MAGIC + (unsigned long)(x - t));
}

static void let_go(struct target *x)
{
	__atomic_store_n(&x->release, 1, __ATOMIC_RELEASE);
	syscall(SYS_futex, &x->release, FUTEX_WAKE_PRIVATE, 1, NULL, NULL, 0);
}

static int create(int i)
{
	pthread_attr_t a;
	int e;
	memset(&t[i], 0, sizeof t[i]);
#ifdef __dietlibc__
	/* no pthread_attr_setstack: the stack's lowest address (dietlibc's
	 * reading of setstackaddr) and a size that leaves room above it for
	 * the TLS and the descriptor (checked below) */
	if (pthread_attr_init(&a) || pthread_attr_setstackaddr(&a, stacks + (size_t)i * STACK) ||
	    pthread_attr_setstacksize(&a, DIET_STACKSIZE))
		return -1;
#else
	if (pthread_attr_init(&a) || pthread_attr_setstack(&a, stacks + (size_t)i * STACK, STACK))
		return -1;
#endif
	e = pthread_create(&t[i].th, &a, target_main, &t[i]);
	pthread_attr_destroy(&a);
	if (e)
		return -1;
	t[i].live = 1;
	for (uint64_t end = cr_now_ns() + 5000000000ull; !__atomic_load_n(&t[i].tid, __ATOMIC_ACQUIRE);)
		if (cr_now_ns() > end)
			cr_fatal("pthread_join: target %d never ran", i);
		else
			syscall(SYS_sched_yield);
#ifdef __dietlibc__
	/* the TLS lies between the stack and the descriptor, the descriptor
	 * (some hundred bytes) right above it: both on the region */
	if (t[i].tls < (uintptr_t)(stacks + (size_t)i * STACK + DIET_STACKSIZE / 2) ||
	    t[i].tls + sizeof cr_join_tls + 4096 > (uintptr_t)(stacks + (size_t)(i + 1) * STACK))
		cr_fatal("pthread_join: target %d's TLS at %#lx, off its region's top (%p + %d)", i,
			 (unsigned long)t[i].tls, (void *)(stacks + (size_t)i * STACK), STACK);
#endif
	return 0;
}

#ifdef __dietlibc__
/* The manager's requests before now run, the ended threads reaped. */
static void manager_sync(void)
{
	if (cr_dietlibc_manager_sync() < 0)
		cr_fatal("pthread_join: dietlibc's thread manager does not answer");
}

/* The manager let go: a hold that ran out before (the manager reaped
 * meanwhile) breaks what the holder counted on, and stops the run. */
static void manager_release(void)
{
	if (cr_dietlibc_manager_release() < 0)
		cr_fatal("pthread_join: dietlibc's thread manager was not held throughout (its hold ran out)");
}
#endif

/* Wait (bounded) until the kernel has let target i go entirely: its task
 * is gone from /proc, so its exit (and the kernel's clearing of its thread
 * id) is done and nothing runs on its stack.  dietlibc: the thread is a
 * process, a zombie until the manager reaps it (asked at once), which
 * marks its descriptor dead after: gone once that is done too. */
static void gone(int i)
{
	uint64_t end = cr_now_ns() + 5000000000ull;
#ifdef __dietlibc__
	int state;
	while ((state = cr_task_state(t[i].tid))) {
		if (state == 'Z')
			cr_dietlibc_reap_now();
		if (cr_now_ns() > end)
			cr_fatal("pthread_join: target %d did not exit", i);
		cr_raw_sleep_us(20);
	}
	manager_sync();
#else
	char path[64];
	snprintf(path, sizeof path, "/proc/self/task/%ld", t[i].tid);
	while (access(path, F_OK) == 0) {
		if (cr_now_ns() > end)
			cr_fatal("pthread_join: target %d did not exit", i);
		cr_raw_sleep_us(20);
	}
#endif
}

static int mapped(const void *p)
{
	unsigned char vec;
	uintptr_t page = (uintptr_t)p & ~((uintptr_t)sysconf(_SC_PAGESIZE) - 1);
	return mincore((void *)page, 1, &vec) == 0;
}

static int on_stack(int i)
{
	uintptr_t p = (uintptr_t)t[i].th, lo = (uintptr_t)(stacks + (size_t)i * STACK);
	return p >= lo && p < lo + STACK;
}

static uint32_t word(int i, size_t off)
{
	uint32_t w;
	memcpy(&w, stacks + (size_t)i * STACK + off, sizeof w);
	return w;
}

/* 1 reaped, 0 exited and not reaped; a target that has exited. */
static int reaped(int i)
{
	int after = 0;
	if (seen_by == BY_UNMAP)
		return !mapped((const void *)(uintptr_t)t[i].th);
	for (int s = 0; s < nsig; s++) {
		uint32_t w = word(i, sig[s].off);
		if (w == sig[s].after)
			after++;
		else if (w != sig[s].before)
			cr_fatal("pthread_join: target %d: word +%#zx is %#x, neither %#x (not joined) nor %#x (joined)",
				 i, sig[s].off, w, sig[s].before, sig[s].after);
	}
	if (after && after != nsig)
		cr_fatal("pthread_join: target %d: %d of the join's %d words written", i, after, nsig);
	return after == nsig;
}

/* One calibration target on stack i, joined by the calling thread: the
 * words of its stack the join changed (into out, up to MAXSIG), or -1 when
 * more changed; *unmapped: its descriptor's page is gone after the join. */
static int calibrate_one(int i, struct sigword *out, int *unmapped)
{
	static char before[STACK];
	void *ret;
	int n = 0, was_mapped;
	if (create(i) < 0)
		return -1;
	let_go(&t[i]);
	gone(i);
	memcpy(before, stacks + (size_t)i * STACK, STACK);
	was_mapped = mapped((const void *)(uintptr_t)t[i].th);
#ifdef __dietlibc__
	/* the join's own writes only: the manager's work for it (unlisting
	 * the thread, a lock of its descriptor) waits until after the diff */
	if (cr_dietlibc_manager_hold() < 0)
		return -1;
#endif
	if (pthread_join(t[i].th, &ret) || ret != (void *)(MAGIC + (unsigned long)i)) {
#ifdef __dietlibc__
		manager_release();
#endif
		return -1;
	}
	t[i].live = 0;
	*unmapped = was_mapped && !mapped((const void *)(uintptr_t)t[i].th);
	for (size_t off = 0; off + 4 <= STACK; off += 4) {
		uint32_t b, a;
		memcpy(&b, before + off, 4);
		a = word(i, off);
		if (a == b)
			continue;
		if (n == MAXSIG)
			n = -1;
		if (n < 0)
			break;
		out[n++] = (struct sigword){off, b, a};
	}
#ifdef __dietlibc__
	/* the manager's work done before the region is used again */
	manager_release();
	if (cr_dietlibc_manager_sync() < 0)
		return -1;
#endif
	return n;
}

static void *calibrate_from_thread(void *arg)
{
	struct sigword *out = arg;
	int unmapped;
	long n = calibrate_one(1, out, &unmapped);
	return (void *)(n * 2 + unmapped);
}

static int setup(void)
{
	struct sigword other[MAXSIG];
	pthread_t th;
	void *r;
	int unmapped, n2, unmapped2;
	long rv;
#ifdef NO_CALL
	return cr_race_skip("this libc has no " CR_STR(CALL) " (glibc has it since 2.31; musl has none)");
#endif
	stacks = mmap(NULL, (size_t)NSTACKS * STACK, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	if (stacks == MAP_FAILED)
		return -1;
	/* joined by this thread, then by another: the same words, the same
	 * values (a signature that depended on the joiner would be no proof) */
	nsig = calibrate_one(0, sig, &unmapped);
	if (pthread_create(&th, NULL, calibrate_from_thread, other) || pthread_join(th, &r))
		return -1;
	rv = (long)r;
	n2 = (int)(rv >> 1);
	unmapped2 = (int)(rv & 1);
	if (!on_stack(0) && unmapped && unmapped2) {
		seen_by = BY_UNMAP;
		cr_diag("pthread_join: a join is seen by the target's descriptor mapping, which it unmaps");
		return 0;
	}
#ifdef __dietlibc__
	/* the words both joins wrote, to the same values: the join's; those
	 * only one wrote, or to other values, are the joiner's (dietlibc
	 * records it in the target's descriptor) */
	if (nsig > 0 && n2 > 0) {
		int k = 0;
		for (int s = 0; s < nsig; s++)
			for (int o = 0; o < n2; o++)
				if (!memcmp(&sig[s], &other[o], sizeof sig[s]))
					sig[k++] = sig[s];
		if (k > 0) {
			nsig = k;
			n2 = k;
			memcpy(other, sig, (size_t)k * sizeof sig[0]);
		}
	}
	if (nsig > 0 && n2 == nsig && !memcmp(sig, other, (size_t)nsig * sizeof sig[0])) {
#else
	if (on_stack(0) && nsig > 0 && n2 == nsig && !memcmp(sig, other, (size_t)nsig * sizeof sig[0])) {
#endif
		char line[400];
		size_t n = 0;
		seen_by = BY_SIGNATURE;
		for (int s = 0; s < nsig && n < sizeof line; s++)
			n += (size_t)snprintf(line + n, sizeof line - n, " +%#zx: %#x -> %#x", sig[s].off,
					      sig[s].before, sig[s].after);
		cr_diag("pthread_join: a join is seen by %d word%s of the descriptor on the race's stack:%s", nsig,
			nsig == 1 ? "" : "s", line);
		return 0;
	}
	return cr_race_skip("cannot tell a joined thread from an unjoined one on this libc (descriptor %s the race's stack, %d and %d words changed by a join, mapping %s)",
			    on_stack(0) ? "on" : "off", nsig, n2, unmapped ? "unmapped" : "kept");
}

static void teardown(void)
{
	munmap(stacks, (size_t)NSTACKS * STACK);
}

/* Let each target go once the victim is seen blocked joining it, the next
 * only once the previous one has exited.
 * dietlibc: when a target ends, the manager reads the descriptor of the
 * thread that took its "joined" lock (to restart it); a victim cancelled
 * in the join (results/findings/dietlibc-cancel.md, 7) leaves it there,
 * and once the harness has joined the victim and the manager freed its
 * stack, that read faults and ends the process (the manager killed by
 * SIGSEGV).  So a target
 * ends only while the victim is not yet reaped, and is reaped before it:
 * with the manager held (it reaps nothing meanwhile), the victim still in
 * /proc, the target is let go and seen a zombie; the manager, let go,
 * reaps it first. */
static void *release_main(void *arg)
{
	(void)arg;
	cr_helper_start();
	for (int i = 0; i < nrelease; i++) {
		if (cr_wait_blocked(0, JOIN_WAIT_NR, cr_trial_hold_us(), 5000, &stop) < 0)
			return NULL;
#ifdef __dietlibc__
		if (cr_dietlibc_manager_hold() < 0)
			cr_fatal("pthread_join: dietlibc's thread manager does not answer");
		if (!cr_task_state(cr_victim_tid())) {
			manager_release(); /* the victim is gone: the target stays */
			return NULL;
		}
		let_go(&t[i]);
		for (uint64_t end = cr_now_ns() + 1000000000ull; cr_task_state(t[i].tid) != 'Z';)
			if (cr_now_ns() > end)
				cr_fatal("pthread_join: target %d did not exit", i);
			else
				cr_raw_sleep_us(20);
		manager_release();
#else
		let_go(&t[i]);
#endif
		gone(i);
	}
	return NULL;
}

/* A deadline an hour after the trial's start (musl turns it into a
 * relative timeout inside the call: one taken per trial keeps the
 * nanoseconds' borrow, and so the sweep's path, the same every run). */
static int start(int n, int release)
{
	if (clock_gettime(DEADLINE_CLOCK, &deadline) < 0)
		return -1;
	deadline.tv_sec += 3600;
	ntargets = n;
	nrelease = release;
	next = 0;
	stop = 0;
	releasing = 0;
	for (int i = 0; i < n; i++)
		if (create(i) < 0)
			return -1;
	if (release) {
		if (pthread_create(&releaser, NULL, release_main, NULL))
			return -1;
		releasing = 1;
	}
	return 0;
}

/* The victim joins TARGETS, then blocks on the sentinel.  musl: woken by
 * the exiting target, a join then waits (__tl_sync) for the thread-list
 * lock the target holds until the kernel ends its exit, a spin of no fixed
 * length: no path to sweep.  Its sweep's one call joins a target that has
 * exited (the hammer and the blocked mode keep the wait). */
static int prepare(void)
{
	static int pendings;
	int exited = 0;
#ifndef __GLIBC__
	exited = cr_trial_one_op();
#endif
	if (cr_trial_pending()) {
		/* the call starts with a cancel pending: the target has
		 * exited in every other trial (the first), else it stays
		 * alive (no releaser: the join must act before it waits) */
		exited = pendings++ % 2 == 0;
		if (start(NSTACKS, 0) < 0)
			return -1;
		if (exited) {
			let_go(&t[0]);
			gone(0);
		}
		return 0;
	}
	if (start(NSTACKS, exited ? 0 : TARGETS) < 0)
		return -1;
	if (exited) {
		let_go(&t[0]);
		gone(0);
	}
	return 0;
}

static int prepare_blocked(void)
{
	return start(1, 0);
}

static void wake(void)
{
	let_go(&t[0]);
}

/* glibc's join frees the target's TLS vector: the victim's first free()
 * sets up its thread cache (a long path, of varying length); do that
 * before the call. */
static void *volatile warm; /* volatile: the pair is not folded away */

static void arm(struct cr_victim *v)
{
	(void)v;
	warm = malloc(1);
	free(warm);
}

static void op(struct cr_victim *v)
{
	int i = next;
	void *ret;
	if (JOIN(t[i].th, &ret) == 0) {
		if (ret != (void *)(MAGIC + (unsigned long)i))
			cr_fatal(CR_STR(CALL) ": target %d's result is %p", i, ret);
		cr_record(v, 1);
		t[i].live = 0;
		if (next < ntargets - 1)
			next++;
	}
}

/* Targets reaped (seen as the calibration learnt) against the joins the
 * victim recorded; a target let go is waited for until it has exited. */
static void account(const struct cr_victim *v, int counts[CR_V_COUNT])
{
	long consumed = 0;
	__atomic_store_n(&stop, 1, __ATOMIC_RELEASE);
	if (releasing && cr_pthread_timedjoin(releaser, NULL, 10000))
		cr_fatal("pthread_join: the releaser did not stop");
	releasing = 0;
	for (int i = 0; i < ntargets; i++) {
#ifdef __dietlibc__
		/* the join's lock is taken before it waits: seen alive too */
		if (__atomic_load_n(&t[i].release, __ATOMIC_ACQUIRE))
			gone(i);
#else
		if (!__atomic_load_n(&t[i].release, __ATOMIC_ACQUIRE))
			continue; /* alive: it cannot have been reaped */
		gone(i);
#endif
		t[i].reaped = reaped(i);
		consumed += t[i].reaped;
	}
	cr_account_units(counts, CR_V_LOST_JOIN, consumed, v->received);
}

/* Let every target go and join those no one reaped.
 * dietlibc: a target whose lock a cancelled victim took is still listed,
 * and joined by no one (a join: EINVAL); its stack, the race's region,
 * cannot be used again while it is, nor may it end with the victim's
 * descriptor (freed) its joiner.  Its lock is given back (the words of
 * the signature to their values before the join) and it is joined here.
 * A join the victim ended (cancelled after, or recorded) has the thread
 * unlisted (ESRCH).  Then the manager's work for every join is waited
 * for: it locks the descriptor, which must be done before the region
 * holds another. */
static void finish(void)
{
	for (int i = 0; i < ntargets; i++) {
		void *ret;
#ifdef __dietlibc__
		if (t[i].live && t[i].reaped) {
			int e;
			manager_sync();
			e = pthread_join(t[i].th, &ret);
			if (e == ESRCH) {
				t[i].live = 0;
				continue;
			}
			if (e != EINVAL)
				cr_fatal("pthread_join: target %d, consumed by the victim's join: a join gave %s", i,
					 e ? strerror(e) : "it");
			for (int s = 0; s < nsig; s++)
				memcpy(stacks + (size_t)i * STACK + sig[s].off, &sig[s].before, sizeof sig[s].before);
			t[i].reaped = 0;
		}
#endif
		if (!t[i].live || t[i].reaped)
			continue;
		let_go(&t[i]);
		if (cr_pthread_timedjoin(t[i].th, &ret, 10000))
			cr_fatal("pthread_join: cannot join target %d", i);
		t[i].live = 0;
	}
#ifdef __dietlibc__
	manager_sync();
#endif
}

static const struct cr_race race = {
#ifdef NO_CALL
	.name = CR_STR(CALL),
#else
	.fn = CALL,
#endif
	.hazard = "a thread reaped by " CR_STR(CALL) "() is lost (its result, and whether it may be joined again) when the cancel acts after the reap",
	.reference = "POSIX pthread_join (a cancellation point); glibc bug 12683",
	.setup = setup,
	.teardown = teardown,
	.prepare = prepare,
	.account = account,
	.finish = finish,
	.arm = arm,
	.op = op,
	.prepare_blocked = prepare_blocked,
	.wake = wake,
	/* the cancel lands around the wake-up, a few hundred us in */
	.delay_max_ns = 300000,
	.verdicts = CR_VMASK_BASE | CR_VMASK(CR_V_LOST_JOIN),
	.one_op = 1, /* the trial has one wake-up: the sweep makes no warm-up call */
#ifdef __dietlibc__
	.effect_first = 1, /* the joined lock before any test (see above) */
#endif
};

CR_RACE_MAIN(race)
