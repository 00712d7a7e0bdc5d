/* Shared benchmark driver (bench/benchlib.h): parses the common options,
 * runs the warm-up and the measured repetitions of a fixed iteration count,
 * and reports median, min, max, MAD, p10/p90 in ns/call as one TAP line and
 * one JSON record with every parameter and the machine it ran on.
 * Style: kselftest TAP, stress-ng's fixed-count inner loop (no clock read
 * inside the loop); statistics over repetitions, not over single calls. */
#include <errno.h>
#include <getopt.h>
#include <math.h>
#include <sched.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <fcntl.h>
#include <sys/syscall.h>
#include <unistd.h>

#include "benchlib.h"
#include "cr_cancel.h"

#define PARK_BOUND_MS 2000


static int cmp_double(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;
	return (x > y) - (x < y);
}

/* Square root by Newton's method: keeps the benchmarks free of libm. */
static double root(double x)
{
	double r = x > 1 ? x : 1;
	if (!(x > 0))
		return 0;
	for (int i = 0; i < 200; i++) {
		double n = 0.5 * (r + x / r);
		if (n >= r)
			break;
		r = n;
	}
	return r;
}

/* Linear interpolation between closest ranks; v sorted, n >= 1. */
static double quantile(const double *v, long n, double q)
{
	double pos = q * (double)(n - 1);
	long i = (long)pos;
	double f = pos - (double)i;
	if (i + 1 >= n)
		return v[n - 1];
	return v[i] + f * (v[i + 1] - v[i]);
}

void bench_stats(double *v, long n, struct bench_stats *s)
{
	double sum = 0, sq = 0;
	double *dev;
	memset(s, 0, sizeof *s);
	s->n = n;
	if (n <= 0)
		return;
	qsort(v, (size_t)n, sizeof *v, cmp_double);
	s->min = v[0];
	s->max = v[n - 1];
	s->median = quantile(v, n, 0.5);
	s->p10 = quantile(v, n, 0.1);
	s->p90 = quantile(v, n, 0.9);
	for (long i = 0; i < n; i++)
		sum += v[i];
	s->mean = sum / (double)n;
	for (long i = 0; i < n; i++)
		sq += (v[i] - s->mean) * (v[i] - s->mean);
	s->stdev = n > 1 ? root(sq / (double)(n - 1)) : 0;
	dev = malloc((size_t)n * sizeof *dev);
	if (!dev)
		cr_fatal("out of memory");
	for (long i = 0; i < n; i++)
		dev[i] = v[i] > s->median ? v[i] - s->median : s->median - v[i];
	qsort(dev, (size_t)n, sizeof *dev, cmp_double);
	s->mad = quantile(dev, n, 0.5);
	free(dev);
}

/* BENCH_PARKED_THREAD: a second thread of the implementation, blocked in
 * a non-cancellable read on a pipe until teardown closes it. */
static struct {
	int pfd[2];
	cr_thread_t t;
	volatile long tid;
	int on;
} park;

static void *parked(void *a)
{
	char b;
	(void)a;
	__atomic_store_n(&park.tid, syscall(SYS_gettid), __ATOMIC_RELEASE);
	(void)syscall(SYS_read, park.pfd[0], &b, 1);
	return NULL;
}

static void park_start(void)
{
	uint64_t dl;
	int e;
	if (pipe(park.pfd))
		cr_fatal("parked thread: pipe: %s", strerror(errno));
	if ((e = cr_thread_create(&park.t, parked, NULL)))
		cr_fatal("parked thread: create: %s", strerror(e));
	park.on = 1;
	dl = cr_now_ns() + PARK_BOUND_MS * 1000000ull;
	while (!__atomic_load_n(&park.tid, __ATOMIC_ACQUIRE) || !bench_thread_asleep(park.tid)) {
		if (cr_now_ns() > dl)
			cr_fatal("parked thread never blocked within %d ms", PARK_BOUND_MS);
		sched_yield();
	}
}

static void park_stop(void)
{
	if (!park.on)
		return;
	close(park.pfd[1]);
	if (cr_thread_timedjoin(park.t, NULL, PARK_BOUND_MS))
		cr_fatal("parked thread not joined within %d ms", PARK_BOUND_MS);
	close(park.pfd[0]);
	park.on = 0;
}

static const char *const THREAD_STATE[] = {"single", "parked", "victims"};

/* Before the warm-up and after the last repetition: the thread count the
 * figure is measured with, read, and the one the program claims. */
static void check_threads(const struct bench_desc *d, struct bench_ctx *c, const char *when)
{
	int want = d->threads == BENCH_PARKED_THREAD ? 2 : 1, n = bench_threads();
	if (d->threads == BENCH_OWN_THREADS)
		return;
	if (n != want)
		cr_fatal("%s: %d threads %s, want %d (%s): the figure would measure another state",
			 d->name, n, when, want, THREAD_STATE[d->threads]);
	c->threads = n;
}

static void usage_text(const struct bench_desc *d, char *buf, size_t len)
{
	snprintf(buf, len,
		 "usage: %s [--iterations N] [--reps R] [--warmup W] [--cpu C] [--json FILE]\n"
		 "  %s\n"
		 "  --iterations N  calls per repetition (default %ld)\n"
		 "  --reps R        measured repetitions (default %ld)\n"
		 "  --warmup W      unrecorded repetitions first (default %ld)\n"
		 "  --cpu C         pin the measuring thread to CPU C\n"
		 "  --json FILE     write one JSON record (kind \"bench\"; \"-\" = stdout)\n"
		 "Prints one TAP line with the median ns/call; exit 0, 77 skip, 99 harness error.\n",
		 d->name, d->what, d->iterations, d->reps, d->warmup);
}

static void parse(const struct bench_desc *d, struct bench_ctx *c, int argc, char **argv)
{
	static const struct option lo[] = {
		{"iterations", required_argument, 0, 'i'},
		{"reps", required_argument, 0, 'r'},
		{"warmup", required_argument, 0, 'w'},
		{"cpu", required_argument, 0, 'c'},
		{"json", required_argument, 0, 'j'},
		{"help", no_argument, 0, 'h'},
		{0, 0, 0, 0},
	};
	char usage[1024];
	long v;
	int o;
	usage_text(d, usage, sizeof usage);
	c->iterations = d->iterations;
	c->reps = d->reps;
	c->warmup = d->warmup;
	c->cpu = -1;
	opterr = 0;
	while ((o = getopt_long(argc, argv, "h", lo, NULL)) != -1) {
		switch (o) {
		case 'i':
			if (cr_parse_long(optarg, 1, 2000000000L, &c->iterations))
				cr_usage(usage, "--iterations: want 1..2000000000, got '%s'", optarg);
			break;
		case 'r':
			if (cr_parse_long(optarg, 1, 100000, &c->reps))
				cr_usage(usage, "--reps: want 1..100000, got '%s'", optarg);
			break;
		case 'w':
			if (cr_parse_long(optarg, 0, 100000, &c->warmup))
				cr_usage(usage, "--warmup: want 0..100000, got '%s'", optarg);
			break;
		case 'c':
			if (cr_parse_long(optarg, 0, CPU_SETSIZE - 1, &v))
				cr_usage(usage, "--cpu: want 0..%d, got '%s'", CPU_SETSIZE - 1, optarg);
			c->cpu = (int)v;
			break;
		case 'j':
			c->json = optarg;
			break;
		case 'h':
			fputs(usage, stdout);
			exit(CR_EXIT_PASS);
		default:
			cr_usage(usage, "unknown or incomplete option '%s'", argv[optind - 1]);
		}
	}
	if (optind < argc)
		cr_usage(usage, "unexpected argument '%s'", argv[optind]);
}

static void set_impl(struct bench_ctx *c)
{
#ifdef CR_RUNTIME_VRT
	snprintf(c->impl, sizeof c->impl, "vdso-%s", CR_STR(CR_VRT_THUNK));
#else
	snprintf(c->impl, sizeof c->impl, "%s", c->si.libc);
#endif
}

/* The 1-, 5- and 15-minute load averages: a shared machine's load is part
 * of what a figure was measured under. */
static void loadavg(double la[3])
{
	FILE *f = fopen("/proc/loadavg", "re");
	la[0] = la[1] = la[2] = -1;
	if (f) {
		if (fscanf(f, "%lf %lf %lf", &la[0], &la[1], &la[2]) != 3)
			la[0] = la[1] = la[2] = -1;
		fclose(f);
	}
}

void bench_stats_json(struct cr_json *j, const struct bench_stats *s, int none)
{
	double nf = none ? NAN : 0;
	cr_json_num(j, "median", s->median + nf);
	cr_json_num(j, "min", s->min + nf);
	cr_json_num(j, "max", s->max + nf);
	cr_json_num(j, "mad", s->mad + nf);
	cr_json_num(j, "p10", s->p10 + nf);
	cr_json_num(j, "p90", s->p90 + nf);
}

static void put_stats(struct cr_json *j, const char *key, const struct bench_stats *s,
		      long iters, int none)
{
	/* No figure (every sample lost): the numbers are null, not zero. */
	double nf = none ? NAN : 0;
	cr_json_obj(j, key);
	bench_stats_json(j, s, none);
	cr_json_num(j, "mean", s->mean + nf);
	cr_json_num(j, "stdev", s->stdev + nf);
	cr_json_int(j, "reps", s->n);
	cr_json_int(j, "iters_per_rep", iters);
	cr_json_end(j);
}

static void write_record(const struct bench_desc *d, struct bench_ctx *c, void *st,
			 const double *samples, const struct bench_stats *s,
			 const struct bench_stats *cs, double elapsed)
{
	struct cr_json *j = cr_json_new();
	int rc;
	cr_json_header(j, "bench", d->name, &c->si);
	cr_json_str(j, "impl", c->impl);
	cr_json_str(j, "path", d->path);
	if (c->entry)
		cr_json_str(j, "entry", c->entry);
	else
		cr_json_null(j, "entry");
	bench_entry_json(j, &c->ent);
	cr_json_int(j, "threads", c->threads);
	cr_json_str(j, "thread_state", THREAD_STATE[d->threads]);
	cr_json_str(j, "unit", "ns/call");
	cr_json_str(j, "what", d->what);
	cr_json_obj(j, "params");
	cr_json_int(j, "iterations", c->iterations);
	cr_json_int(j, "reps", c->reps);
	cr_json_int(j, "warmup", c->warmup);
	if (c->cpu >= 0)
		cr_json_int(j, "cpu", c->cpu);
	else
		cr_json_null(j, "cpu");
	/* Set by scripts/bench-run when it relinked this binary against an
	 * older root's libc6-dev (symbol versions that release lacks). */
	if (getenv("CR_BENCH_RELINKED"))
		cr_json_str(j, "relinked_against", getenv("CR_BENCH_RELINKED"));
	else
		cr_json_null(j, "relinked_against");
	cr_json_arr(j, "loadavg_start");
	for (int i = 0; i < 3; i++)
		cr_json_num(j, NULL, c->load[i] >= 0 ? c->load[i] : NAN);
	cr_json_end(j);
	cr_json_end(j);
	put_stats(j, "stats", s, c->iterations, c->no_figure);
	if (cs)
		put_stats(j, "stats_cpu", cs, c->iterations, c->no_figure);
	cr_json_arr(j, "samples");
	for (long i = 0; i < s->n; i++)
		cr_json_num(j, NULL, samples[i]);
	cr_json_end(j);
	cr_json_int(j, "lost", c->lost);
	if (c->note[0])
		cr_json_str(j, "note", c->note);
	if (d->record)
		d->record(c, st, j);
	cr_json_num(j, "elapsed_s", elapsed);
	cr_json_str(j, "status", c->no_figure ? "skip" : "pass");
	cr_json_end(j);
	rc = cr_json_write_atomic(j, c->json);
	cr_json_free(j);
	if (rc)
		cr_fatal("writing %s: %s", c->json, strerror(-rc));
}

int bench_main(const struct bench_desc *d, int argc, char **argv)
{
	struct bench_ctx c;
	struct bench_stats s;
	void *st = NULL;
	double *samples, *sorted, *cpu;
	struct bench_stats cs;
	uint64_t t0;
	int rc;

	memset(&c, 0, sizeof c);
	bench_note_main();
	cr_libc_root_reexec(argc, argv);
	parse(d, &c, argc, argv);
	setvbuf(stdout, NULL, _IOLBF, 0);
	cr_sysinfo_get(&c.si);
	set_impl(&c);
	t0 = cr_now_ns();
	loadavg(c.load);
	cr_tap_plan(1);
	cr_diag("%s: %s", d->name, d->what);
	cr_diag("variant %s, impl %s, libc %s %s (%s), kernel %s, cpu %s x%d", CR_VARIANT, c.impl,
		c.si.libc, c.si.libc_version, c.si.libc_path, c.si.kernel, c.si.cpu, c.si.ncpu);
	cr_diag("mitigations: %s", c.si.vulnerabilities);
	cr_diag("load average %.2f %.2f %.2f", c.load[0], c.load[1], c.load[2]);
	if (c.cpu >= 0) {
		cpu_set_t set;
		CPU_ZERO(&set);
		CPU_SET(c.cpu, &set);
		if (sched_setaffinity(0, sizeof set, &set))
			cr_fatal("sched_setaffinity(cpu %d): %s", c.cpu, strerror(errno));
	}
	if (d->threads == BENCH_PARKED_THREAD)
		park_start();
	rc = d->setup ? d->setup(&c, &st) : 0;
	if (rc == CR_EXIT_SKIP) {
		cr_tap_skip("%s %s: %s", d->name, CR_VARIANT, c.note);
		park_stop();
		return CR_EXIT_SKIP;
	}
	if (rc)
		cr_fatal("%s setup: %s", d->name, c.note[0] ? c.note : "failed");
	/* The kernel entry of one call, stepped in the state it is timed in. */
	if (d->step && bench_step_entry(&c, d->step, st))
		cr_fatal("%s: stepping one call: %s", d->name, c.note);
	if (!c.ent.stepped)
		cr_fatal("%s: no stepped call: the kernel entry is not known", d->name);
	cr_diag("kernel entry (one call single-stepped, %d threads): %s%s%s", c.ent.threads,
		c.entry ? c.entry : "none (no system call)", c.ent.at[0] ? " at " : "", c.ent.at);
	check_threads(d, &c, "before timing");
	samples = calloc((size_t)c.reps, sizeof *samples);
	sorted = calloc((size_t)c.reps, sizeof *sorted);
	cpu = calloc((size_t)c.reps, sizeof *cpu);
	if (!samples || !sorted || !cpu)
		cr_fatal("out of memory");
	for (long r = 0; r < c.warmup + c.reps; r++) {
		uint64_t c0 = bench_thread_cpu_ns();
		double ns, rc0 = c.run_cpu_ns;
		ns = d->run(&c, st, c.iterations);
		uint64_t c1 = bench_thread_cpu_ns();
		if (ns < 0)
			cr_fatal("%s run: %s", d->name, c.note[0] ? c.note : "failed");
		if (r >= c.warmup) {
			samples[r - c.warmup] = ns / (double)c.iterations;
			cpu[r - c.warmup] = (d->cpu_time == BENCH_CPU_RUN ? c.run_cpu_ns - rc0 :
					     (double)(c1 - c0)) / (double)c.iterations;
		}
	}
	check_threads(d, &c, "after timing");
	if (d->threads == BENCH_OWN_THREADS && c.threads <= 0)
		cr_fatal("%s: the thread count was not recorded where it measures", d->name);
	cr_diag("threads while timing: %d (%s)", c.threads, THREAD_STATE[d->threads]);
	memcpy(sorted, samples, (size_t)c.reps * sizeof *samples);
	bench_stats(sorted, c.no_figure ? 0 : c.reps, &s);
	bench_stats(cpu, d->cpu_time && !c.no_figure ? c.reps : 0, &cs);
	if (c.note[0])
		cr_diag("%s", c.note);
	if (c.json)
		write_record(d, &c, st, samples, &s, d->cpu_time ? &cs : NULL,
			     (double)(cr_now_ns() - t0) / 1e9);
	if (d->teardown)
		d->teardown(&c, st);
	park_stop();
	if (c.no_figure) {
		cr_tap_skip("%s %s: no figure: %s", d->name, CR_VARIANT, c.note);
		free(samples);
		free(sorted);
		free(cpu);
		return CR_EXIT_SKIP;
	}
	if (d->cpu_time)
		cr_diag("thread CPU time: median %.1f ns/call (min %.1f, max %.1f, MAD %.1f, p10 %.1f, p90 %.1f)",
			cs.median, cs.min, cs.max, cs.mad, cs.p10, cs.p90);
	cr_tap_ok(1, "%s %s: median %.1f ns/call (min %.1f, max %.1f, MAD %.1f, p10 %.1f, p90 %.1f; %ld reps x %ld)%s",
		  d->name, CR_VARIANT, s.median, s.min, s.max, s.mad, s.p10, s.p90, s.n,
		  c.iterations, c.lost ? " with lost samples" : "");
	free(samples);
	free(sorted);
	free(cpu);
	return CR_EXIT_PASS;
}
