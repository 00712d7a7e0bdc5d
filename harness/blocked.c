/* The blocked mode (--blocked, a race with prepare_blocked and wake): each
 * trial's call blocks in the kernel (prepare_blocked), the victim is seen
 * blocked there, and only then cancelled; the cancel must act inside the
 * call within the bound.  Deterministic: no delay, no luck. */
#include <stdio.h>
#include <string.h>

#include "mode.h"

struct blocked_out {
	long trials, cancelled, never, nr;
	long counts[CR_V_COUNT];
	long late[CR_MODE_ERRNOS]; /* late-cancel trials by the call's errno */
	int timed_out;
	double elapsed;
};

static void blocked(struct cr_ctx *c, struct blocked_out *b)
{
	static const struct cr_trial_hooks hk = {.one_op = 1, .no_cancel = 1, .blocked = 1};
	struct cr_rng rng = {c->opt.seed};
	struct cr_trial_result r;
	uint64_t t0 = cr_now_ns();
	char detail[160];

	memset(b, 0, sizeof *b);
	b->nr = -1;
	while (b->trials < c->opt.blocked_trials && !cr_stopped()) {
		cr_trial(c, &hk, &rng, &r);
		b->trials++;
		b->cancelled += r.cancelled;
		if (r.blocked_nr < 0)
			b->never++;
		else
			b->nr = r.blocked_nr;
		for (int v = 0; v < CR_V_COUNT; v++)
			b->counts[v] += r.counts[v];
		if (r.counts[CR_V_LATE_CANCEL]) {
			cr_mode_errno(b->late, r.late_errno);
			cr_diag("blocked: trial %ld: the blocked call returned (errno %d: %s) before the cancel acted: late-cancel",
				b->trials, r.late_errno, r.late_errno ? strerror(r.late_errno) : "none set");
		}
		if (r.timed_out) {
			b->timed_out = 1;
			cr_diag("blocked: trial %ld: the victim was neither cancelled nor woken within %ld ms; the run stops here",
				b->trials, c->opt.bound_ms);
			break;
		}
	}
	b->elapsed = (cr_now_ns() - t0) / 1e9;
	cr_diag("blocked: %ld trials in %.2f s, %ld cancelled, blocked in syscall %ld before the cancel in %ld",
		b->trials, b->elapsed, b->cancelled, b->nr, b->trials - b->never);
	snprintf(detail, sizeof detail, "in %ld cancels of a blocked call (%.2f s)", b->trials, b->elapsed);
	cr_mode_checks(c, "blocked", CR_VMASK_BLOCKED, b->counts, detail);
	cr_check_run(c, "blocked", CR_CHECK_STRUCTURAL, "blocked", b->never == 0 && b->trials > 0,
		     "blocked %s: the victim was seen blocked in the kernel (syscall %ld) before each cancel: %ld of %ld trials",
		     c->name, b->nr, b->trials - b->never, b->trials);
}

static void blocked_json(struct cr_json *j, const struct blocked_out *b)
{
	cr_json_int(j, "trials", b->trials);
	cr_json_num(j, "elapsed_s", b->elapsed);
	if (b->nr >= 0)
		cr_json_int(j, "syscall", b->nr);
	else
		cr_json_null(j, "syscall");
	cr_json_int(j, "never_blocked", b->never);
	cr_json_bool(j, "stopped_by_lost_cancel", b->timed_out != 0);
	cr_mode_tally_json(j, b->trials, b->cancelled, b->counts);
	cr_mode_errnos_json(j, "late_cancel", b->late); /* the errnos the late-cancel calls returned with */
}

static int picked(const struct cr_ctx *c)
{
	return c->opt.blocked;
}

static int run(struct cr_ctx *c, struct cr_json *j)
{
	struct blocked_out b;
	if (cr_mode_not_run(c, "blocked")) {
		memset(&b, 0, sizeof b);
		b.nr = -1;
	} else {
		blocked(c, &b);
	}
	blocked_json(j, &b);
	return b.timed_out ? CR_MODE_LEFT : 0;
}

const struct cr_mode cr_mode_blocked = {.name = "blocked", .picked = picked, .run = run};
