/* Shared benchmark driver: options, warm-up, repetitions, statistics, the
 * TAP line and the JSON record (kind "bench", harness/README).  A benchmark
 * is one struct bench_desc and main() calling bench_main().
 *
 * Measurements, never timed tests: a benchmark fails only on a harness error
 * (exit 99), never because of a figure.
 */
#ifndef BENCHLIB_H
#define BENCHLIB_H

#include <stdint.h>

#include "cr.h"

enum { BENCH_CPU_NONE, BENCH_CPU_THREAD, BENCH_CPU_RUN };

struct bench_ctx {
	long iterations;     /* --iterations: calls per repetition */
	long reps;           /* --reps: measured repetitions */
	long warmup;         /* --warmup: unrecorded repetitions first */
	int cpu;             /* --cpu: pinned CPU, -1 none */
	const char *json;    /* --json FILE */
	const char *entry;   /* set by setup: decoded entry instruction */
	char note[512];      /* set by setup/run: one diagnostic line */
	long lost;           /* set by run: samples that could not be taken */
	double run_cpu_ns;   /* BENCH_CPU_RUN: run() adds its calls' CPU ns */
	int no_figure;       /* set by run: nothing measurable (reason in note):
			      * reported as a skip, stats null */
	double load[3];      /* /proc/loadavg at the start (-1 unknown) */
	struct cr_sysinfo si;
	char impl[32];       /* "glibc", "musl", "vdso-helper" ... */
};

struct bench_desc {
	const char *name;      /* program name: "entry-int80" */
	const char *path;      /* what is measured: "int80", "wrapper-read" */
	const char *what;      /* one line for --help and the record */
	long iterations, reps, warmup; /* defaults */
	/* CPU time per call beside wall time (stats_cpu): on a shared machine
	 * it leaves out the time a thread was preempted, which wall time
	 * cannot.  BENCH_CPU_THREAD: run() is one thread's loop that never
	 * sleeps, benchlib reads the thread's CPU clock around it.
	 * BENCH_CPU_RUN: run() adds the CPU nanoseconds of its n calls to
	 * c->run_cpu_ns itself (e.g. a victim thread's own CPU time). */
	int cpu_time;
	/* The entry instruction, when fixed by the program (inline asm);
	 * setup() may set c->entry instead (decoded at run time). */
	const char *entry;
	/* Once, before the warm-up: 0, CR_EXIT_SKIP (reason in c->note) or
	 * -1 (harness error, reason in c->note). */
	int (*setup)(struct bench_ctx *c, void **st);
	/* n calls of the measured path; returns the nanoseconds they took (the
	 * function reads the clock itself, outside its loop), or a negative
	 * value on a harness error (reason in c->note). */
	double (*run)(struct bench_ctx *c, void *st, long n);
	void (*teardown)(struct bench_ctx *c, void *st);
	/* Optional: extra fields in the record's top object. */
	void (*record)(struct bench_ctx *c, void *st, struct cr_json *j);
};

/* Order statistics of n values (sorted in place). */
struct bench_stats {
	double median, min, max, mad, p10, p90, mean, stdev;
	long n;
};
void bench_stats(double *v, long n, struct bench_stats *s);

int bench_main(const struct bench_desc *d, int argc, char **argv);

/* The timed loop of a run(): the nanoseconds n executions of STMT take,
 * the clock read outside the loop. */
#define BENCH_TIMED_LOOP(n, STMT)                                   \
	__extension__({                                             \
		uint64_t bench_t0_ = cr_now_ns();                   \
		for (long bench_i_ = 0; bench_i_ < (n); bench_i_++) \
			STMT;                                       \
		(double)(cr_now_ns() - bench_t0_);                  \
	})

/* The calling thread's CPU time (CLOCK_THREAD_CPUTIME_ID), ns; 0 on error. */
uint64_t bench_thread_cpu_ns(void);

#endif
