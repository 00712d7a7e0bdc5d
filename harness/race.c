/* cr_race_main: options, the bounded hammer loop, the verdict report against
 * the expectations table, the sweep, and the JSON record. */
#include <errno.h>
#include <getopt.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "absent.h"
#include "engine.h"
#include "sweep.h"


static const char usage_fmt[] =
	"usage: %s [options]\n"
	"  Races pthread_cancel against %s and reports leaked descriptors, double\n"
	"  and wrong-descriptor closes, lost cancellations and cleanup-handler\n"
	"  counts as TAP, judged against the expectations table.\n"
	"  --hammer             the random-delay hammer\n"
	"  --sweep              the single-step sweep (the cancel at every instruction)\n"
	"  --blocked            cancel while blocked in the kernel (calls that block)\n"
	"                       (default: every mode the race has)\n"
	"  --iterations N       hammer trials (default %ld)\n"
	"  --enough N           the hammer may stop after N trials once every verdict\n"
	"                       the table expects racy was seen (also CR_HAMMER_ENOUGH)\n"
	"  --blocked-trials N   cancels of a blocked call (default 10)\n"
	"  --seconds S          hammer wall-time bound (default 10)\n"
	"  --seed X             PRNG seed (default: from the clock; printed)\n"
	"  --bound-ms N         lost-cancellation bound per trial (default 2000)\n"
	"  --delay-max-ns N     canceller's random delay range (default %ld)\n"
	"  --json FILE          write the run's record to FILE (atomically; - = stdout)\n"
	"  --expect FILE        expectations table (default $CR_EXPECT or the built-in path)\n"
	"  --strict             fail on any race, whatever the table says (also CR_STRICT=1)\n"
	"  --disasm             sweep: an objdump line per boundary\n"
	"  --sweep-boundary K   sweep: run only boundary K\n"
	"  -v, --verbose        describe every leaked descriptor\n"
	"  -h, --help           this text\n"
	"Exit: 0 as expected, 1 not as expected, 2 usage, 77 skipped, 99 harness error.\n";

static char usage[2048];

static void parse(struct cr_ctx *c, int argc, char **argv)
{
	enum { O_HAMMER = 256, O_SWEEP, O_BLOCKED, O_ITER, O_SECS, O_SEED, O_BOUND, O_DELAY,
	       O_JSON, O_EXPECT, O_STRICT, O_DISASM, O_BOUNDARY, O_ENOUGH, O_BTRIALS };
	static const struct option lo[] = {
		{"hammer", no_argument, 0, O_HAMMER},
		{"sweep", no_argument, 0, O_SWEEP},
		{"blocked", no_argument, 0, O_BLOCKED},
		{"enough", required_argument, 0, O_ENOUGH},
		{"blocked-trials", required_argument, 0, O_BTRIALS},
		{"iterations", required_argument, 0, O_ITER},
		{"seconds", required_argument, 0, O_SECS},
		{"seed", required_argument, 0, O_SEED},
		{"bound-ms", required_argument, 0, O_BOUND},
		{"delay-max-ns", required_argument, 0, O_DELAY},
		{"json", required_argument, 0, O_JSON},
		{"expect", required_argument, 0, O_EXPECT},
		{"strict", no_argument, 0, O_STRICT},
		{"disasm", no_argument, 0, O_DISASM},
		{"sweep-boundary", required_argument, 0, O_BOUNDARY},
		{"verbose", no_argument, 0, 'v'},
		{"help", no_argument, 0, 'h'},
		{0, 0, 0, 0},
	};
	struct cr_opts *o = &c->opt;
	const char *s;
	int ch, modes = 0;

	o->iterations = c->race->iterations ? c->race->iterations : 2000;
	o->sweep_only = -1;
	o->blocked_trials = 10;
	s = getenv("CR_HAMMER_ENOUGH");
	if (s && *s && cr_parse_long(s, 1, 100000000, &o->enough))
		cr_usage(NULL, "CR_HAMMER_ENOUGH takes a whole number of trials, not '%s'", s);
	o->seconds = 10;
	o->bound_ms = 2000;
	o->delay_max_ns = c->race->delay_max_ns ? c->race->delay_max_ns : 20000;
	o->seed = cr_now_ns() ^ ((uint64_t)getpid() << 32);
	o->expect = getenv("CR_EXPECT");
#ifdef CR_EXPECT_PATH
	if (!o->expect || !*o->expect)
		o->expect = access(CR_EXPECT_PATH, R_OK) == 0 ? CR_EXPECT_PATH : NULL;
#endif
	s = getenv("CR_STRICT");
	o->strict = s && *s && strcmp(s, "0");
	snprintf(usage, sizeof usage, usage_fmt, argv[0], c->name, o->iterations,
		 o->delay_max_ns);
	if (c->race->run)
		snprintf(usage + strlen(usage), sizeof usage - strlen(usage),
			 "%s has one mode of its own (%s): --hammer and --sweep run it.\n", c->name,
			 c->race->mode);

	opterr = 0;
	while ((ch = getopt_long(argc, argv, ":vh", lo, NULL)) != -1) {
		switch (ch) {
		case O_HAMMER: o->hammer = 1; modes++; break;
		case O_SWEEP: o->sweep = 1; modes++; break;
		case O_BLOCKED:
			if (!c->race->prepare_blocked)
				cr_usage(usage, "--blocked: %s has no blocked mode (its call does not block here)",
					 c->name);
			o->blocked = 1;
			modes++;
			break;
		case O_ENOUGH:
			if (cr_parse_long(optarg, 1, 100000000, &o->enough))
				cr_usage(usage, "--enough takes a whole number from 1 to 100000000, not '%s'", optarg);
			break;
		case O_BTRIALS:
			if (cr_parse_long(optarg, 1, 100000, &o->blocked_trials))
				cr_usage(usage, "--blocked-trials takes a whole number from 1 to 100000, not '%s'", optarg);
			break;
		case O_ITER:
			if (cr_parse_long(optarg, 1, 100000000, &o->iterations))
				cr_usage(usage, "--iterations takes a whole number from 1 to 100000000, not '%s'", optarg);
			break;
		case O_SECS:
			if (cr_parse_double(optarg, 0.001, 86400, &o->seconds))
				cr_usage(usage, "--seconds takes a number from 0.001 to 86400, not '%s'", optarg);
			break;
		case O_SEED:
			if (cr_parse_u64(optarg, &o->seed))
				cr_usage(usage, "--seed takes an unsigned 64-bit number, not '%s'", optarg);
			break;
		case O_BOUND:
			if (cr_parse_long(optarg, 10, 600000, &o->bound_ms))
				cr_usage(usage, "--bound-ms takes a whole number from 10 to 600000, not '%s'", optarg);
			break;
		case O_DELAY:
			if (cr_parse_long(optarg, 0, 1000000000, &o->delay_max_ns))
				cr_usage(usage, "--delay-max-ns takes a whole number from 0 to 1000000000, not '%s'", optarg);
			o->delay_given = 1;
			break;
		case O_JSON:
			if (!*optarg)
				cr_usage(usage, "--json takes a file name");
			o->json = optarg;
			break;
		case O_EXPECT:
			if (access(optarg, R_OK))
				cr_usage(usage, "--expect %s: %s", optarg, strerror(errno));
			o->expect = optarg;
			break;
		case O_STRICT: o->strict = 1; break;
		case O_DISASM: o->disasm = 1; break;
		case O_BOUNDARY:
			if (cr_parse_long(optarg, 0, 1000000, &o->sweep_only))
				cr_usage(usage, "--sweep-boundary takes a whole number, not '%s'", optarg);
			break;
		case 'v': o->verbose = 1; break;
		case 'h':
			fputs(usage, stdout);
			exit(0);
		case ':':
			cr_usage(usage, "option '%s' needs a value", argv[optind - 1]);
		default:
			cr_usage(usage, "unknown option '%s'", argv[optind - 1]);
		}
	}
	if (optind < argc)
		cr_usage(usage, "unexpected argument '%s'", argv[optind]);
	if (o->expect) {
		char err[512];
		if (cr_expect_validate(o->expect, err, sizeof err) < 0)
			cr_usage(usage, "expectations table: %s", err);
	}
	if (!modes) {
		o->hammer = o->sweep = 1;
		o->blocked = c->race->prepare_blocked != NULL;
	}
	if (c->race->run) /* its own mode stands for the others */
		o->hammer = o->sweep = o->blocked = 0;
}

static void set_impl(struct cr_ctx *c)
{
#ifdef CR_RUNTIME_VRT
	snprintf(c->impl, sizeof c->impl, "vdso-%s", CR_STR(CR_VRT_THUNK));
#else
	_Static_assert(sizeof c->impl >= sizeof c->si.libc, "impl holds a libc name");
	memcpy(c->impl, c->si.libc, sizeof c->si.libc);
#endif
}

static volatile sig_atomic_t stop_sig;

static void on_stop(int sig)
{
	stop_sig = sig;
}

struct hammer_out {
	long trials, cancelled, ops, timed_out;
	int enough;                   /* stopped early: --enough trials, every
				       * racy verdict seen */
	long counts[CR_V_COUNT];
	long first_trial[CR_V_COUNT]; /* 1-based trial of the first sighting */
	double first_s[CR_V_COUNT];   /* time to that first detection */
	double elapsed;
	long delay_default_ns;        /* the race's (or the harness's) range */
	long delay_max_ns;            /* the range the trials drew from */
	long call_ns;                 /* an uncancelled call's median length
				       * (0: not measured) */
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

static void hammer(struct cr_ctx *c, struct hammer_out *h)
{
	struct cr_rng rng;
	struct cr_trial_result r;
	uint64_t t0, deadline, next_progress;
	long d;
	unsigned racy = c->opt.enough ? racy_verdicts(c) : 0, seen = 0;

	memset(h, 0, sizeof *h);
	h->delay_default_ns = c->opt.delay_max_ns;
	d = cr_calibrate_delay(c, &h->call_ns);
	if (!c->opt.delay_given)
		c->opt.delay_max_ns = d;
	if (c->opt.from_mark)
		cr_diag("hammer: %s() returns %.1f us after the race's mark here (median of 3): the cancel's "
			"delay counts from the mark, 0..%.1f us (replay with --seed %llu --delay-max-ns %ld)",
			c->name, h->call_ns / 1e3, c->opt.delay_max_ns / 1e3,
			(unsigned long long)c->opt.seed, c->opt.delay_max_ns);
	else if (c->opt.delay_max_ns != h->delay_default_ns)
		cr_diag("hammer: an uncancelled %s() takes %.0f us here (median of 3), past the default "
			"delay range of %.0f us: the cancel's delay is 0..%.0f us (replay with --seed %llu "
			"--delay-max-ns %ld)", c->name, h->call_ns / 1e3, h->delay_default_ns / 1e3,
			c->opt.delay_max_ns / 1e3, (unsigned long long)c->opt.seed, c->opt.delay_max_ns);
	h->delay_max_ns = c->opt.delay_max_ns;
	rng.s = c->opt.seed;
	t0 = cr_now_ns();
	deadline = t0 + (uint64_t)(c->opt.seconds * 1e9);
	next_progress = t0 + 5000000000ull;
	while (h->trials < c->opt.iterations && !stop_sig) {
		uint64_t now = cr_now_ns();
		if (now >= deadline)
			break;
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

long cr_bound_ms(const struct cr_ctx *c)
{
	return c->opt.bound_ms;
}

static char skip_reason[512];

int cr_race_skip(const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(skip_reason, sizeof skip_reason, fmt, ap);
	va_end(ap);
	return CR_EXIT_SKIP;
}

static void params_json(struct cr_json *j, const struct cr_ctx *c)
{
	char seed[32];
	cr_json_obj(j, "params");
	cr_json_bool(j, "hammer", c->opt.hammer);
	cr_json_bool(j, "sweep", c->opt.sweep);
	cr_json_bool(j, "blocked", c->opt.blocked);
	cr_json_int(j, "iterations", c->opt.iterations);
	cr_json_int(j, "enough", c->opt.enough);
	cr_json_int(j, "blocked_trials", c->opt.blocked_trials);
	cr_json_num(j, "seconds", c->opt.seconds);
	snprintf(seed, sizeof seed, "%llu", (unsigned long long)c->opt.seed);
	cr_json_str(j, "seed", seed); /* a string: 64 bits exceed a JSON double */
	cr_json_int(j, "bound_ms", c->opt.bound_ms);
	cr_json_int(j, "delay_max_ns", c->opt.delay_max_ns);
	cr_json_str(j, "expect", c->opt.expect ? c->opt.expect : "");
	cr_json_bool(j, "strict", c->opt.strict);
	cr_json_end(j);
}

/* The hammer's section: counts (the one copy of each), outcomes, the
 * first detection of each verdict, and the checks. */
static void hammer_json(struct cr_json *j, const struct hammer_out *h)
{
	cr_json_obj(j, "hammer");
	cr_json_int(j, "trials", h->trials);
	cr_json_num(j, "elapsed_s", h->elapsed);
	cr_json_int(j, "ops", h->ops);
	cr_json_int(j, "delay_max_ns", h->delay_max_ns);
	cr_json_int(j, "call_ns", h->call_ns);
	cr_json_bool(j, "stopped_by_lost_cancel", h->timed_out != 0);
	cr_json_bool(j, "stopped_early", h->enough != 0);
	cr_json_obj(j, "outcomes");
	cr_json_int(j, "cancelled", h->cancelled);
	cr_json_int(j, "not_cancelled", h->trials - h->cancelled);
	cr_json_end(j);
	cr_json_obj(j, "counts");
	for (int v = 0; v < CR_V_COUNT; v++)
		cr_json_int(j, cr_verdict_names[v], h->counts[v]);
	cr_json_end(j);
	cr_json_obj(j, "first_detection");
	for (int v = 0; v < CR_V_COUNT; v++)
		if (h->counts[v]) {
			cr_json_obj(j, cr_verdict_names[v]);
			cr_json_int(j, "trial", h->first_trial[v]);
			cr_json_num(j, "seconds", h->first_s[v]);
			cr_json_end(j);
		}
	cr_json_end(j);
	cr_checks_json(j, "hammer");
	cr_json_end(j);
}

/* The record's head: what ran, where, with which parameters. */
static void head_json(struct cr_json *j, const struct cr_ctx *c)
{
	cr_json_header(j, "race", c->name, &c->si);
	cr_json_str(j, "impl", c->impl);
	if (c->call) {
		cr_json_obj(j, "call");
		cr_json_str(j, "name", c->call->name);
		cr_json_str(j, "effect", c->call->effect);
		cr_json_str(j, "kind", c->call->kind);
		cr_json_int(j, "index", cr_call_index(c->call));
		cr_json_end(j);
	}
	cr_json_str(j, "hazard", c->race->hazard);
	cr_json_str(j, "reference", c->race->reference);
	params_json(j, c);
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
	for (int v = 0; v < CR_V_COUNT; v++)
		if (c->verdicts & CR_VMASK(v))
			cr_check(c, "hammer", (enum cr_verdict)v, h->counts[v], detail);
}

/* Blocked mode: each trial's call blocks in the kernel (prepare_blocked),
 * the victim is seen blocked there, and only then cancelled; the cancel
 * must act within the bound.  Deterministic: no delay, no luck. */
#define LATE_ERRNOS 256 /* errno values tallied (Linux's end below 140) */
struct blocked_out {
	long trials, cancelled, never, nr;
	long counts[CR_V_COUNT];
	long late[LATE_ERRNOS]; /* late-cancel trials by the call's errno */
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
	while (b->trials < c->opt.blocked_trials && !stop_sig) {
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
			int e = r.late_errno >= 0 && r.late_errno < LATE_ERRNOS ? r.late_errno : LATE_ERRNOS - 1;
			b->late[e]++;
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
	for (int v = 0; v < CR_V_COUNT; v++)
		if ((c->verdicts | CR_VMASK_BLOCKED) & CR_VMASK(v))
			cr_check(c, "blocked", (enum cr_verdict)v, b->counts[v], detail);
	cr_check_run(c, "blocked", CR_CHECK_STRUCTURAL, "blocked", b->never == 0 && b->trials > 0,
		     "blocked %s: the victim was seen blocked in the kernel (syscall %ld) before each cancel: %ld of %ld trials",
		     c->name, b->nr, b->trials - b->never, b->trials);
}

static void blocked_json(struct cr_json *j, const struct blocked_out *b)
{
	cr_json_obj(j, "blocked");
	cr_json_int(j, "trials", b->trials);
	cr_json_num(j, "elapsed_s", b->elapsed);
	if (b->nr >= 0)
		cr_json_int(j, "syscall", b->nr);
	else
		cr_json_null(j, "syscall");
	cr_json_int(j, "never_blocked", b->never);
	cr_json_bool(j, "stopped_by_lost_cancel", b->timed_out != 0);
	cr_json_obj(j, "outcomes");
	cr_json_int(j, "cancelled", b->cancelled);
	cr_json_int(j, "not_cancelled", b->trials - b->cancelled);
	cr_json_end(j);
	cr_json_obj(j, "counts");
	for (int v = 0; v < CR_V_COUNT; v++)
		cr_json_int(j, cr_verdict_names[v], b->counts[v]);
	cr_json_end(j);
	/* each errno the late-cancel calls returned with, and how often */
	cr_json_arr(j, "late_cancel");
	for (int e = 0; e < LATE_ERRNOS; e++)
		if (b->late[e]) {
			cr_json_obj(j, NULL);
			cr_json_int(j, "errno", e);
			cr_json_str(j, "error", e ? strerror(e) : "none set");
			cr_json_int(j, "trials", b->late[e]);
			cr_json_end(j);
		}
	cr_json_end(j);
	cr_checks_json(j, "blocked");
	cr_json_end(j);
}

int cr_race_main(const struct cr_race *race, int argc, char **argv)
{
	static struct cr_ctx ctx;
	struct cr_ctx *c = &ctx;
	struct cr_json *j;
	struct hammer_out h;
	struct blocked_out b;
	struct sigaction sa;
	uint64_t t0;
	int failed;

	setvbuf(stdout, NULL, _IOLBF, 0);
	cr_libc_root_reexec(argc, argv);
	c->race = race;
	c->call = race->fn ? cr_call_of(race->fn) : NULL;
	if (!c->call && (race->fn || !race->run || !race->name))
		cr_fatal("%s: its .fn is not a cancellation point of the catalogue (harness/calls.h)",
			 race->name ? race->name : argv[0]);
	c->name = race->name ? race->name : c->call->name;
	c->verdicts = race->verdicts ? race->verdicts : CR_VMASK_FD;
	parse(c, argc, argv);
	if (sizeof(void *) == 4 && cr_probe_absent("ia32")) {
		/* as if this kernel could not run it (the no-IA32 paths, tested anywhere) */
		cr_tap_line("1..0 # SKIP ", "%s: this kernel cannot run 32-bit (switched off: CR_PROBE_ABSENT=ia32)",
			    c->name);
		return CR_EXIT_SKIP;
	}
	cr_sysinfo_get(&c->si);
	set_impl(c);

	memset(&sa, 0, sizeof sa);
	sa.sa_handler = on_stop;
	sigaction(SIGTERM, &sa, NULL);
	sigaction(SIGINT, &sa, NULL);
	sigaction(SIGHUP, &sa, NULL);
	signal(SIGPIPE, SIG_IGN);

	cr_diag("%s: %s [%s]", c->name, race->hazard, race->reference);
	cr_diag("variant %s, impl %s, libc %s %s (%s), %s, kernel %s, cpu %s", CR_VARIANT, c->impl,
		c->si.libc, c->si.libc_version, c->si.libc_path, c->si.arch, c->si.kernel, c->si.cpu);
	cr_diag("seed %llu (replay with --seed %llu), iterations %ld, seconds %g, bound %ld ms, delay 0..%ld ns, expectations %s%s",
		(unsigned long long)c->opt.seed, (unsigned long long)c->opt.seed, c->opt.iterations,
		c->opt.seconds, c->opt.bound_ms, c->opt.delay_max_ns,
		c->opt.expect ? c->opt.expect : "(none: race-free expected)", c->opt.strict ? ", strict" : "");

	if (race->setup) {
		int s = race->setup();
		if (s == CR_EXIT_SKIP) {
			cr_tap_line("1..0 # SKIP ", "%s: %s", c->name,
				    *skip_reason ? skip_reason : "setup says this machine cannot run it");
			return CR_EXIT_SKIP;
		}
		if (s < 0)
			cr_fatal("%s: setup failed", c->name);
	}

	j = cr_json_new();
	head_json(j, c);
	t0 = cr_now_ns();
	if (race->run && !stop_sig) {
		cr_json_obj(j, race->mode);
		race->run(c, j);
		cr_checks_json(j, race->mode);
		cr_json_end(j);
	}
	/* The sweep first: its runs are child processes, so it needs a parent
	 * that a lost cancellation in the hammer has not left a thread in. */
	if (c->opt.sweep && !stop_sig) {
		cr_json_obj(j, "sweep");
		cr_sweep(c, j);
		cr_checks_json(j, "sweep");
		cr_json_end(j);
	}
	/* Then the blocked mode: a lost cancel is woken (race->wake), so it
	 * leaves no thread behind for the hammer. */
	if (c->opt.blocked && !stop_sig) {
		blocked(c, &b);
		blocked_json(j, &b);
	}
	if (c->opt.hammer && !stop_sig) {
		if (c->opt.blocked && b.timed_out) {
			memset(&h, 0, sizeof h);
			cr_check_run(c, "hammer", CR_CHECK_STRUCTURAL, "not-run", 0,
				     "hammer %s: not run: a blocked victim could not be woken", c->name);
		} else {
			run_hammer(c, &h);
		}
		hammer_json(j, &h);
	}
	if (race->teardown)
		race->teardown();

	failed = cr_checks_failed();
	cr_json_num(j, "elapsed_s", (cr_now_ns() - t0) / 1e9);
	cr_json_bool(j, "interrupted", stop_sig != 0);
	cr_json_str(j, "status", failed || stop_sig ? "fail" : "pass");
	cr_json_end(j);
	if (c->opt.json) {
		int e = cr_json_write_atomic(j, c->opt.json);
		if (e)
			cr_fatal("--json %s: %s", c->opt.json, strerror(-e));
	}
	cr_json_free(j);
	if (stop_sig)
		cr_tap_line("Bail out! ", "%s interrupted by signal %d", c->name, (int)stop_sig);
	cr_tap_done();
	if (stop_sig)
		return 128 + stop_sig;
	return failed ? CR_EXIT_FAIL : CR_EXIT_PASS;
}
