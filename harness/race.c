/* cr_race_main: a race program's run.  It reads the options, checks the
 * race can run here, picks the modes and runs them in their order, and
 * writes the run's record: its head, one section per mode (the mode's
 * fields and checks) and its status.  The modes are harness/mode.h's. */
#include <pthread.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "absent.h"
#include "mode.h"
#include "probe.h"

/* The modes in the order they run.  The sweep first: its runs are child
 * processes, so it needs a parent that a lost cancellation in another mode
 * has not left a thread in.  Then the blocked mode: a lost cancel is woken
 * (race->wake), so it leaves no thread behind.  Then pending (a few
 * deterministic calls) and last the hammer. */
static const struct cr_mode *const modes[] = {
	&cr_mode_sweep, &cr_mode_blocked, &cr_mode_pending, &cr_mode_hammer,
};

static void set_impl(struct cr_ctx *c)
{
#ifdef CR_RUNTIME_VRT
	snprintf(c->impl, sizeof c->impl, "vdso-%s", CR_STR(CR_VRT_THUNK));
#else
	_Static_assert(sizeof c->impl >= sizeof c->si.libc, "impl holds a libc name");
	memcpy(c->impl, c->si.libc, sizeof c->si.libc);
#endif
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

static const struct cr_sysinfo *running;

const struct cr_sysinfo *cr_race_libc(void)
{
	return running;
}

#ifdef __dietlibc__
#ifdef __x86_64__
#include "dietlibc-points-x86_64.h"
#else
#include "dietlibc-points-i386.h"
#endif
/* Is word a space-separated word of list? */
static int cr_word_in(const char *word, const char *list)
{
	size_t n = strlen(word);
	for (const char *p = list; (p = strstr(p, word)); p += n)
		if ((p == list || p[-1] == ' ') && (p[n] == ' ' || !p[n]))
			return 1;
	return 0;
}

/* Does dietlibc's libc build call over a function its libpthread wraps
 * (CR_DIETLIBC_OVER, read by configure: "lockf:fcntl usleep:nanosleep
 * ...")?  Over one that is a cancellation point of the catalogue, that
 * is: then the wrapper's test is the call's (a wrapped malloc or fork,
 * which act on a pending cancel too, make no point of it). */
static int cr_dietlibc_over_point(const char *call)
{
	char key[64], list[256], *save = NULL;
	const char *p;
	size_t n;
	snprintf(key, sizeof key, " %s:", call);
	if (!(p = strstr(CR_DIETLIBC_OVER, key)))
		return 0;
	p += strlen(key);
	n = strcspn(p, " ");
	if (n >= sizeof list)
		return 0;
	memcpy(list, p, n);
	list[n] = 0;
	for (char *w = strtok_r(list, ",", &save); w; w = strtok_r(NULL, ",", &save))
		if (cr_word_in(w, CR_DIETLIBC_PTHREAD_DEFS) && cr_call_named(w))
			return 1;
	return 0;
}

/* The races the harness is not ported to under dietlibc, each for its
 * reason; a mode of NULL is every mode.  Its threads are processes of
 * their own pid (LinuxThreads-style): what belongs to a process (children,
 * a signal sent to it) is not shared by its threads. */
static const struct {
	const char *call, *mode, *why;
} dietlibc_unported[] = {
	{NULL, NULL, NULL}, /* none left */
};

/* Why a mode (or, for NULL, the whole race) of call is not run, or NULL. */
static const char *dietlibc_why(const char *call, const char *mode)
{
	for (size_t i = 0; dietlibc_unported[i].call; i++)
		if (!strcmp(call, dietlibc_unported[i].call) &&
		    (mode ? dietlibc_unported[i].mode && !strcmp(mode, dietlibc_unported[i].mode)
			  : !dietlibc_unported[i].mode))
			return dietlibc_unported[i].why;
	return NULL;
}

static void *nothing(void *arg)
{
	return arg;
}
#endif

int cr_race_main(const struct cr_race *race, int argc, char **argv)
{
	static struct cr_ctx ctx;
	struct cr_ctx *c = &ctx;
	struct cr_json *j;
	uint64_t t0;
	int failed, stop;

	setvbuf(stdout, NULL, _IOLBF, 0);
	cr_libc_root_reexec(argc, argv);
	c->race = race;
	/* a call this libc lacks (CR_HAS_CLOCKWAIT): its row by name, and
	 * the race's setup skips */
	c->call = race->fn ? cr_call_of(race->fn) : race->name ? cr_call_named(race->name) : NULL;
	if (!c->call && (race->fn || !race->pending || !race->name))
		cr_fatal("%s: its .fn is not a cancellation point of the catalogue (harness/calls.h)",
			 race->name ? race->name : argv[0]);
	c->name = race->name ? race->name : c->call->name;
	c->verdicts = race->verdicts ? race->verdicts : CR_VMASK_FD;
	cr_options(c, argc, argv);
	if (sizeof(void *) == 4 && cr_probe_absent("ia32")) {
		/* as if this kernel could not run it (the no-IA32 paths, tested anywhere) */
		cr_tap_line("1..0 # SKIP ", "%s: this kernel cannot run 32-bit (switched off: CR_PROBE_ABSENT=ia32)",
			    c->name);
		return CR_EXIT_SKIP;
	}
#ifdef __dietlibc__
	{
		/* dietlibc's cancellation points are the functions its
		 * libpthread defines (a wrapper that tests the cancel on entry,
		 * then the libc's call), as configure read them of the library
		 * linked, and the libc functions built over one of them
		 * (lockf over fcntl); any other call is a plain one, which a
		 * cancel only interrupts (EINTR) and never acts in. */
		const char *fn = c->call ? c->call->name : c->name, *why = NULL;
		if (race->name && !race->fn && !race->pending)
			why = "dietlibc has no such function";
		else if (c->call && !cr_word_in(fn, CR_DIETLIBC_PTHREAD_DEFS) && !cr_dietlibc_over_point(fn))
			why = "no cancellation point in dietlibc (its libpthread does not wrap it: a cancel only interrupts it, with EINTR)";
		else if (c->call)
			why = dietlibc_why(fn, NULL);
		if (why) {
			cr_tap_line("1..0 # SKIP ", "%s: %s: %s", c->name, fn, why);
			return CR_EXIT_SKIP;
		}
	}
#endif
	cr_sysinfo_get(&c->si);
	running = &c->si;
	set_impl(c);
#ifdef __UCLIBC__
	{
		/* uClibc-ng i386 kills the process on a cancel that meets a
		 * syscall (results/findings/uclibc-ng-open.md, "on i386"):
		 * proven here, by use, before any race is run on it */
		char why[160];
		if (cr_probe_cancel_crashes(why, sizeof why)) {
			cr_tap_line("1..0 # SKIP ", "%s: no race can be measured on this libc: %s (a uClibc-ng bug: results/findings/uclibc-ng-i386-unwind.c)",
				    c->name, why);
			return CR_EXIT_SKIP;
		}
	}
#endif
#ifdef __dietlibc__
	{
		/* dietlibc starts its thread manager, and opens the pipe it
		 * talks to it through, at the first pthread_create: done here,
		 * so that pipe is there before any trial counts descriptors
		 * (a trial would take it for the call's leak, and close it). */
		pthread_t t;
		if (pthread_create(&t, NULL, nothing, NULL) || pthread_join(t, NULL))
			cr_fatal("cannot start dietlibc's thread manager");
	}
#endif

	cr_stop_on_signals();
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
	for (size_t i = 0; i < sizeof modes / sizeof modes[0] && !cr_stopped(); i++) {
		const struct cr_mode *m = modes[i];
		if (!m->picked(c))
			continue;
#ifdef __dietlibc__
		const char *unported = c->call ? dietlibc_why(c->call->name, m->name) : NULL;
		if (unported) {
			cr_tap_skip("%s %s: %s", m->name, c->name, unported);
			continue;
		}
#endif
		cr_json_obj(j, m->name);
		if (m->run(c, j) == CR_MODE_LEFT && !c->left)
			c->left = m->name;
		cr_checks_json(j, m->name);
		cr_json_end(j);
	}
	if (race->teardown)
		race->teardown();

	failed = cr_checks_failed();
	stop = cr_stopped();
	cr_json_num(j, "elapsed_s", (cr_now_ns() - t0) / 1e9);
	cr_json_bool(j, "interrupted", stop != 0);
	cr_json_str(j, "status", failed || stop ? "fail" : "pass");
	cr_json_end(j);
	if (c->opt.json) {
		int e = cr_json_write_atomic(j, c->opt.json);
		if (e)
			cr_fatal("--json %s: %s", c->opt.json, strerror(-e));
	}
	cr_json_free(j);
	if (stop)
		cr_tap_line("Bail out! ", "%s interrupted by signal %d", c->name, stop);
	cr_tap_done();
	if (stop)
		return 128 + stop;
	return failed ? CR_EXIT_FAIL : CR_EXIT_PASS;
}
