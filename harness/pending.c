/* The pending mode: the call starts with a cancel already pending, and must
 * act on it before any effect (POSIX: a cancellation point acts on a
 * pending cancel "before the function returns").
 *
 * A race of a cancellation point (every race but a table's): a few one-op
 * trials (--pending-trials) in which the victim, after arm(), turns
 * cancellation off, is cancelled by the harness, turns it back on and calls
 * op().  Each trial is accounted as any other (the race's effect verdicts,
 * the fd ledger, the cleanup handler); a call that returned is not-acted,
 * with its errno in the record.  Deterministic: no delay, no luck.
 *
 * A race with a table (harness/pending.h): each function of the table
 * runs once in a thread of its own that waits with cancellation disabled
 * while the main thread cancels it, enables it (the cancel is now pending),
 * calls the function, then pthread_testcancel.  A "must-not" function that
 * acted is the verdict acted; one that returned must leave the cancel
 * pending (lost-cancel otherwise), and the thread's cleanup handler runs
 * exactly once (cleanup).  The race's prepare() comes before each function,
 * its finish() once the function's thread has ended (what the call made is
 * the race's to release). */
#include <errno.h>
#include <pthread.h>
#include <stdio.h>
#include <string.h>
#include <sys/syscall.h>
#include <unistd.h>

#include "cr_cancel.h"
#include "mode.h"
#include "pending.h"
#include "step.h"
#include "task.h"

static const char *const class_names[] = {"must-not", "may", "shall"};

/* One function's thread and what it saw. */
static struct run {
	const struct cr_pending_fn *p;
	long tid;
	int parked, go, returned, survived, cleanups, err;
} r;

static void on_cleanup(void *arg)
{
	(void)arg;
	r.cleanups++;
}

static void *runner(void *arg)
{
	int old;
	(void)arg;
#ifdef __dietlibc__ /* where a cancel sent while off is dropped: cr_cancel.h */
	(void)old;
#else
	pthread_setcancelstate(PTHREAD_CANCEL_DISABLE, &old);
#endif
	/* pushed before the cancel is sent: dietlibc's pthread_cleanup_push
	 * acts on a pending cancel itself */
	pthread_cleanup_push(on_cleanup, NULL);
	__atomic_store_n(&r.tid, (long)syscall(SYS_gettid), __ATOMIC_RELEASE);
	__atomic_store_n(&r.parked, 1, __ATOMIC_RELEASE);
	while (!__atomic_load_n(&r.go, __ATOMIC_ACQUIRE))
		syscall(SYS_futex, &r.go, 128 /* FUTEX_WAIT_PRIVATE */, 0, NULL, NULL, 0);
#ifdef __dietlibc__
	cr_dietlibc_cancel_recorded(); /* the cancel is pending */
#else
	pthread_setcancelstate(PTHREAD_CANCEL_ENABLE, &old); /* the cancel is pending */
#endif
	errno = 0;
	if (r.p->call() < 0)
		r.err = errno ? errno : -1;
	r.returned = 1;
	pthread_testcancel();
	r.survived = 1;
	pthread_cleanup_pop(0);
	return NULL;
}

/* Run function p: 0, or -1 when its thread did not end within the bound. */
static int run_point(struct cr_ctx *c, const struct cr_pending_fn *p)
{
	const struct cr_race *race = c->race;
	long bound_ms = c->opt.bound_ms;
	pthread_t th;
	void *ret = NULL;
	uint64_t end;
	memset(&r, 0, sizeof r);
	r.p = p;
	if (race->prepare && race->prepare() < 0)
		cr_fatal("%s: prepare failed before %s", c->name, p->name);
	if (p->hold)
		p->hold();
	if (pthread_create(&th, NULL, runner, NULL))
		cr_fatal("%s: cannot start the runner of %s", c->name, p->name);
	end = cr_now_ns() + (uint64_t)bound_ms * 1000000ull;
	while (!__atomic_load_n(&r.parked, __ATOMIC_ACQUIRE))
		if (cr_now_ns() > end)
			cr_fatal("%s: the runner of %s never started", c->name, p->name);
		else
			sched_yield();
	if (pthread_cancel(th))
		cr_fatal("%s: pthread_cancel failed", c->name);
	__atomic_store_n(&r.go, 1, __ATOMIC_RELEASE);
	syscall(SYS_futex, &r.go, 129 /* FUTEX_WAKE_PRIVATE */, 1, NULL, NULL, 0);
	if (p->release) {
		/* the runner blocks in the call (it must not act), or ends */
		char path[64];
		snprintf(path, sizeof path, CR_TASK_DIR, r.tid);
		while (cr_task_blocked(r.tid) < 0 && access(path, F_OK) == 0 && cr_now_ns() < end)
			cr_raw_sleep_us(20);
		if (access(path, F_OK) == 0)
			p->release();
	}
	if (cr_pthread_timedjoin(th, &ret, bound_ms)) {
		pthread_detach(th);
		return -1;
	}
	if (ret != PTHREAD_CANCELED && !r.survived)
		cr_fatal("%s: the runner of %s ended with %p", c->name, p->name, ret);
	if (race->finish)
		race->finish();
	return 0;
}

static int run_table(struct cr_ctx *c, struct cr_json *j)
{
	const struct cr_pending_fn *table = c->race->pending;
	long counts[CR_V_COUNT] = {0}, cancelled = 0, hung = 0, ran = 0, interposed = 0;
	int control = 0, infos = 0;
	char acted[400] = "";
	size_t an = 0, n = 0;
	uint64_t t0 = cr_now_ns();
	double elapsed;

	while (table[n].name)
		n++;
	cr_json_arr(j, "functions");
	for (size_t i = 0; i < n; i++) {
		const struct cr_pending_fn *p = &table[i];
		int did;
		char fn[64], lib[128];
		/* A function an LD_PRELOAD library defines (fakeroot's stat,
		 * fstat and unlink) is that library's, not the libc's: what it
		 * does with a cancel says nothing of the libc, and fakeroot's,
		 * cancelled in its message-queue call, leaves its semaphore
		 * held and the next such call blocked.  Not called, said. */
		snprintf(fn, sizeof fn, "%.*s", (int)strcspn(p->name, " "), p->name);
		if (cr_preload_interposes(fn, lib, sizeof lib)) {
			interposed++;
			cr_check_run(c, "pending", CR_CHECK_INFO, "point", 1,
				     "pending %s: %s is %s's (LD_PRELOAD), not the libc's: not called, not judged",
				     c->name, fn, lib);
			cr_json_obj(j, NULL);
			cr_json_str(j, "name", p->name);
			cr_json_str(j, "class", class_names[p->cls]);
			cr_json_str(j, "interposed", lib);
			cr_json_end(j);
			continue;
		}
		if (run_point(c, p) < 0) {
			/* left behind, it may still touch the runner's state:
			 * the table stops here */
			hung = (long)(n - i);
			cr_diag("pending: %s: its thread did not end within %ld ms; the table stops here",
				p->name, c->opt.bound_ms);
			break;
		}
		ran++;
		did = !r.returned;
		cancelled += !r.survived;
		counts[CR_V_LOST_CANCEL] += r.survived;
		counts[CR_V_CLEANUP] += r.cleanups != !r.survived;
		if (p->cls == CR_SHALL)
			control = did;
		if (p->cls == CR_MUST_NOT && did) {
			counts[CR_V_ACTED]++;
			an += (size_t)snprintf(acted + an, an < sizeof acted ? sizeof acted - an : 0, "%s%s",
					       an ? ", " : "", p->name);
		}
		if ((p->cls == CR_MAY || (p->cls == CR_MUST_NOT && did)) && infos++ < 40)
			cr_check_run(c, "pending", CR_CHECK_INFO, "point", 1,
				     "pending %s: %s %s on the pending cancel (a \"%s\" point%s)", c->name,
				     p->name, did ? "acted" : "did not act", class_names[p->cls],
				     p->cls == CR_MAY ? ": reported, not judged" : "");
		cr_json_obj(j, NULL);
		cr_json_str(j, "name", p->name);
		cr_json_str(j, "class", class_names[p->cls]);
		cr_json_bool(j, "acted", did);
		if (r.returned && r.err)
			cr_json_str(j, "error", r.err > 0 ? strerror(r.err) : "failed");
		cr_json_end(j);
	}
	cr_json_end(j);
	elapsed = (cr_now_ns() - t0) / 1e9;
	cr_json_int(j, "trials", ran);
	cr_json_int(j, "interposed", interposed);
	cr_json_num(j, "elapsed_s", elapsed);
	cr_mode_tally_json(j, ran, cancelled, counts);
	cr_diag("pending: %ld functions called with a cancel pending in %.2f s; must-not points that acted: %s",
		ran, elapsed, *acted ? acted : "none");
	{
		char detail[160];
		snprintf(detail, sizeof detail, "of %ld functions (%.2f s)", ran, elapsed);
		cr_check(c, "pending", CR_V_ACTED, counts[CR_V_ACTED], detail);
		cr_check(c, "pending", CR_V_LOST_CANCEL, counts[CR_V_LOST_CANCEL], detail);
		cr_check(c, "pending", CR_V_CLEANUP, counts[CR_V_CLEANUP], detail);
	}
	cr_check_run(c, "pending", CR_CHECK_STRUCTURAL, "reached", hung == 0,
		     "pending %s: every function's thread ended: %ld of %zu, %ld not run or not ended within %ld ms%s%.0ld%s",
		     c->name, ran, n, hung, c->opt.bound_ms, interposed ? " (" : "", interposed,
		     interposed ? " an LD_PRELOAD library's, not called)" : "");
	cr_check_run(c, "pending", CR_CHECK_STRUCTURAL, "control", control,
		     "pending %s: the control, read (a \"shall\" point), acted on the pending cancel", c->name);
	return hung ? CR_MODE_LEFT : 0;
}

/* The trials of a cancellation point's race. */
static int run_entry(struct cr_ctx *c, struct cr_json *j)
{
	static const struct cr_trial_hooks hk = {.one_op = 1, .no_cancel = 1, .pending = 1};
	struct cr_rng rng = {c->opt.seed};
	struct cr_trial_result tr;
	long counts[CR_V_COUNT] = {0}, errs[CR_MODE_ERRNOS] = {0}, trials = 0, cancelled = 0;
	int left = 0;
	uint64_t t0 = cr_now_ns();
	double elapsed;
	char detail[160];

	while (!cr_mode_not_run(c, "pending") && trials < c->opt.pending_trials && !cr_stopped()) {
		cr_trial(c, &hk, &rng, &tr);
		trials++;
		cancelled += tr.cancelled;
		for (int v = 0; v < CR_V_COUNT; v++)
			counts[v] += tr.counts[v];
		if (tr.ops > 0) {
			counts[CR_V_NOT_ACTED]++;
			cr_mode_errno(errs, tr.op_errno);
			cr_diag("pending: trial %ld: %s returned (errno %d: %s) with a cancel pending: not-acted",
				trials, c->name, tr.op_errno, tr.op_errno ? strerror(tr.op_errno) : "none set");
		}
		if (tr.timed_out) {
			left = 1;
			cr_diag("pending: trial %ld: the victim was not cancelled within %ld ms; the run stops here",
				trials, c->opt.bound_ms);
			break;
		}
	}
	elapsed = (cr_now_ns() - t0) / 1e9;
	cr_diag("pending: %ld calls with a cancel pending in %.3f s, %ld acted in the call",
		trials, elapsed, trials - counts[CR_V_NOT_ACTED]);
	cr_json_int(j, "trials", trials);
	cr_json_num(j, "elapsed_s", elapsed);
	cr_json_bool(j, "stopped_by_lost_cancel", left);
	cr_mode_tally_json(j, trials, cancelled, counts);
	cr_mode_errnos_json(j, "not_acted", errs); /* the errnos the calls that returned left */
	snprintf(detail, sizeof detail, "in %ld calls with a cancel pending (%.3f s)", trials, elapsed);
	cr_mode_checks(c, "pending", CR_VMASK_PENDING, counts, detail);
	return left ? CR_MODE_LEFT : 0;
}

static int run(struct cr_ctx *c, struct cr_json *j)
{
	return c->race->pending ? run_table(c, j) : run_entry(c, j);
}

/* A race with a table runs it, and nothing else (options.c); any other
 * race when picked. */
static int picked(const struct cr_ctx *c)
{
	return c->race->pending != NULL || c->opt.pending;
}

const struct cr_mode cr_mode_pending = {.name = "pending", .picked = picked, .run = run};
