/* Unit test: the trial accounting on synthetic races whose outcome is known
 * exactly (one leak, one double close, one wrong-descriptor close, a cleanup
 * run twice, a clean call, a lost cancellation), with inherited fds 10 and
 * 251 and RLIMIT_NOFILE=64; and the verdict logic (positive/negative
 * controls, strict mode). */
#include <fcntl.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <unistd.h>

#include "engine.h"

static void own_null(struct cr_victim *v)
{
	cr_own(v, cr_raw_open("/dev/null", O_RDONLY));
}

static void op_leak(struct cr_victim *v)
{
	(void)v;
	(void)cr_raw_open("/dev/null", O_RDONLY); /* never recorded */
}

static void op_double(struct cr_victim *v)
{
	cr_raw_close(v->owned.e[0].fd); /* released, still recorded */
}

static void op_wrong(struct cr_victim *v)
{
	cr_raw_close(v->owned.e[0].fd);
	(void)cr_raw_open("/dev/zero", O_RDONLY); /* takes the same number */
}

static void op_cleanup(struct cr_victim *v)
{
	v->cleanup_runs++; /* as if a handler had already run */
}

static void op_clean(struct cr_victim *v)
{
	cr_own(v, cr_raw_open("/dev/null", O_RDONLY));
}

static void op_stuck(struct cr_victim *v)
{
	(void)v;
	pthread_setcancelstate(PTHREAD_CANCEL_DISABLE, NULL);
	for (;;)
		pause();
}

static struct cr_ctx ctx;

static struct cr_trial_result run(void (*arm)(struct cr_victim *), void (*op)(struct cr_victim *))
{
	static struct cr_race r;
	static const struct cr_trial_hooks one = {.one_op = 1};
	struct cr_rng rng = {42};
	struct cr_trial_result res;
	memset(&r, 0, sizeof r);
	r.arm = arm;
	r.op = op;
	ctx.race = &r;
	ctx.name = "synthetic";
	ctx.verdicts = CR_VMASK_FD;
	cr_trial(&ctx, &one, &rng, &res);
	return res;
}

static int only(const struct cr_trial_result *r, enum cr_verdict v, int n)
{
	for (int i = 0; i < CR_V_COUNT; i++)
		if (r->counts[i] != (i == (int)v ? n : 0))
			return 0;
	return 1;
}

int main(void)
{
	struct rlimit rl = {64, 64};
	struct cr_trial_result r;
	const char *why;
	int fd = open("/dev/null", O_RDONLY);

	setvbuf(stdout, NULL, _IOLBF, 0);
	if (fd < 0 || dup2(fd, 10) != 10 || dup2(fd, 251) != 251)
		cr_fatal("setup");
	close(fd);
	/* valgrind keeps its own descriptors above the limit and refuses */
	if (setrlimit(RLIMIT_NOFILE, &rl) < 0) {
		cr_tap_skip("RLIMIT_NOFILE cannot be lowered to 64 here (valgrind?)");
	} else {
		struct rlimit now;
		cr_tap_ok(getrlimit(RLIMIT_NOFILE, &now) == 0 && now.rlim_cur == 64 &&
				  fcntl(10, F_GETFD) >= 0 && fcntl(251, F_GETFD) >= 0,
			  "RLIMIT_NOFILE is 64 with fds 10 and 251 open (trials below run under it)");
	}
	ctx.opt.bound_ms = 300;
	ctx.opt.delay_max_ns = 1000;

	r = run(NULL, op_leak);
	cr_tap_ok(r.cancelled && only(&r, CR_V_LEAK, 1) && r.performed, "an unrecorded open is exactly one leak");
	r = run(own_null, op_double);
	cr_tap_ok(r.cancelled && only(&r, CR_V_DOUBLE_CLOSE, 1), "a close the caller never learnt of is one double close");
	r = run(own_null, op_wrong);
	cr_tap_ok(r.cancelled && r.counts[CR_V_WRONG_CLOSE] == 1 && r.counts[CR_V_LEAK] == 1 &&
			  r.counts[CR_V_DOUBLE_CLOSE] == 0,
		  "a reused number is one wrong-descriptor close (and the reuser's file one leak)");
	r = run(NULL, op_cleanup);
	cr_tap_ok(r.cancelled && only(&r, CR_V_CLEANUP, 1), "a cleanup handler run twice is one cleanup verdict");
	r = run(NULL, op_clean);
	cr_tap_ok(r.cancelled && only(&r, CR_V_LEAK, 0) && r.performed, "a recorded open is no verdict at all");
	for (int i = 0; i < 50; i++) {
		r = run(NULL, op_clean);
		if (!r.cancelled || !only(&r, CR_V_LEAK, 0))
			break;
	}
	cr_tap_ok(r.cancelled && only(&r, CR_V_LEAK, 0), "50 more clean trials stay clean");

	cr_tap_ok(cr_judge(CR_EXPECT_RACY, 0, 3, &why) && !cr_judge(CR_EXPECT_RACY, 0, 0, &why),
		  "racy: passes when seen, fails when missed");
	cr_tap_ok(cr_judge(CR_EXPECT_NONE, 0, 0, &why) && !cr_judge(CR_EXPECT_NONE, 0, 1, &why),
		  "none: passes when clean, fails on one");
	cr_tap_ok(cr_judge(CR_EXPECT_MAY, 0, 0, &why) && cr_judge(CR_EXPECT_MAY, 0, 9, &why),
		  "may: reported, not judged");
	cr_tap_ok(!cr_judge(CR_EXPECT_RACY, 1, 3, &why) && cr_judge(CR_EXPECT_RACY, 1, 0, &why),
		  "strict: any race fails, even a known one");

	/* last: the stuck victim stays behind */
	r = run(NULL, op_stuck);
	cr_tap_ok(r.timed_out && r.counts[CR_V_LOST_CANCEL] == 1, "a victim that never acts on the cancel is a lost cancellation after the bound, not a hang");
	cr_tap_done();
	return cr_tap_failed() ? 1 : 0;
}
