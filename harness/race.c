/* cr_race_main: options, the bounded hammer loop, the verdict report against
 * the expectations table, the sweep, and the JSON record. */
#include <errno.h>
#include <getopt.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "race.h"
#include "sweep.h"

#define STR_(x) #x
#define STR(x) STR_(x)

static const char usage_fmt[] =
	"usage: %s [options]\n"
	"  Races pthread_cancel against %s and reports leaked descriptors, double\n"
	"  and wrong-descriptor closes, lost cancellations and cleanup-handler\n"
	"  counts as TAP, judged against the expectations table.\n"
	"  --hammer             random-delay hammer only\n"
	"  --sweep              single-step sweep only (default: both)\n"
	"  --iterations N       hammer trials (default %ld)\n"
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
	enum { O_HAMMER = 256, O_SWEEP, O_ITER, O_SECS, O_SEED, O_BOUND, O_DELAY,
	       O_JSON, O_EXPECT, O_STRICT, O_DISASM, O_BOUNDARY };
	static const struct option lo[] = {
		{"hammer", no_argument, 0, O_HAMMER},
		{"sweep", no_argument, 0, O_SWEEP},
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
	long l;
	int ch, modes = 0;

	o->iterations = c->race->iterations ? c->race->iterations : 2000;
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
	snprintf(usage, sizeof usage, usage_fmt, argv[0], c->race->name, o->iterations,
		 o->delay_max_ns);

	opterr = 0;
	while ((ch = getopt_long(argc, argv, ":vh", lo, NULL)) != -1) {
		switch (ch) {
		case O_HAMMER: o->hammer = 1; modes++; break;
		case O_SWEEP: o->sweep = 1; modes++; break;
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
			if (cr_parse_long(optarg, 0, 1000000, &l))
				cr_usage(usage, "--sweep-boundary takes a whole number, not '%s'", optarg);
			o->sweep_only = optarg;
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
	if (!modes)
		o->hammer = o->sweep = 1;
}

static void set_impl(struct cr_ctx *c)
{
#ifdef CR_RUNTIME_VRT
	snprintf(c->impl, sizeof c->impl, "vdso-%s", STR(CR_VRT_THUNK));
#else
	_Static_assert(sizeof c->impl >= sizeof c->si.libc, "impl holds a libc name");
	memcpy(c->impl, c->si.libc, sizeof c->si.libc);
#endif
}

int cr_judge(enum cr_expect e, int strict, long count, const char **why)
{
	int ok;
	if (strict) {
		ok = count == 0;
		*why = ok ? "strict: none seen" : "strict: any race fails";
	} else if (e == CR_EXPECT_RACY) {
		ok = count > 0;
		*why = ok ? "known race detected (positive control)"
			  : "MISSED the known race (positive control failed: budget too small, or is this libc fixed?)";
	} else if (e == CR_EXPECT_MAY) {
		ok = 1;
		*why = "may happen: reported, not judged";
	} else {
		ok = count == 0;
		*why = ok ? "none, as expected (negative control)"
			  : "UNEXPECTED race where none is expected (negative control failed)";
	}
	return ok;
}

int cr_check(struct cr_ctx *c, struct cr_json *j, const char *mode, enum cr_verdict v,
	     long count, const char *detail)
{
	struct cr_expectation ex;
	char err[512];
	const char *vn = cr_verdict_names[v];
	const char *why;
	int ok;

	if (cr_expect_lookup(c->opt.expect, c->impl, c->si.libc_version, c->si.arch,
			     c->race->name, mode, vn, &ex, err, sizeof err) < 0)
		cr_fatal("expectations: %s", err);
	ok = cr_judge(ex.expect, c->opt.strict, count, &why);
	cr_tap_ok(ok, "%s %s %s: %ld %s; expected %s: %s [%s]", mode, c->race->name, vn, count,
		  detail, cr_expect_name(ex.expect), why, ex.reference);
	if (j) {
		cr_json_obj(j, NULL);
		cr_json_str(j, "mode", mode);
		cr_json_str(j, "verdict", vn);
		cr_json_int(j, "count", count);
		cr_json_str(j, "expect", cr_expect_name(ex.expect));
		cr_json_str(j, "reference", ex.reference);
		cr_json_int(j, "table_line", ex.line);
		cr_json_bool(j, "strict", c->opt.strict);
		cr_json_bool(j, "ok", ok);
		cr_json_end(j);
	}
	return ok;
}

static volatile sig_atomic_t stop_sig;

static void on_stop(int sig)
{
	stop_sig = sig;
}

struct hammer_out {
	long trials, cancelled, ops, timed_out;
	long counts[CR_V_COUNT];
	long first_trial[CR_V_COUNT]; /* 1-based trial of the first sighting */
	double first_s[CR_V_COUNT];   /* time to that first detection */
	double elapsed;
};

static void hammer(struct cr_ctx *c, struct hammer_out *h)
{
	struct cr_rng rng = {c->opt.seed};
	struct cr_trial_result r;
	uint64_t t0 = cr_now_ns();
	uint64_t deadline = t0 + (uint64_t)(c->opt.seconds * 1e9);
	uint64_t next_progress = t0 + 5000000000ull;

	memset(h, 0, sizeof *h);
	while (h->trials < c->opt.iterations && !stop_sig) {
		uint64_t now = cr_now_ns();
		if (now >= deadline)
			break;
		if (now >= next_progress) {
			cr_diag("progress: %ld trials, %.1f s, leak=%ld double-close=%ld wrong-close=%ld",
				h->trials, (now - t0) / 1e9, h->counts[CR_V_LEAK],
				h->counts[CR_V_DOUBLE_CLOSE], h->counts[CR_V_WRONG_CLOSE]);
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

int cr_race_main(const struct cr_race *race, int argc, char **argv)
{
	static struct cr_ctx ctx;
	struct cr_ctx *c = &ctx;
	struct cr_json *j;
	struct hammer_out h;
	struct sigaction sa;
	uint64_t t0;
	int rc = 0;

	setvbuf(stdout, NULL, _IOLBF, 0);
	cr_libc_root_reexec(argc, argv);
	c->race = race;
	parse(c, argc, argv);
	cr_sysinfo_get(&c->si);
	set_impl(c);
	c->libc_root = getenv("CR_LIBC_ROOT_ACTIVE");

	memset(&sa, 0, sizeof sa);
	sa.sa_handler = on_stop;
	sigaction(SIGTERM, &sa, NULL);
	sigaction(SIGINT, &sa, NULL);
	sigaction(SIGHUP, &sa, NULL);
	signal(SIGPIPE, SIG_IGN);

	cr_diag("%s: %s [%s]", race->name, race->hazard, race->reference);
	cr_diag("variant %s, impl %s, libc %s %s (%s), %s, kernel %s, cpu %s", CR_VARIANT, c->impl,
		c->si.libc, c->si.libc_version, c->si.libc_path, c->si.arch, c->si.kernel, c->si.cpu);
	cr_diag("seed %llu (replay with --seed %llu), iterations %ld, seconds %g, bound %ld ms, delay 0..%ld ns, expectations %s%s",
		(unsigned long long)c->opt.seed, (unsigned long long)c->opt.seed, c->opt.iterations,
		c->opt.seconds, c->opt.bound_ms, c->opt.delay_max_ns,
		c->opt.expect ? c->opt.expect : "(none: race-free expected)", c->opt.strict ? ", strict" : "");

	if (race->setup) {
		int s = race->setup(c, &c->state);
		if (s == CR_EXIT_SKIP) {
			cr_tap_line("1..0 # SKIP ", "%s: setup says this machine cannot run it", race->name);
			return CR_EXIT_SKIP;
		}
		if (s < 0)
			cr_fatal("%s: setup failed", race->name);
	}

	j = cr_json_new();
	cr_json_header(j, "race", race->name, &c->si);
	cr_json_str(j, "impl", c->impl);
	cr_json_str(j, "hazard", race->hazard);
	cr_json_str(j, "reference", race->reference);
	cr_json_obj(j, "params");
	cr_json_bool(j, "hammer", c->opt.hammer);
	cr_json_bool(j, "sweep", c->opt.sweep);
	cr_json_int(j, "iterations", c->opt.iterations);
	cr_json_num(j, "seconds", c->opt.seconds);
	{
		char seed[32];
		snprintf(seed, sizeof seed, "%llu", (unsigned long long)c->opt.seed);
		cr_json_str(j, "seed", seed); /* a string: 64 bits exceed a JSON double */
	}
	cr_json_int(j, "bound_ms", c->opt.bound_ms);
	cr_json_int(j, "delay_max_ns", c->opt.delay_max_ns);
	cr_json_str(j, "expect", c->opt.expect ? c->opt.expect : "");
	cr_json_bool(j, "strict", c->opt.strict);
	cr_json_end(j);

	t0 = cr_now_ns();
	/* The sweep first: its runs are child processes, so it needs a parent
	 * that a lost cancellation in the hammer has not left a thread in. */
	if (c->opt.sweep && !stop_sig) {
		cr_json_obj(j, "sweep");
		rc = cr_sweep(c, j);
		cr_json_end(j);
	}
	if (c->opt.hammer && !stop_sig) {
		char detail[160];
		hammer(c, &h);
		cr_trial_shutdown();
		cr_diag("hammer: %ld trials in %.2f s (%.0f us/trial), %ld cancelled, %ld cancellation-point calls returned",
			h.trials, h.elapsed, h.trials ? h.elapsed * 1e6 / h.trials : 0.0, h.cancelled, h.ops);
		snprintf(detail, sizeof detail, "in %ld trials (%.2f s)", h.trials, h.elapsed);
		cr_json_obj(j, "hammer");
		cr_json_int(j, "trials", h.trials);
		cr_json_num(j, "elapsed_s", h.elapsed);
		cr_json_int(j, "ops", h.ops);
		cr_json_bool(j, "stopped_by_lost_cancel", h.timed_out != 0);
		cr_json_obj(j, "outcomes");
		cr_json_int(j, "cancelled", h.cancelled);
		cr_json_int(j, "not_cancelled", h.trials - h.cancelled);
		cr_json_end(j);
		cr_json_obj(j, "counts");
		for (int v = 0; v < CR_V_COUNT; v++)
			cr_json_int(j, cr_verdict_names[v], h.counts[v]);
		cr_json_end(j);
		cr_json_obj(j, "first_detection");
		for (int v = 0; v < CR_V_COUNT; v++)
			if (h.counts[v]) {
				cr_json_obj(j, cr_verdict_names[v]);
				cr_json_int(j, "trial", h.first_trial[v]);
				cr_json_num(j, "seconds", h.first_s[v]);
				cr_json_end(j);
				cr_diag("hammer: first %s at trial %ld, %.1f ms into the run", cr_verdict_names[v],
					h.first_trial[v], h.first_s[v] * 1e3);
			}
		cr_json_end(j);
		cr_json_arr(j, "checks");
		for (int v = 0; v < CR_V_COUNT; v++)
			if (cr_race_verdicts(race) & CR_VMASK(v))
				cr_check(c, j, "hammer", (enum cr_verdict)v, h.counts[v], detail);
		cr_json_end(j);
		cr_json_end(j);
	}
	if (race->teardown)
		race->teardown(c, c->state);

	cr_json_num(j, "elapsed_s", (cr_now_ns() - t0) / 1e9);
	cr_json_bool(j, "interrupted", stop_sig != 0);
	cr_json_str(j, "status", cr_tap_failed() || rc < 0 || stop_sig ? "fail" : "pass");
	cr_json_end(j);
	if (c->opt.json) {
		int e = cr_json_write_atomic(j, c->opt.json);
		if (e)
			cr_fatal("--json %s: %s", c->opt.json, strerror(-e));
	}
	cr_json_free(j);
	if (stop_sig)
		cr_tap_line("Bail out! ", "%s interrupted by signal %d", race->name, (int)stop_sig);
	cr_tap_done();
	if (stop_sig)
		return 128 + stop_sig;
	if (rc < 0)
		return CR_EXIT_ERROR;
	return cr_tap_failed() ? CR_EXIT_FAIL : CR_EXIT_PASS;
}
