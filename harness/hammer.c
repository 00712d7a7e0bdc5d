/* The hammer (--hammer): trials with a seeded random delay between the
 * victim's start and the cancel, bounded by --iterations and --seconds
 * (--enough may stop it once every verdict the table expects racy was
 * seen); each verdict's count judged against the expectations table.
 * Where the table expects a race the default trials have not shown yet,
 * the hammer goes on until it shows, within --seconds, or, when neither
 * --iterations nor --seconds was given, within 3 times the seconds: a race
 * that shows once in a thousand trials (glibc's lockf; its wait family,
 * whose trials fork) is a positive control that holds, not one that a run
 * misses one time in seven, and the cost falls on a run that misses. */
#include <stdio.h>
#include <string.h>

#include "mode.h"

struct hammer_out {
	long trials, cancelled, ops, timed_out;
	int enough;                   /* stopped early: --enough trials, every
				       * racy verdict seen */
	long extended;                /* went on past the default trials (at
				       * this many) for a racy verdict unseen */
	double extended_s;            /* ... and past the default seconds, to
				       * this many in all (0: not) */
	long counts[CR_V_COUNT];
	long first_trial[CR_V_COUNT]; /* 1-based trial of the first sighting */
	double first_s[CR_V_COUNT];   /* time to that first detection */
	double elapsed;
	long delay_max_ns;            /* the range the trials drew from */
	long call_ns;                 /* an uncancelled call's median length
				       * (0: not measured; harness/calibrate.c) */
};

/* The verdicts the table expects this run's hammer to show (racy). */
static unsigned racy_verdicts(struct cr_ctx *c)
{
	unsigned m = 0;
	for (int v = 0; v < CR_V_COUNT; v++) {
		struct cr_expectation ex;
		char err[512];
		if ((c->verdicts & CR_VMASK(v)) &&
		    cr_expect_lookup(c->opt.expect, c->impl, c->si.libc_version, c->si.arch, c->name,
				     "hammer", cr_verdict_names[v], &ex, err, sizeof err) == 0 &&
		    ex.expect == CR_EXPECT_RACY)
			m |= CR_VMASK(v);
	}
	return m;
}

static void progress(const struct cr_ctx *c, const struct hammer_out *h, double s)
{
	char line[512];
	size_t n = (size_t)snprintf(line, sizeof line, "progress: %ld of %ld trials, %.1f s", h->trials,
				    c->opt.iterations, s);
	for (int v = 0; v < CR_V_COUNT && n < sizeof line; v++)
		if (c->verdicts & CR_VMASK(v))
			n += (size_t)snprintf(line + n, sizeof line - n, " %s=%ld", cr_verdict_names[v],
					      h->counts[v]);
	cr_diag("%s", line);
}

/* The delay range for this machine (harness/calibrate.c), said when it is
 * not the race's default, with what replays the run. */
static void calibrate(struct cr_ctx *c, struct hammer_out *h)
{
	long dflt = c->opt.delay_max_ns, d = cr_calibrate_delay(c, &h->call_ns);
	if (!c->opt.delay_given)
		c->opt.delay_max_ns = d;
	h->delay_max_ns = c->opt.delay_max_ns;
	if (c->opt.from_mark)
		cr_diag("hammer: %s() returns %.1f us after the race's mark here (median of 3): the cancel's "
			"delay counts from the mark, 0..%.1f us (replay with --seed %llu --delay-max-ns %ld)",
			c->name, h->call_ns / 1e3, c->opt.delay_max_ns / 1e3,
			(unsigned long long)c->opt.seed, c->opt.delay_max_ns);
	else if (c->opt.delay_max_ns != dflt)
		cr_diag("hammer: an uncancelled %s() takes %.0f us here (median of 3), past the default "
			"delay range of %.0f us: the cancel's delay is 0..%.0f us (replay with --seed %llu "
			"--delay-max-ns %ld)", c->name, h->call_ns / 1e3, dflt / 1e3,
			c->opt.delay_max_ns / 1e3, (unsigned long long)c->opt.seed, c->opt.delay_max_ns);
}

static void hammer(struct cr_ctx *c, struct hammer_out *h)
{
	struct cr_rng rng;
	struct cr_trial_result r;
	uint64_t t0, deadline, next_progress;
	unsigned racy = racy_verdicts(c), seen = 0;

	memset(h, 0, sizeof *h);
	calibrate(c, h);
	rng.s = c->opt.seed;
	t0 = cr_now_ns();
	deadline = t0 + (uint64_t)(c->opt.seconds * 1e9);
	next_progress = t0 + 5000000000ull;
	while (!cr_stopped()) {
		uint64_t now = cr_now_ns();
		if (now >= deadline) {
			if (h->extended_s || c->opt.iterations_given || c->opt.seconds_given ||
			    (seen & racy) == racy)
				break;
			h->extended_s = 3 * c->opt.seconds;
			deadline = t0 + (uint64_t)(h->extended_s * 1e9);
			if (!h->extended)
				h->extended = h->trials;
			cr_diag("hammer: %.0f s and a verdict the table expects racy not seen yet: going on until "
				"it is, within %.0f s in all", c->opt.seconds, h->extended_s);
		}
		if (h->trials >= c->opt.iterations) {
			if (c->opt.iterations_given || (seen & racy) == racy)
				break;
			if (!h->extended) {
				h->extended = h->trials;
				cr_diag("hammer: %ld trials and a verdict the table expects racy not seen yet: "
					"going on until it is, within the %.0f s budget",
					h->trials, c->opt.seconds);
			}
		}
		if (c->opt.enough && h->trials >= c->opt.enough && (seen & racy) == racy) {
			h->enough = 1;
			break;
		}
		if (now >= next_progress) {
			progress(c, h, (now - t0) / 1e9);
			next_progress = now + 5000000000ull;
		}
		cr_trial(c, NULL, &rng, &r);
		h->trials++;
		h->cancelled += r.cancelled;
		h->ops += r.ops;
		for (int v = 0; v < CR_V_COUNT; v++) {
			if (r.counts[v] && !h->counts[v]) {
				h->first_trial[v] = h->trials;
				h->first_s[v] = (cr_now_ns() - t0) / 1e9;
			}
			h->counts[v] += r.counts[v];
			if (r.counts[v])
				seen |= CR_VMASK(v);
		}
		if (r.timed_out) {
			h->timed_out = 1;
			cr_diag("trial %ld: the victim was not cancelled within %ld ms: lost cancellation; "
				"the hammer stops here (the thread is still blocked)",
				h->trials, c->opt.bound_ms);
			break;
		}
	}
	h->elapsed = (cr_now_ns() - t0) / 1e9;
}

/* The section: counts (the one copy of each), outcomes, the first
 * detection of each verdict. */
static void hammer_json(struct cr_json *j, const struct hammer_out *h)
{
	cr_json_int(j, "trials", h->trials);
	cr_json_num(j, "elapsed_s", h->elapsed);
	cr_json_int(j, "ops", h->ops);
	cr_json_int(j, "delay_max_ns", h->delay_max_ns);
	cr_json_int(j, "call_ns", h->call_ns);
	cr_json_bool(j, "stopped_by_lost_cancel", h->timed_out != 0);
	cr_json_bool(j, "stopped_early", h->enough != 0);
	cr_json_int(j, "extended_at", h->extended);
	cr_json_num(j, "extended_s", h->extended_s);
	cr_mode_tally_json(j, h->trials, h->cancelled, h->counts);
	cr_json_obj(j, "first_detection");
	for (int v = 0; v < CR_V_COUNT; v++)
		if (h->counts[v]) {
			cr_json_obj(j, cr_verdict_names[v]);
			cr_json_int(j, "trial", h->first_trial[v]);
			cr_json_num(j, "seconds", h->first_s[v]);
			cr_json_end(j);
		}
	cr_json_end(j);
}

static void run_hammer(struct cr_ctx *c, struct hammer_out *h)
{
	char detail[160];
	hammer(c, h);
	cr_trial_shutdown();
	cr_diag("hammer: %ld trials in %.2f s (%.0f us/trial), %ld cancelled, %ld cancellation-point calls returned",
		h->trials, h->elapsed, h->trials ? h->elapsed * 1e6 / h->trials : 0.0, h->cancelled, h->ops);
	for (int v = 0; v < CR_V_COUNT; v++)
		if (h->counts[v])
			cr_diag("hammer: first %s at trial %ld, %.1f ms into the run", cr_verdict_names[v],
				h->first_trial[v], h->first_s[v] * 1e3);
	if (h->enough)
		cr_diag("hammer: stopped after %ld trials: every verdict expected racy was seen (--enough %ld)",
			h->trials, c->opt.enough);
	snprintf(detail, sizeof detail, "in %ld trials (%.2f s)", h->trials, h->elapsed);
	cr_mode_checks(c, "hammer", 0, h->counts, detail);
}

static int picked(const struct cr_ctx *c)
{
	return c->opt.hammer;
}

static int run(struct cr_ctx *c, struct cr_json *j)
{
	struct hammer_out h;
	if (cr_mode_not_run(c, "hammer"))
		memset(&h, 0, sizeof h);
	else
		run_hammer(c, &h);
	hammer_json(j, &h);
	return h.timed_out ? CR_MODE_LEFT : 0;
}

const struct cr_mode cr_mode_hammer = {.name = "hammer", .picked = picked, .run = run};
