/* A race program's options (--help): the modes picked, their budgets, the
 * record and the expectations, each checked here (exit 2 on a usage
 * error) so that no mode parses an argument of its own. */
#include <errno.h>
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "engine.h"

static const char usage_fmt[] =
	"usage: %s [options]\n"
	"  Races pthread_cancel against %s and reports leaked descriptors, double\n"
	"  and wrong-descriptor closes, lost cancellations and cleanup-handler\n"
	"  counts as TAP, judged against the expectations table.\n"
	"  --hammer             the random-delay hammer\n"
	"  --sweep              the single-step sweep (the cancel at every instruction)\n"
	"  --blocked            cancel while blocked in the kernel (calls that block)\n"
	"  --pending            the call starts with a cancel already pending\n"
	"                       (default: every mode the race has)\n"
	"  --iterations N       hammer trials (default %ld; where the table expects a\n"
	"                       race not seen by then, on until it is, within --seconds,\n"
	"                       or 3 times the default seconds when neither is given)\n"
	"  --enough N           the hammer may stop after N trials once every verdict\n"
	"                       the table expects racy was seen (also CR_HAMMER_ENOUGH)\n"
	"  --blocked-trials N   cancels of a blocked call (default 10)\n"
	"  --pending-trials N   calls with a cancel pending (default 3)\n"
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

static char usage[4096];

void cr_options(struct cr_ctx *c, int argc, char **argv)
{
	enum { O_HAMMER = 256, O_SWEEP, O_BLOCKED, O_ITER, O_SECS, O_SEED, O_BOUND, O_DELAY,
	       O_JSON, O_EXPECT, O_STRICT, O_DISASM, O_BOUNDARY, O_ENOUGH, O_BTRIALS, O_PENDING, O_PTRIALS };
	static const struct option lo[] = {
		{"hammer", no_argument, 0, O_HAMMER},
		{"sweep", no_argument, 0, O_SWEEP},
		{"blocked", no_argument, 0, O_BLOCKED},
		{"enough", required_argument, 0, O_ENOUGH},
		{"blocked-trials", required_argument, 0, O_BTRIALS},
		{"pending", no_argument, 0, O_PENDING},
		{"pending-trials", required_argument, 0, O_PTRIALS},
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
	o->pending_trials = 3;
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
	if (c->race->pending)
		snprintf(usage + strlen(usage), sizeof usage - strlen(usage),
			 "%s has one mode of its own (pending): --hammer, --sweep and --pending run it.\n", c->name);

	opterr = 0;
	while ((ch = getopt_long(argc, argv, ":vh", lo, NULL)) != -1) {
		switch (ch) {
		case O_HAMMER: o->hammer = 1; modes++; break;
		case O_SWEEP: o->sweep = 1; modes++; break;
		case O_PENDING: o->pending = 1; modes++; break;
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
		case O_PTRIALS:
			if (cr_parse_long(optarg, 1, 100000, &o->pending_trials))
				cr_usage(usage, "--pending-trials takes a whole number from 1 to 100000, not '%s'", optarg);
			break;
		case O_ITER:
			if (cr_parse_long(optarg, 1, 100000000, &o->iterations))
				cr_usage(usage, "--iterations takes a whole number from 1 to 100000000, not '%s'", optarg);
			o->iterations_given = 1;
			break;
		case O_SECS:
			if (cr_parse_double(optarg, 0.001, 86400, &o->seconds))
				cr_usage(usage, "--seconds takes a number from 0.001 to 86400, not '%s'", optarg);
			o->seconds_given = 1;
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
			cr_exit(0);
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
		o->hammer = o->sweep = o->pending = 1;
		o->blocked = c->race->prepare_blocked != NULL;
	}
	if (c->race->pending) /* its own mode stands for the others */
		o->hammer = o->sweep = o->blocked = 0;
}
