/* The hammer's delay range against this machine.  First, a race whose
 * trial is one call (.one_op: sem_wait, pthread_join, ...,
 * whose call ends with a helper's wake-up).  Its cancel must land inside
 * that one call: a delay past its end meets only the wait after it.  The
 * race's --delay-max-ns default says where the call ends on a native host
 * (sem_wait's wake-up arrives a few hundred us in); under emulation (a TCG
 * guest) or a heavy load the same path takes many times longer, the window
 * moves out of the range, and a hammer that should find the race finds
 * nothing.  So before the hammer's trials, a few uncancelled ones time the
 * call (op() from entry to return, in the victim); when its median exceeds
 * the range CR_CAL_FACTOR times over, the range becomes 1.25 times that
 * median.  A race that marks where its window starts (cr_trial_mark:
 * sem_wait's poster, right before the post that wakes the victim;
 * mq_receive's victim, entering the first call on a full queue) has its
 * window a short way past that mark, however long the way to it took: its
 * delay counts from the mark, over twice the median time from the mark to
 * the return of that call (the cancel lands before and after the return
 * about equally often).  Any race may mark, so every race's hammer runs
 * the three timing trials.  An unmarked race whose victim loops over its
 * call keeps its range (any delay lands in some call; the range picks
 * among the first ones), and a range given with --delay-max-ns is the
 * user's, never changed (it counts from the mark too, when the race has
 * one). */
#include <stdlib.h>
#include <string.h>

#include "engine.h"

#define CR_CAL_TRIALS 3
#define CR_CAL_FACTOR 4

static uint64_t op_start, op_len;

static uint64_t mark_len; /* from the race's mark to the return (0: no mark) */

static void cal_after(struct cr_victim *v, void *arg)
{
	uint64_t now = cr_now_ns(), mark = cr_trial_mark_ns();
	(void)v;
	op_len = now - op_start;
	mark_len = mark && mark <= now ? now - mark + 1 : 0;
	cr_cancel(*(cr_thread_t *)arg);
}

static int by_len(const void *a, const void *b)
{
	uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
	return (x > y) - (x < y);
}

/* The victim cancels itself once op() returned (a no_cancel trial's hook
 * ends it): its own thread id is what cal_after needs. */
static void cal_before(struct cr_victim *v, void *arg)
{
	(void)v;
	*(cr_thread_t *)arg = cr_thread_self();
	op_start = cr_now_ns();
}

long cr_calibrate_delay(struct cr_ctx *c, long *median_ns)
{
	static cr_thread_t self;
	const struct cr_trial_hooks h = {.before_op = cal_before, .after_op = cal_after, .arg = &self,
					 .one_op = 1, .no_cancel = 1};
	struct cr_rng rng = {c->opt.seed ^ 0xca11b8a7e};
	struct cr_trial_result r;
	uint64_t len[CR_CAL_TRIALS], from_mark[CR_CAL_TRIALS];
	int n = 0, marked = 0;

	*median_ns = 0;
	for (int i = 0; i < CR_CAL_TRIALS; i++) {
		op_len = 0;
		cr_trial(c, &h, &rng, &r);
		if (r.timed_out || !r.ops)
			break; /* the call never returned on its own: no length */
		marked += mark_len != 0;
		from_mark[n] = mark_len;
		len[n++] = op_len;
	}
	if (n < CR_CAL_TRIALS)
		return c->opt.delay_max_ns;
	if (marked == n) {
		qsort(from_mark, (size_t)n, sizeof from_mark[0], by_len);
		*median_ns = (long)from_mark[n / 2];
		c->opt.from_mark = 1;
		return 2 * *median_ns;
	}
	if (!c->race->one_op)
		return c->opt.delay_max_ns;
	qsort(len, (size_t)n, sizeof len[0], by_len);
	*median_ns = (long)len[n / 2];
	if (*median_ns <= CR_CAL_FACTOR * c->opt.delay_max_ns)
		return c->opt.delay_max_ns;
	return *median_ns + *median_ns / 4;
}
